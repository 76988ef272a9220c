#pragma once
// The ISA reference of the help window, generated from the instruction table
// (core/isa/InstructionTable.h) so that it cannot disagree with the assembler: the operand
// conventions, one table per instruction category (syntax, opcode, modifier, size, semantics),
// the special registers and the directives. Every mnemonic is an HTML anchor of its own name,
// which HelpWindow::showIsaReference() jumps to. GUI thread only (tr()).

#include <QCoreApplication>
#include <QString>

namespace wave::isa {
struct InstructionInfo;
}

namespace wave::widgets {

class IsaReference {
    Q_DECLARE_TR_FUNCTIONS(IsaReference)

public:
    // The whole reference as an HTML page for QTextBrowser.
    static QString html();

    // "iadd rd, rs1, rs2" and "rd = rs1 + rs2 (wrapping)": the two texts that describe one
    // instruction, shared with anything else that shows them.
    static QString syntax(const isa::InstructionInfo& info);
    static QString semantics(const isa::InstructionInfo& info);
};

} // namespace wave::widgets
