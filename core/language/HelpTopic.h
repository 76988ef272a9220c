#pragma once
// Which ISA documentation a token of WAVE source is about: its instruction, special register,
// directive (cache hint, scope) or guard. The editor's hover help and wave-lsp's hover render
// the same topic, each in its own markup (rich text, Markdown).

#include "isa/InstructionDoc.h"
#include "isa/InstructionInfo.h"
#include "isa/SpecialRegisters.h"
#include "language/WaveTokenizer.h"

#include <cstdint>
#include <string_view>

namespace wave::language {

struct HelpTopic {
    enum class Kind : std::uint8_t { None, Instruction, SpecialRegister, Directive, Guard };
    Kind kind = Kind::None;
    const isa::InstructionInfo* instruction = nullptr;
    const isa::SpecialRegister* specialRegister = nullptr;
    const isa::DirectiveDoc* directive = nullptr;
    std::string_view guard; // as written: "@p1", "@!p2"

    // The topic of `token` of `line` (the bytes it was tokenized from); Kind::None for tokens
    // without documentation (registers, numbers, labels, comments ...).
    static HelpTopic of(std::string_view line, const SourceToken& token);
};

} // namespace wave::language
