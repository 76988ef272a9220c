<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
</TS>
