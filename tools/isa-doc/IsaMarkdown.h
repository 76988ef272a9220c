#pragma once
// The Markdown ISA reference (docs/reference/isa.md), generated from the instruction table the
// same way the Help window's page is (widgets/help/IsaReference): the prose lives in a
// hand-written template, every fact that the table holds is expanded from it, so the document
// cannot disagree with the assembler, disassembler and emulator. Plain C++, no Qt.
//
// A template line that consists of one placeholder is replaced by a generated block:
//   {{word0}} {{word1}}              the bit fields of the two instruction words
//   {{special-registers}}            index, name and meaning of every special register
//   {{opcode-map}}                   every opcode with its group, modifiers and mnemonics
//   {{instructions CAT[,CAT...]}}    syntax, encoding and operand placement of the rows of
//                                    those categories (names as isa::categoryName spells them)
//   {{semantics CAT[,CAT...] [FILTER]}} what each row does; FILTER "b" keeps the mnemonics
//                                    that start with it, "!b" drops them
//   {{counts}}                       how many rows the table has, by origin
//   {{directives}}                   directives, cache hints and scopes
// Any other line is copied unchanged.

#include <string>
#include <string_view>

namespace wave::tools {

class IsaMarkdown {
public:
    // The expanded document, or an empty string and `error` set ("12: unknown placeholder
    // {{foo}}", the template's line first) when the template names something the table lacks.
    static std::string expand(std::string_view templateText, std::string& error);
};

} // namespace wave::tools
