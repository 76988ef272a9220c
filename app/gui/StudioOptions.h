#pragma once
// The command line of wave-studio: --open FILE (or FILE as a positional argument), --session
// FILE (opens <source> of FILE = <source>.wavesession and applies that session), --theme
// system|light|dark|high-contrast, --size WxH, --lang CODE, --classroom and --screenshot PNG;
// for scripted demos, reviews and tests: --run, --type TEXT, --recover and --dump-buffers FILE.

#include <QSize>
#include <QString>
#include <QStringList>

namespace wave::studio {

struct StudioOptions {
    QString openFile;
    // --session FILE: the session file (its source is openFile), or empty.
    QString session;
    QString theme; // an AppTheme name, or empty: the one chosen in the View menu
    QSize size{1280, 800};
    bool sizeGiven = false; // --size was given: it wins over the saved window geometry
    QString screenshot;     // render the window to this PNG once it has settled, then exit
    // Start a debug session on the opened file and run it until its first stop (a breakpoint,
    // a fault, a deadlock or the end); --screenshot then waits for that stop.
    bool run = false;
    // Start in classroom mode (DebugWorkbench's presentation toggle).
    bool classroom = false;
    // Inserted at the cursor of the current buffer once the window is up, as if typed ("\n"
    // is a line break, "\t" a tab, "\\" a backslash).
    QString type;
    // Recover the autosaves of instances that did not close cleanly without asking (otherwise
    // a dialog offers them, except with --screenshot and --dump-buffers).
    bool recover = false;
    // Write the open buffers as JSON (BufferDump) once start-up is done, then exit.
    QString dumpBuffers;
    // The user-interface language for this run ("system", "en", "de" or "zh_CN"), or empty:
    // the one chosen in View > Language.
    QString language;

    // Parses `arguments` (argv[0] first). On a usage error returns false with `error` set;
    // --help and --version print and exit inside (QCommandLineParser's behaviour).
    static bool parse(const QStringList& arguments, StudioOptions& out, QString& error);
};

} // namespace wave::studio
