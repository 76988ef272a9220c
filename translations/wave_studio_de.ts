<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BreakpointJson</name>
    <message>
        <source>unknown value &apos;%1&apos; (expected one of %2)</source>
        <translation>unbekannter Wert „%1“ (erwartet: einer von %2)</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>missing (expected one of %1)</source>
        <translation>fehlt (erwartet: einer von %1)</translation>
    </message>
</context>
<context>
    <name>CategoryText</name>
    <message>
        <source>integer</source>
        <translation>Ganzzahl</translation>
    </message>
    <message>
        <source>float</source>
        <translation>Gleitkomma</translation>
    </message>
    <message>
        <source>half precision</source>
        <extracomment>f16 and bf16 instructions, scalar and packed</extracomment>
        <translation>Halbe Genauigkeit</translation>
    </message>
    <message>
        <source>double precision</source>
        <translation>Doppelte Genauigkeit</translation>
    </message>
    <message>
        <source>bitwise</source>
        <translation>Bitoperationen</translation>
    </message>
    <message>
        <source>compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>convert</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>atomic</source>
        <translation>Atomar</translation>
    </message>
    <message>
        <source>wave</source>
        <extracomment>wave-wide instructions (shuffles, votes, reductions)</extracomment>
        <translation>Wave</translation>
    </message>
    <message>
        <source>control</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>sync</source>
        <extracomment>barriers and fences</extracomment>
        <translation>Synchronisation</translation>
    </message>
    <message>
        <source>MMA</source>
        <extracomment>matrix multiply-accumulate</extracomment>
        <translation>MMA</translation>
    </message>
    <message>
        <source>misc</source>
        <extracomment>moves and other instructions</extracomment>
        <translation>Sonstige</translation>
    </message>
</context>
<context>
    <name>CsvExporter</name>
    <message>
        <source>register</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>lane %1</source>
        <translation>Lane %1</translation>
    </message>
    <message>
        <source>address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>hex</translation>
    </message>
    <message>
        <source>u32</source>
        <translation>u32</translation>
    </message>
    <message>
        <source>i32</source>
        <translation>i32</translation>
    </message>
    <message>
        <source>f32</source>
        <translation>f32</translation>
    </message>
</context>
<context>
    <name>DebugStatusText</name>
    <message>
        <source>Stopped at the first instruction — line %1 (%2 steps over, %3 steps into, %4 runs)</source>
        <translation>An der ersten Anweisung angehalten — Zeile %1 (%2 Prozedurschritt, %3 Einzelschritt, %4 ausführen)</translation>
    </message>
    <message>
        <source>%1 — line %2, wave %3, step %4</source>
        <translation>%1 — Zeile %2, Wave %3, Schritt %4</translation>
    </message>
    <message>
        <source>%1 — %2 runs it again, %3 restarts at the first instruction</source>
        <translation>%1 — %2 führt ihn erneut aus, %3 startet neu an der ersten Anweisung</translation>
    </message>
    <message>
        <source>The run has ended with a fault</source>
        <translation>Der Lauf endete mit einer Ausnahme</translation>
    </message>
    <message>
        <source>The run has ended in a deadlock</source>
        <translation>Der Lauf endete in einem Deadlock</translation>
    </message>
    <message>
        <source>The run has finished</source>
        <translation>Der Lauf ist beendet</translation>
    </message>
    <message>
        <source>%1 — press %2 to restart at the first instruction, %3 to run it again</source>
        <translation>%1 — %2 startet neu an der ersten Anweisung, %3 führt ihn erneut aus</translation>
    </message>
    <message>
        <source>Restart at the first instruction (%1)</source>
        <translation>Neustart an der ersten Anweisung (%1)</translation>
    </message>
    <message>
        <source>Source changed — restart with the new code</source>
        <translation>Quelle geändert — mit dem neuen Code neu starten</translation>
    </message>
    <message>
        <source>Running… (%1 to pause)</source>
        <translation>Läuft… (%1 zum Anhalten)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Line %1 was added since this run: the code being debugged has no instruction there (%2)</source>
        <translation>Zeile %1 kam nach dem Start dieses Laufs hinzu: Der debuggte Code hat dort keine Anweisung (%2)</translation>
    </message>
</context>
<context>
    <name>EfficiencyScale</name>
    <message>
        <source>below 25% (scattered)</source>
        <translation>unter 25 % (verstreut)</translation>
    </message>
    <message>
        <source>90–100% (coalesced)</source>
        <translation>90–100 % (zusammengefasst)</translation>
    </message>
    <message>
        <source>50–90%</source>
        <translation>50–90 %</translation>
    </message>
    <message>
        <source>25–50%</source>
        <translation>25–50 %</translation>
    </message>
</context>
<context>
    <name>InstructionHelp</name>
    <message>
        <source>Encoding: %1</source>
        <translation>Kodierung: %1</translation>
    </message>
    <message>
        <source>Category: %1</source>
        <translation>Kategorie: %1</translation>
    </message>
    <message>
        <source>Operands: %1</source>
        <translation>Operanden: %1</translation>
    </message>
    <message>
        <source>The destination rd may be omitted.</source>
        <translation>Das Ziel rd darf entfallen.</translation>
    </message>
    <message>
        <source>Special register %1, read with mov or mov_sr.</source>
        <translation>Spezialregister %1, gelesen mit mov oder mov_sr.</translation>
    </message>
    <message>
        <source>Runs only in the lanes where %1 is false.</source>
        <translation>Läuft nur in den Lanes, in denen %1 falsch ist.</translation>
    </message>
    <message>
        <source>Runs only in the lanes where %1 is true.</source>
        <translation>Läuft nur in den Lanes, in denen %1 wahr ist.</translation>
    </message>
    <message>
        <source>@p0 encodes as no guard: the instruction always runs.</source>
        <translation>@p0 wird als „kein Wächter“ kodiert: Der Befehl läuft immer.</translation>
    </message>
    <message>
        <source>Guard: %1.</source>
        <translation>Wächter: %1.</translation>
    </message>
</context>
<context>
    <name>IsaReference</name>
    <message>
        <source>Integer arithmetic</source>
        <translation>Ganzzahlarithmetik</translation>
    </message>
    <message>
        <source>32-bit floating point</source>
        <translation>32-Bit-Gleitkomma</translation>
    </message>
    <message>
        <source>16-bit floating point (f16, bf16)</source>
        <translation>16-Bit-Gleitkomma (f16, bf16)</translation>
    </message>
    <message>
        <source>64-bit floating point (register pairs)</source>
        <translation>64-Bit-Gleitkomma (Registerpaare)</translation>
    </message>
    <message>
        <source>Bitwise and bit operations</source>
        <translation>Bitweise Operationen und Bitoperationen</translation>
    </message>
    <message>
        <source>Compare and select</source>
        <translation>Vergleichen und Auswählen</translation>
    </message>
    <message>
        <source>Conversions</source>
        <translation>Konvertierungen</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Atomics</source>
        <translation>Atomare Operationen</translation>
    </message>
    <message>
        <source>Wave operations</source>
        <translation>Wave-Operationen</translation>
    </message>
    <message>
        <source>Control flow</source>
        <translation>Kontrollfluss</translation>
    </message>
    <message>
        <source>Synchronization</source>
        <translation>Synchronisation</translation>
    </message>
    <message>
        <source>Matrix multiply-accumulate (MMA)</source>
        <translation>Matrix-Multiplikation mit Akkumulation (MMA)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Transfers</translation>
    </message>
    <message>
        <source>The destination rd may be omitted.</source>
        <translation>Das Ziel rd darf entfallen.</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Operands and syntax</source>
        <translation>Operanden und Syntax</translation>
    </message>
    <message>
        <source>An instruction is a mnemonic followed by comma-separated operands, optionally preceded by a guard. Mnemonics and register names are case-sensitive; a comment starts with ; or # and runs to the end of the line.</source>
        <translation>Ein Befehl besteht aus einem Mnemonic und kommagetrennten Operanden, optional mit einem vorangestellten Wächter. Bei Mnemonics und Registernamen wird zwischen Groß- und Kleinschreibung unterschieden; ein Kommentar beginnt mit ; oder # und reicht bis zum Zeilenende.</translation>
    </message>
    <message>
        <source>Operand</source>
        <translation>Operand</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Schreibweise</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>register</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>A 32-bit general register of the lane. rd is the destination, rs1 to rs3 are sources, raddr holds an address and rval a value to store.</source>
        <translation>Ein allgemeines 32-Bit-Register der Lane. rd ist das Ziel, rs1 bis rs3 sind Quellen, raddr enthält eine Adresse und rval einen zu speichernden Wert.</translation>
    </message>
    <message>
        <source>predicate</source>
        <translation>Prädikat</translation>
    </message>
    <message>
        <source>A 1-bit predicate register of the lane: pd is written, ps is read.</source>
        <translation>Ein 1-Bit-Prädikatregister der Lane: pd wird geschrieben, ps gelesen.</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Executes the instruction only in the lanes where the predicate holds (or, with !, does not hold). @p0 cannot be encoded and runs unconditionally.</source>
        <translation>Führt den Befehl nur in den Lanes aus, in denen das Prädikat gilt (oder, mit !, nicht gilt). @p0 lässt sich nicht kodieren und läuft bedingungslos.</translation>
    </message>
    <message>
        <source>special register</source>
        <translation>Spezialregister</translation>
    </message>
    <message>
        <source>A read-only machine value (see Special registers); read it with mov or mov_sr.</source>
        <translation>Ein schreibgeschützter Maschinenwert (siehe Spezialregister); lesen mit mov oder mov_sr.</translation>
    </message>
    <message>
        <source>immediate</source>
        <translation>Direktwert</translation>
    </message>
    <message>
        <source>Only mov_imm takes an immediate: an integer, or a float stored as its IEEE single-precision bits.</source>
        <translation>Nur mov_imm nimmt einen Direktwert: eine Ganzzahl oder eine Gleitkommazahl, gespeichert als ihre IEEE-Bits einfacher Genauigkeit.</translation>
    </message>
    <message>
        <source>label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>A name followed by a colon marks a code offset; call jumps to one.</source>
        <translation>Ein Name mit Doppelpunkt markiert einen Code-Offset; call springt dorthin.</translation>
    </message>
    <message>
        <source>Size is the number of bytes the instruction occupies: 4 (one word) or 8 (two words). Opcode and modifier are the fields of the first word that select the operation.</source>
        <translation>Die Größe ist die Anzahl Bytes des Befehls: 4 (ein Wort) oder 8 (zwei Wörter). Opcode und Modifikator sind die Felder des ersten Worts, die die Operation auswählen.</translation>
    </message>
    <message>
        <source>Special registers</source>
        <translation>Spezialregister</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>directive</source>
        <translation>Direktive</translation>
    </message>
    <message>
        <source>cache hint</source>
        <translation>Cache-Hinweis</translation>
    </message>
    <message>
        <source>scope</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Directives, cache hints and scopes</source>
        <translation>Direktiven, Cache-Hinweise und Bereiche</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Syntax</source>
        <translation>Syntax</translation>
    </message>
    <message>
        <source>WAVE ISA reference</source>
        <translation>WAVE-ISA-Referenz</translation>
    </message>
    <message numerus="yes">
        <source>Generated from the instruction table of this build: %n instruction(s) in %1 categories, %2 special registers, and the directives.</source>
        <translation>
            <numerusform>Erzeugt aus der Befehlstabelle dieses Builds: %n Befehl in %1 Kategorien, %2 Spezialregister und die Direktiven.</numerusform>
            <numerusform>Erzeugt aus der Befehlstabelle dieses Builds: %n Befehle in %1 Kategorien, %2 Spezialregister und die Direktiven.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mnemonic</source>
        <translation>Mnemonic</translation>
    </message>
    <message>
        <source>Opcode</source>
        <translation>Opcode</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Semantics</source>
        <translation>Semantik</translation>
    </message>
</context>
<context>
    <name>JsonFields</name>
    <message>
        <source>expected a whole number from 0 to %1</source>
        <translation>ganze Zahl von 0 bis %1 erwartet</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected a string or null</source>
        <translation>Zeichenkette oder null erwartet</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>Array erwartet</translation>
    </message>
</context>
<context>
    <name>LabRows</name>
    <message>
        <source>%1 · %2 bits</source>
        <translation>%1 · %2 Bit</translation>
    </message>
</context>
<context>
    <name>LaneStatusInfo</name>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>off in then</source>
        <translation>aus im then-Zweig</translation>
    </message>
    <message>
        <source>off in else</source>
        <translation>aus im else-Zweig</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>per break verlassen</translation>
    </message>
    <message>
        <source>continued</source>
        <translation>per continue übersprungen</translation>
    </message>
    <message>
        <source>halted</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>not launched</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>The lane executes the current instruction.</source>
        <translation>Die Lane führt den aktuellen Befehl aus.</translation>
    </message>
    <message>
        <source>The `if` runs its then side; this lane waits to run the else side.</source>
        <translation>Das `if` führt seinen then-Zweig aus; diese Lane wartet auf den else-Zweig.</translation>
    </message>
    <message>
        <source>The `if` runs its else side; this lane already ran the then side.</source>
        <translation>Das `if` führt seinen else-Zweig aus; diese Lane hat den then-Zweig schon ausgeführt.</translation>
    </message>
    <message>
        <source>The lane left the loop with `break`; it returns at `endloop`.</source>
        <translation>Die Lane hat die Schleife mit `break` verlassen; sie kehrt bei `endloop` zurück.</translation>
    </message>
    <message>
        <source>The lane skipped to the next iteration with `continue`.</source>
        <translation>Die Lane ist mit `continue` zur nächsten Iteration gesprungen.</translation>
    </message>
    <message>
        <source>The lane executed `halt`; it never runs again.</source>
        <translation>Die Lane hat `halt` ausgeführt; sie läuft nie wieder.</translation>
    </message>
    <message>
        <source>No thread: the workgroup does not fill this wave.</source>
        <translation>Kein Thread: Die Arbeitsgruppe füllt diese Wave nicht aus.</translation>
    </message>
    <message>
        <source>The lane is switched off.</source>
        <translation>Die Lane ist abgeschaltet.</translation>
    </message>
    <message>
        <source>waiting at barrier</source>
        <translation>wartet an Barriere</translation>
    </message>
    <message>
        <source>The wave waits at a `barrier` until every other wave arrives; then this lane runs on.</source>
        <translation>Die Wave wartet an einer `barrier`, bis jede andere Wave ankommt; dann läuft diese Lane weiter.</translation>
    </message>
</context>
<context>
    <name>LaunchBuilder</name>
    <message>
        <source>the source has errors: fix them to launch</source>
        <translation>die Quelle enthält Fehler: Beheben Sie sie, um zu starten</translation>
    </message>
    <message>
        <source>the grid %1,%2,%3 has no workgroup to run: every dimension must be at least 1</source>
        <translation>das Grid %1,%2,%3 enthält keine Arbeitsgruppe: Jede Dimension muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>the workgroup %1,%2,%3 has no thread to run: every dimension must be at least 1</source>
        <translation>die Arbeitsgruppe %1,%2,%3 enthält keinen Thread: Jede Dimension muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>cannot allocate %1 bytes of device memory</source>
        <translation>%1 Bytes Gerätespeicher können nicht belegt werden</translation>
    </message>
    <message>
        <source>the launch cannot run</source>
        <translation>der Start kann nicht ausgeführt werden</translation>
    </message>
    <message>
        <source>cannot read %1: it is %2, not a regular file (WAVE Studio reads fills from regular files only)</source>
        <translation>%1 kann nicht gelesen werden: es ist %2, keine reguläre Datei (WAVE Studio liest Füllungen nur aus regulären Dateien)</translation>
    </message>
</context>
<context>
    <name>LaunchIssue</name>
    <message>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grid</translation>
    </message>
    <message>
        <source>Workgroup</source>
        <translation>Arbeitsgruppe</translation>
    </message>
    <message>
        <source>Wave width</source>
        <translation>Wave-Breite</translation>
    </message>
    <message>
        <source>Registers</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>Local memory</source>
        <translation>Lokaler Speicher</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>Gerätespeicher</translation>
    </message>
    <message>
        <source>Instruction limit</source>
        <translation>Befehlslimit</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Initial register %1</source>
        <translation>Anfangsregister %1</translation>
    </message>
    <message>
        <source>Memory fill %1</source>
        <translation>Speicherfüllung %1</translation>
    </message>
</context>
<context>
    <name>LaunchSettings</name>
    <message>
        <source>--help and --version are not launch settings</source>
        <translation>--help und --version sind keine Starteinstellungen</translation>
    </message>
    <message>
        <source>--kernel needs a kernel name or index</source>
        <translation>--kernel braucht einen Kernelnamen oder -index</translation>
    </message>
    <message>
        <source>expected an array of 3 whole numbers from 0 to 4294967295</source>
        <translation>Array aus 3 ganzen Zahlen von 0 bis 4294967295 erwartet</translation>
    </message>
    <message>
        <source>unknown fill kind &apos;%1&apos; (expected zero, iota or file)</source>
        <translation>unbekannte Füllart „%1“ (erwartet: zero, iota oder file)</translation>
    </message>
</context>
<context>
    <name>MaskText</name>
    <message>
        <source>no lane</source>
        <translation>keine Lane</translation>
    </message>
    <message>
        <source>all %1 lanes</source>
        <translation>alle %1 Lanes</translation>
    </message>
    <message>
        <source>lane %1</source>
        <translation>Lane %1</translation>
    </message>
    <message>
        <source>lanes %1</source>
        <translation>Lanes %1</translation>
    </message>
    <message>
        <source>wave %1</source>
        <translation>Wave %1</translation>
    </message>
    <message>
        <source>waves %1</source>
        <translation>Waves %1</translation>
    </message>
