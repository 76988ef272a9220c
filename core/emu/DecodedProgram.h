#pragma once
// The kernel's code, pre-decoded once per launch into a flat array of ops (one per 4-byte slot
// from the kernel start to the end of the code section, so that a jump into the second word of
// an 8-byte instruction finds an op too). Operands are resolved to register-row offsets, jump
// and skip targets to op indices, so the engine's hot loop never parses bits.

#include "isa/Decoder.h"
#include "isa/Semantic.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace wave::emu {

class CompiledProgram;

// One semantic routine per row of the instruction table (isa/Semantic.h lists them; each row
// names its own). Compare conditions are in DecodedOp::predicate (from the row); conversion
// kinds, memory widths and atomic operations in DecodedOp::modifier / width.
using Handler = isa::Semantic;
using StatClass = isa::StatClass; // docs/reference/execution-model.md §13

struct DecodedOp {
    static constexpr std::uint8_t kGuarded = 1;    // pred_reg != 0 or pred_neg
    static constexpr std::uint8_t kGuardNeg = 2;   // guard is !p
    static constexpr std::uint8_t kReturnsOld = 4; // atomics: rd field != 0

    Handler handler = Handler::Invalid;
    StatClass statClass = StatClass::Control;
    std::uint8_t flags = 0;
    std::uint8_t guardPred = 0;                      // predicate slot of the guard
    std::uint8_t modifier = 0;                       // raw modifier: cvt kind, atomic op
    isa::Predicate predicate = isa::Predicate::None; // compares: the row's condition
    std::uint8_t width = 0;                          // memory access bytes
    std::uint8_t pd = 0;                             // destination predicate slot
    std::uint8_t ps = 0;                             // source predicate slot
    std::uint8_t size = 4;                           // instruction bytes
    isa::Category category = isa::Category::Misc;    // the row's (instruction runs count them)
    std::uint32_t pc = 0;                            // relative to the kernel start
    std::uint32_t next = 0;                          // op index of the following instruction
    std::uint32_t skip = 0;     // from this op: first else/endif/endloop at this nesting level
    std::uint32_t target = 0;   // Call: op index of the target; Invalid: index into errors
    std::uint32_t targetPc = 0; // Call: target pc
    std::uint32_t imm = 0;      // mov_imm value, mov_sr index, mma fragment numbers
    // Register rows as element offsets within a wave's register block. Sources are read rows
    // (r >= R reads the zero row); destinations are write rows (r >= R writes the dump row).
    // Register pairs wrap at 8 bits (r255 + 1 = r0), as in the reference.
    std::array<std::uint32_t, 4> rd{};
    std::array<std::uint32_t, 2> rs1{};
    std::array<std::uint32_t, 4> rs2{};
    std::array<std::uint32_t, 2> rs3{};
    std::uint32_t rs4 = 0;

    bool guarded() const { return flags & kGuarded; }
};

struct DecodedProgram {
    static constexpr std::uint32_t kNoOp = 0xFFFFFFFFu;

    std::vector<DecodedOp> ops;
    // Parallel to ops: the decoded instruction (info == nullptr where decoding failed), for
    // traces, observers and snapshots.
    std::vector<isa::DecodedInstruction> instructions;
    // Decode errors of Invalid ops (their kind decides the exit status,
    // docs/reference/execution-model.md §11).
    std::vector<isa::DecodeError> errors;
    std::uint32_t codeLength = 0; // bytes from the kernel start to the end of the code
    // Op index of pc = r + 4k is base[r] + k for pc < codeLength (kNoOp: residue not decoded).
    std::array<std::uint32_t, 4> base{kNoOp, kNoOp, kNoOp, kNoOp};
    std::uint32_t entry = 0; // op index of pc 0 (an end-of-code op when the kernel is empty)
    // The compiling tier's native blocks (CompiledProgram.h), when the launch uses it.
    std::shared_ptr<const CompiledProgram> compiled;
    // What it was made for: another launch of the same code with the same values may share it
    // (read-only), e.g. the runs of a portability matrix. compiledTier: the compiling tier was
    // asked for (`compiled` stays null when nothing compiles).
    std::uint32_t registers = 0;
    std::uint32_t laneStride = 0;
    std::uint32_t codeOffset = 0;
    bool compiledTier = false;

    // The op at pc, if pc is the start of a decoded slot.
    std::optional<std::uint32_t> opAt(std::uint32_t pc) const {
        if (pc >= codeLength || base[pc & 3u] == kNoOp)
            return std::nullopt;
        return base[pc & 3u] + (pc >> 2);
    }
};

} // namespace wave::emu
