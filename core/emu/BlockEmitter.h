#pragma once
// Internal (compiling tier, CompiledProgram.h): the native code of one block, AVX2 + FMA, with
// the interpreter's semantics bit for bit (IntegerOps.h, FloatOps.h). A function walks the
// block's ops; every op works on the register rows in chunks of 8 lanes (ymm registers) and
// writes its destination either whole (`full`) or blended with the active-lane mask, as
// writeLanes does. Arguments (System V): rdi = register block, rsi = lane mask, rdx = predicate
// slots, rcx = exec mask. Only caller-saved registers are used: ymm0-3 are scratch, ymm4-7
// hold an op's constants, ymm8-15 the mask of chunks 0-7 (64 lanes at most).

#include "emu/DecodedProgram.h"

#include <asmjit/x86.h>

#include <cstdint>

namespace wave::emu::detail {

class BlockEmitter {
public:
    BlockEmitter(asmjit::x86::Assembler& a, std::uint32_t laneStride)
        : a_(a), chunks_(laneStride / 8) {}

    // The ops from `first` along DecodedOp::next, `length` of them; all compilable.
    void function(const DecodedProgram& program, std::uint32_t first, std::uint32_t length,
                  bool full);

private:
    using Ymm = asmjit::x86::Ymm;
    asmjit::x86::Mem row(std::uint32_t offset, std::uint32_t chunk) const;
    void constant(const Ymm& dst, std::uint32_t value);
    void store(std::uint32_t offset, std::uint32_t chunk, const Ymm& value);
    void op(const DecodedOp& op);
    void integerOp(const DecodedOp& op, std::uint32_t chunk);
    void floatOp(const DecodedOp& op, std::uint32_t chunk);
    void compareOp(const DecodedOp& op);
    void compareChunk(const DecodedOp& op, std::uint32_t chunk);

    asmjit::x86::Assembler& a_;
    std::uint32_t chunks_;
    bool full_ = false;
};

} // namespace wave::emu::detail