</context>
<context>
    <name>OccupancyText</name>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>1 workgroup</source>
        <translation>1 Arbeitsgruppe</translation>
    </message>
    <message>
        <source>%1 workgroups</source>
        <translation>%1 Arbeitsgruppen</translation>
    </message>
    <message>
        <source>1 wave</source>
        <translation>1 Wave</translation>
    </message>
    <message>
        <source>%1 waves</source>
        <translation>%1 Waves</translation>
    </message>
    <message>
        <source>%1 registers, %2 bytes of local memory and %3 wave slots per core, waves of %4 lanes</source>
        <translation>%1 Register, %2 Bytes lokaler Speicher und %3 Wave-Plätze je Kern, Waves zu %4 Lanes</translation>
    </message>
    <message>
        <source>Default core (no device profile): %1</source>
        <translation>Standardkern (kein Geräteprofil): %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No workgroup fits on a core: one workgroup needs more %1 than a core has</source>
        <translation>Keine Arbeitsgruppe passt auf einen Kern: Eine Arbeitsgruppe braucht mehr %1, als ein Kern hat</translation>
    </message>
    <message>
        <source>%1 per core (%2, %3% of the %4 wave slots), limited by %5</source>
        <translation>%1 je Kern (%2, %3 % der %4 Wave-Plätze), begrenzt durch %5</translation>
    </message>
    <message>
        <source>Registers: none per thread, no limit</source>
        <translation>Register: keine je Thread, keine Grenze</translation>
    </message>
    <message>
        <source>Registers: %1 per thread × %2 lanes × %3 = %4 per workgroup; %5 ÷ %4 → %6</source>
        <translation>Register: %1 je Thread × %2 Lanes × %3 = %4 je Arbeitsgruppe; %5 ÷ %4 → %6</translation>
    </message>
    <message>
        <source>Local memory: none per workgroup, no limit</source>
        <translation>Lokaler Speicher: keiner je Arbeitsgruppe, keine Grenze</translation>
    </message>
    <message>
        <source>Local memory: %1 bytes per workgroup; %2 ÷ %1 → %3</source>
        <translation>Lokaler Speicher: %1 Bytes je Arbeitsgruppe; %2 ÷ %1 → %3</translation>
    </message>
    <message>
        <source>Wave slots: %1 threads ÷ %2 lanes → %3 per workgroup; %4 ÷ %5 → %6</source>
        <translation>Wave-Plätze: %1 Threads ÷ %2 Lanes → %3 je Arbeitsgruppe; %4 ÷ %5 → %6</translation>
    </message>
    <message>
        <source>registers</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>local memory</source>
        <translation>lokalen Speicher</translation>
    </message>
    <message>
        <source>wave slots</source>
        <translation>Wave-Plätze</translation>
    </message>
    <message>
        <source>The same occupancy as the launch.</source>
        <translation>Dieselbe Auslastung wie beim Start.</translation>
    </message>
    <message>
        <source>Against the launch: %1 → %2 workgroups, %3 → %4 waves (%5) per core</source>
        <translation>Gegenüber dem Start: %1 → %2 Arbeitsgruppen, %3 → %4 Waves (%5) je Kern</translation>
    </message>
    <message>
        <source>; limited by %1 instead of %2</source>
        <translation>; begrenzt durch %1 statt %2</translation>
    </message>
