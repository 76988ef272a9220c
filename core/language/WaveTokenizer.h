#pragma once
// Splits one line of WAVE source into coloured tokens for the editor and wave-lsp. The tokens are
// those of the assembler's own lexer (so highlighting and assembly always agree); this class only
// gives them their role: mnemonic (by the ISA table), label definition or reference, scope,
// comment. Text the assembler rejects becomes an Invalid token; the live assembler reports the
// actual error. Plain C++ (no Qt), cheap enough for every line Scintilla asks to restyle (and for
// every line of a 5,000-line file when the language server sends semantic tokens).

#include "isa/InstructionInfo.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace wave::language {

enum class TokenKind : std::uint8_t {
    Comment,
    Directive,       // .kernel, .end, .registers, cache hints ...
    LabelDefinition, // "name" of "name:", and the name after .kernel
    LabelReference,  // an identifier in operand position
    Mnemonic,        // a known instruction at the start of a statement (see `instruction`)
    UnknownWord,     // an identifier at the start of a statement that is no instruction
    Register,        // r0 .. r254, r3.lo
    Predicate,       // p0 .. p3
    Guard,           // @p1, @!p2
    SpecialRegister, // a known sr_* name
    Number,
    Scope,       // wave / workgroup / device / system, with or without the dot
    Punctuation, // , and :
    Invalid,     // anything the lexer of the assembler rejects
};

struct SourceToken {
    int start = 0;  // byte offset in the line
    int length = 0; // bytes
    TokenKind kind = TokenKind::Invalid;
    const isa::InstructionInfo* instruction = nullptr; // set for Mnemonic tokens
};

class WaveTokenizer {
public:
    // `line` excludes its line terminator (a trailing '\r' is skipped as a blank).
    static std::vector<SourceToken> tokenizeLine(std::string_view line);

    // How a line changes the fold depth: +1 for .kernel and each instruction that opens a block
    // (if, loop), -1 for .end and each that closes one (endif, endloop); summed over the line.
    static int foldDelta(std::string_view line, const std::vector<SourceToken>& tokens);

    // The instruction that starts the statement of a line (after a label and a guard), or null
    // when the line starts none.
    static const isa::InstructionInfo* statementInstruction(const std::vector<SourceToken>& tokens);
};

} // namespace wave::language
