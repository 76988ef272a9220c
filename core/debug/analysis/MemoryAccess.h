#pragma once
// One lane's memory access as the analyses see it, and a batch of them. The debug session
// converts the emulator's observer events into these, so every analysis can be fed by hand in
// tests.

#include "emu/Observer.h"

#include <bit>
#include <cstdint>
#include <span>

namespace wave::debug {

enum class MemorySpace : std::uint8_t { Local, Device };

// Atomic is an indivisible read-modify-write.
enum class AccessKind : std::uint8_t { Read, Write, Atomic };

// Where an access came from.
struct AccessSite {
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
    std::uint32_t pc = 0;
    std::uint32_t line = 0; // source line, 0 when unknown
};

struct MemoryAccess {
    MemorySpace space = MemorySpace::Local;
    AccessKind kind = AccessKind::Read;
    std::uint64_t address = 0;
    std::uint32_t size = 4;      // bytes: 1, 2, 4, 8 or 16
    std::uint32_t workgroup = 0; // linear index in launch order
    AccessSite site;
    // Global step of the wave-instruction that made the access: equal for the lanes of one
    // wave-instruction, different for any two wave-instructions.
    std::uint64_t step = 0;
};

// One access's byte range, as the per-instruction analyses (bank conflicts, coalescing) keep it.
struct LaneAddress {
    std::uint64_t address = 0;
    std::uint32_t size = 4;
};

// {lane, 32-bit address}: the emulator's own type, so that its batches reach the analyses
// without a copy.
using LaneAccess = emu::LaneAccess;

// The accesses of one wave-instruction that share space, kind and size: the same as one
// MemoryAccess per access (site.lane taken from the access), fed in one call so the analyses
// run a tight loop instead of a call per lane.
struct AccessBatch {
    MemorySpace space = MemorySpace::Local;
    AccessKind kind = AccessKind::Read;
    std::uint32_t size = 4;
    std::uint32_t workgroup = 0;
    AccessSite site; // lane unused
    std::uint64_t step = 0;
    // In the order they took effect: each lane of laneMask (lowest first) at
    // laneAddresses[lane], then the entries of `lanes`.
    std::uint64_t laneMask = 0;
    const std::uint32_t* laneAddresses = nullptr;
    std::span<const LaneAccess> lanes;

    // f(lane, address) for every access, in order.
    template <class F>
    void forEach(F&& f) const {
        for (std::uint64_t m = laneMask; m != 0; m &= m - 1) {
            const auto lane = static_cast<std::uint32_t>(std::countr_zero(m));
            f(lane, laneAddresses[lane]);
        }
        for (const LaneAccess& a : lanes)
            f(a.lane, a.address);
    }
    std::size_t count() const { return std::size_t(std::popcount(laneMask)) + lanes.size(); }

    // The common shape of a whole wave's access: lanes 0..k-1, each one aligned 4-byte word,
    // lane l at word `first` + l. Returns k and sets `first`, or returns 0 for any other shape.
    std::uint32_t consecutiveWords(std::uint64_t& first) const {
        if (size != 4 || !lanes.empty() || laneMask == 0 || (laneMask & (laneMask + 1)) != 0)
            return 0;
        const std::uint32_t a0 = laneAddresses[0];
        const auto k = static_cast<std::uint32_t>(std::countr_one(laneMask));
        if (a0 % 4 != 0 || a0 > 0xFFFFFFFFu - 4 * (k - 1)) // no 32-bit wrap below
            return 0;
        std::uint32_t differ = 0;
        for (std::uint32_t l = 0; l < k; ++l) // no early exit: vectorisable
            differ |= laneAddresses[l] ^ (a0 + 4 * l);
        first = a0 / 4;
        return differ == 0 ? k : 0;
    }

    // A whole wave's access at a constant stride: lanes 0..k-1 (no list), lane l at
    // first + stride * l (stride in bytes, negative downwards) without wrapping around 2^32,
    // every address a multiple of `align` (a power of two). Returns k and sets `first` and
    // `stride`, or returns 0 for any other shape.
    std::uint32_t constantStride(std::uint32_t align, std::uint32_t& first,
                                 std::int64_t& stride) const {
        if (!lanes.empty() || laneMask == 0 || (laneMask & (laneMask + 1)) != 0)
            return 0;
        const auto k = static_cast<std::uint32_t>(std::countr_one(laneMask));
        const std::uint32_t* a = laneAddresses;
        const std::uint32_t a0 = a[0];
        const std::uint32_t s = k > 1 ? a[1] - a0 : 0; // modulo 2^32
        std::uint32_t differ = (a0 | s) & (align - 1);
        for (std::uint32_t l = 0; l < k; ++l) // no early exit: vectorisable
            differ |= a[l] ^ (a0 + s * l);
        stride = static_cast<std::int32_t>(s);
        const std::int64_t end = std::int64_t(a0) + stride * std::int64_t(k - 1);
        if (differ != 0 || end < 0 || end > std::int64_t(0xFFFFFFFF))
            return 0;
        first = a0;
        return k;
    }

    // One access as a batch of one (`storage` must outlive the batch). An address beyond 32
    // bits, past the end of any local memory, gives an empty batch.
    static AccessBatch of(const MemoryAccess& a, LaneAccess& storage) {
        storage = LaneAccess{a.site.lane, static_cast<std::uint32_t>(a.address)};
        AccessBatch b;
        b.space = a.space;
        b.kind = a.kind;
        b.size = a.size;
        b.workgroup = a.workgroup;
        b.site = a.site;
        b.step = a.step;
        if (a.address <= 0xFFFFFFFFu)
            b.lanes = {&storage, 1};
        return b;
    }
};

} // namespace wave::debug