</context>
<context>
    <name>PortabilityText</name>
    <message>
        <source>deadlock: %1</source>
        <translation>Deadlock: %1</translation>
    </message>
    <message>
        <source>fault: %1</source>
        <translation>Ausnahme: %1</translation>
    </message>
    <message>
        <source>stopped (%1)</source>
        <translation>angehalten (%1)</translation>
    </message>
    <message>
        <source>completed with barrier divergence</source>
        <translation>beendet, mit Barrieren-Divergenz</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>at wave width %1 only</source>
        <translation>nur bei Wave-Breite %1</translation>
    </message>
    <message>
        <source>under %1 only</source>
        <translation>nur unter %1</translation>
    </message>
    <message>
        <source>completes</source>
        <translation>läuft durch</translation>
    </message>
    <message>
        <source>different device memory</source>
        <translation>anderer Gerätespeicher</translation>
    </message>
    <message>
        <source>barrier divergence</source>
        <translation>Barrieren-Divergenz</translation>
    </message>
    <message>
        <source>deadlocks</source>
        <translation>Deadlock</translation>
    </message>
    <message>
        <source>faults</source>
        <translation>Ausnahme</translation>
    </message>
    <message>
        <source>stops (%1)</source>
        <translation>hält an (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1: agrees with %2 (the reference): %3; %n run(s)</source>
        <translation>
            <numerusform>%1: stimmt mit %2 (der Referenz) überein: %3; %n Lauf</numerusform>
            <numerusform>%1: stimmt mit %2 (der Referenz) überein: %3; %n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2; %n run(s)</source>
        <translation>
            <numerusform>%1: %2; %n Lauf</numerusform>
            <numerusform>%1: %2; %n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: wave width %2, %3 registers, %4 bytes of local memory, %5 waves per core</source>
        <translation>%1: Wave-Breite %2, %3 Register, %4 Bytes lokaler Speicher, %5 Waves je Kern</translation>
    </message>
    <message>
        <source>Group %1: %2</source>
        <translation>Gruppe %1: %2</translation>
    </message>
    <message>
        <source>at workgroup (%1,%2,%3) wave %4, pc %5</source>
        <translation>in Arbeitsgruppe (%1,%2,%3) Wave %4, PC %5</translation>
    </message>
    <message numerus="yes">
        <source>%n barrier divergence(s)</source>
        <translation>
            <numerusform>%n Barrieren-Divergenz</numerusform>
            <numerusform>%n Barrieren-Divergenzen</numerusform>
        </translation>
    </message>
    <message>
        <source>Same result as the reference run</source>
        <translation>Dasselbe Ergebnis wie der Referenzlauf</translation>
    </message>
    <message>
        <source>Click to compare it with the reference run</source>
        <translation>Klicken, um ihn mit dem Referenzlauf zu vergleichen</translation>
    </message>
    <message>
        <source>never written</source>
        <translation>nie geschrieben</translation>
    </message>
    <message>
        <source> (atomic)</source>
        <translation> (atomar)</translation>
    </message>
    <message>
        <source>at every width and schedule</source>
        <translation>bei jeder Breite und jedem Zeitplan</translation>
    </message>
    <message>
        <source>at every width</source>
        <translation>bei jeder Breite</translation>
    </message>
    <message>
        <source>memory agrees with the reference</source>
        <translation>Speicher wie bei der Referenz</translation>
    </message>
    <message>
        <source>device memory of its own</source>
        <translation>eigener Gerätespeicher</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>pc %1</source>
        <translation>PC %1</translation>
    </message>
    <message>
        <source>, wave %1 lane %2, workgroup (%3,%4,%5)</source>
        <translation>, Wave %1 Lane %2, Arbeitsgruppe (%3,%4,%5)</translation>
    </message>
    <message numerus="yes">
        <source> (the last of %n writes to the word)</source>
        <translation>
            <numerusform> (der letzte von %n Schreibzugriff auf das Wort)</numerusform>
            <numerusform> (der letzte von %n Schreibzugriffen auf das Wort)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RegisterFormat</name>
    <message>
        <source>hex</source>
        <translation>hex</translation>
    </message>
    <message>
        <source>signed</source>
        <translation>vorzeichenbehaftet</translation>
    </message>
    <message>
        <source>unsigned</source>
        <translation>vorzeichenlos</translation>
    </message>
    <message>
        <source>f32</source>
        <translation>f32</translation>
    </message>
    <message>
        <source>f64 pair</source>
        <translation>f64-Paar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>f16×2</source>
        <translation>f16×2</translation>
    </message>
    <message>
        <source>bf16×2</source>
        <translation>bf16×2</translation>
    </message>
</context>
<context>
    <name>RegisterRowFormatter</name>
    <message>
        <source>wave %1, lane %2</source>
        <translation>Wave %1, Lane %2</translation>
    </message>
    <message>
        <source>Active mask, %1: %2</source>
        <translation>Aktivmaske, %1: %2</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>p%1, %2: %3</source>
        <translation>p%1, %2: %3</translation>
    </message>
    <message>
        <source>true</source>
        <translation>wahr</translation>
    </message>
    <message>
        <source>false</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>r%1, %2</source>
        <translation>r%1, %2</translation>
    </message>
    <message>
        <source>Lane is %1: %2</source>
        <translation>Lane ist %1: %2</translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>Vergleichsbasis: %1</translation>
    </message>
    <message>
        <source>Before: %1</source>
        <translation>Vorher: %1</translation>
    </message>
    <message>
        <source>exec</source>
        <translation>exec</translation>
    </message>
    <message>
        <source>Active mask: 1 where the lane executes</source>
        <translation>Aktivmaske: 1, wo die Lane ausführt</translation>
    </message>
    <message>
        <source>Predicate p%1: 1 where true</source>
        <translation>Prädikat p%1: 1, wo wahr</translation>
    </message>
    <message>
        <source>r%1, shown as %2</source>
        <translation>r%1, angezeigt als %2</translation>
    </message>
    <message>
        <source>wave %1, lane %2: %3</source>
        <translation>Wave %1, Lane %2: %3</translation>
    </message>
</context>
<context>
    <name>SessionFile</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object with the session</source>
        <translation>JSON-Objekt mit der Sitzung erwartet</translation>
    </message>
    <message>
        <source>not a WAVE Studio session (format &apos;%1&apos;, expected &apos;%2&apos;)</source>
        <translation>keine WAVE-Studio-Sitzung (Format „%1“, erwartet „%2“)</translation>
    </message>
    <message>
        <source>session version %1 is not supported (this WAVE Studio reads version %2)</source>
        <translation>Sitzungsversion %1 wird nicht unterstützt (dieses WAVE Studio liest Version %2)</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>%1 is already the id of breakpoints[%2]</source>
        <translation>%1 ist bereits die ID von breakpoints[%2]</translation>
    </message>
    <message>
        <source>%1 expressions, more than the %2 a session keeps; the first %2 were read</source>
        <translation>%1 Ausdrücke, mehr als die %2, die eine Sitzung behält; die ersten %2 wurden gelesen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n item(s) left out: %2</source>
        <translation>
            <numerusform>%1: %n Eintrag ausgelassen: %2</numerusform>
            <numerusform>%1: %n Einträge ausgelassen: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepExplainer</name>
    <message>
        <source>workgroup (%1,%2,%3) started</source>
        <translation>Arbeitsgruppe (%1,%2,%3) gestartet</translation>
    </message>
    <message>
        <source>… and more waves</source>
        <translation>… und weitere Waves</translation>
    </message>
    <message>
        <source>nothing changed</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <source>wave %1 ran %2 instructions, now at line %3</source>
        <translation>Wave %1 hat %2 Befehle ausgeführt, jetzt in Zeile %3</translation>
    </message>
    <message>
        <source>`%1` at line %2</source>
        <translation>`%1` in Zeile %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>pc 0x%1</source>
        <translation>PC 0x%1</translation>
    </message>
    <message>
        <source>wave %1, %2</source>
        <translation>Wave %1, %2</translation>
    </message>
    <message>
        <source>waits at the barrier (%1 of %2 waves arrived)</source>
        <translation>wartet an der Barriere (%1 von %2 Waves angekommen)</translation>
    </message>
    <message>
        <source>the barrier released the waves</source>
        <translation>die Barriere hat die Waves freigegeben</translation>
    </message>
    <message>
        <source>no visible effect</source>
        <translation>keine sichtbare Wirkung</translation>
    </message>
    <message>
        <source>%1 halt</source>
        <translation>angehalten: %1</translation>
    </message>
    <message>
        <source>frame %1 pushed</source>
        <translation>Rahmen %1 angelegt</translation>
    </message>
    <message>
        <source>the loop starts with %1</source>
        <translation>die Schleife beginnt mit %1</translation>
    </message>
    <message>
        <source>%1 take then</source>
        <translation>then-Zweig: %1</translation>
    </message>
    <message>
        <source>%1 go to else (no lane takes then)</source>
        <translation>else-Zweig: %1 (keine Lane nimmt den then-Zweig)</translation>
    </message>
    <message>
        <source>%1 go to else</source>
        <translation>else-Zweig: %1</translation>
    </message>
    <message>
        <source>frame %1 popped</source>
        <translation>Rahmen %1 entfernt</translation>
    </message>
    <message>
        <source>the loop ends; %1 go on</source>
        <translation>die Schleife endet; weiter mit %1</translation>
    </message>
    <message>
        <source>%1 rejoin</source>
        <translation>wieder vereint: %1</translation>
    </message>
    <message>
        <source>%1 run the else side</source>
        <translation>else-Zweig läuft mit %1</translation>
    </message>
    <message>
        <source>no lane runs the else side</source>
        <translation>keine Lane führt den else-Zweig aus</translation>
    </message>
    <message>
        <source>%1 break out of the loop</source>
        <translation>Schleife per break verlassen: %1</translation>
    </message>
    <message>
        <source>%1 continue with the next iteration</source>
        <translation>per continue zur nächsten Iteration: %1</translation>
    </message>
    <message>
        <source>next iteration with %1</source>
        <translation>nächste Iteration mit %1</translation>
    </message>
    <message>
        <source>active: %1</source>
        <translation>aktiv: %1</translation>
    </message>
    <message>
        <source>r%1 changes in %2</source>
        <translation>r%1 ändert sich in %2</translation>
    </message>
    <message>
        <source>p%1 is true for %2</source>
        <translation>p%1 ist wahr für %2</translation>
    </message>
    <message>
        <source>p%1 is false for every active lane</source>
        <translation>p%1 ist für jede aktive Lane falsch</translation>
    </message>
    <message>
        <source>waves %1–%2, %3</source>
        <translation>Waves %1–%2, %3</translation>
    </message>
    <message>
        <source>wave %1 ran %2 instructions and finished</source>
        <translation>Wave %1 hat %2 Befehle ausgeführt und ist fertig</translation>
    </message>
    <message>
        <source>wave %1 ran %2 instructions and waits at the barrier at line %3</source>
        <translation>Wave %1 hat %2 Befehle ausgeführt und wartet an der Barriere in Zeile %3</translation>
    </message>
    <message>
        <source>%1 finished</source>
        <translation>%1 fertig</translation>
    </message>
    <message>
        <source>%1 at a barrier</source>
        <translation>%1 an einer Barriere</translation>
    </message>
    <message>
        <source>%1 faulted</source>
        <translation>%1 mit Ausnahme</translation>
    </message>
    <message>
        <source>%1 ready</source>
        <translation>%1 bereit</translation>
    </message>
    <message>
        <source>%1 waves ran %2 instructions (%3)</source>
        <translation>%1 Waves haben %2 Befehle ausgeführt (%3)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>faulted</source>
        <translation>Ausnahme</translation>
    </message>
    <message numerus="yes">
        <source>went back %n step(s) in history, to step %1</source>
        <translation>
            <numerusform>%n Schritt im Verlauf zurück, zu Schritt %1</numerusform>
            <numerusform>%n Schritte im Verlauf zurück, zu Schritt %1</numerusform>
        </translation>
    </message>
    <message>
        <source>wave %1 has finished</source>
        <translation>Wave %1 ist fertig</translation>
    </message>
    <message>
        <source>wave %1 is at line %2 again: `%3`</source>
        <translation>Wave %1 steht wieder in Zeile %2: `%3`</translation>
    </message>
    <message>
        <source>wave %1 is at line %2 again</source>
        <translation>Wave %1 steht wieder in Zeile %2</translation>
    </message>
    <message>
        <source>wave %1 is at pc 0x%2 again</source>
        <translation>Wave %1 steht wieder bei PC 0x%2</translation>
    </message>
    <message>
        <source>%1 (%2 as f32)</source>
        <translation>%1 (%2 als f32)</translation>
    </message>
    <message>
        <source>0x%1: %2 → %3</source>
        <translation>0x%1: %2 → %3</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of local memory written (%1 changed)</source>
        <translation>
            <numerusform>%n Wort des lokalen Speichers geschrieben (%1 geändert)</numerusform>
            <numerusform>%n Wörter des lokalen Speichers geschrieben (%1 geändert)</numerusform>
        </translation>
    </message>
    <message>
        <source>device memory %1</source>
        <translation>Gerätespeicher %1</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of device memory written (%1 changed): %2</source>
        <translation>
            <numerusform>%n Wort des Gerätespeichers geschrieben (%1 geändert): %2</numerusform>
            <numerusform>%n Wörter des Gerätespeichers geschrieben (%1 geändert): %2</numerusform>
        </translation>
    </message>
    <message>
        <source>workgroup (%1,%2,%3) was the last to run</source>
        <translation>Arbeitsgruppe (%1,%2,%3) lief als letzte</translation>
    </message>
</context>
<context>
    <name>StopText</name>
    <message>
        <source>breakpoint %1 at %2</source>
        <translation>Haltepunkt %1 bei %2</translation>
    </message>
    <message>
        <source>barrier breakpoint %1: wave %2 at the barrier at %3</source>
        <translation>Barrieren-Haltepunkt %1: Wave %2 an der Barriere bei %3</translation>
    </message>
    <message>
        <source>divergence breakpoint %1: wave %2 at %3</source>
        <translation>Divergenz-Haltepunkt %1: Wave %2 bei %3</translation>
    </message>
    <message>
        <source>watchpoint %1</source>
        <translation>Überwachungspunkt %1</translation>
    </message>
    <message>
        <source>read of local 0x%1</source>
        <translation>Lesen von lokal 0x%1</translation>
    </message>
    <message>
        <source>read of device 0x%1</source>
        <translation>Lesen von Gerät 0x%1</translation>
    </message>
    <message>
        <source>write of local 0x%1</source>
        <translation>Schreiben von lokal 0x%1</translation>
    </message>
    <message>
        <source>write of device 0x%1</source>
        <translation>Schreiben von Gerät 0x%1</translation>
    </message>
    <message>
        <source>atomic access of local 0x%1</source>
        <translation>atomarer Zugriff auf lokal 0x%1</translation>
    </message>
    <message>
        <source>atomic access of device 0x%1</source>
        <translation>atomarer Zugriff auf Gerät 0x%1</translation>
    </message>
    <message>
        <source>watchpoint %1: %2 by wave %3 lane %4</source>
        <translation>Überwachungspunkt %1: %2 durch Wave %3, Lane %4</translation>
    </message>
    <message>
        <source>fault in wave %1 at %2: %3</source>
        <translation>Ausnahme in Wave %1 bei %2: %3</translation>
    </message>
    <message>
        <source>fault in wave %1 at %2</source>
        <translation>Ausnahme in Wave %1 bei %2</translation>
    </message>
    <message>
        <source>deadlock</source>
        <translation>Deadlock</translation>
    </message>
    <message>
        <source>barrier divergence</source>
        <translation>Barrieren-Divergenz</translation>
    </message>
    <message>
        <source>all workgroups finished</source>
        <translation>alle Arbeitsgruppen fertig</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>reached the start of the recorded history</source>
        <translation>Anfang des aufgezeichneten Verlaufs erreicht</translation>
    </message>
    <message>
        <source>source changed since this run</source>
        <translation>Quelltext seit diesem Lauf geändert</translation>
    </message>
</context>
<context>
    <name>StudioOptions</name>
    <message>
        <source>IDE and visual debugger for the WAVE GPU ISA</source>
        <translation>IDE und visueller Debugger für die WAVE-GPU-ISA</translation>
    </message>
    <message>
        <source>Open FILE.</source>
        <translation>FILE öffnen.</translation>
    </message>
    <message>
        <source>Colour theme: system, light, dark or high-contrast (default: the one chosen in View &gt; Theme).</source>
        <translation>Farbschema: system, light, dark oder high-contrast (Standard: das unter Ansicht &gt; Farbschema gewählte).</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800.</source>
        <translation>Fenstergröße, z. B. 1280x800.</translation>
    </message>
    <message>
        <source>Render the window to PNG once it has settled, then exit.</source>
        <translation>Das Fenster nach dem Aufbau als PNG speichern, dann beenden.</translation>
    </message>
    <message>
        <source>Type TEXT at the cursor once the window is up, for scripted demos (\n is a line break, \t a tab).</source>
        <translation>TEXT an der Schreibmarke eingeben, sobald das Fenster offen ist, für geskriptete Demos (\n ist ein Zeilenumbruch, \t ein Tabulator).</translation>
    </message>
    <message>
        <source>Recover the unsaved buffers of an instance that did not close cleanly, without asking.</source>
        <translation>Die ungespeicherten Puffer einer nicht sauber beendeten Instanz ohne Nachfrage wiederherstellen.</translation>
    </message>
    <message>
        <source>Write the open buffers to FILE as JSON once started, then exit.</source>
        <translation>Die offenen Puffer nach dem Start als JSON in FILE schreiben, dann beenden.</translation>
    </message>
    <message>
        <source>Start debugging the opened file and run until the first stop (breakpoint, fault, deadlock or end).</source>
        <translation>Das Debuggen der geöffneten Datei starten und bis zum ersten Halt laufen lassen (Haltepunkt, Ausnahme, Deadlock oder Ende).</translation>
    </message>
    <message>
        <source>User-interface language: system, en, de or zh_CN (default: the one chosen in View &gt; Language).</source>
        <translation>Sprache der Oberfläche: system, en, de oder zh_CN (Standard: die unter Ansicht &gt; Sprache gewählte).</translation>
    </message>
    <message>
        <source>File to open.</source>
        <translation>Zu öffnende Datei.</translation>
    </message>
    <message>
        <source>Only one file can be opened.</source>
        <translation>Es kann nur eine Datei geöffnet werden.</translation>
    </message>
    <message>
        <source>Unknown theme &apos;%1&apos; (use system, light, dark or high-contrast).</source>
        <translation>Unbekanntes Farbschema „%1“ (system, light, dark oder high-contrast verwenden).</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos; (use system, en, de or zh_CN).</source>
        <translation>Unbekannte Sprache „%1“ (system, en, de oder zh_CN verwenden).</translation>
    </message>
    <message>
        <source>Invalid size &apos;%1&apos; (expected WxH, e.g. 1280x800).</source>
        <translation>Ungültige Größe „%1“ (erwartet BxH, z. B. 1280x800).</translation>
    </message>
    <message>
        <source>Start in classroom mode (larger views, high contrast, spotlight on the current instruction).</source>
        <translation>Im Unterrichtsmodus starten (größere Ansichten, hoher Kontrast, Hervorhebung des aktuellen Befehls).</translation>
    </message>
    <message>
        <source>Open the source of the session file FILE (FILE without its .wavesession suffix) with the launch settings, breakpoints and watch expressions saved in FILE.</source>
        <translation>Die Quelldatei der Sitzungsdatei FILE öffnen (FILE ohne die Endung .wavesession), mit den in FILE gespeicherten Starteinstellungen, Haltepunkten und Überwachungsausdrücken.</translation>
    </message>
</context>
<context>
    <name>TimelineLayout</name>
    <message>
        <source>wave %1</source>
        <translation>Wave %1</translation>
    </message>
    <message>
        <source>instructions (darker = more lanes active)</source>
        <translation>Befehle (dunkler = mehr Lanes aktiv)</translation>
    </message>
    <message>
        <source>barrier wait</source>
        <translation>Warten an Barriere</translation>
    </message>
    <message>
        <source>divergence</source>
        <translation>Divergenz</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>Ausnahme</translation>
    </message>
    <message>
        <source>current step</source>
        <translation>aktueller Schritt</translation>
    </message>
</context>
<context>
    <name>TimelinePainter</name>
    <message>
        <source>No workgroup is running</source>
        <translation>Keine Arbeitsgruppe läuft</translation>
    </message>
    <message>
        <source>No timeline recorded: enable the timeline analysis and run</source>
        <translation>Keine Zeitleiste aufgezeichnet: Zeitleisten-Analyse einschalten und ausführen</translation>
    </message>
    <message>
        <source>wg %1</source>
        <translation>AG %1</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>pc 0x%1</source>
        <translation>PC 0x%1</translation>
    </message>
    <message>
        <source>it took the then branch of the `if` at %1</source>
        <translation>sie nahm den then-Zweig des `if` in %1</translation>
    </message>
    <message>
        <source>it took the else branch of the `if` at %1</source>
        <translation>sie nahm den else-Zweig des `if` in %1</translation>
    </message>
    <message>
        <source>none of its lanes entered the `if` at %1</source>
        <translation>keine ihrer Lanes trat in das `if` in %1 ein</translation>
    </message>
    <message>
        <source>its lanes took both branches of the `if` at %1</source>
        <translation>ihre Lanes nahmen beide Zweige des `if` in %1</translation>
    </message>
    <message numerus="yes">
        <source>it left the `loop` at %1 after %n iteration(s)</source>
        <translation>
            <numerusform>sie verließ die `loop` in %1 nach %n Iteration</numerusform>
            <numerusform>sie verließ die `loop` in %1 nach %n Iterationen</numerusform>
        </translation>
    </message>
    <message>
        <source>it is in iteration %1 of the `loop` at %2</source>
        <translation>sie ist in Iteration %1 der `loop` in %2</translation>
    </message>
    <message>
        <source>the waiting waves left it after %1</source>
        <translation>die wartenden Waves verließen sie nach %1</translation>
    </message>
    <message>
        <source>the other waves left it after %1</source>
        <translation>die anderen Waves verließen sie nach %1</translation>
    </message>
    <message>
        <source>the waiting waves are in iteration %1</source>
        <translation>die wartenden Waves sind in Iteration %1</translation>
    </message>
    <message>
        <source>the other waves are in iteration %1</source>
        <translation>die anderen Waves sind in Iteration %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>it went another way at %1</source>
        <translation>sie ging in %1 einen anderen Weg</translation>
    </message>
    <message>
        <source>it returned with an empty call stack at %1</source>
        <translation>sie kehrte in %1 mit leerem Aufrufstapel zurück</translation>
    </message>
    <message>
        <source>it halted at %1</source>
        <translation>sie hielt in %1 an (halt)</translation>
    </message>
    <message>
        <source>%1, after %2</source>
        <translation>%1, nachdem %2</translation>
    </message>
    <message>
        <source>it faulted at %1</source>
        <translation>sie löste in %1 eine Ausnahme aus</translation>
    </message>
    <message>
        <source>it faulted at %1 (%2)</source>
        <translation>sie löste in %1 eine Ausnahme aus (%2)</translation>
    </message>
    <message>
        <source>it finished at %1 without arriving</source>
        <translation>sie endete in %1, ohne anzukommen</translation>
    </message>
    <message>
        <source>no wave waits at a barrier</source>
        <translation>keine Wave wartet an einer Barriere</translation>
    </message>
    <message>
        <source>%1 waits there</source>
        <translation>%1 wartet dort</translation>
    </message>
    <message>
        <source>%1 wait there</source>
        <translation>%1 warten dort</translation>
    </message>
    <message>
        <source>wave %1 never reaches the barrier at %2: %3; %4</source>
        <translation>Wave %1 erreicht die Barriere in %2 nie: %3; %4</translation>
    </message>
    <message>
        <source>%1 waits at the barrier at %2 and no wave can run</source>
        <translation>%1 wartet an der Barriere in %2, und keine Wave kann laufen</translation>
    </message>
    <message>
        <source>%1 wait at the barrier at %2 and no wave can run</source>
        <translation>%1 warten an der Barriere in %2, und keine Wave kann laufen</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>waves wait at different barriers: %1</source>
        <translation>Waves warten an verschiedenen Barrieren: %1</translation>
    </message>
    <message>
        <source>wave %1 waits at the barrier at %2, not at %3 like %4</source>
        <translation>Wave %1 wartet an der Barriere in %2, nicht in %3 wie %4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ViewExporter</name>
    <message>
        <source>Nothing to export</source>
        <translation>Nichts zu exportieren</translation>
    </message>
    <message>
        <source>Exported from WAVE Studio</source>
        <translation>Exportiert aus WAVE Studio</translation>
    </message>
    <message>
        <source>Cannot write %1: the image could not be encoded</source>
        <translation>%1 kann nicht geschrieben werden: das Bild konnte nicht kodiert werden</translation>
    </message>
</context>
<context>
    <name>wave::studio::AppearanceActions</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>Zoom &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Editor &amp;Font…</source>
        <translation>Editor-&amp;Schriftart…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <source>Editor Font</source>
        <translation>Editor-Schriftart</translation>
    </message>
</context>
<context>
    <name>wave::studio::DebugActions</name>
    <message>
        <source>Session ended</source>
        <translation>Sitzung beendet</translation>
    </message>
</context>
<context>
    <name>wave::studio::DebugMenu</name>
    <message>
        <source>&amp;Debug</source>
        <translation>Debugge&amp;n</translation>
    </message>
    <message>
        <source>&amp;Start / Continue</source>
        <translation>&amp;Starten / Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>Break at &amp;Entry</source>
        <translation>Am &amp;Einstieg anhalten</translation>
    </message>
    <message>
        <source>Start and Restart stop at the first instruction of the kernel</source>
        <translation>Start und Neustart halten an der ersten Anweisung des Kernels an</translation>
    </message>
    <message>
        <source>Step &amp;Over</source>
        <translation>Pr&amp;ozedurschritt</translation>
    </message>
    <message>
        <source>Step &amp;Into</source>
        <translation>&amp;Einzelschritt</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation>&amp;Ausführen bis Rücksprung</translation>
    </message>
    <message>
        <source>Step I&amp;nstruction</source>
        <translation>Befehlsschri&amp;tt</translation>
    </message>
    <message>
        <source>Run to &amp;Cursor</source>
        <translation>Bis &amp;Cursor ausführen</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Step Back Instruc&amp;tion</source>
        <translation>Befehlsschritt zu&amp;rück</translation>
    </message>
    <message>
        <source>Step Back Out</source>
        <translation>Zurück bis vor den Aufruf</translation>
    </message>
    <message>
        <source>Re&amp;verse Continue</source>
        <translation>Rückwärts &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Toggle &amp;Breakpoint</source>
        <translation>&amp;Haltepunkt ein/aus</translation>
    </message>
    <message>
        <source>Starts the session again with the code as it is now, stopped at the first instruction</source>
        <translation>Startet die Sitzung mit dem aktuellen Code neu, angehalten an der ersten Anweisung</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Step &amp;Granularity</source>
        <translation>Schritt&amp;weite</translation>
    </message>
    <message>
        <source>&amp;Wave: the focused wave steps</source>
        <translation>&amp;Wave: Die fokussierte Wave macht einen Schritt</translation>
    </message>
    <message>
        <source>Work&amp;group: every ready wave steps once</source>
        <translation>&amp;Arbeitsgruppe: Jede bereite Wave macht einen Schritt</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation>Debuggen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Edit Breakpoint Con&amp;dition…</source>
        <translation>Haltepunkt&amp;bedingung bearbeiten…</translation>
    </message>
    <message>
        <source>The condition of the breakpoint on the cursor&apos;s line (a new one if there is none)</source>
        <translation>Die Bedingung des Haltepunkts in der Zeile des Cursors (ein neuer, wenn es dort keinen gibt)</translation>
    </message>
</context>
<context>
    <name>wave::studio::DebugTarget</name>
    <message>
        <source>Still debugging %1: its tab has the session</source>
        <translation>%1 wird weiter debuggt: sein Tab hat die Sitzung</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>%1 wird gestartet…</translation>
    </message>
    <message>
        <source>Debugging %1 — running</source>
        <translation>Debugge %1 — läuft</translation>
    </message>
    <message>
        <source>Debugging %1</source>
        <translation>Debugge %1</translation>
    </message>
    <message>
        <source>Line %1 of the code being debugged was removed since this run</source>
        <translation>Zeile %1 des debuggten Codes wurde seit diesem Lauf entfernt</translation>
    </message>
</context>
<context>
    <name>wave::studio::DocumentWorkspaces</name>
    <message>
        <source>Launch</source>
        <translation>Startkonfiguration</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Überwachung</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a session file: its name must be the source&apos;s followed by &quot;%2&quot; (e.g. kernel.wave%2)</source>
        <translation>„%1“ ist keine Sitzungsdatei: Ihr Name muss der Name der Quelldatei gefolgt von „%2“ sein (z. B. kernel.wave%2)</translation>
    </message>
    <message>
        <source>Launch settings not restored: %1</source>
        <translation>Starteinstellungen nicht wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>%1: its source %2 is not open</source>
        <translation>%1: Die zugehörige Quelldatei %2 ist nicht geöffnet</translation>
    </message>
    <message>
        <source>%1: no such session file</source>
        <translation>%1: Sitzungsdatei nicht gefunden</translation>
    </message>
    <message>
        <source>Session not saved: %1</source>
        <translation>Sitzung nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Breakpoints</source>
        <translation>Haltepunkte</translation>
    </message>
    <message>
        <source>Session partly restored: %1</source>
        <translation>Sitzung teilweise wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>Session not saved: its file was not read whole, and a copy of it could not be kept: %1</source>
        <translation>Sitzung nicht gespeichert: ihre Datei wurde nicht vollständig gelesen, und eine Kopie davon konnte nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>Session saved. Its file was not read whole; the file as it was is kept as %1.</source>
        <translation>Sitzung gespeichert. Ihre Datei wurde nicht vollständig gelesen; die Datei, wie sie war, ist als %1 aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>wave::studio::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Alles aus&amp;wählen</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Weitersuchen (&amp;nächstes)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Weitersuchen (&amp;vorheriges)</translation>
    </message>
    <message>
        <source>R&amp;eplace…</source>
        <translation>&amp;Ersetzen…</translation>
    </message>
    <message>
        <source>&amp;Go to Line…</source>
        <translation>&amp;Gehe zu Zeile…</translation>
    </message>
    <message>
        <source>Toggle Co&amp;mment</source>
        <translation>Ko&amp;mmentar umschalten</translation>
    </message>
    <message>
        <source>&amp;Indent</source>
        <translation>E&amp;inrücken</translation>
    </message>
    <message>
        <source>Unin&amp;dent</source>
        <translation>Ausrü&amp;cken</translation>
    </message>
</context>
<context>
    <name>wave::studio::EncodingLabActions</name>
    <message>
        <source>Encoding Lab</source>
        <translation>Kodierungslabor</translation>
    </message>
</context>
<context>
    <name>wave::studio::FileActions</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Recent &amp;Files</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>&amp;Alle speichern</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <source>&amp;Export .wbin…</source>
        <translation>Als .wbin &amp;exportieren…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Cannot export %1: %2</source>
        <translation>%1 kann nicht exportiert werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n byte(s))</source>
        <translation>
            <numerusform>%1 exportiert (%n Byte)</numerusform>
            <numerusform>%1 exportiert (%n Bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export .wbin</source>
        <translation>Als .wbin exportieren</translation>
    </message>
    <message>
        <source>WAVE binaries (*.wbin)</source>
        <translation>WAVE-Binärdateien (*.wbin)</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Recent Files</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from Recent Files.</source>
        <translation>%1 existiert nicht mehr; die Datei wurde aus „Zuletzt geöffnet“ entfernt.</translation>
    </message>
    <message>
        <source>E&amp;xamples…</source>
        <translation>Beispie&amp;le…</translation>
    </message>
</context>
<context>
    <name>wave::studio::GutterBreakpoints</name>
    <message>
        <source>Barrier on Line %1</source>
        <translation>Barriere in Zeile %1</translation>
    </message>
    <message>
        <source>Break When Any Wave Arrives</source>
        <translation>Anhalten, wenn eine beliebige Wave ankommt</translation>
    </message>
    <message>
        <source>Break When Wave %1 Arrives</source>
        <translation>Anhalten, wenn Wave %1 ankommt</translation>
    </message>
    <message>
        <source>Break When the k-th Wave Arrives…</source>
        <translation>Anhalten, wenn die k-te Wave ankommt…</translation>
    </message>
    <message>
        <source>Barrier Breakpoint</source>
        <translation>Barrieren-Haltepunkt</translation>
    </message>
    <message>
        <source>Stop when this many waves wait at the barrier on line %1:</source>
        <translation>Anhalten, wenn so viele Waves an der Barriere in Zeile %1 warten:</translation>
    </message>
    <message>
        <source>Break When It Releases the Waves</source>
        <translation>Anhalten, wenn sie die Waves freigibt</translation>
    </message>
    <message>
        <source>Add Breakpoint</source>
        <translation>Haltepunkt hinzufügen</translation>
    </message>
    <message>
        <source>Break When Any Wave Arrives at a Barrier</source>
        <translation>Anhalten, wenn eine Wave eine Barriere erreicht</translation>
    </message>
    <message>
        <source>Remove Breakpoint</source>
        <translation>Haltepunkt entfernen</translation>
    </message>
    <message>
        <source>Disable Breakpoint</source>
        <translation>Haltepunkt deaktivieren</translation>
    </message>
    <message>
        <source>Enable Breakpoint</source>
        <translation>Haltepunkt aktivieren</translation>
    </message>
    <message>
        <source>Edit Condition…</source>
        <translation>Bedingung bearbeiten…</translation>
    </message>
    <message>
        <source>line %1 (breakpoint %2)</source>
        <translation>Zeile %1 (Haltepunkt %2)</translation>
    </message>
    <message numerus="yes">
        <source>Breakpoint %1: hit %n time(s)</source>
        <translation>
            <numerusform>Haltepunkt %1: %n-mal erreicht</numerusform>
            <numerusform>Haltepunkt %1: %n-mal erreicht</numerusform>
        </translation>
    </message>
    <message>
        <source>Condition does not parse: %1</source>
        <translation>Bedingung ist fehlerhaft: %1</translation>
    </message>
    <message>
        <source>&amp;Breakpoint</source>
        <translation>&amp;Haltepunkt</translation>
    </message>
    <message>
        <source>line %1 (new breakpoint)</source>
        <translation>Zeile %1 (neuer Haltepunkt)</translation>
    </message>
    <message>
        <source>Add Conditional Breakpoint…</source>
        <translation>Bedingten Haltepunkt hinzufügen…</translation>
    </message>
</context>
<context>
    <name>wave::studio::LanguageActions</name>
    <message>
        <source>&amp;Language</source>
        <translation>Sprac&amp;he</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>Takes effect after restart</source>
        <translation>Wirkt nach einem Neustart</translation>
    </message>
    <message>
        <source>The language will change the next time WAVE Studio starts.</source>
        <translation>Die Sprache ändert sich beim nächsten Start von WAVE Studio.</translation>
    </message>
</context>
<context>
    <name>wave::studio::MainWindow</name>
    <message>
        <source>Listing</source>
        <translation>Listing</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>the source has not been assembled yet</source>
        <translation>die Quelle wurde noch nicht assembliert</translation>
    </message>
    <message>
        <source>the source has errors (see Problems)</source>
        <translation>die Quelle enthält Fehler (siehe Probleme)</translation>
    </message>
    <message>
        <source>the source defines no kernel</source>
        <translation>die Quelle definiert keinen Kernel</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;ISA Reference</source>
        <translation>&amp;ISA-Referenz</translation>
    </message>
    <message>
        <source>&amp;About WAVE Studio</source>
        <translation>Ü&amp;ber WAVE Studio</translation>
    </message>
    <message>
        <source>About WAVE Studio</source>
        <translation>Über WAVE Studio</translation>
    </message>
    <message>
        <source>&lt;b&gt;WAVE Studio %1&lt;/b&gt;&lt;p&gt;An IDE and visual debugger for the WAVE GPU ISA.&lt;/p&gt;</source>
        <translation>&lt;b&gt;WAVE Studio %1&lt;/b&gt;&lt;p&gt;Eine IDE und ein visueller Debugger für die WAVE-GPU-ISA.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Assembled %1, %2, %3 in %4 ms</source>
        <translation>Assembliert: %1, %2, %3 in %4 ms</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s)</source>
        <translation>
            <numerusform>%n Kernel</numerusform>
            <numerusform>%n Kernel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n instruction(s)</source>
        <translation>
            <numerusform>%n Befehl</numerusform>
            <numerusform>%n Befehle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Ln %1, Col %2</source>
        <translation>Z. %1, Sp. %2</translation>
    </message>
    <message>
        <source>%1[*] — WAVE Studio</source>
        <translation>%1[*] — WAVE Studio</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>Kodierung</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>%1[*] (debugging) — WAVE Studio</source>
        <translation>%1[*] (wird debuggt) — WAVE Studio</translation>
    </message>
    <message>
        <source>%1[*] — debugging %2 — WAVE Studio</source>
        <translation>%1[*] — debugge %2 — WAVE Studio</translation>
    </message>
