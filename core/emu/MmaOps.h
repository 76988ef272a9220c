#pragma once
// Internal: per-thread 4x4x4 f32 MMA (docs/reference/isa.md §7.13). Fragments are keyed by the raw
// register field number and kept per workgroup (MmaState); a missing fragment reads as zeros. Local
// addresses are r[addr] + row * r[stride] + col * 4 in 32-bit arithmetic, bounds-checked.

#include "emu/FloatOps.h"
#include "emu/MemoryOps.h"

#include <cstdint>
#include <cstring>
#include <functional>

namespace wave::emu::detail {

// The fragment's 16 floats of thread slot 0, creating it (zeros) when asked to.
inline float* mmaFragment(MmaState& s, int kind, std::uint32_t id, bool create) {
    std::int32_t& index = s.slot[kind][id & 0xFFu];
    if (index < 0) {
        if (!create)
            return nullptr;
        index = static_cast<std::int32_t>(s.fragments++);
        s.values.resize(std::size_t(s.fragments) * s.threadSlots * 16, 0.0f);
    }
    return s.values.data() + std::size_t(index) * s.threadSlots * 16;
}

template <bool Observed>
WAVE_OUTLINE StepStatus mmaOp(ExecContext& c, WaveState& w, const Lanes& L, const DecodedOp& op,
                              std::uint64_t exec) {
    MmaState& mma = c.wg->mma;
    DeviceMemory& local = c.wg->local;
    const std::uint32_t thread0 = w.id * c.width;
    if (op.handler == Handler::MmaCompute) {
        const float* A = mmaFragment(mma, MmaState::kA, op.imm & 0xFFu, false);
        const float* B = mmaFragment(mma, MmaState::kB, (op.imm >> 8) & 0xFFu, false);
        if (exec == 0)
            return StepStatus::Issued;
        float* C = mmaFragment(mma, MmaState::kC, (op.imm >> 16) & 0xFFu, true);
        // The C fragment may have just been created: re-fetch A and B (values may have moved).
        A = mmaFragment(mma, MmaState::kA, op.imm & 0xFFu, false);
        B = mmaFragment(mma, MmaState::kB, (op.imm >> 8) & 0xFFu, false);
        for (std::uint64_t m = exec; m != 0; m &= m - 1) {
            const std::size_t t = std::size_t(thread0 + lowestLane(m)) * 16;
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 4; ++j) {
                    std::uint32_t acc = fp::u(C[t + i * 4 + j]);
                    for (int k = 0; k < 4; ++k) {
                        const float a = A ? A[t + i * 4 + k] : 0.0f;
                        const float b = B ? B[t + k * 4 + j] : 0.0f;
                        // A separate multiply and add, not fused: C += A·B, C's NaN first.
                        const std::uint32_t p = fp::arith(fp::u(a), fp::u(b), std::multiplies());
                        acc = fp::arith(acc, p, std::plus());
                    }
                    C[t + i * 4 + j] = fp::f(acc);
                }
        }
        return StepStatus::Issued;
    }
    const bool store = op.handler == Handler::MmaStoreC;
    const int kind = op.handler == Handler::MmaLoadA   ? MmaState::kA
                     : op.handler == Handler::MmaLoadB ? MmaState::kB
                                                       : MmaState::kC;
    if (exec == 0)
        return StepStatus::Issued;
    float* frag = mmaFragment(mma, kind, op.imm, !store);
    const std::uint32_t* addr = L.regs + op.rs1[0];
    const std::uint32_t* stride = L.regs + op.rs2[0];
    const AccessKind access = store ? AccessKind::Write : AccessKind::Read;
    for (std::uint64_t m = exec; m != 0; m &= m - 1) {
        const std::uint32_t l = lowestLane(m);
        const std::size_t t = std::size_t(thread0 + l) * 16;
        if constexpr (Observed) {
            if (c.hooks->wants(Interest::kMemoryBatches)) {
                LaneAccess* list = c.hooks->batch;
                std::uint32_t count = 0;
                for (std::uint32_t i = 0; i < 16; ++i) {
                    const std::uint32_t a = addr[l] + (i / 4) * stride[l] + (i % 4) * 4u;
                    if (std::uint64_t(a) + 4 > local.size())
                        break;
                    list[count++] = {l, a};
                }
                if (count != 0)
                    c.hooks->note(c.hooks->observer->memoryAccesses(
                        {MemorySpace::Local, access, 4, w.id, op.pc, 0, nullptr, {list, count}}));
            }
        }
        for (std::uint32_t row = 0; row < 4; ++row)
            for (std::uint32_t col = 0; col < 4; ++col) {
                const std::uint64_t a = std::uint32_t(addr[l] + row * stride[l] + col * 4u);
                if (a + 4 > local.size())
                    return outOfBounds(c, w, op, l, a, MemorySpace::Local);
                noteAccess<Observed>(c, w, op, MemorySpace::Local, access, a, 4, l);
                if (store) {
                    const float v = frag ? frag[t + row * 4 + col] : 0.0f;
                    const DeviceMemory::Writer writer = local.writer();
                    std::memcpy(writer.bytes + a, &v, 4);
                    writer.note(a, 4);
                } else {
                    std::memcpy(&frag[t + row * 4 + col], local.data() + a, 4);
                }
            }
    }
    return StepStatus::Issued;
}

} // namespace wave::emu::detail
