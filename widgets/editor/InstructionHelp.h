#pragma once
// Hover help for WAVE source: rich-text tooltips for instructions, special registers,
// directives, cache hints, scopes and guards. Everything comes from the ISA table and
// isa::InstructionDoc (the generated ISA reference reads the same functions).

#include "editor/WaveTokenizer.h"
#include "isa/InstructionDoc.h"
#include "isa/InstructionInfo.h"
#include "isa/SpecialRegisters.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace wave::widgets {

class InstructionHelp {
    Q_DECLARE_TR_FUNCTIONS(InstructionHelp)
public:
    // Syntax, semantics, opcode, modifier, size, category and operand placement.
    static QString forInstruction(const isa::InstructionInfo& info);
    static QString forSpecialRegister(const isa::SpecialRegister& reg);
    static QString forDirective(const isa::DirectiveDoc& doc);
    // `text` is the guard as written: "@p1", "@!p2".
    static QString forGuard(std::string_view text);

    // The help for `token` of `line` (the bytes it was tokenized from), or an empty string for
    // tokens without help (registers, numbers, labels, comments ...).
    static QString forToken(std::string_view line, const SourceToken& token);
};

} // namespace wave::widgets