</context>
<context>
    <name>wave::studio::PaneCycle</name>
    <message>
        <source>Ne&amp;xt Pane</source>
        <translation>Nä&amp;chster Bereich</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>&amp;Vorheriger Bereich</translation>
    </message>
</context>
<context>
    <name>wave::studio::PortabilityActions</name>
    <message>
        <source>Portability</source>
        <translation>Portabilität</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>Start nicht möglich: %1</translation>
    </message>
    <message>
        <source>Debugging %1 / %2: Continue (F5) runs to the write of %3</source>
        <translation>Debuggen von %1 / %2: Fortsetzen (F5) läuft bis zum Schreiben von %3</translation>
    </message>
    <message>
        <source>Debugging %1 / %2</source>
        <translation>Debuggen von %1 / %2</translation>
    </message>
    <message>
        <source>write %1 of %1 to this word, the last: the one the Portability dock names</source>
        <translation>Schreibzugriff %1 von %1 auf dieses Wort, der letzte: der, den das Portabilitäts-Dock nennt</translation>
    </message>
    <message numerus="yes">
        <source>write %1 of %2 to this word; the last, which the Portability dock names, is by wave %3 lane %4 at line %5: Continue (F5) %n more time(s)</source>
        <translation>
            <numerusform>Schreibzugriff %1 von %2 auf dieses Wort; der letzte, den das Portabilitäts-Dock nennt, kommt von Wave %3 Lane %4 in Zeile %5: noch %n-mal Fortsetzen (F5)</numerusform>
            <numerusform>Schreibzugriff %1 von %2 auf dieses Wort; der letzte, den das Portabilitäts-Dock nennt, kommt von Wave %3 Lane %4 in Zeile %5: noch %n-mal Fortsetzen (F5)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::studio::ScreenshotTaker</name>
    <message>
        <source>Cannot write %1: the image could not be encoded</source>
        <translation>%1 kann nicht geschrieben werden: das Bild konnte nicht kodiert werden</translation>
    </message>
</context>
<context>
    <name>wave::studio::SessionStarter</name>
    <message>
        <source>Cannot start: %1</source>
        <translation>Start nicht möglich: %1</translation>
    </message>
    <message>
        <source>Nothing to debug</source>
        <translation>Nichts zu debuggen</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Restarting…</source>
        <translation>Wird neu gestartet…</translation>
    </message>
</context>
<context>
    <name>wave::studio::StaleCodePrompt</name>
    <message>
        <source>Source Changed</source>
        <translation>Quelltext geändert</translation>
    </message>
    <message>
        <source>%1 has changed since this debug session started.</source>
        <translation>%1 wurde seit dem Start dieser Debug-Sitzung geändert.</translation>
    </message>
    <message>
        <source>The session runs the code as it was when it started; its markers and line numbers follow your edits. Restart to run the new code.</source>
        <translation>Die Sitzung führt den Code so aus, wie er bei ihrem Start war; ihre Markierungen und Zeilennummern folgen Ihren Änderungen. Starten Sie neu, um den neuen Code auszuführen.</translation>
    </message>
    <message>
        <source>&amp;Restart with the New Code</source>
        <translation>Mit dem neuen Code neu &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Keep Debugging the Old Code</source>
        <translation>Den alten Code &amp;weiter debuggen</translation>
    </message>
    <message>
        <source>&amp;Do not ask again in this session</source>
        <translation>In dieser Sitzung &amp;nicht mehr fragen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::AutoStepper</name>
    <message>
        <source>Auto-step speed: 0.5 to 20 steps per second</source>
        <translation>Tempo der Schrittautomatik: 0,5 bis 20 Schritte pro Sekunde</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 Schritte/s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Animate</source>
        <translation>Animieren</translation>
    </message>
    <message>
        <source>Pause the animation</source>
        <translation>Animation anhalten</translation>
    </message>
    <message>
        <source>Step automatically until a breakpoint or event</source>
        <translation>Automatisch Schritte ausführen bis zu einem Haltepunkt oder Ereignis</translation>
    </message>
</context>
<context>
    <name>wave::widgets::AutosaveStore</name>
    <message>
        <source>Cannot create the autosave folder %1.</source>
        <translation>Der Ordner für automatische Sicherungen %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot create an autosave session in %1.</source>
        <translation>In %1 kann keine Sitzung für automatische Sicherungen angelegt werden.</translation>
    </message>
</context>
<context>
    <name>wave::widgets::Autosaver</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cannot recover %1: its autosaved text contains a NUL character at offset %2, which the editor cannot hold. Nothing was changed; the autosave is kept in %3.</source>
        <translation>%1 kann nicht wiederhergestellt werden: der automatisch gesicherte Text enthält bei Offset %2 ein NUL-Zeichen, das der Editor nicht aufnehmen kann. Nichts wurde geändert; die automatische Sicherung bleibt in %3 erhalten.</translation>
    </message>
    <message>
        <source>Recover unsaved files</source>
        <translation>Ungespeicherte Dateien wiederherstellen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BankConflictModel</name>
    <message>
        <source>Race on 0x%1 (barrier epoch %2, %3×): %4, then %5</source>
        <translation>Wettlauf um 0x%1 (Barrieren-Epoche %2, %3×): %4, danach %5</translation>
    </message>
    <message>
        <source>race</source>
        <translation>Wettlauf</translation>
    </message>
    <message>
        <source>Up to %1 lanes hit the same bank: the access is split into %1 steps</source>
        <translation>Bis zu %1 Lanes treffen dieselbe Bank: Der Zugriff wird in %1 Schritte aufgeteilt</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>Avg</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Ausführungen</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Wettlauf</translation>
    </message>
    <message>
        <source>Worst bank-conflict degree: 1 is conflict-free, 32 means 32 lanes queue for one bank</source>
        <translation>Schlimmster Bankkonfliktgrad: 1 ist konfliktfrei, 32 heißt, 32 Lanes stehen für eine Bank an</translation>
    </message>
    <message>
        <source>Average degree over the instruction&apos;s executions</source>
        <translation>Mittlerer Grad über alle Ausführungen des Befehls</translation>
    </message>
    <message>
        <source>Wave-instructions that accessed local memory</source>
        <translation>Wave-Befehle, die auf den lokalen Speicher zugegriffen haben</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BarrierBoardLayout</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>pc 0x%1</source>
        <translation>PC 0x%1</translation>
    </message>
    <message>
        <source>ready at %1</source>
        <translation>bereit bei %1</translation>
    </message>
    <message>
        <source>waiting at %1</source>
        <translation>wartet bei %1</translation>
    </message>
    <message>
        <source>finished at %1</source>
        <translation>fertig bei %1</translation>
    </message>
    <message>
        <source>faulted at %1</source>
        <translation>Ausnahme bei %1</translation>
    </message>
    <message>
        <source>Barrier divergence</source>
        <translation>Barrieren-Divergenz</translation>
    </message>
    <message>
        <source>Deadlock</source>
        <translation>Deadlock</translation>
    </message>
    <message>
        <source>Go to line %1</source>
        <translation>Gehe zu Zeile %1</translation>
    </message>
    <message>
        <source>workgroup (%1,%2,%3)</source>
        <translation>Arbeitsgruppe (%1,%2,%3)</translation>
    </message>
    <message>
        <source>%1 of %2 waves wait at a barrier</source>
        <translation>%1 von %2 Waves warten an einer Barriere</translation>
    </message>
    <message>
        <source>wave %1</source>
        <translation>Wave %1</translation>
    </message>
    <message>
        <source>Barrier at line %1</source>
        <translation>Barriere in Zeile %1</translation>
    </message>
    <message>
        <source>Barrier at pc 0x%1</source>
        <translation>Barriere bei PC 0x%1</translation>
    </message>
    <message>
        <source>%1 of %2 waves arrived</source>
        <translation>%1 von %2 Waves angekommen</translation>
    </message>
    <message>
        <source>Waves</source>
        <translation>Waves</translation>
    </message>
    <message>
        <source>Elsewhere</source>
        <translation>Anderswo</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BarrierBoardView</name>
    <message>
        <source>Go to line %1</source>
        <translation>Gehe zu Zeile %1</translation>
    </message>
    <message>
        <source>wave %1: %2
Click to focus the wave, double-click to show its line</source>
        <translation>Wave %1: %2
Klicken fokussiert die Wave, Doppelklicken zeigt ihre Zeile</translation>
    </message>
    <message>
        <source>No workgroup is running</source>
        <translation>Keine Arbeitsgruppe läuft</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BreakpointConditionDialog</name>
    <message>
        <source>Breakpoint Condition</source>
        <translation>Haltepunkt-Bedingung</translation>
    </message>
    <message>
        <source>Stop at %1 only when this holds on an active lane:</source>
        <translation>Bei %1 nur anhalten, wenn dies für eine aktive Lane gilt:</translation>
    </message>
    <message>
        <source>For example  lane == 5 &amp;&amp; r3 == 0  or  any(r3 &lt; 0). Empty: stop every time.</source>
        <translation>Zum Beispiel  lane == 5 &amp;&amp; r3 == 0  oder  any(r3 &lt; 0). Leer: jedes Mal anhalten.</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BreakpointsModel</name>
    <message>
        <source>%1st</source>
        <comment>ordinal: 1st, 21st</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>ordinal: 2nd, 22nd</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>ordinal: 3rd, 23rd</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>ordinal: 4th, 11th</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Address %1</source>
        <translation>Adresse %1</translation>
    </message>
    <message>
        <source>Wave %1 arrives at the barrier at line %2</source>
        <translation>Wave %1 erreicht die Barriere in Zeile %2</translation>
    </message>
    <message>
        <source>Wave %1 arrives at the barrier at %2</source>
        <translation>Wave %1 erreicht die Barriere bei %2</translation>
    </message>
    <message>
        <source>Wave %1 arrives at any barrier</source>
        <translation>Wave %1 erreicht eine beliebige Barriere</translation>
    </message>
    <message>
        <source>Any wave arrives at the barrier at line %1</source>
        <translation>Eine beliebige Wave erreicht die Barriere in Zeile %1</translation>
    </message>
    <message>
        <source>Any wave arrives at the barrier at %1</source>
        <translation>Eine beliebige Wave erreicht die Barriere bei %1</translation>
    </message>
    <message>
        <source>Any wave arrives at any barrier</source>
        <translation>Eine beliebige Wave erreicht eine beliebige Barriere</translation>
    </message>
    <message>
        <source>%1 wave arrives at the barrier at line %2</source>
        <translation>Die %1 Wave erreicht die Barriere in Zeile %2</translation>
    </message>
    <message>
        <source>%1 wave arrives at the barrier at %2</source>
        <translation>Die %1 Wave erreicht die Barriere bei %2</translation>
    </message>
    <message>
        <source>%1 wave arrives at any barrier</source>
        <translation>Die %1 Wave erreicht eine beliebige Barriere</translation>
    </message>
    <message>
        <source>Barrier at line %1 releases</source>
        <translation>Barriere in Zeile %1 gibt die Waves frei</translation>
    </message>
    <message>
        <source>Barrier at %1 releases</source>
        <translation>Barriere bei %1 gibt die Waves frei</translation>
    </message>
    <message>
        <source>Any barrier releases</source>
        <translation>Eine beliebige Barriere gibt die Waves frei</translation>
    </message>
    <message>
        <source>Divergence</source>
        <translation>Divergenz</translation>
    </message>
    <message>
        <source>Reconvergence</source>
        <translation>Rekonvergenz</translation>
    </message>
    <message>
        <source>Read of local %1</source>
        <translation>Lesezugriff auf lokalen Speicher %1</translation>
    </message>
    <message>
        <source>Read of device %1</source>
        <translation>Lesezugriff auf Gerätespeicher %1</translation>
    </message>
    <message>
        <source>Write of local %1</source>
        <translation>Schreibzugriff auf lokalen Speicher %1</translation>
    </message>
    <message>
        <source>Write of device %1</source>
        <translation>Schreibzugriff auf Gerätespeicher %1</translation>
    </message>
    <message>
        <source>Read or write of local %1</source>
        <translation>Lese- oder Schreibzugriff auf lokalen Speicher %1</translation>
    </message>
    <message>
        <source>Read or write of device %1</source>
        <translation>Lese- oder Schreibzugriff auf Gerätespeicher %1</translation>
    </message>
    <message>
        <source>%1 (wave %2 only)</source>
        <translation>%1 (nur Wave %2)</translation>
    </message>
    <message>
        <source>Enabled: click to disable</source>
        <translation>Aktiviert: zum Deaktivieren klicken</translation>
    </message>
    <message>
        <source>Disabled: click to enable</source>
        <translation>Deaktiviert: zum Aktivieren klicken</translation>
    </message>
    <message>
        <source>Stops only where this expression holds on an active lane (e.g. lane == 5, r3 &gt; 100). Empty: always.</source>
        <translation>Hält nur an, wo dieser Ausdruck auf einer aktiven Lane gilt (z. B. lane == 5, r3 &gt; 100). Leer: immer.</translation>
    </message>
    <message>
        <source>No instruction on or after this line: the breakpoint cannot stop</source>
        <translation>Kein Befehl in oder nach dieser Zeile: Der Haltepunkt kann nicht anhalten</translation>
    </message>
    <message>
        <source>Times it stopped or would have stopped (condition true)</source>
        <translation>Wie oft er angehalten hat oder angehalten hätte (Bedingung wahr)</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <source>Breakpoint</source>
        <translation>Haltepunkt</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Barrier arrival</source>
        <translation>Ankunft an Barriere</translation>
    </message>
    <message>
        <source>Barrier k-th arrival</source>
        <translation>k-te Ankunft an Barriere</translation>
    </message>
    <message>
        <source>Barrier release</source>
        <translation>Freigabe der Barriere</translation>
    </message>
    <message>
        <source>Memory watch</source>
        <translation>Speicherüberwachung</translation>
    </message>
    <message>
        <source>The condition does not parse (%1): the breakpoint stops every time until it is fixed</source>
        <translation>Die Bedingung ist fehlerhaft (%1): der Haltepunkt hält jedes Mal an, bis sie korrigiert ist</translation>
    </message>
    <message>
        <source>Breakpoint %1: the number stop messages use</source>
        <translation>Haltepunkt %1: die Nummer, die Haltemeldungen verwenden</translation>
    </message>
    <message>
        <source>The breakpoint cannot stop: %1</source>
        <translation>Der Haltepunkt kann nicht anhalten: %1</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
