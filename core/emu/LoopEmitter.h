#pragma once
// Internal (compiling tier, CompiledLoop.h): the native driver of one flat loop. It runs the
// loop's segments in lock step over the slots (System V: rdi = first slot, rsi = end of the
// slots, rdx = LoopRun): for every slot a segment's compilable ops (calling the segment's block
// functions from BlockEmitter, which keep rbx, rbp and r12-r15), refreshing the wave's lane-mask
// cache first as the interpreter's ops do; then the control op, a `break`/`continue` only after
// checking that it leaves every wave some active lane, a local load only after checking every
// wave's addresses. State kept across the calls: r12 = first
// slot, r13 = end, r14 = current slot, r15 = LoopRun, rbx = iterations, rbp = lane count.

#include "emu/CompiledLoop.h"
#include "emu/DecodedProgram.h"

#include <asmjit/x86.h>

#include <cstdint>
#include <vector>

namespace wave::emu::detail {

class LoopEmitter {
public:
    LoopEmitter(asmjit::x86::Assembler& a, std::uint32_t laneStride) : a_(a), lanes_(laneStride) {}

    // masked[s] / full[s]: segment s's block functions (unbound when its length is 0).
    void driver(const DecodedProgram& program, const CompiledLoop& loop,
                const std::vector<asmjit::Label>& masked, const std::vector<asmjit::Label>& full);

private:
    // Emits `body` once per slot (r14 walks the slots; r8 = the slot's WaveState).
    template <class Body>
    void forEachSlot(Body&& body);
    void aluSegment(std::uint32_t length, const asmjit::Label& masked, const asmjit::Label& full);
    void refreshMask();
    void localLoad(const DecodedOp& op, const asmjit::Label& stop);
    void gatherChunk(const asmjit::x86::Mem& dst, const asmjit::x86::Mem& addr,
                     const asmjit::x86::Mem& mask);
    void breakOrContinue(const DecodedOp& op, const asmjit::Label& stop);
    template <class Record>
    void traced(std::uint32_t bytes, Record&& record);
    void endLoop();

    asmjit::x86::Assembler& a_;
    std::uint32_t lanes_;
};

} // namespace wave::emu::detail
