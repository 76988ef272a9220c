#pragma once
// The compiling tier (EngineChoice::Compiled): straight-line blocks of a DecodedProgram compiled
// to native x86-64 AVX2 code with asmjit. A block is a run of unguarded integer/float ALU ops,
// moves and compares (no memory, no control flow, nothing that can fault), entered at a
// leader: the kernel entry or the op after a control, memory or other interpreted op; a
// structured control op right after the straight-line run joins the block as its tail. The
// engine loop (CompiledBatch.h) runs a block for every Ready wave of a workgroup when all of
// them stand at its leader; since the ops of a block touch only the wave's own registers and
// predicates, that equals the interpreter's rounds, bit for bit. Everything else, and every
// observed run, stays with the interpreter. Flat loops (CompiledLoop.h) also run whole
// iterations, back edge included, in one native call.
//
// Built once per launch before any run (worker threads then share it read-only). Empty when
// the build has no JIT (CMake option WAVE_JIT) or the CPU lacks AVX2/FMA.

#include "emu/CompiledLoop.h"
#include "emu/DecodedProgram.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace wave::emu {

struct CompiledBlock {
    // regs: the wave's register block; mask: laneMask of the active lanes (all ones per
    // executing lane, one entry per lane of the row); predicates: the wave's predicate slots;
    // exec: the active mask.
    using Fn = void (*)(std::uint32_t* regs, const std::uint32_t* mask, std::uint64_t* predicates,
                        std::uint64_t exec);
    Fn masked = nullptr;      // blends every write with `mask`
    Fn full = nullptr;        // every lane of the row is active: plain stores
    std::uint32_t length = 0; // wave-instructions of the native part (0: a tail or a loop alone)
    std::uint32_t end = 0;    // op index after the native part
    // The structured control op right after the native part (if/else/endif/loop/break/
    // continue/endloop), run by the interpreter's routine in the same batch; kNoOp: none.
    std::uint32_t tail = DecodedProgram::kNoOp;
    std::array<std::uint32_t, 6> byClass{};                      // instructions per isa::StatClass
    std::array<std::uint32_t, isa::kCategoryCount> byCategory{}; // per isa::Category
    std::int32_t loop = -1; // the flat loop whose body starts here (CompiledProgram::loop)
};

class CompiledProgram {
public:
    // nullptr when there is nothing to compile or no JIT (available() false).
    static std::shared_ptr<const CompiledProgram> build(const DecodedProgram& program,
                                                        std::uint32_t laneStride);
    // The build has the JIT and the CPU can run its code.
    static bool available();
    // Whether an op can be part of a block's native code.
    static bool compilable(const DecodedOp& op);
    // Whether an op can end a block (see CompiledBlock::tail).
    static bool tailOp(const DecodedOp& op);

    ~CompiledProgram();
    CompiledProgram(const CompiledProgram&) = delete;
    CompiledProgram& operator=(const CompiledProgram&) = delete;

    // The block that starts at op index `op`, if any.
    const CompiledBlock* at(std::uint32_t op) const {
        const std::int32_t b = op < blockAt_.size() ? blockAt_[op] : -1;
        return b < 0 ? nullptr : &blocks_[static_cast<std::size_t>(b)];
    }
    std::size_t blockCount() const { return blocks_.size(); }
    const CompiledLoop& loop(std::int32_t index) const {
        return loops_[static_cast<std::size_t>(index)];
    }
    std::size_t loopCount() const { return loops_.size(); }

private:
    CompiledProgram() = default;

    std::vector<std::int32_t> blockAt_; // per op index: block index or -1
    std::vector<CompiledBlock> blocks_;
    std::vector<CompiledLoop> loops_;
    void* code_ = nullptr; // the JIT runtime's allocation holding every block
};

} // namespace wave::emu