</context>
<context>
    <name>wave::widgets::BreakpointsView</name>
    <message>
        <source>Barrier Arrival</source>
        <translation>Ankunft an Barriere</translation>
    </message>
    <message>
        <source>Stop when any wave arrives at any barrier</source>
        <translation>Anhalten, wenn eine beliebige Wave eine beliebige Barriere erreicht</translation>
    </message>
    <message>
        <source>Barrier Release</source>
        <translation>Freigabe an Barriere</translation>
    </message>
    <message>
        <source>Stop when the waves waiting at any barrier are released</source>
        <translation>Anhalten, wenn die an einer beliebigen Barriere wartenden Waves freigegeben werden</translation>
    </message>
    <message>
        <source>Divergence</source>
        <translation>Divergenz</translation>
    </message>
    <message>
        <source>Stop when a branch splits a wave&apos;s active lanes</source>
        <translation>Anhalten, wenn eine Verzweigung die aktiven Lanes einer Wave aufteilt</translation>
    </message>
    <message>
        <source>Reconvergence</source>
        <translation>Rekonvergenz</translation>
    </message>
    <message>
        <source>Stop when an endif or endloop gives lanes back to a wave</source>
        <translation>Anhalten, wenn ein endif oder endloop einer Wave Lanes zurückgibt</translation>
    </message>
    <message>
        <source>Watch Memory Range…</source>
        <translation>Speicherbereich überwachen…</translation>
    </message>
    <message>
        <source>Stop when a lane reads or writes a range of local or device memory</source>
        <translation>Anhalten, wenn eine Lane einen Bereich des lokalen oder des Gerätespeichers liest oder schreibt</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a breakpoint the editor&apos;s gutter cannot set</source>
        <translation>Einen Haltepunkt hinzufügen, den die Randleiste des Editors nicht setzen kann</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected breakpoints (Delete)</source>
        <translation>Die ausgewählten Haltepunkte entfernen (Entf)</translation>
    </message>
    <message>
        <source>Remove All</source>
        <translation>Alle entfernen</translation>
    </message>
    <message>
        <source>Remove every breakpoint of this document</source>
        <translation>Alle Haltepunkte dieses Dokuments entfernen</translation>
    </message>
    <message>
        <source>Enable All</source>
        <translation>Alle aktivieren</translation>
    </message>
    <message>
        <source>Enable every breakpoint</source>
        <translation>Alle Haltepunkte aktivieren</translation>
    </message>
    <message>
        <source>Disable All</source>
        <translation>Alle deaktivieren</translation>
    </message>
    <message>
        <source>Disable every breakpoint (they stay in the list)</source>
        <translation>Alle Haltepunkte deaktivieren (sie bleiben in der Liste)</translation>
    </message>
    <message>
        <source>Condition not accepted: %1</source>
        <translation>Bedingung nicht übernommen: %1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ClassroomMode</name>
    <message>
        <source>Classroom</source>
        <translation>Unterricht</translation>
    </message>
    <message>
        <source>Presentation mode: larger views, high contrast, lane numbers and a spotlight on the current instruction</source>
        <translation>Präsentationsmodus: größere Ansichten, hoher Kontrast, Lane-Nummern und ein Spotlight auf den aktuellen Befehl</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Large lane numbers</source>
        <translation>Große Lane-Nummern</translation>
    </message>
    <message>
        <source>Spotlight the current instruction</source>
        <translation>Aktuellen Befehl hervorheben</translation>
    </message>
    <message>
        <source>Presentation scale: 1× to 3×</source>
        <translation>Präsentationsgröße: 1× bis 3×</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation>Lange Zeilen umbrechen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::CoalescingGutter</name>
    <message>
        <source>device loads and stores</source>
        <translation>Geräte-Lade- und -Speichervorgänge</translation>
    </message>
    <message>
        <source>device store</source>
        <translation>Geräte-Speichervorgang</translation>
    </message>
    <message>
        <source>device load</source>
        <translation>Geräte-Ladevorgang</translation>
    </message>
    <message>
        <source>&lt;b&gt;Line %1, %2: %3 coalesced on average, %4 at worst&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zeile %1, %2: im Mittel %3 zusammengefasst, schlechtestens %4&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Per execution: %1 sectors of 32 bytes where %2 would do, %3 lines of 128 bytes where %4 would do (%n executions)</source>
        <translation>
            <numerusform>Je Ausführung: %1 Sektoren zu 32 Bytes, wo %2 genügten, %3 Zeilen zu 128 Bytes, wo %4 genügten (%n Ausführung)</numerusform>
            <numerusform>Je Ausführung: %1 Sektoren zu 32 Bytes, wo %2 genügten, %3 Zeilen zu 128 Bytes, wo %4 genügten (%n Ausführungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Gutter colour: average efficiency</source>
        <translation>Farbe am Rand: mittlere Effizienz</translation>
    </message>
</context>
<context>
    <name>wave::widgets::CoalescingModel</name>
    <message>
        <source>Race on device word 0x%1 (%2×): %3, then %4</source>
        <translation>Wettlauf auf Gerätewort 0x%1 (%2×): %3, dann %4</translation>
    </message>
    <message>
        <source>race</source>
        <translation>Wettlauf</translation>
    </message>
    <message>
        <source>%1 sectors and %2 lines per execution for bytes that fit in %3 sectors</source>
        <translation>%1 Sektoren und %2 Zeilen je Ausführung für Bytes, die in %3 Sektoren passen</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Device access</source>
        <translation>Gerätezugriff</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Schlechteste</translation>
    </message>
    <message>
        <source>Avg</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>Sektoren</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Ausführungen</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Wettlauf</translation>
    </message>
    <message>
        <source>Worst coalescing efficiency of one execution: the fewest 32-byte sectors that hold the bytes the lanes access, over the sectors they touch (100% is perfectly coalesced)</source>
        <translation>Schlechteste Coalescing-Effizienz einer Ausführung: die wenigsten 32-Byte-Sektoren, die die Bytes der Lanes fassen, geteilt durch die berührten Sektoren (100 % ist perfekt zusammengefasst)</translation>
    </message>
    <message>
        <source>Average efficiency over the instruction&apos;s executions</source>
        <translation>Mittlere Effizienz über die Ausführungen der Instruktion</translation>
    </message>
    <message>
        <source>32-byte sectors touched per execution</source>
        <translation>Berührte 32-Byte-Sektoren je Ausführung</translation>
    </message>
    <message>
        <source>Wave-instructions that accessed device memory</source>
        <translation>Wave-Instruktionen, die auf Gerätespeicher zugriffen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::CodeEditor</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Waves here: %1</source>
        <translation>Waves hier: %1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DebugWorkbench</name>
    <message>
        <source>Focus and presentation</source>
        <translation>Fokus und Präsentation</translation>
    </message>
    <message>
        <source>&amp;Debugger Views</source>
        <translation>&amp;Debugger-Ansichten</translation>
    </message>
    <message>
        <source>&amp;Reset Debugger Layout</source>
        <translation>Debugger-Layout &amp;zurücksetzen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DecodePage</name>
    <message>
        <source>Load Layout…</source>
        <translation>Layout laden…</translation>
    </message>
    <message>
        <source>Opcode Header…</source>
        <translation>Opcode-Header…</translation>
    </message>
    <message>
        <source>Open Word File…</source>
        <translation>Wortdatei öffnen…</translation>
    </message>
    <message>
        <source>Words in hex, e.g. 0x2C880000 (paste several)</source>
        <translation>Wörter in Hex, z. B. 0x2C880000 (mehrere einfügen)</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Layout:</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Wörter:</translation>
    </message>
    <message>
        <source>Load Layout</source>
        <translation>Layout laden</translation>
    </message>
    <message>
        <source>Layouts (*.json)</source>
        <translation>Layouts (*.json)</translation>
    </message>
    <message>
        <source>Opcode Header</source>
        <translation>Opcode-Header</translation>
    </message>
    <message>
        <source>SystemVerilog headers (*.svh *.vh *.sv *.v)</source>
        <translation>SystemVerilog-Header (*.svh *.vh *.sv *.v)</translation>
    </message>
    <message>
        <source>Open Word File</source>
        <translation>Wortdatei öffnen</translation>
    </message>
    <message>
        <source>Loaded %1 from %2</source>
        <translation>%1 aus %2 geladen</translation>
    </message>
    <message>
        <source>%1 takes its opcode names from %2 (%3 names)</source>
        <translation>%1 übernimmt seine Opcode-Namen aus %2 (%3 Namen)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) in %1</source>
        <translation>
            <numerusform>%n Wort in %1</numerusform>
            <numerusform>%n Wörter in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Dec&amp;ode</source>
        <translation>Dek&amp;odieren</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DeviceMemoryModel</name>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>u32</source>
        <translation>u32</translation>
    </message>
    <message>
        <source>i32</source>
        <translation>i32</translation>
    </message>
    <message>
        <source>f32</source>
        <translation>f32</translation>
    </message>
    <message>
        <source>f16×2</source>
        <translation>f16×2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>pc 0x%1</source>
        <translation>PC 0x%1</translation>
    </message>
    <message>
        <source>%1, %2 coalesced</source>
        <translation>%1, %2 zusammengefasst</translation>
    </message>
    <message>
        <source>%1 (%2), %3 coalesced</source>
        <translation>%1 (%2), %3 zusammengefasst</translation>
    </message>
    <message>
        <source>0x%1 was accessed by device loads or stores</source>
        <translation>Auf 0x%1 wurde mit Geräte-Lade- oder -Speichervorgängen zugegriffen</translation>
    </message>
    <message>
        <source>Worst: %1</source>
        <translation>Schlechtester: %1</translation>
    </message>
    <message>
        <source>Last: %1</source>
        <translation>Letzter: %1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DeviceMemoryView</name>
    <message>
        <source>Go to address (0x…)</source>
        <translation>Gehe zu Adresse (0x…)</translation>
    </message>
    <message>
        <source>Next change</source>
        <translation>Nächste Änderung</translation>
    </message>
    <message>
        <source>Watch 0x%1 (%2 bytes)</source>
        <translation>0x%1 überwachen (%2 Bytes)</translation>
    </message>
    <message>
        <source>Watch this range</source>
        <translation>Diesen Bereich überwachen</translation>
    </message>
    <message>
        <source>Go to address…</source>
        <translation>Gehe zu Adresse…</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) changed</source>
        <translation>
            <numerusform>%n Wort geändert</numerusform>
            <numerusform>%n Wörter geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>The previous megabyte of device memory</source>
        <translation>Das vorige Megabyte des Gerätespeichers</translation>
    </message>
    <message>
        <source>The next megabyte of device memory</source>
        <translation>Das nächste Megabyte des Gerätespeichers</translation>
    </message>
    <message>
        <source>0x%1 – 0x%2 of %3 MiB; %4</source>
        <translation>0x%1 – 0x%2 von %3 MiB; %4</translation>
    </message>
    <message>
        <source>What the colours of the words show</source>
        <translation>Was die Farben der Wörter zeigen</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Coalescing efficiency</source>
        <translation>Zusammenfassungs-Effizienz</translation>
    </message>
    <message>
        <source>No device accesses recorded yet: run or step the kernel.</source>
        <translation>Noch keine Gerätezugriffe aufgezeichnet: Kernel laufen lassen oder schrittweise ausführen.</translation>
    </message>
    <message>
        <source>Worst coalescing of the accesses to each word:</source>
        <translation>Schlechteste Zusammenfassung der Zugriffe auf jedes Wort:</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DialogPrompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>Änderungen an %1 speichern?</translation>
    </message>
    <message numerus="yes">
        <source>Save the changes to %n file(s)?</source>
        <translation>
            <numerusform>Änderungen an %n Datei speichern?</numerusform>
            <numerusform>Änderungen an %n Dateien speichern?</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover unsaved files</source>
        <translation>Ungespeicherte Dateien wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>Recover %n unsaved file(s)?</source>
        <translation>
            <numerusform>%n ungespeicherte Datei wiederherstellen?</numerusform>
            <numerusform>%n ungespeicherte Dateien wiederherstellen?</numerusform>
        </translation>
    </message>
    <message>
        <source>WAVE Studio did not close cleanly last time. These buffers were saved automatically:
</source>
        <translation>WAVE Studio wurde beim letzten Mal nicht sauber beendet. Diese Puffer wurden automatisch gesichert:
</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Debug another file</source>
        <translation>Andere Datei debuggen</translation>
    </message>
    <message>
        <source>Stop debugging %1 and debug %2?</source>
        <translation>Debuggen von %1 beenden und %2 debuggen?</translation>
    </message>
    <message>
        <source>One kernel is debugged at a time. The session of %1 ends: its position and history are lost; its breakpoints stay.</source>
        <translation>Es wird jeweils ein Kernel debuggt. Die Sitzung von %1 endet: Position und Historie gehen verloren, die Haltepunkte bleiben.</translation>
    </message>
    <message>
        <source>Stop and Debug %1</source>
        <translation>Beenden und %1 debuggen</translation>
    </message>
    <message>
        <source>Keep Debugging %1</source>
        <translation>%1 weiter debuggen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DivergenceStackModel</name>
    <message>
        <source>frame %1 pushed</source>
        <translation>Rahmen %1 angelegt</translation>
    </message>
    <message>
        <source>frame %1 popped</source>
        <translation>Rahmen %1 entfernt</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>loop</translation>
    </message>
    <message>
        <source>else</source>
        <translation>else</translation>
    </message>
    <message>
        <source>if</source>
        <translation>if</translation>
    </message>
    <message>
        <source>This frame was popped by the last step</source>
        <translation>Dieser Rahmen wurde im letzten Schritt entfernt</translation>
    </message>
    <message>
        <source>This frame was pushed by the last step</source>
        <translation>Dieser Rahmen wurde im letzten Schritt angelegt</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintritt</translation>
    </message>
    <message>
        <source>Then</source>
        <translation>Then</translation>
    </message>
    <message>
        <source>Else</source>
        <translation>Else</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Break</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Rejoins</source>
        <translation>Zusammenführung</translation>
    </message>
    <message>
        <source>Lanes active when the frame was opened</source>
        <translation>Lanes, die beim Öffnen des Rahmens aktiv waren</translation>
    </message>
    <message>
        <source>Lanes that take the then side</source>
        <translation>Lanes, die den then-Zweig nehmen</translation>
    </message>
    <message>
        <source>Lanes that take the else side</source>
        <translation>Lanes, die den else-Zweig nehmen</translation>
    </message>
    <message>
        <source>Lanes that left the loop with break</source>
        <translation>Lanes, die die Schleife per break verlassen haben</translation>
    </message>
    <message>
        <source>Lanes waiting for the next iteration</source>
        <translation>Lanes, die auf die nächste Iteration warten</translation>
    </message>
    <message>
        <source>Line of the endif/endloop where the lanes rejoin</source>
        <translation>Zeile des endif/endloop, an dem sich die Lanes wieder vereinen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DockExporter</name>
    <message>
        <source>Save as PNG image…</source>
        <translation>Als PNG-Bild speichern…</translation>
    </message>
    <message>
        <source>Save as SVG drawing…</source>
        <translation>Als SVG-Zeichnung speichern…</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Als CSV speichern…</translation>
    </message>
    <message>
        <source>Save as Chrome trace (JSON)…</source>
        <translation>Als Chrome-Trace (JSON) speichern…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>Kommagetrennte Werte (*.csv)</translation>
    </message>
    <message>
        <source>Chrome trace (*.json)</source>
        <translation>Chrome-Trace (*.json)</translation>
    </message>
    <message>
        <source>Nothing to export.</source>
        <translation>Nichts zu exportieren.</translation>
    </message>
    <message>
        <source>%1 cannot be saved in that format.</source>
        <translation>%1 kann in diesem Format nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>The timeline is empty: run the kernel with the timeline analysis on.</source>
        <translation>Die Zeitleiste ist leer: Führen Sie den Kernel mit eingeschalteter Zeitleisten-Analyse aus.</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DockTitleBar</name>
    <message>
        <source>Export and view options</source>
        <translation>Export- und Ansichtsoptionen</translation>
    </message>
    <message>
        <source>Float or dock</source>
        <translation>Lösen oder andocken</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::Document</name>
    <message>
        <source>%1 (disassembly)</source>
        <translation>%1 (Disassemblierung)</translation>
    </message>
    <message>
        <source>%1 (not saved yet)</source>
        <translation>%1 (noch nicht gespeichert)</translation>
    </message>
    <message>
        <source>Disassembly of %1</source>
        <translation>Disassemblierung von %1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DocumentFile</name>
    <message>
        <source>Cannot open %1: it is not a WAVE binary (it does not start with the “WAVE” magic).</source>
        <translation>%1 kann nicht geöffnet werden: Die Datei ist keine WAVE-Binärdatei (sie beginnt nicht mit der Kennung „WAVE“).</translation>
    </message>
