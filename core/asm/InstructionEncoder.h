#pragma once
// Encodes one instruction statement into its words (docs/reference/isa.md §1, §5 with
// docs/reference/differences.md §2): checks the operand count and each operand's kind and range,
// and reports every bad operand. Also warns about register indices at or above the kernel's
// `.registers`.

#include "asm/DiagnosticSink.h"
#include "asm/LabelTable.h"
#include "asm/Statement.h"
#include "isa/InstructionInfo.h"

#include <array>
#include <cstdint>
#include <string>

namespace wave::assembler {

struct EncodedInstruction {
    std::uint32_t word0 = 0;
    std::uint32_t word1 = 0;
    std::uint8_t size = 4; // 4: word0 only
};

class InstructionEncoder {
public:
    InstructionEncoder(const LabelTable& labels, DiagnosticSink& sink);

    // `s.info` must be set and every label operand defined. `registerCount` is the kernel's
    // final `.registers` (0: unknown, no warning). False when an error was reported.
    bool encode(const Statement& s, const Operand* ops, std::uint32_t registerCount,
                EncodedInstruction& out);

private:
    bool operandValue(const Statement& s, const isa::OperandSpec& spec, const Operand& op,
                      bool shortForm, std::int64_t& value);
    void warnRegisters(const isa::InstructionInfo& info, unsigned first, const Statement& s,
                       const Operand* ops, std::uint32_t registerCount);
    // The hint for `!pN`: which comparison to invert, when the last one that set pN is known.
    std::string negationHint(std::int64_t predicate) const;

    struct PredicateWriter {
        const isa::InstructionInfo* info = nullptr;
        std::uint32_t line = 0;
    };

    const LabelTable& labels_;
    DiagnosticSink& sink_;
    const isa::InstructionInfo* mov_;
    const isa::InstructionInfo* movSr_;
    std::array<PredicateWriter, 4> writers_{}; // last instruction (in source order) writing pN
};

} // namespace wave::assembler
