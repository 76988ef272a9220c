#pragma once
// Internal: wave operations (docs/reference/isa.md §7.11). Sources may be read from inactive lanes;
// results are computed from the values before the instruction and written to the executing lanes
// only. Reductions and votes run over the executing lanes (active and guard-true); min/max
// unsigned.

#include "emu/IntegerOps.h"

#include <bit>
#include <cstdint>

namespace wave::emu::detail {

WAVE_OUTLINE void waveOp(Handler h, WaveState& w, const Lanes& L, const DecodedOp& op,
                         std::uint64_t exec, std::uint32_t width) {
    const std::uint32_t* src = L.regs + op.rs1[0];
    const std::uint32_t* arg = L.regs + op.rs2[0];
    std::uint32_t* d = L.regs + op.rd[0];
    std::uint32_t out[64];
    const auto from = [&](std::uint64_t lane) { return lane < width ? src[lane] : 0u; };
    switch (h) {
    case Handler::WaveShuffle:
        for (std::uint32_t l = 0; l < L.n; ++l)
            out[l] = from(arg[l]);
        break;
    case Handler::WaveShuffleUp:
        for (std::uint32_t l = 0; l < L.n; ++l)
            out[l] = l >= arg[l] ? from(l - arg[l]) : 0u;
        break;
    case Handler::WaveShuffleDown:
        for (std::uint32_t l = 0; l < L.n; ++l)
            out[l] = from(static_cast<std::uint32_t>(l + arg[l]));
        break;
    case Handler::WaveShuffleXor:
        for (std::uint32_t l = 0; l < L.n; ++l)
            out[l] = from(l ^ arg[l]);
        break;
    case Handler::WaveBroadcast: {
        if (exec == 0)
            return;
        const std::uint32_t v = from(arg[lowestLane(exec)]);
        for (std::uint32_t l = 0; l < L.n; ++l)
            out[l] = v;
        break;
    }
    case Handler::WaveBallot: {
        const auto v = static_cast<std::uint32_t>(exec & w.predicates[op.ps]);
        for (std::uint32_t l = 0; l < L.n; ++l)
            out[l] = v;
        break;
    }
    case Handler::WaveAny:
    case Handler::WaveAll: {
        const std::uint64_t p = exec & w.predicates[op.ps];
        const bool v = h == Handler::WaveAny ? p != 0 : p == exec;
        std::uint64_t& pd = w.predicates[op.pd];
        pd = (pd & ~exec) | (v ? exec : 0);
        return;
    }
    case Handler::WavePrefixSum: {
        std::uint32_t sum = 0;
        for (std::uint64_t m = exec; m != 0; m &= m - 1) {
            const std::uint32_t l = lowestLane(m);
            out[l] = sum;
            sum += src[l];
        }
        for (std::uint64_t m = exec; m != 0; m &= m - 1)
            d[lowestLane(m)] = out[lowestLane(m)];
        return;
    }
    default: { // reduce add / min / max
        std::uint32_t v = h == Handler::WaveReduceMin ? 0xFFFFFFFFu : 0u;
        for (std::uint64_t m = exec; m != 0; m &= m - 1) {
            const std::uint32_t x = src[lowestLane(m)];
            v = h == Handler::WaveReduceAdd   ? v + x
                : h == Handler::WaveReduceMin ? (x < v ? x : v)
                                              : (x > v ? x : v);
        }
        for (std::uint32_t l = 0; l < L.n; ++l)
            out[l] = v;
        break;
    }
    }
    writeRow(d, L.mask, out, L.n);
}

} // namespace wave::emu::detail