</context>
<context>
    <name>wave::widgets::DocumentTabs</name>
    <message>
        <source>untitled %1</source>
        <translation>Unbenannt %1</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>WAVE files (*.wave *.wbin);;WAVE assembly (*.wave);;WAVE binaries (*.wbin);;All files (*)</source>
        <translation>WAVE-Dateien (*.wave *.wbin);;WAVE-Assembler (*.wave);;WAVE-Binärdateien (*.wbin);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>WAVE assembly (*.wave);;All files (*)</source>
        <translation>WAVE-Assembler (*.wave);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot save %1: it is open in another tab; close that tab first.</source>
        <translation>%1 kann nicht gespeichert werden: Die Datei ist in einem anderen Tab geöffnet; schließen Sie diesen zuerst.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save %1 As</source>
        <translation>%1 speichern unter</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
</context>
<context>
    <name>wave::widgets::EncodingLab</name>
    <message>
        <source>&amp;Generations</source>
        <translation>&amp;Generationen</translation>
    </message>
    <message>
        <source>De&amp;code</source>
        <translation>De&amp;kodierung</translation>
    </message>
    <message>
        <source>No instruction on this line</source>
        <translation>Kein Befehl in dieser Zeile</translation>
    </message>
    <message>
        <source>This line has errors: no encoding</source>
        <translation>Diese Zeile enthält Fehler: keine Kodierung</translation>
    </message>
    <message>
        <source>%1 in every layout</source>
        <translation>%1 in jedem Layout</translation>
    </message>
    <message>
        <source>The instruction under the cursor in every layout</source>
        <translation>Die Anweisung unter dem Cursor in jedem Layout</translation>
    </message>
    <message>
        <source>What a layout cannot encode of the instruction table</source>
        <translation>Was ein Layout von der Befehlstabelle nicht kodieren kann</translation>
    </message>
    <message>
        <source>Words split into the fields of a layout</source>
        <translation>Wörter, in die Felder eines Layouts zerlegt</translation>
    </message>
    <message>
        <source>Valida&amp;tion</source>
        <translation>Val&amp;idierung</translation>
    </message>
</context>
<context>
    <name>wave::widgets::EncodingStrip</name>
    <message>
        <source>No instruction on this line</source>
        <translation>Kein Befehl in dieser Zeile</translation>
    </message>
    <message>
        <source>This line has errors: no encoding</source>
        <translation>Diese Zeile enthält Fehler: keine Kodierung</translation>
    </message>
    <message>
        <source>%1   %2   bytes %3</source>
        <translation>%1   %2   Bytes %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 = %3 (%4)</source>
        <translation>%1: %2 = %3 (%4)</translation>
    </message>
    <message>
        <source>no word1 (4-byte instruction)</source>
        <translation>kein word1 (4-Byte-Befehl)</translation>
    </message>
    <message>
        <source>word%1 = %2</source>
        <translation>word%1 = %2</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExampleCatalog</name>
    <message>
        <source>%1: the kernel has no header comment (a title line and a paragraph that explains it)</source>
        <translation>%1: Der Kernel hat keinen Kopfkommentar (eine Titelzeile und einen Absatz, der ihn erklärt)</translation>
    </message>
    <message>
        <source>%1: no example is listed (expected table rows like &quot;| `name.wave` | what it shows |&quot;)</source>
        <translation>%1: Es ist kein Beispiel aufgeführt (erwartet werden Tabellenzeilen wie &quot;| `name.wave` | was es zeigt |&quot;)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExampleCopies</name>
    <message>
        <source>%1: cannot create the folder for the examples</source>
        <translation>%1: Der Ordner für die Beispiele kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExampleGallery</name>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Commented kernels, each with a launch configuration ready to run in the debugger. Choose one and open it in a tab.</source>
        <translation>Kommentierte Kernels, jeder mit einer Startkonfiguration, die sofort im Debugger läuft. Wählen Sie einen aus und öffnen Sie ihn in einem Tab.</translation>
    </message>
    <message>
        <source>In the debugger</source>
        <translation>Im Debugger</translation>
    </message>
    <message>
        <source>Launch configuration</source>
        <translation>Startkonfiguration</translation>
    </message>
    <message>
        <source>The same launch from a terminal, after assembling the kernel with wave-asm; the IDE loads it with the example</source>
        <translation>Derselbe Start im Terminal, nachdem der Kernel mit wave-asm assembliert wurde; die IDE lädt ihn mit dem Beispiel</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>Restore the Original…</source>
        <translation>Original wiederherstellen…</translation>
    </message>
    <message>
        <source>Replace your edited copy with the kernel and launch settings as shipped</source>
        <translation>Ihre bearbeitete Kopie durch den mitgelieferten Kernel und seine Starteinstellungen ersetzen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>No example</source>
        <translation>Kein Beispiel</translation>
    </message>
    <message>
        <source>Open copies the example to %1, where you can edit and save it.</source>
        <translation>„Öffnen“ kopiert das Beispiel nach %1, wo Sie es bearbeiten und speichern können.</translation>
    </message>
    <message>
        <source>Your copy: %1</source>
        <translation>Ihre Kopie: %1</translation>
    </message>
    <message>
        <source>You have edited your copy (%1). Open opens your version; it is never overwritten unless you restore the original.</source>
        <translation>Sie haben Ihre Kopie bearbeitet (%1). „Öffnen“ öffnet Ihre Fassung; sie wird nie überschrieben, außer Sie stellen das Original wieder her.</translation>
    </message>
    <message>
        <source>Cannot open the example %1: %2</source>
        <translation>Das Beispiel %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Restore the Original</source>
        <translation>Original wiederherstellen</translation>
    </message>
    <message>
        <source>Replace your edited copy of “%1” with the original? Your changes to %2 and %3 will be lost.</source>
        <translation>Ihre bearbeitete Kopie von „%1“ durch das Original ersetzen? Ihre Änderungen an %2 und %3 gehen verloren.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Cannot restore %1: %2</source>
        <translation>%1 kann nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>Restored the original of %1.</source>
        <translation>Das Original von %1 wurde wiederhergestellt.</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExampleListDelegate</name>
    <message>
        <source>edited</source>
        <translation>bearbeitet</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExplainPresenter</name>
    <message numerus="yes">
        <source>Ready: workgroup (%1,%2,%3), %n wave(s) of %4 lanes. Step to run the first instruction.</source>
        <translation>
            <numerusform>Bereit: Arbeitsgruppe (%1,%2,%3), %n Wave mit %4 Lanes. Ein Schritt führt den ersten Befehl aus.</numerusform>
            <numerusform>Bereit: Arbeitsgruppe (%1,%2,%3), %n Waves mit je %4 Lanes. Ein Schritt führt den ersten Befehl aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edited at step %1: %2.</source>
        <translation>Bei Schritt %1 bearbeitet: %2.</translation>
    </message>
    <message>
        <source>Stopped: %1. %2</source>
        <translation>Angehalten: %1. %2</translation>
    </message>
    <message>
        <source>Wave %1</source>
        <translation>Wave %1</translation>
    </message>
    <message>
        <source>%1 has finished</source>
        <translation>%1 ist fertig</translation>
    </message>
    <message>
        <source>%1 next: pc 0x%2</source>
        <translation>%1 als Nächstes: PC 0x%2</translation>
    </message>
    <message>
        <source>%1 next: line %2</source>
        <translation>%1 als Nächstes: Zeile %2</translation>
    </message>
    <message>
        <source>%1 next: line %2 → %3</source>
        <translation>%1 als Nächstes: Zeile %2 → %3</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ExplainView</name>
    <message>
        <source>Start a debug session to see what each step does.</source>
        <translation>Starten Sie eine Debug-Sitzung, um zu sehen, was jeder Schritt bewirkt.</translation>
    </message>
</context>
<context>
    <name>wave::widgets::FieldRowsView</name>
    <message>
        <source>Cannot encode: %1</source>
        <translation>Nicht kodierbar: %1</translation>
    </message>
    <message>
        <source>Nothing to show</source>
        <translation>Nichts anzuzeigen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::FileChangedBar</name>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <source>%1 was deleted on disk. Your unsaved edits are only in this buffer: save them to keep them.</source>
        <translation>%1 wurde auf dem Datenträger gelöscht. Ihre ungespeicherten Änderungen gibt es nur in diesem Puffer: Speichern Sie sie, um sie zu behalten.</translation>
    </message>
    <message>
        <source>%1 was deleted on disk.</source>
        <translation>%1 wurde auf dem Datenträger gelöscht.</translation>
    </message>
    <message>
        <source>%1 changed on disk, and this buffer has unsaved edits. Reloading discards your edits.</source>
        <translation>%1 wurde auf dem Datenträger geändert, und dieser Puffer enthält ungespeicherte Änderungen. Neu laden verwirft Ihre Änderungen.</translation>
    </message>
    <message>
        <source>%1 changed on disk.</source>
        <translation>%1 wurde auf dem Datenträger geändert.</translation>
    </message>
    <message>
        <source>Reload (discard mine)</source>
        <translation>Neu laden (meine verwerfen)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::FileIo</name>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>%1 kann nicht geöffnet werden: Es ist ein Ordner.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: the file is too large (%2 MiB; the limit is %3 MiB).</source>
        <translation>%1 kann nicht geöffnet werden: Die Datei ist zu groß (%2 MiB; die Grenze liegt bei %3 MiB).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not UTF-8 text (invalid byte 0x%2 at offset %3).</source>
        <translation>%1 kann nicht geöffnet werden: Die Datei ist kein UTF-8-Text (ungültiges Byte 0x%2 bei Offset %3).</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>Cannot open %1: it is %2, not a regular file.</source>
        <translation>%1 kann nicht geöffnet werden: es ist %2, keine reguläre Datei.</translation>
    </message>
    <message>
        <source>Cannot open %1: it contains a NUL byte at offset %2, so it is not WAVE source text. The file was not opened and is unchanged.</source>
        <translation>%1 kann nicht geöffnet werden: die Datei enthält ein NUL-Byte bei Offset %2 und ist daher kein WAVE-Quelltext. Die Datei wurde nicht geöffnet und ist unverändert.</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>eine Spezialdatei</translation>
    </message>
</context>
<context>
    <name>wave::widgets::FindBar</name>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>Text to find</source>
        <translation>Gesuchter Text</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>Match &amp;case</source>
        <translation>&amp;Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>&amp;Whole word</source>
        <translation>Ganzes &amp;Wort</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>Replace:</source>
        <translation>Ersetzen:</translation>
    </message>
    <message>
        <source>Replacement</source>
        <translation>Ersatztext</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Replace &amp;All</source>
        <translation>&amp;Alle ersetzen</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %n occurrence(s)</source>
        <translation>
            <numerusform>%n Vorkommen ersetzt</numerusform>
            <numerusform>%n Vorkommen ersetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Kein Treffer</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2, search wrapped</source>
        <translation>%1 von %2, Suche am Anfang fortgesetzt</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>wave::widgets::FocusSelector</name>
    <message>
        <source>The workgroup that runs now (workgroups run one after another)</source>
        <translation>Die gerade laufende Arbeitsgruppe (Arbeitsgruppen laufen nacheinander)</translation>
    </message>
    <message>
        <source>The focused wave: the one a wave step runs and the registers show</source>
        <translation>Die fokussierte Wave: die, die ein Wave-Schritt ausführt und deren Register angezeigt werden</translation>
    </message>
    <message>
        <source>The focused lane</source>
        <translation>Die fokussierte Lane</translation>
    </message>
    <message>
        <source>Wave</source>
        <translation>Wave</translation>
    </message>
    <message>
        <source>Workgroup</source>
        <translation>Arbeitsgruppe</translation>
    </message>
    <message>
        <source>A step runs one instruction of the focused wave, or one instruction of every ready wave of the workgroup</source>
        <translation>Ein Schritt führt einen Befehl der fokussierten Wave aus oder je einen Befehl jeder bereiten Wave der Arbeitsgruppe</translation>
    </message>
    <message>
        <source>Lane</source>
        <translation>Lane</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>(%1,%2,%3) · %4 of %5</source>
        <translation>(%1,%2,%3) · %4 von %5</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Next &amp;Wave</source>
        <translation>Nächste &amp;Wave</translation>
    </message>
    <message>
        <source>Previous W&amp;ave</source>
        <translation>Vorherige W&amp;ave</translation>
    </message>
    <message>
        <source>Ne&amp;xt Lane</source>
        <translation>Nä&amp;chste Lane</translation>
    </message>
    <message>
        <source>Previous &amp;Lane</source>
        <translation>Vorherige &amp;Lane</translation>
    </message>
</context>
<context>
    <name>wave::widgets::GoToLineBar</name>
    <message>
        <source>line or line:column</source>
        <translation>Zeile oder Zeile:Spalte</translation>
    </message>
    <message>
        <source>Line (1–%1):</source>
        <translation>Zeile (1–%1):</translation>
    </message>
    <message>
        <source>“%1” is not a line number (type LINE or LINE:COLUMN)</source>
        <translation>„%1“ ist keine Zeilennummer (ZEILE oder ZEILE:SPALTE eingeben)</translation>
    </message>
    <message>
        <source>Lines start at 1</source>
        <translation>Zeilen beginnen bei 1</translation>
    </message>
    <message numerus="yes">
        <source>Line %1 is past the end: the file has %n line(s)</source>
        <translation>
            <numerusform>Zeile %1 liegt hinter dem Ende: die Datei hat %n Zeile</numerusform>
            <numerusform>Zeile %1 liegt hinter dem Ende: die Datei hat %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Columns start at 1</source>
        <translation>Spalten beginnen bei 1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::HeatmapCells</name>
    <message>
        <source>Reads</source>
        <translation>Lesezugriffe</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Schreibzugriffe</translation>
    </message>
    <message>
        <source>Reads + writes</source>
        <translation>Lese- + Schreibzugriffe</translation>
    </message>
    <message>
        <source>Bank conflicts</source>
        <translation>Bankkonflikte</translation>
    </message>
    <message>
        <source>0x%1 · bank %2 · row %3</source>
        <translation>0x%1 · Bank %2 · Zeile %3</translation>
    </message>
    <message>
        <source>word 0x%1:</source>
        <translation>Wort 0x%1:</translation>
    </message>
    <message>
        <source>value %1 = %2 (u32) = %3 (f32)</source>
        <translation>Wert %1 = %2 (u32) = %3 (f32)</translation>
    </message>
    <message>
        <source>reads %1 · writes %2 · atomics %3</source>
        <translation>Lesen %1 · Schreiben %2 · atomar %3</translation>
    </message>
    <message>
        <source>last written by wave %1, lane %2, line %3</source>
        <translation>zuletzt geschrieben von Wave %1, Lane %2, Zeile %3</translation>
    </message>
    <message>
        <source>worst bank conflict: degree %1, by line %2 (pc %3, wave %4; its worst anywhere: %5)</source>
        <translation>schlimmster Bankkonflikt: Grad %1, durch Zeile %2 (pc %3, Wave %4; ihr schlimmster überhaupt: %5)</translation>
    </message>
    <message>
        <source>race: line %1 (wave %2, lane %3) and line %4 (wave %5, lane %6)</source>
        <translation>Wettlauf: Zeile %1 (Wave %2, Lane %3) und Zeile %4 (Wave %5, Lane %6)</translation>
    </message>
    <message>
        <source>changed by the last step</source>
        <translation>im letzten Schritt geändert</translation>
    </message>
