<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>IsaReference</name>
    <message numerus="yes">
        <source>Generated from the instruction table of this build: %n instruction(s) in %1 categories, %2 special registers, and the directives.</source>
        <translation>
            <numerusform>Generated from the instruction table of this build: %n instruction in %1 categories, %2 special registers, and the directives.</numerusform>
            <numerusform>Generated from the instruction table of this build: %n instructions in %1 categories, %2 special registers, and the directives.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PortabilityText</name>
    <message numerus="yes">
        <source>%1: agrees with %2 (the reference): %3; %n run(s)</source>
        <translation>
            <numerusform>%1: agrees with %2 (the reference): %3; %n run</numerusform>
            <numerusform>%1: agrees with %2 (the reference): %3; %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2; %n run(s)</source>
        <translation>
            <numerusform>%1: %2; %n run</numerusform>
            <numerusform>%1: %2; %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n barrier divergence(s)</source>
        <translation>
            <numerusform>%n barrier divergence</numerusform>
            <numerusform>%n barrier divergences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (the last of %n writes to the word)</source>
        <translation>
            <numerusform> (the last of %n write to the word)</numerusform>
            <numerusform> (the last of %n writes to the word)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepExplainer</name>
    <message numerus="yes">
        <source>went back %n step(s) in history, to step %1</source>
        <translation>
            <numerusform>went back %n step in history, to step %1</numerusform>
            <numerusform>went back %n steps in history, to step %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of local memory written (%1 changed)</source>
        <translation>
            <numerusform>%n word of local memory written (%1 changed)</numerusform>
            <numerusform>%n words of local memory written (%1 changed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of device memory written (%1 changed): %2</source>
        <translation>
            <numerusform>%n word of device memory written (%1 changed): %2</numerusform>
            <numerusform>%n words of device memory written (%1 changed): %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message numerus="yes">
        <source>it left the `loop` at %1 after %n iteration(s)</source>
        <translation>
            <numerusform>it left the `loop` at %1 after %n iteration</numerusform>
            <numerusform>it left the `loop` at %1 after %n iterations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkspaceSource</name>
    <message numerus="yes">
        <source>%1: %n item(s) left out: %2</source>
        <translation>
            <numerusform>%1: %n item left out: %2</numerusform>
            <numerusform>%1: %n items left out: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::studio::FileActions</name>
    <message numerus="yes">
        <source>Exported %1 (%n byte(s))</source>
        <translation>
            <numerusform>Exported %1 (%n byte)</numerusform>
            <numerusform>Exported %1 (%n bytes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::studio::GutterBreakpoints</name>
    <message numerus="yes">
        <source>Breakpoint %1: hit %n time(s)</source>
        <translation>
            <numerusform>Breakpoint %1: hit %n time</numerusform>
            <numerusform>Breakpoint %1: hit %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::studio::MainWindow</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s)</source>
        <translation>
            <numerusform>%n kernel</numerusform>
            <numerusform>%n kernels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n instruction(s)</source>
        <translation>
            <numerusform>%n instruction</numerusform>
            <numerusform>%n instructions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::studio::PortabilityActions</name>
    <message numerus="yes">
        <source>write %1 of %2 to this word; the last, which the Portability dock names, is by wave %3 lane %4 at line %5: Continue (F5) %n more time(s)</source>
        <translation>
            <numerusform>write %1 of %2 to this word; the last, which the Portability dock names, is by wave %3 lane %4 at line %5: Continue (F5) %n more time</numerusform>
            <numerusform>write %1 of %2 to this word; the last, which the Portability dock names, is by wave %3 lane %4 at line %5: Continue (F5) %n more times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::CoalescingGutter</name>
    <message numerus="yes">
        <source>Per execution: %1 sectors of 32 bytes where %2 would do, %3 lines of 128 bytes where %4 would do (%n executions)</source>
        <translation>
            <numerusform>Per execution: %1 sectors of 32 bytes where %2 would do, %3 lines of 128 bytes where %4 would do (%n execution)</numerusform>
            <numerusform>Per execution: %1 sectors of 32 bytes where %2 would do, %3 lines of 128 bytes where %4 would do (%n executions)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::DecodePage</name>
    <message numerus="yes">
        <source>%n word(s) in %1</source>
        <translation>
            <numerusform>%n word in %1</numerusform>
            <numerusform>%n words in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::DeviceMemoryView</name>
    <message numerus="yes">
        <source>%n word(s) changed</source>
        <translation>
            <numerusform>%n word changed</numerusform>
            <numerusform>%n words changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::DialogPrompts</name>
    <message numerus="yes">
        <source>Save the changes to %n file(s)?</source>
        <translation>
            <numerusform>Save the changes to %n file?</numerusform>
            <numerusform>Save the changes to %n files?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recover %n unsaved file(s)?</source>
        <translation>
            <numerusform>Recover %n unsaved file?</numerusform>
            <numerusform>Recover %n unsaved files?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExplainPresenter</name>
    <message numerus="yes">
        <source>Ready: workgroup (%1,%2,%3), %n wave(s) of %4 lanes. Step to run the first instruction.</source>
        <translation>
            <numerusform>Ready: workgroup (%1,%2,%3), %n wave of %4 lanes. Step to run the first instruction.</numerusform>
            <numerusform>Ready: workgroup (%1,%2,%3), %n waves of %4 lanes. Step to run the first instruction.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::FindBar</name>
    <message numerus="yes">
        <source>Replaced %n occurrence(s)</source>
        <translation>
            <numerusform>Replaced %n occurrence</numerusform>
            <numerusform>Replaced %n occurrences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::GoToLineBar</name>
    <message numerus="yes">
        <source>Line %1 is past the end: the file has %n line(s)</source>
        <translation>
            <numerusform>Line %1 is past the end: the file has %n line</numerusform>
            <numerusform>Line %1 is past the end: the file has %n lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::HelpWindow</name>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::ListingView</name>
    <message numerus="yes">
        <source>; No listing: the source has %n error(s).</source>
        <translation>
            <numerusform>; No listing: the source has %n error.</numerusform>
            <numerusform>; No listing: the source has %n errors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; Out of date: the source has %n error(s).</source>
        <translation>
            <numerusform>; Out of date: the source has %n error.</numerusform>
            <numerusform>; Out of date: the source has %n errors.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::PortabilityDiffPanel</name>
    <message numerus="yes">
        <source>%1 against the reference run %2: %n word(s) of %3 differ.</source>
        <translation>
            <numerusform>%1 against the reference run %2: %n word of %3 differs.</numerusform>
            <numerusform>%1 against the reference run %2: %n words of %3 differ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::PortabilityView</name>
    <message numerus="yes">
        <source>Running %n launch(es)…</source>
        <translation>
            <numerusform>Running %n launch…</numerusform>
            <numerusform>Running %n launches…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n run(s).</source>
        <translation>
            <numerusform>Cancelled after %n run.</numerusform>
            <numerusform>Cancelled after %n runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n run(s) agree: the kernel is portable across these profiles and schedules.</source>
        <translation>
            <numerusform>The %n run agrees: the kernel is portable across these profiles and schedules.</numerusform>
            <numerusform>All %n runs agree: the kernel is portable across these profiles and schedules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different results: the kernel is not portable.</source>
        <translation>
            <numerusform>%n different result: the kernel is not portable.</numerusform>
            <numerusform>%n different results: the kernel is not portable.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::RegistersDockControl</name>
    <message numerus="yes">
        <source>No comparison with %n step(s) ago: %1</source>
        <translation>
            <numerusform>No comparison with %n step ago: %1</numerusform>
            <numerusform>No comparison with %n steps ago: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::WbinConversion</name>
    <message numerus="yes">
        <source>the buffer has %n error(s) (first: %1); fix them first.</source>
        <translation>
            <numerusform>the buffer has %n error (first: %1); fix it first.</numerusform>
            <numerusform>the buffer has %n errors (first: %1); fix them first.</numerusform>
        </translation>
    </message>
</context>
</TS>
