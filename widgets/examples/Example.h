#pragma once
// One example kernel as the gallery shows it. Everything here is read from the shipped files
// (ExampleCatalog): the title, explanation and debugger hint from the kernel's header comment,
// the one-line summary from the README's table, the launch settings from `<name>.args`.

#include "launch/LaunchSettings.h"

#include <QByteArray>
#include <QString>

namespace wave::widgets {

struct Example {
    QString name;         // "vector_add": the files are <name>.wave and <name>.args
    QString title;        // the header comment's first line
    QString summary;      // the README's "Shows" cell, plain text
    QString explanation;  // the header comment's first paragraph, up to "In the debugger:"
    QString debuggerHint; // from "In the debugger:" to the end of that paragraph
    QString dataNote;     // the header's later paragraphs (input and output memory)
    // A lesson of the Encoding lab: from a header paragraph "Encoding lab: LAYOUT, MNEMONIC",
    // the layout to select and the instruction to put the cursor on. Empty for other examples.
    QString labLayout;
    QString labInstruction;
    QByteArray source;    // <name>.wave, as shipped
    QByteArray arguments; // <name>.args, as shipped
    LaunchSettings launch;
    // Why the example cannot be opened (a file missing or unreadable, .args that wave-emu
    // would refuse), naming the file; empty when it can.
    QString error;

    bool isValid() const { return error.isEmpty(); }
    QString sourceText() const { return QString::fromUtf8(source); }
    QString sourceFileName() const { return name + QStringLiteral(".wave"); }
    QString argumentsFileName() const { return name + QStringLiteral(".args"); }
};

} // namespace wave::widgets