</context>
<context>
    <name>wave::widgets::HelpWindow</name>
    <message>
        <source>WAVE Studio Help</source>
        <translation>WAVE-Studio-Hilfe</translation>
    </message>
    <message>
        <source>User Guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>ISA Reference</source>
        <translation>ISA-Referenz</translation>
    </message>
    <message>
        <source>Search (Enter: next, Shift+Enter: previous)</source>
        <translation>Suchen (Eingabe: nächster, Umschalt+Eingabe: vorheriger Treffer)</translation>
    </message>
    <message>
        <source>The user guide is missing from this build.</source>
        <translation>Das Benutzerhandbuch fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wave::widgets::InitialRegistersEditor</name>
    <message>
        <source>Register</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Before every workgroup, every thread gets this register (wave-emu --set-reg REG:VALUE; REG 0-255, VALUE decimal or 0x hex, low 32 bits)</source>
        <translation>Vor jeder Arbeitsgruppe erhält jeder Thread dieses Register (wave-emu --set-reg REG:VALUE; REG 0-255, VALUE dezimal oder 0x-hexadezimal, untere 32 Bits)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add an initial register</source>
        <translation>Ein Anfangsregister hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected initial registers</source>
        <translation>Die ausgewählten Anfangsregister entfernen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LaneRegistersModel</name>
    <message>
        <source>&quot;%1&quot; is not a %2 value: r%3 of wave %4 lane %5 is unchanged.</source>
        <translation>„%1“ ist kein Wert im Format %2: r%3 von Wave %4, Lane %5 bleibt unverändert.</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LaneRegistersView</name>
    <message>
        <source>Show r%1 as</source>
        <translation>r%1 anzeigen als</translation>
    </message>
    <message>
        <source>Show all waves</source>
        <translation>Alle Waves anzeigen</translation>
    </message>
    <message>
        <source>Show predicates p0–p3</source>
        <translation>Prädikate p0–p3 anzeigen</translation>
    </message>
    <message>
        <source>Show the active mask</source>
        <translation>Aktivmaske anzeigen</translation>
    </message>
    <message>
        <source>No workgroup is running</source>
        <translation>Keine Arbeitsgruppe läuft</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LaunchConfigPanel</name>
    <message>
        <source>The kernel to run (wave-emu --kernel)</source>
        <translation>Der auszuführende Kernel (wave-emu --kernel)</translation>
    </message>
    <message>
        <source>&amp;Kernel:</source>
        <translation>&amp;Kernel:</translation>
    </message>
    <message>
        <source>Workgroups in the grid (wave-emu --grid X,Y,Z)</source>
        <translation>Arbeitsgruppen im Grid (wave-emu --grid X,Y,Z)</translation>
    </message>
    <message>
        <source>Threads per workgroup (wave-emu --workgroup X,Y,Z)</source>
        <translation>Threads pro Arbeitsgruppe (wave-emu --workgroup X,Y,Z)</translation>
    </message>
    <message>
        <source>&amp;Grid:</source>
        <translation>&amp;Grid:</translation>
    </message>
    <message>
        <source>&amp;Workgroup:</source>
        <translation>Arb&amp;eitsgruppe:</translation>
    </message>
    <message>
        <source>Registers per thread (wave-emu --registers)</source>
        <translation>Register pro Thread (wave-emu --registers)</translation>
    </message>
    <message>
        <source>&amp;Registers:</source>
        <translation>&amp;Register:</translation>
    </message>
    <message>
        <source>Local memory per workgroup in bytes (wave-emu --local-memory)</source>
        <translation>Lokaler Speicher pro Arbeitsgruppe in Bytes (wave-emu --local-memory)</translation>
    </message>
    <message>
        <source>&amp;Local memory (bytes):</source>
        <translation>&amp;Lokaler Speicher (Bytes):</translation>
    </message>
    <message>
        <source>Device memory in bytes (wave-emu --device-memory)</source>
        <translation>Gerätespeicher in Bytes (wave-emu --device-memory)</translation>
    </message>
    <message>
        <source>Scheduler steps per workgroup before the run stops, 0 = unlimited (wave-emu --max-instructions)</source>
        <translation>Scheduler-Schritte pro Arbeitsgruppe, bevor der Lauf stoppt, 0 = unbegrenzt (wave-emu --max-instructions)</translation>
    </message>
    <message>
        <source>&amp;Instruction limit:</source>
        <translation>Befehlsli&amp;mit:</translation>
    </message>
    <message>
        <source>Initial registers:</source>
        <translation>Anfangsregister:</translation>
    </message>
    <message>
        <source>Initial memory:</source>
        <translation>Anfangsspeicher:</translation>
    </message>
    <message>
        <source>The same launch from a terminal (run it in the source&apos;s folder after assembling with wave-asm)</source>
        <translation>Derselbe Start im Terminal (im Ordner der Quelle ausführen, nachdem mit wave-asm assembliert wurde)</translation>
    </message>
    <message>
        <source>Command line:</source>
        <translation>Befehlszeile:</translation>
    </message>
    <message>
        <source>enter a number</source>
        <translation>Zahl eingeben</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2)</source>
        <translation>%1 ist zu groß (höchstens %2)</translation>
    </message>
    <message>
        <source>First kernel (default)</source>
        <translation>Erster Kernel (Standard)</translation>
    </message>
    <message>
        <source>%1 (kernel %2)</source>
        <translation>%1 (Kernel %2)</translation>
    </message>
    <message>
        <source>Not used: the kernel declares .workgroup_size %1,%2,%3</source>
        <translation>Nicht verwendet: Der Kernel deklariert .workgroup_size %1,%2,%3</translation>
    </message>
    <message>
        <source>Not used: the kernel declares %1 registers</source>
        <translation>Nicht verwendet: Der Kernel deklariert %1 Register</translation>
    </message>
    <message>
        <source>Not used: the kernel declares .local_memory %1</source>
        <translation>Nicht verwendet: Der Kernel deklariert .local_memory %1</translation>
    </message>
    <message>
        <source>no program assembled yet</source>
        <translation>noch kein Programm assembliert</translation>
    </message>
    <message>
        <source>Device &amp;profile:</source>
        <translation>Geräte&amp;profil:</translation>
    </message>
    <message>
        <source>W&amp;ave width:</source>
        <translation>&amp;Wave-Breite:</translation>
    </message>
    <message>
        <source>Sched&amp;ule:</source>
        <translation>Reihen&amp;folge:</translation>
    </message>
    <message>
        <source>Devi&amp;ce memory (bytes):</source>
        <translation>Gerätespe&amp;icher (Bytes):</translation>
    </message>
    <message>
        <source>Lanes per wave, 1 to %1 (wave-emu --wave-width)</source>
        <translation>Lanes pro Wave, 1 bis %1 (wave-emu --wave-width)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LineEndingBar</name>
    <message>
        <source>Keep as is</source>
        <translation>So belassen</translation>
    </message>
    <message>
        <source>%1 has mixed line endings (%2). New lines use %3, the most common; the other lines keep theirs.</source>
        <translation>%1 hat gemischte Zeilenenden (%2). Neue Zeilen verwenden %3, das häufigste; die übrigen Zeilen behalten ihre.</translation>
    </message>
    <message>
        <source>Convert all to %1</source>
        <translation>Alle in %1 umwandeln</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LineEndings</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ListingView</name>
    <message numerus="yes">
        <source>; No listing: the source has %n error(s).</source>
        <translation>
            <numerusform>; Kein Listing: Die Quelle enthält %n Fehler.</numerusform>
            <numerusform>; Kein Listing: Die Quelle enthält %n Fehler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; Out of date: the source has %n error(s).</source>
        <translation>
            <numerusform>; Veraltet: Die Quelle enthält %n Fehler.</numerusform>
            <numerusform>; Veraltet: Die Quelle enthält %n Fehler.</numerusform>
        </translation>
    </message>
    <message>
        <source>; Cannot list the program: %1</source>
        <translation>; Das Programm kann nicht gelistet werden: %1</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LocalMemoryHeatmapView</name>
    <message>
        <source>untouched</source>
        <translation>unberührt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>race</source>
        <translation>Wettlauf</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>No local memory</source>
        <translation>Kein lokaler Speicher</translation>
    </message>
</context>
<context>
    <name>wave::widgets::LocalMemoryPanel</name>
    <message>
        <source>%1 bytes · %2 banks × %3 B</source>
        <translation>%1 Bytes · %2 Bänke × %3 B</translation>
    </message>
    <message>
        <source> · worst conflict %1-way</source>
        <translation> · schlimmster Konflikt %1-fach</translation>
    </message>
    <message>
        <source> · no bank conflicts</source>
        <translation> · keine Bankkonflikte</translation>
    </message>
    <message>
        <source>What the heatmap&apos;s colours show</source>
        <translation>Was die Farben der Heatmap zeigen</translation>
    </message>
    <message>
        <source>Worst, Avg:</source>
        <translation>Schlechteste, Mittel:</translation>
    </message>
</context>
<context>
    <name>wave::widgets::MaskStripView</name>
    <message>
        <source>wave %1</source>
        <translation>Wave %1</translation>
    </message>
    <message>
        <source>No workgroup is running</source>
        <translation>Keine Arbeitsgruppe läuft</translation>
    </message>
    <message>
        <source>wave %1, lane %2: %3
%4</source>
        <translation>Wave %1, Lane %2: %3
%4</translation>
    </message>
    <message>
        <source>Before the last step: %1</source>
        <translation>Vor dem letzten Schritt: %1</translation>
    </message>
    <message>
        <source>changed by the last step</source>
        <translation>durch den letzten Schritt geändert</translation>
    </message>
</context>
<context>
    <name>wave::widgets::MemoryDiffModel</name>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>%1
(reference)</source>
        <translation>%1
(Referenz)</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
</context>
<context>
    <name>wave::widgets::MemoryFillsEditor</name>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Device memory starts zeroed; then every zero fill, every iota fill (value i × scale) and every file is applied, in this order (wave-emu --fill-zero, --fill-iota, --arg)</source>
        <translation>Der Gerätespeicher beginnt mit Nullen; dann werden alle Nullfüllungen, alle Iota-Füllungen (Wert i × Faktor) und alle Dateien angewendet, in dieser Reihenfolge (wave-emu --fill-zero, --fill-iota, --arg)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a memory fill</source>
        <translation>Eine Speicherfüllung hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected memory fills</source>
        <translation>Die ausgewählten Speicherfüllungen entfernen</translation>
    </message>
    <message>
        <source>Applied in wave-emu&apos;s order: zero fills, then iota fills, then files. Addresses are decimal or 0x hex; files are relative to the source&apos;s folder.</source>
        <translation>Angewendet in der Reihenfolge von wave-emu: Nullfüllungen, dann Iota-Füllungen, dann Dateien. Adressen sind dezimal oder 0x-hexadezimal; Dateien sind relativ zum Ordner der Quelle.</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>Iota</source>
        <translation>Iota</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>Datei auswählen</translation>
    </message>
    <message>
        <source>Initial memory contents</source>
        <translation>Anfangsinhalt des Speichers</translation>
    </message>
</context>
<context>
    <name>wave::widgets::OccupancyPanel</name>
    <message>
        <source>Occupancy</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>no program assembled yet</source>
        <translation>noch kein Programm assembliert</translation>
    </message>
    <message>
        <source>What if (changes neither the source nor the launch)</source>
        <translation>Was wäre, wenn (ändert weder Quelltext noch Start)</translation>
    </message>
    <message>
        <source>Registers per thread to try instead of the kernel&apos;s .registers</source>
        <translation>Register je Thread, die statt .registers des Kernels ausprobiert werden</translation>
    </message>
    <message>
        <source>Threads per workgroup (x × y × z) to try instead of the launch&apos;s workgroup size; only their number matters to occupancy</source>
        <translation>Threads je Arbeitsgruppe (x × y × z), die statt der Arbeitsgruppengröße des Starts ausprobiert werden; für die Auslastung zählt nur ihre Anzahl</translation>
    </message>
    <message>
        <source>Local memory per workgroup in bytes to try instead of the kernel&apos;s .local_memory</source>
        <translation>Lokaler Speicher je Arbeitsgruppe in Bytes, der statt .local_memory des Kernels ausprobiert wird</translation>
    </message>
    <message>
        <source>Registers per &amp;thread:</source>
        <translation>Register je &amp;Thread:</translation>
    </message>
    <message>
        <source>Threads per workgr&amp;oup:</source>
        <translation>Threads je Arbeitsgr&amp;uppe:</translation>
    </message>
    <message>
        <source>Local &amp;memory (bytes):</source>
        <translation>Lokaler &amp;Speicher (Bytes):</translation>
    </message>
    <message>
        <source>Re&amp;set to the launch</source>
        <translation>Auf den Start &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the kernel&apos;s and the launch&apos;s values</source>
        <translation>Zurück zu den Werten des Kernels und des Starts</translation>
    </message>
    <message>
        <source>Occupancy is shown once the launch can run: %1</source>
        <translation>Die Auslastung wird angezeigt, sobald der Start laufen kann: %1</translation>
    </message>
    <message>
        <source>These are the launch&apos;s values: change one to see its effect.</source>
        <translation>Dies sind die Werte des Starts: Ändern Sie einen, um seine Wirkung zu sehen.</translation>
    </message>
</context>
<context>
    <name>wave::widgets::PortabilityDiffPanel</name>
    <message>
        <source>Click a cell of the grid to compare its run with the reference run.</source>
        <translation>Klicken Sie auf eine Zelle des Rasters, um ihren Lauf mit dem Referenzlauf zu vergleichen.</translation>
    </message>
    <message>
        <source>&amp;Only differing words</source>
        <translation>Nur ab&amp;weichende Wörter</translation>
    </message>
    <message>
        <source>Last writers of the first differing words:</source>
        <translation>Letzte Schreiber der ersten abweichenden Wörter:</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>%1: %2. A run that did not complete has no memory to compare.</source>
        <translation>%1: %2. Ein Lauf, der nicht durchlief, hat keinen Speicher zum Vergleichen.</translation>
    </message>
    <message>
        <source>%1 is the reference run.</source>
        <translation>%1 ist der Referenzlauf.</translation>
    </message>
    <message>
        <source>%1 leaves the same %2 as the reference run %3.</source>
        <translation>%1 hinterlässt denselben Inhalt von %2 wie der Referenzlauf %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 against the reference run %2: %n word(s) of %3 differ.</source>
        <translation>
            <numerusform>%1 gegenüber dem Referenzlauf %2: %n Wort von %3 weicht ab.</numerusform>
            <numerusform>%1 gegenüber dem Referenzlauf %2: %n Wörter von %3 weichen ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Finding the last writers…</source>
        <translation>Letzte Schreiber werden gesucht…</translation>
    </message>
    <message>
        <source>The source or the launch settings changed since this run: run the matrix again to debug a run of the current code</source>
        <translation>Quelltext oder Starteinstellungen haben sich seit diesem Lauf geändert: Führen Sie die Matrix erneut aus, um einen Lauf des aktuellen Codes zu debuggen</translation>
    </message>
    <message>
        <source>Start a debug session with this run&apos;s device profile and schedule and a write watchpoint on the first differing word</source>
        <translation>Eine Debug-Sitzung mit dem Geräteprofil und der Reihenfolge dieses Laufs und einem Schreib-Überwachungspunkt auf dem ersten abweichenden Wort starten</translation>
    </message>
    <message>
        <source>Cancelled: click the cell again to find the last writers.</source>
        <translation>Abgebrochen: Klicken Sie erneut auf die Zelle, um die letzten Schreiber zu finden.</translation>
    </message>
    <message>
        <source>Word / run / last writer</source>
        <translation>Wort / Lauf / letzter Schreiber</translation>
    </message>
    <message>
        <source>De&amp;bug this run</source>
        <translation>Diesen &amp;Lauf debuggen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::PortabilityGridModel</name>
    <message>
        <source>Not run: the matrix was cancelled</source>
        <translation>Nicht gelaufen: Die Matrix wurde abgebrochen</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <source>Wave schedule %1</source>
        <translation>Wave-Reihenfolge %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::PortabilityView</name>
    <message>
        <source>&amp;Run</source>
        <translation>Aus&amp;führen</translation>
    </message>
    <message>
        <source>Run the current document&apos;s launch under every device profile and schedule and compare the results</source>
        <translation>Den Start des aktuellen Dokuments unter jedem Geräteprofil und jeder Reihenfolge ausführen und die Ergebnisse vergleichen</translation>
    </message>
    <message>
        <source>Random &amp;schedules:</source>
        <translation>Zufällige &amp;Reihenfolgen:</translation>
    </message>
    <message>
        <source>0: round robin only; N: round robin, reverse, barrier-run and random:1 to random:N (wave-emu --schedules N)</source>
        <translation>0: nur Round-Robin; N: Round-Robin, reverse, barrier-run und random:1 bis random:N (wave-emu --schedules N)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>%v von %m Läufen</translation>
    </message>
    <message>
        <source>Run compares the results of every device profile and schedule.</source>
        <translation>Ausführen vergleicht die Ergebnisse jedes Geräteprofils und jeder Reihenfolge.</translation>
    </message>
    <message>
        <source>This matrix is of %1, not of the current document.</source>
        <translation>Diese Matrix gehört zu %1, nicht zum aktuellen Dokument.</translation>
    </message>
    <message>
        <source>The source changed since this run: the results below are of the code as it was.</source>
        <translation>Der Quelltext hat sich seit diesem Lauf geändert: Die Ergebnisse unten gelten für den damaligen Code.</translation>
    </message>
    <message>
        <source>The launch settings changed since this run: the results below are of the settings as they were.</source>
        <translation>Die Starteinstellungen haben sich seit diesem Lauf geändert: Die Ergebnisse unten gelten für die damaligen Einstellungen.</translation>
    </message>
    <message>
        <source>Cannot run the portability matrix: %1</source>
        <translation>Die Portabilitätsmatrix kann nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>Cannot run the portability matrix: no device profile could be read</source>
        <translation>Die Portabilitätsmatrix kann nicht ausgeführt werden: Kein Geräteprofil war lesbar</translation>
    </message>
    <message numerus="yes">
        <source>Running %n launch(es)…</source>
        <translation>
            <numerusform>%n Start wird ausgeführt…</numerusform>
            <numerusform>%n Starts werden ausgeführt…</numerusform>
        </translation>
    </message>
    <message>
        <source>The portability matrix failed: %1</source>
        <translation>Die Portabilitätsmatrix ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n run(s).</source>
        <translation>
            <numerusform>Abgebrochen nach %n Lauf.</numerusform>
            <numerusform>Abgebrochen nach %n Läufen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n run(s) agree: the kernel is portable across these profiles and schedules.</source>
        <translation>
            <numerusform>%n Lauf stimmt überein: Der Kernel ist über diese Profile und Reihenfolgen portabel.</numerusform>
            <numerusform>Alle %n Läufe stimmen überein: Der Kernel ist über diese Profile und Reihenfolgen portabel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different results: the kernel is not portable.</source>
        <translation>
            <numerusform>%n abweichendes Ergebnis: Der Kernel ist nicht portabel.</numerusform>
            <numerusform>%n verschiedene Ergebnisse: Der Kernel ist nicht portabel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compared: %1.</source>
        <translation>Verglichen: %1.</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ProblemsModel</name>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ProblemsView</name>
    <message>
        <source>No problems</source>
        <translation>Keine Probleme</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ProfileSchedulePicker</name>
    <message>
        <source>Device profile (wave-emu --profile): its wave width replaces the wave width above</source>
        <translation>Geräteprofil (wave-emu --profile): seine Wave-Breite ersetzt die Wave-Breite oben</translation>
    </message>
    <message>
        <source>None (the wave width above)</source>
        <translation>Keines (die Wave-Breite oben)</translation>
    </message>
    <message>
        <source>%1 (%2 lanes)</source>
        <translation>%1 (%2 Lanes)</translation>
    </message>
    <message>
        <source>%1
