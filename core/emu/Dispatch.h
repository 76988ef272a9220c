#pragma once
// Internal: the one switch from a decoded op to its semantic routine. Everything here is
// inlined into the engine loop (Engine.h), once per instantiation.

#include "emu/ControlFlow.h"
#include "emu/FloatOps.h"
#include "emu/HalfOps.h"
#include "emu/IntegerOps.h"
#include "emu/MemoryOps.h"
#include "emu/MmaOps.h"
#include "emu/WaveOps.h"
#include "isa/SpecialRegisters.h"

#include <cmath>
#include <cstdio>
#include <functional>

namespace wave::emu::detail {

// Special registers (docs/reference/isa.md §2.3, docs/reference/execution-model.md §4.3), named by
// their table (isa/SpecialRegisters.h); indices without a register read 0.
WAVE_INLINE std::uint32_t specialRegister(const ExecContext& c, const WaveState& w,
                                          std::uint32_t index, std::uint32_t lane) {
    using Sr = isa::SpecialRegisterId;
    if (index >= isa::SpecialRegisters::count)
        return 0;
    const Dim3& wgs = c.launch->workgroup;
    const std::uint64_t i = std::uint64_t(w.id) * c.width + lane;
    switch (static_cast<Sr>(index)) {
    case Sr::ThreadIdX:
        return static_cast<std::uint32_t>(i % wgs.x);
    case Sr::ThreadIdY:
        return static_cast<std::uint32_t>((i / wgs.x) % wgs.y);
    case Sr::ThreadIdZ:
        return static_cast<std::uint32_t>(i / (std::uint64_t(wgs.x) * wgs.y));
    case Sr::WaveId:
        return w.id;
    case Sr::LaneId:
        return lane;
    case Sr::WorkgroupIdX:
        return c.wg->id.x;
    case Sr::WorkgroupIdY:
        return c.wg->id.y;
    case Sr::WorkgroupIdZ:
        return c.wg->id.z;
    case Sr::WorkgroupSizeX:
        return wgs.x;
    case Sr::WorkgroupSizeY:
        return wgs.y;
    case Sr::WorkgroupSizeZ:
        return wgs.z;
    case Sr::GridSizeX:
        return c.launch->grid.x;
    case Sr::GridSizeY:
        return c.launch->grid.y;
    case Sr::GridSizeZ:
        return c.launch->grid.z;
    case Sr::WaveWidth:
        return c.width;
    case Sr::NumWaves:
        return c.wg->waveCount();
    case Sr::MmaSupported:
        return 1;
    case Sr::MmaM:
    case Sr::MmaN:
    case Sr::MmaK:
        return 4; // the 4x4x4 tile of docs/reference/isa.md §7.13
    case Sr::Count:
        break;
    }
    return 0;
}

WAVE_COLD StepStatus invalidInstruction(ExecContext& c, const WaveState& w, const DecodedOp& op,
                                        std::uint64_t exec) {
    const isa::DecodeError& error = c.program->errors[op.target];
    char buf[48];
    std::snprintf(buf, sizeof buf, "invalid instruction at PC 0x%08x: ", op.pc);
    raise(c, FaultKind::InvalidInstruction, buf + error.message, w, exec, op.pc);
    c.fault->decodeError = error.kind;
    return StepStatus::Fault;
}

// The thread id registers count x, then y, then z through the wave's slots (wave * W + lane):
// the first lane's id by division, the others by carrying, so no lane divides. The other
// registers are the same in every lane but sr_lane_id.
WAVE_OUTLINE void movSr(const ExecContext& c, const WaveState& w, const Lanes& L,
                        const DecodedOp& op) {
    using Sr = isa::SpecialRegisterId;
    const auto id = static_cast<Sr>(op.imm);
    std::uint32_t* const d = L.regs + op.rd[0];
    if (op.imm < isa::SpecialRegisters::count &&
        (id == Sr::ThreadIdX || id == Sr::ThreadIdY || id == Sr::ThreadIdZ)) {
        const Dim3& size = c.launch->workgroup;
        const std::uint64_t first = std::uint64_t(w.id) * c.width;
        const std::uint64_t row = first / size.x;
        std::uint32_t xyz[3] = {static_cast<std::uint32_t>(first % size.x),
                                static_cast<std::uint32_t>(row % size.y),
                                static_cast<std::uint32_t>(row / size.y)};
        const int axis = id == Sr::ThreadIdX ? 0 : id == Sr::ThreadIdY ? 1 : 2;
        if (std::uint64_t(xyz[0]) + L.n <= size.x) { // the wave's slots lie in one row
            const std::uint32_t x = xyz[0], same = xyz[axis];
            if (axis == 0)
                writeLanes(d, L.mask, L.n, [x](std::uint32_t l) { return x + l; });
            else
                writeLanes(d, L.mask, L.n, [same](std::uint32_t) { return same; });
            return;
        }
        for (std::uint32_t l = 0; l < L.n; ++l) {
            d[l] = (xyz[axis] & L.mask[l]) | (d[l] & ~L.mask[l]);
            if (++xyz[0] == size.x) {
                xyz[0] = 0;
                if (++xyz[1] == size.y) {
                    xyz[1] = 0;
                    ++xyz[2];
                }
            }
        }
        return;
    }
    if (id == Sr::LaneId) {
        writeLanes(d, L.mask, L.n, [](std::uint32_t l) { return l; });
        return;
    }
    const std::uint32_t value = specialRegister(c, w, op.imm, 0);
    writeLanes(d, L.mask, L.n, [value](std::uint32_t) { return value; });
}

#define WAVE_LANES                                                                                 \
    const Lanes L {                                                                                \
        regs, laneMask(w, exec, n), n                                                              \
    }
#define WAVE_ALU(...)                                                                              \
    {                                                                                              \
        WAVE_LANES;                                                                                \
        __VA_ARGS__;                                                                               \
        break;                                                                                     \
    }

// N: the lane stride when known at compile time (0: c.stride), so lane loops of the common
// wave width 32 are fully unrolled vector code.
template <bool Observed, std::uint32_t N>
WAVE_INLINE StepStatus dispatch(ExecContext& c, WaveState& w, const DecodedOp& op, std::uint64_t g,
                                std::uint64_t exec, std::uint32_t* regs) {
    const std::uint32_t n = N != 0 ? N : c.stride;
    using H = Handler;
    using U = std::uint32_t;
    namespace I = integer;
    switch (op.handler) {
    case H::Iadd:
        WAVE_ALU(alu2(L, op, [](U a, U b) { return a + b; }))
    case H::Isub:
        WAVE_ALU(alu2(L, op, [](U a, U b) { return a - b; }))
    case H::Imul:
        WAVE_ALU(alu2(L, op, [](U a, U b) { return a * b; }))
    case H::ImulHi:
        WAVE_ALU(alu2(L, op, I::imulHi))
    case H::Imad:
        WAVE_ALU(alu3(L, op, [](U a, U b, U x) { return a * b + x; }))
    case H::Idiv:
        WAVE_ALU(alu2(L, op, I::idiv))
    case H::Imod:
        WAVE_ALU(alu2(L, op, I::imod))
    case H::Ineg:
        WAVE_ALU(alu1(L, op, [](U a) { return 0u - a; }))
    case H::Iabs:
        WAVE_ALU(alu1(L, op, I::iabs))
    case H::Imin:
        WAVE_ALU(alu2(L, op, I::imin))
    case H::Imax:
        WAVE_ALU(alu2(L, op, I::imax))
    case H::Iclamp:
        WAVE_ALU(alu3(L, op, I::iclamp))
    case H::Fadd:
        WAVE_ALU(f32Binary(L, op, std::plus()))
    case H::Fsub:
        WAVE_ALU(f32Binary(L, op, std::minus()))
    case H::Fmul:
        WAVE_ALU(f32Binary(L, op, std::multiplies()))
    case H::Fma:
        WAVE_ALU(alu3(L, op, [](U a, U b, U x) { return fp::fused(a, b, x); }))
    case H::Fdiv:
        WAVE_ALU(f32Binary(L, op, std::divides()))
    case H::Fneg:
        WAVE_ALU(alu1(L, op, [](U a) { return a ^ 0x80000000u; }))
    case H::Fabs:
        WAVE_ALU(alu1(L, op, [](U a) { return a & 0x7FFFFFFFu; }))
    case H::Fmin:
        WAVE_ALU(alu2(L, op, fp::fmin))
    case H::Fmax:
        WAVE_ALU(alu2(L, op, fp::fmax))
    case H::Fclamp:
        WAVE_ALU(alu3(L, op, fp::fclamp))
    case H::Fsqrt:
        WAVE_ALU(f32Unary(L, op, [](float a) { return std::sqrt(a); }))
    case H::Frsqrt:
        WAVE_ALU(f32Unary(L, op, [](float a) { return 1.0f / std::sqrt(a); }))
    case H::Frcp:
        WAVE_ALU(f32Unary(L, op, [](float a) { return 1.0f / a; }))
    case H::Ffloor:
        WAVE_ALU(
            alu1(L, op, [](U a) { return fp::integral(a, [](float x) { return std::floor(x); }); }))
    case H::Fceil:
        WAVE_ALU(
            alu1(L, op, [](U a) { return fp::integral(a, [](float x) { return std::ceil(x); }); }))
    case H::Fround:
        WAVE_ALU(f32Unary(L, op, [](float a) { return std::nearbyint(a); }))
    case H::Ftrunc:
        WAVE_ALU(
            alu1(L, op, [](U a) { return fp::integral(a, [](float x) { return std::trunc(x); }); }))
    case H::Ffract:
        WAVE_ALU(alu1(L, op, fp::ffract))
    case H::Fsat:
        WAVE_ALU(alu1(L, op, [](U a) { return fp::fclamp(a, 0u, 0x3F800000u); }))
    case H::Fsin:
        WAVE_ALU(f32Unary(L, op, [](float a) { return std::sin(a); }))
    case H::Fcos:
        WAVE_ALU(f32Unary(L, op, [](float a) { return std::cos(a); }))
    case H::Fexp2:
        WAVE_ALU(f32Unary(L, op, [](float a) { return std::exp2(a); }))
    case H::Flog2:
        WAVE_ALU(f32Unary(L, op, [](float a) { return std::log2(a); }))
    case H::Hadd:
    case H::Hsub:
    case H::Hmul:
    case H::Hma:
    case H::Hadd2:
    case H::Hmul2:
    case H::Hma2:
    case H::Badd:
    case H::Bsub:
    case H::Bmul:
    case H::Bma:
    case H::Badd2:
    case H::Bmul2:
    case H::Bma2:
        WAVE_ALU(halfOp(op.handler, L, op))
    case H::Dadd:
    case H::Dsub:
    case H::Dmul:
    case H::Dma:
    case H::Ddiv:
    case H::Dsqrt:
        WAVE_ALU(doubleOp(op.handler, L, op))
    case H::And:
        WAVE_ALU(alu2(L, op, [](U a, U b) { return a & b; }))
    case H::Or:
        WAVE_ALU(alu2(L, op, [](U a, U b) { return a | b; }))
    case H::Xor:
        WAVE_ALU(alu2(L, op, [](U a, U b) { return a ^ b; }))
    case H::Not:
        WAVE_ALU(alu1(L, op, [](U a) { return ~a; }))
    case H::Shl:
        WAVE_ALU(alu2(L, op, [](U a, U b) { return a << (b & 31u); }))
    case H::Shr:
        WAVE_ALU(alu2(L, op, [](U a, U b) { return a >> (b & 31u); }))
    case H::Sar:
        WAVE_ALU(alu2(L, op, [](U a, U b) { return I::s(I::i(a) >> (b & 31u)); }))
    case H::Bitcount:
        WAVE_ALU(alu1(L, op, [](U a) { return U(std::popcount(a)); }))
    case H::Bitfind:
        WAVE_ALU(alu1(L, op, I::bitfind))
    case H::Bitrev:
        WAVE_ALU(alu1(L, op, I::bitrev))
    case H::Bfe:
        WAVE_ALU(alu3(L, op, I::bfe))
    case H::Bfi:
        WAVE_ALU(bfiOp(L, op))
    case H::Icmp:
    case H::Ucmp:
    case H::Fcmp:
        WAVE_ALU(compare(op.handler, w, L, op, exec))
    case H::Select:
        WAVE_ALU(selectOp(w, L, op))
    case H::Cvt:
        WAVE_ALU(convert(L, op))
    case H::Mov:
        WAVE_ALU(alu1(L, op, [](U a) { return a; }))
    case H::MovImm: {
        WAVE_LANES;
        const U v = op.imm;
        writeLanes(L.regs + op.rd[0], L.mask, L.n, [v](U) { return v; });
        break;
    }
    case H::MovSr:
        WAVE_ALU(movSr(c, w, L, op))
    case H::WaveShuffle:
    case H::WaveShuffleUp:
    case H::WaveShuffleDown:
    case H::WaveShuffleXor:
    case H::WaveBroadcast:
    case H::WaveBallot:
    case H::WaveAny:
    case H::WaveAll:
    case H::WavePrefixSum:
    case H::WaveReduceAdd:
    case H::WaveReduceMin:
    case H::WaveReduceMax:
        WAVE_ALU(waveOp(op.handler, w, L, op, exec, c.width))
    case H::LocalLoad:
    case H::DeviceLoad:
    case H::LocalStore:
    case H::DeviceStore:
    case H::LocalAtomic:
    case H::DeviceAtomic: {
        const Lanes L{regs, nullptr, n};
        const MemorySpace space = (op.handler == H::LocalLoad || op.handler == H::LocalStore ||
                                   op.handler == H::LocalAtomic)
                                      ? MemorySpace::Local
                                      : MemorySpace::Device;
        StepStatus s;
        if (op.handler == H::LocalLoad || op.handler == H::DeviceLoad)
            s = loadOp<Observed>(c, w, L, op, exec, space);
        else if (op.handler == H::LocalStore || op.handler == H::DeviceStore)
            s = storeOp<Observed>(c, w, L, op, exec, space);
        else
            s = atomicOp<Observed>(c, w, L, op, exec, space);
        if (s != StepStatus::Issued)
            return s;
        break;
    }
    case H::MmaLoadA:
    case H::MmaLoadB:
    case H::MmaStoreC:
    case H::MmaCompute: {
        const Lanes L{regs, nullptr, n};
        const StepStatus s = mmaOp<Observed>(c, w, L, op, exec);
        if (s != StepStatus::Issued)
            return s;
        break;
    }
    case H::If:
    case H::Else:
    case H::EndIf:
    case H::Loop:
    case H::Break:
    case H::Continue:
    case H::EndLoop:
    case H::Call:
    case H::Return:
    case H::Halt:
        return controlOp<Observed>(c, w, op, g);
    case H::Barrier:
        if (exec == 0) // guarded with no guard-true lane: no arrival
            break;
        w.status = WaveStatus::AtBarrier;
        w.barrierPc = op.pc;
        return StepStatus::Arrived; // stays at the barrier until the release
    case H::Fence:                  // memory is sequentially consistent: nothing to order
    case H::Wait:                   // no memory operation is ever outstanding
    case H::Nop:
        break;
    case H::Invalid:
        return invalidInstruction(c, w, op, exec);
    }
    w.op = op.next;
    return StepStatus::Issued;
}

#undef WAVE_ALU
#undef WAVE_LANES

} // namespace wave::emu::detail