wave width %2, register file %3 registers, local memory %4 bytes per core, at most %5 waves per core%6</source>
        <translation>%1
Wave-Breite %2, Registerdatei %3 Register, lokaler Speicher %4 Byte je Kern, höchstens %5 Waves je Kern%6</translation>
    </message>
    <message>
        <source>Order of the waves (wave-emu --schedule): round-robin is the reference&apos;s; random:SEED, reverse and barrier-run show whether results depend on it</source>
        <translation>Reihenfolge der Waves (wave-emu --schedule): round-robin ist die der Referenz; random:SEED, reverse und barrier-run zeigen, ob Ergebnisse davon abhängen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::RaceText</name>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>atomic</source>
        <translation>Atomar</translation>
    </message>
    <message>
        <source>%1 by wave %2 lane %3 at line %4</source>
        <translation>%1 durch Wave %2, Lane %3 in Zeile %4</translation>
    </message>
    <message>
        <source>%1 by workgroup %2 wave %3 lane %4 at line %5</source>
        <translation>%1 durch Arbeitsgruppe %2, Wave %3, Lane %4 in Zeile %5</translation>
    </message>
</context>
<context>
    <name>wave::widgets::RegistersDockControl</name>
    <message>
        <source>The register was not changed: %1</source>
        <translation>Das Register wurde nicht geändert: %1</translation>
    </message>
    <message numerus="yes">
        <source>No comparison with %n step(s) ago: %1</source>
        <translation>
            <numerusform>Kein Vergleich mit dem Zustand vor %n Schritt: %1</numerusform>
            <numerusform>Kein Vergleich mit dem Zustand vor %n Schritten: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Vergleichen mit Zustand vor</translation>
    </message>
    <message>
        <source>Highlight the registers that differ from the state N steps ago instead of the changes since the previous stop.</source>
        <translation>Die Register hervorheben, die sich vom Zustand vor N Schritten unterscheiden, statt der Änderungen seit dem letzten Halt.</translation>
    </message>
    <message>
        <source>Global steps back (wave-instructions of the workgroup).</source>
        <translation>Globale Schritte zurück (Wave-Befehle der Arbeitsgruppe).</translation>
    </message>
    <message>
        <source>steps ago</source>
        <translation>Schritten</translation>
    </message>
</context>
<context>
    <name>wave::widgets::SessionController</name>
    <message>
        <source>The kernel is running: pause it first.</source>
        <translation>Der Kernel läuft: Halten Sie ihn zuerst an.</translation>
    </message>
    <message>
        <source>No kernel is running.</source>
        <translation>Es läuft kein Kernel.</translation>
    </message>
</context>
<context>
    <name>wave::widgets::SessionWorker</name>
    <message>
        <source>No kernel is running.</source>
        <translation>Es läuft kein Kernel.</translation>
    </message>
    <message>
        <source>The kernel is running: pause it first.</source>
        <translation>Der Kernel läuft: Halten Sie ihn zuerst an.</translation>
    </message>
    <message>
        <source>not enough memory for this launch (its local or device memory, history or analyses); the session was stopped</source>
        <translation>nicht genug Speicher für diesen Start (seinen lokalen oder Gerätespeicher, den Verlauf oder die Analysen); die Sitzung wurde beendet</translation>
    </message>
</context>
<context>
    <name>wave::widgets::StaleBanner</name>
    <message>
        <source>Run a&amp;gain</source>
        <translation>&amp;Erneut ausführen</translation>
    </message>
</context>
<context>
    <name>wave::widgets::StatisticsView</name>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>Instruction mix</source>
        <translation>Befehlsmix</translation>
    </message>
    <message>
        <source>wave-instructions issued</source>
        <translation>ausgegebene Wave-Befehle</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>SIMD efficiency</source>
        <translation>SIMD-Effizienz</translation>
    </message>
    <message>
        <source>%1 lanes active per instruction on average</source>
        <translation>durchschnittlich %1 aktive Lanes pro Befehl</translation>
    </message>
    <message>
        <source>lanes busy</source>
        <translation>Lanes beschäftigt</translation>
    </message>
    <message>
        <source>divergent branches</source>
        <translation>divergente Verzweigungen</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Barrieren</translation>
    </message>
    <message>
        <source>barrier releases</source>
        <translation>Barrierenfreigaben</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartend</translation>
    </message>
    <message>
        <source>%1 wave-steps · %2</source>
        <translation>%1 Wave-Schritte · %2</translation>
    </message>
    <message>
        <source>Bank conflicts</source>
        <translation>Bankkonflikte</translation>
    </message>
    <message>
        <source>%1-way</source>
        <translation>%1-fach</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>worst degree; 1 means conflict-free</source>
        <translation>schlimmster Grad; 1 heißt konfliktfrei</translation>
    </message>
    <message>
        <source>conflicted instr.</source>
        <translation>Anw. mit Konflikt</translation>
    </message>
    <message>
        <source>extra bank cycles</source>
        <translation>zusätzliche Bankzyklen</translation>
    </message>
    <message>
        <source>Memory traffic</source>
        <translation>Speicherverkehr</translation>
    </message>
    <message>
        <source>bytes moved by lanes</source>
        <translation>von Lanes bewegte Bytes</translation>
    </message>
    <message>
        <source>%1 · %2 accesses</source>
        <translation>%1 · %2 Zugriffe</translation>
    </message>
    <message>
        <source>local loads</source>
        <translation>lokale Ladevorgänge</translation>
    </message>
    <message>
        <source>local stores</source>
        <translation>lokale Speichervorgänge</translation>
    </message>
    <message>
        <source>local atomics</source>
        <translation>lokale atomare Operationen</translation>
    </message>
    <message>
        <source>device loads</source>
        <translation>Geräte-Ladevorgänge</translation>
    </message>
    <message>
        <source>device stores</source>
        <translation>Geräte-Speichervorgänge</translation>
    </message>
    <message>
        <source>device atomics</source>
        <translation>atomare Geräteoperationen</translation>
    </message>
    <message>
        <source>not recorded: enable the bank-conflict analysis</source>
        <translation>nicht aufgezeichnet: Bankkonflikt-Analyse einschalten</translation>
    </message>
    <message>
        <source>No statistics yet</source>
        <translation>Noch keine Statistik</translation>
    </message>
</context>
<context>
    <name>wave::widgets::TimelineView</name>
    <message>
        <source>step %1: click or drag to travel there</source>
        <translation>Schritt %1: Klicken oder ziehen, um dorthin zu springen</translation>
    </message>
    <message>
        <source>wave %1 · step %2</source>
        <translation>Wave %1 · Schritt %2</translation>
    </message>
    <message>
        <source>waits at the barrier at line %1 (steps %2–%3)</source>
        <translation>wartet an der Barriere in Zeile %1 (Schritte %2–%3)</translation>
    </message>
    <message>
        <source>%1 instructions from line %2 (steps %3–%4), %5% of lanes active</source>
        <translation>%1 Befehle ab Zeile %2 (Schritte %3–%4), %5 % der Lanes aktiv</translation>
    </message>
    <message>
        <source>divergence</source>
        <translation>Divergenz</translation>
    </message>
    <message>
        <source>reconvergence</source>
        <translation>Rekonvergenz</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>Ausnahme</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ValidationPage</name>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Why it does not fit</source>
        <translation>Warum es nicht passt</translation>
    </message>
    <message>
        <source>Overlap (%1)</source>
        <translation>Überlappung (%1)</translation>
    </message>
    <message>
        <source>Unused bits (%1)</source>
        <translation>Ungenutzte Bits (%1)</translation>
    </message>
    <message>
        <source>%1 (%2): %3 of %4 variants of the instruction table cannot be encoded.</source>
        <translation>%1 (%2): %3 von %4 Varianten der Befehlstabelle sind nicht kodierbar.</translation>
    </message>
    <message>
        <source>La&amp;yout:</source>
        <translation>La&amp;yout:</translation>
    </message>
</context>
<context>
    <name>wave::widgets::ViewDocks</name>
    <message>
        <source>Registers</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>Waves</source>
        <translation>Waves</translation>
    </message>
    <message>
        <source>Lane masks</source>
        <translation>Lane-Masken</translation>
    </message>
    <message>
        <source>Divergence stack</source>
        <translation>Divergenz-Stack</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Barrieren</translation>
    </message>
    <message>
        <source>Local memory</source>
        <translation>Lokaler Speicher</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>Gerätespeicher</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Explain this step</source>
        <translation>Diesen Schritt erklären</translation>
    </message>
    <message>
        <source>Save selected words as CSV…</source>
        <translation>Ausgewählte Wörter als CSV speichern…</translation>
    </message>
    <message>
        <source>Save local memory as CSV…</source>
        <translation>Lokalen Speicher als CSV speichern…</translation>
    </message>
    <message>
        <source>Save registers as CSV (selected rows or all)…</source>
        <translation>Register als CSV speichern (ausgewählte Zeilen oder alle)…</translation>
    </message>
    <message>
        <source>Zoom to fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show every wave</source>
        <translation>Jede Wave anzeigen</translation>
    </message>
    <message>
        <source>Select the memory rows to export first.</source>
        <translation>Wählen Sie zuerst die zu exportierenden Speicherzeilen aus.</translation>
    </message>
    <message>
        <source>There is no local memory to export.</source>
        <translation>Es gibt keinen lokalen Speicher zum Exportieren.</translation>
    </message>
    <message>
        <source>section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>measure</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>angezeigt</translation>
    </message>
    <message>
        <source>The editor&apos;s text differs from the code this session runs. The lines named here are where that code&apos;s lines are in the edited text; restart to run the new code.</source>
        <translation>Der Text im Editor weicht vom Code ab, den diese Sitzung ausführt. Die hier genannten Zeilen sind die Stellen, an denen die Zeilen dieses Codes im geänderten Text stehen; starten Sie neu, um den neuen Code auszuführen.</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WatchModel</name>
    <message>
        <source>no session</source>
        <translation>keine Sitzung</translation>
    </message>
    <message>
        <source>no wave</source>
        <translation>keine Wave</translation>
    </message>
    <message>
        <source>lane %1: %2</source>
        <translation>Lane %1: %2</translation>
    </message>
    <message>
        <source>lanes: none active</source>
        <translation>Lanes: keine aktiv</translation>
    </message>
    <message>
        <source>lanes: all %1 active = %2</source>
        <translation>Lanes: alle %1 aktiv = %2</translation>
    </message>
    <message>
        <source>lanes: %1</source>
        <translation>Lanes: %1</translation>
    </message>
    <message>
        <source>, … (%1 more runs)</source>
        <translation>, … (%1 weitere Abschnitte)</translation>
    </message>
    <message>
        <source>Add expression…</source>
        <translation>Ausdruck hinzufügen…</translation>
    </message>
    <message>
        <source>Does not parse: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <source>The focused lane is inactive: the value reads its registers as they are</source>
        <translation>Die fokussierte Lane ist inaktiv: Der Wert liest ihre Register, wie sie sind</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <source>Value (focused lane)</source>
        <translation>Wert (fokussierte Lane)</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>Lanes</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WatchRangeDialog</name>
    <message>
        <source>Watch Memory Range</source>
        <translation>Speicherbereich überwachen</translation>
    </message>
    <message>
        <source>Local memory</source>
        <translation>Lokaler Speicher</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>Gerätespeicher</translation>
    </message>
    <message>
        <source>e.g. 0x100 or 256</source>
        <translation>z. B. 0x100 oder 256</translation>
    </message>
    <message>
        <source>bytes, e.g. 64</source>
        <translation>Bytes, z. B. 64</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Read or write</source>
        <translation>Lesen oder Schreiben</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>&amp;Speicher:</translation>
    </message>
    <message>
        <source>&amp;Start address:</source>
        <translation>S&amp;tartadresse:</translation>
    </message>
    <message>
        <source>&amp;Length (bytes):</source>
        <translation>&amp;Länge (Bytes):</translation>
    </message>
    <message>
        <source>Stop on &amp;access:</source>
        <translation>&amp;Anhalten bei Zugriff:</translation>
    </message>
    <message>
        <source>The start address &quot;%1&quot; is not a number: write it in hex (0x100) or decimal (256).</source>
        <translation>Die Startadresse „%1“ ist keine Zahl: Schreiben Sie sie hexadezimal (0x100) oder dezimal (256).</translation>
    </message>
    <message>
        <source>The length &quot;%1&quot; is not a number of bytes: write it in decimal (64) or hex (0x40).</source>
        <translation>Die Länge „%1“ ist keine Anzahl von Bytes: Schreiben Sie sie dezimal (64) oder hexadezimal (0x40).</translation>
    </message>
    <message>
        <source>The length must be at least 1 byte: a range of 0 bytes never matches.</source>
        <translation>Die Länge muss mindestens 1 Byte betragen: Ein Bereich von 0 Bytes trifft nie zu.</translation>
    </message>
    <message>
        <source>The range goes past the end of the address space: make it shorter.</source>
        <translation>Der Bereich reicht über das Ende des Adressraums hinaus: Machen Sie ihn kürzer.</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WatchView</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a watch expression (e.g. r3, r4.f32 * 2, any(p1), lane == 5)</source>
        <translation>Überwachungsausdruck hinzufügen (z. B. r3, r4.f32 * 2, any(p1), lane == 5)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected watch expressions (Delete)</source>
        <translation>Die ausgewählten Überwachungsausdrücke entfernen (Entf)</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WaveLexer</name>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Directive</source>
        <translation>Direktive</translation>
    </message>
    <message>
        <source>Label definition</source>
        <translation>Label-Definition</translation>
    </message>
    <message>
        <source>Label reference</source>
        <translation>Label-Verweis</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>Predicate</source>
        <translation>Prädikat</translation>
    </message>
    <message>
        <source>Predicate guard</source>
        <translation>Prädikat-Wächter</translation>
    </message>
    <message>
        <source>Special register</source>
        <translation>Spezialregister</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Memory scope</source>
        <translation>Speicherbereich</translation>
    </message>
    <message>
        <source>Invalid token</source>
        <translation>Ungültiges Token</translation>
    </message>
    <message>
        <source>Arithmetic instruction</source>
        <translation>Arithmetikbefehl</translation>
    </message>
    <message>
        <source>Move instruction</source>
        <translation>Transferbefehl</translation>
    </message>
    <message>
        <source>Matrix instruction</source>
        <translation>Matrixbefehl</translation>
    </message>
    <message>
        <source>Memory instruction</source>
        <translation>Speicherbefehl</translation>
    </message>
    <message>
        <source>Atomic instruction</source>
        <translation>Atomarer Befehl</translation>
    </message>
    <message>
        <source>Wave instruction</source>
        <translation>Wave-Befehl</translation>
    </message>
    <message>
        <source>Control-flow instruction</source>
        <translation>Kontrollflussbefehl</translation>
    </message>
    <message>
        <source>Synchronisation instruction</source>
        <translation>Synchronisationsbefehl</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WavesModel</name>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>at barrier</source>
        <translation>an Barriere</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>faulted</source>
        <translation>Ausnahme</translation>
    </message>
    <message>
        <source>Active: %1</source>
        <translation>Aktiv: %1</translation>
    </message>
    <message>
        <source>Wave</source>
        <translation>Wave</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PC</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>Ausgegeben</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Barrieren</translation>
    </message>
    <message>
        <source>Wave-instructions issued by this wave</source>
        <translation>Von dieser Wave ausgegebene Wave-Befehle</translation>
    </message>
    <message>
        <source>Barrier arrivals of this wave in this workgroup</source>
        <translation>Barrieren-Ankünfte dieser Wave in dieser Arbeitsgruppe</translation>
    </message>
    <message>
        <source>One cell per lane, coloured by why it is on or off</source>
        <translation>Eine Zelle pro Lane, gefärbt nach dem Grund, warum sie an oder aus ist</translation>
    </message>
    <message>
        <source>stopped here</source>
        <translation>hier angehalten</translation>
    </message>
</context>
<context>
    <name>wave::widgets::WbinConversion</name>
    <message>
        <source>Cannot open %1: it is not a valid WAVE binary: %2</source>
        <translation>%1 kann nicht geöffnet werden: Die Datei ist keine gültige WAVE-Binärdatei: %2</translation>
    </message>
    <message>
        <source> (field %1 at offset %2)</source>
        <translation> (Feld %1 bei Offset %2)</translation>
    </message>
    <message>
        <source>Cannot disassemble %1: failed to decode instruction: %2 (file offset %3)</source>
        <translation>%1 kann nicht disassembliert werden: Befehl nicht dekodierbar: %2 (Dateioffset %3)</translation>
    </message>
    <message>
        <source>; Disassembled from %1 by WAVE Studio; it assembles back to the same bytes.
</source>
        <translation>; Von WAVE Studio aus %1 disassembliert; assembliert wieder zu denselben Bytes.
</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>the buffer has %n error(s) (first: %1); fix them first.</source>
        <translation>
            <numerusform>der Puffer enthält %n Fehler (erster: %1); beheben Sie ihn zuerst.</numerusform>
            <numerusform>der Puffer enthält %n Fehler (erster: %1); beheben Sie sie zuerst.</numerusform>
        </translation>
    </message>
    <message>
        <source>the program is too large for the .wbin container.</source>
        <translation>das Programm ist zu groß für den .wbin-Container.</translation>
    </message>
</context>
</TS>
