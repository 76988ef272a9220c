#pragma once
// Internal: loads, stores and atomics (docs/reference/isa.md §7.9, §7.10). Lanes are processed one
// by one in lane order, each access bounds-checked (addr + n <= size); the first out-of-bounds lane
// faults and earlier lanes keep their effects. Unaligned accesses are allowed
// (docs/reference/differences.md §4).

#include "emu/ExecContext.h"
#include "emu/IntegerOps.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>
#include <mutex>

namespace wave::emu::detail {

WAVE_COLD StepStatus outOfBounds(ExecContext& c, WaveState& w, const DecodedOp& op,
                                 std::uint32_t lane, std::uint64_t address, MemorySpace space) {
    raise(c, FaultKind::OutOfBounds, outOfBoundsMessage(address), w, std::uint64_t(1) << lane,
          op.pc);
    c.fault->address = address;
    c.fault->space = space;
    return StepStatus::Fault;
}

template <bool Observed>
WAVE_INLINE void noteAccess(ExecContext& c, const WaveState& w, const DecodedOp& op,
                            MemorySpace space, AccessKind kind, std::uint64_t address,
                            std::uint32_t size, std::uint32_t lane) {
    if constexpr (Observed) {
        if (c.hooks->wants(Interest::kMemoryLanes))
            c.hooks->note(
                c.hooks->observer->memoryAccess({space, kind, address, size, w.id, lane, op.pc}));
    }
}

// The highest address of the executing lanes, if every one of them can access n bytes
// (then the caller may skip the per-lane checks); 0 lanes also qualify.
WAVE_INLINE bool allInBounds(const std::uint32_t* addr, const std::uint32_t* m, std::uint32_t lanes,
                             std::uint32_t n, std::uint64_t size) {
    std::uint32_t hi = 0;
    for (std::uint32_t l = 0; l < lanes; ++l)
        hi = std::max(hi, addr[l] & m[l]);
    return std::uint64_t(hi) + n <= size;
}

// The lanes of `exec` before the first one whose access of n bytes at addr[lane] is not inside
// `size` bytes (all of them when every one is).
[[gnu::noinline]] inline std::uint64_t inBoundsPrefix(std::uint64_t exec, const std::uint32_t* addr,
                                                      std::uint32_t n, std::uint64_t size) {
    for (std::uint64_t m = exec; m != 0; m &= m - 1) {
        const auto l = static_cast<std::uint32_t>(std::countr_zero(m));
        if (std::uint64_t(addr[l]) + n > size)
            return exec & ((std::uint64_t(1) << l) - 1);
    }
    return exec;
}

// The observer takes this wave-instruction's accesses as a batch.
template <bool Observed>
WAVE_INLINE bool batched(const ExecContext& c, std::uint64_t exec) {
    if constexpr (Observed)
        return exec != 0 && c.hooks->wants(Interest::kMemoryBatches);
    return false;
}

// Observed runs whose observer wants batches: reports the accesses of the executing lanes, up
// to the first one out of bounds, before any of them takes effect. `whole`: allInBounds held
// for the executing lanes (the caller's fast path tests it too).
template <bool Observed>
WAVE_INLINE void noteBatch(ExecContext& c, const WaveState& w, const DecodedOp& op,
                           std::uint64_t exec, MemorySpace space, AccessKind kind, std::uint32_t n,
                           const std::uint32_t* addr, bool whole) {
    if constexpr (Observed) {
        if (!batched<Observed>(c, exec))
            return;
        const std::uint64_t size = space == MemorySpace::Device ? c.deviceSize : c.wg->local.size();
        const std::uint64_t lanes = whole ? exec : inBoundsPrefix(exec, addr, n, size);
        if (lanes != 0)
            c.hooks->note(
                c.hooks->observer->memoryAccesses({space, kind, n, w.id, op.pc, lanes, addr, {}}));
    }
}

WAVE_INLINE std::uint32_t read32(const std::uint8_t* p) {
    std::uint32_t v;
    std::memcpy(&v, p, 4);
    return v;
}
WAVE_INLINE void write32(std::uint8_t* p, std::uint32_t v) {
    std::memcpy(p, &v, 4);
}

// The u32 stores of the executing lanes (all in bounds), in lane order so that the highest
// lane wins on equal addresses. Eight executing lanes on consecutive words (a row, a tile's
// row) are one copy: their words are distinct, so the order does not matter among them.
WAVE_INLINE void storeWords(std::uint8_t* bytes, const std::uint32_t* addr, const std::uint32_t* v,
                            std::uint64_t exec, std::uint32_t lanes) {
    for (std::uint32_t l = 0; l < lanes; l += 8) {
        const std::uint64_t chunk = (exec >> l) & 0xFF;
        if (chunk == 0xFF && l + 8 <= lanes) {
            const std::uint32_t a0 = addr[l];
            std::uint32_t differ = a0 > 0xFFFFFFFFu - 28 ? 1 : 0; // no wrap past 2^32
            for (std::uint32_t k = 0; k < 8; ++k)                 // no early exit: vectorisable
                differ |= addr[l + k] ^ (a0 + 4 * k);
            if (differ == 0) {
                std::memcpy(bytes + a0, v + l, 32);
                continue;
            }
        }
        for (std::uint64_t m = chunk; m != 0; m &= m - 1) {
            const std::uint32_t k = l + lowestLane(m);
            write32(bytes + addr[k], v[k]);
        }
    }
}

// Notes the u32 stores of the executing lanes (all in bounds) for DeviceImage: the blocks
// from the lowest to the highest address when they are few (a wave's lanes usually write one
// block; noting a block not written is harmless), else lane by lane.
WAVE_INLINE void noteStores(const DeviceMemory::Writer& writer, const std::uint32_t* addr,
                            const std::uint32_t* m, std::uint32_t lanes, std::uint64_t exec) {
    std::uint32_t lo = ~0u, hi = 0;
    for (std::uint32_t l = 0; l < lanes; ++l) {
        lo = std::min(lo, addr[l] | ~m[l]);
        hi = std::max(hi, addr[l] & m[l]);
    }
    if (exec == 0 || writer.noteRange(lo, std::uint64_t(hi) + 3, 4))
        return;
    for (std::uint64_t e = exec; e != 0; e &= e - 1)
        writer.note(addr[lowestLane(e)], 4);
}

// Runs `access(lane, pointer)` for every executing lane in lane order, after its bounds check
// (the first failing lane faults) and its per-lane observer event (the caller reports the
// batch).
template <bool Observed, class F>
WAVE_INLINE StepStatus eachAccess(ExecContext& c, WaveState& w, const DecodedOp& op,
                                  std::uint64_t exec, MemorySpace space, AccessKind kind,
                                  std::uint32_t n, const std::uint32_t* addr, F&& access) {
    const bool device = space == MemorySpace::Device;
    const DeviceMemory::Writer writer = device ? c.deviceWriter : c.wg->local.writer();
    const std::uint64_t size = device ? c.deviceSize : c.wg->local.size();
    for (std::uint64_t m = exec; m != 0; m &= m - 1) {
        const std::uint32_t l = lowestLane(m);
        const std::uint64_t a = addr[l];
        if (a + n > size)
            return outOfBounds(c, w, op, l, a, space);
        noteAccess<Observed>(c, w, op, space, kind, a, n, l);
        access(l, writer.bytes + a);
        if (kind != AccessKind::Read)
            writer.note(a, n);
    }
    return StepStatus::Issued;
}

template <bool Observed>
WAVE_INLINE StepStatus loadOp(ExecContext& c, WaveState& w, const Lanes& L, const DecodedOp& op,
                              std::uint64_t exec, MemorySpace space) {
    const bool device = space == MemorySpace::Device;
    const std::uint32_t n = op.width;
    std::uint32_t *d0 = L.regs + op.rd[0], *d1 = L.regs + op.rd[1];
    const std::uint64_t lanes = static_cast<std::uint64_t>(std::popcount(exec));
    const std::uint64_t size = device ? c.deviceSize : c.wg->local.size();
    const std::uint32_t* addr = L.regs + op.rs1[0];
    const bool fast = !Observed || !c.hooks->wants(Interest::kMemoryLanes);
    // The lane-mask cache is machine state: refreshed exactly where it always was.
    const std::uint32_t* m = fast || batched<Observed>(c, exec) ? laneMask(w, exec, L.n) : nullptr;
    const bool whole = m != nullptr && allInBounds(addr, m, L.n, n, size);
    noteBatch<Observed>(c, w, op, exec, space, AccessKind::Read, n, addr, whole);
    if (fast) {
        // Fast path for u32 loads whose lanes are all in bounds: a (vectorisable) gather.
        const std::uint8_t* mem = device ? c.device : c.wg->local.data();
        if (n == 4 && size >= 4 && whole) {
            writeLanes(d0, m, L.n, [&](std::uint32_t l) { return read32(mem + (addr[l] & m[l])); });
            (device ? c.stats->deviceLoads : c.stats->localLoads) += lanes;
            (device ? c.stats->deviceLoadBytes : c.stats->localLoadBytes) += lanes * n;
            return StepStatus::Issued;
        }
    }
    const StepStatus s = eachAccess<Observed>(
        c, w, op, exec, space, AccessKind::Read, n, L.regs + op.rs1[0],
        [&](std::uint32_t l, const std::uint8_t* p) {
            switch (n) {
            case 1:
                d0[l] = p[0];
                break;
            case 2:
                d0[l] = std::uint32_t(p[0]) | (std::uint32_t(p[1]) << 8);
                break;
            case 4:
                d0[l] = read32(p);
                break;
            case 8:
                if (device) { // device: rd first; local: rd+1 first (docs/reference/isa.md §7.9)
                    d0[l] = read32(p);
                    d1[l] = read32(p + 4);
                } else {
                    d1[l] = read32(p + 4);
                    d0[l] = read32(p);
                }
                break;
            default:
                for (std::uint32_t k = 0; k < 4; ++k)
                    L.regs[op.rd[k] + l] = read32(p + 4 * k);
                break;
            }
        });
    (device ? c.stats->deviceLoads : c.stats->localLoads) += lanes;
    (device ? c.stats->deviceLoadBytes : c.stats->localLoadBytes) += lanes * n;
    return s;
}

template <bool Observed>
WAVE_INLINE StepStatus storeOp(ExecContext& c, WaveState& w, const Lanes& L, const DecodedOp& op,
                               std::uint64_t exec, MemorySpace space) {
    const bool device = space == MemorySpace::Device;
    const std::uint32_t n = op.width;
    const std::uint64_t lanes = static_cast<std::uint64_t>(std::popcount(exec));
    const std::uint64_t size = device ? c.deviceSize : c.wg->local.size();
    const std::uint32_t* addr = L.regs + op.rs1[0];
    const bool fast = !Observed || !c.hooks->wants(Interest::kMemoryLanes);
    // The lane-mask cache is machine state: refreshed exactly where it always was.
    const bool whole = ((fast && n == 4) || batched<Observed>(c, exec)) &&
                       allInBounds(addr, laneMask(w, exec, L.n), L.n, n, size);
    noteBatch<Observed>(c, w, op, exec, space, AccessKind::Write, n, addr, whole);
    if (fast) {
        // Fast path for u32 stores whose lanes are all in bounds: no per-lane checks; still in
        // lane order, so the highest lane wins on equal addresses.
        const DeviceMemory::Writer writer = device ? c.deviceWriter : c.wg->local.writer();
        const std::uint32_t* v = L.regs + op.rs2[0];
        if (n == 4 && whole) {
            storeWords(writer.bytes, addr, v, exec, L.n);
            noteStores(writer, addr, laneMask(w, exec, L.n), L.n, exec);
            (device ? c.stats->deviceStores : c.stats->localStores) += lanes;
            (device ? c.stats->deviceStoreBytes : c.stats->localStoreBytes) += lanes * n;
            return StepStatus::Issued;
        }
    }
    const StepStatus s =
        eachAccess<Observed>(c, w, op, exec, space, AccessKind::Write, n, L.regs + op.rs1[0],
                             [&](std::uint32_t l, std::uint8_t* p) {
                                 const std::uint32_t v = L.regs[op.rs2[0] + l];
                                 switch (n) {
                                 case 1:
                                     p[0] = static_cast<std::uint8_t>(v);
                                     break;
                                 case 2:
                                     p[0] = static_cast<std::uint8_t>(v);
                                     p[1] = static_cast<std::uint8_t>(v >> 8);
                                     break;
                                 case 4:
                                     write32(p, v);
                                     break;
                                 default:
                                     for (std::uint32_t k = 0; k < n / 4; ++k)
                                         write32(p + 4 * k, L.regs[op.rs2[k] + l]);
                                     break;
                                 }
                             });
    (device ? c.stats->deviceStores : c.stats->localStores) += lanes;
    (device ? c.stats->deviceStoreBytes : c.stats->localStoreBytes) += lanes * n;
    return s;
}

// New memory value of atomic operation `kind` (docs/reference/isa.md §7.10; min/max unsigned; 8 =
// CAS).
constexpr std::uint32_t atomicResult(std::uint8_t kind, std::uint32_t old, std::uint32_t v,
                                     std::uint32_t compare) {
    switch (kind) {
    case 0:
        return old + v;
    case 1:
        return old - v;
    case 2:
        return v < old ? v : old;
    case 3:
        return v > old ? v : old;
    case 4:
        return old & v;
    case 5:
        return old | v;
    case 6:
        return old ^ v;
    case 7:
        return v;
    default:
        return old == compare ? v : old;
    }
}

// Device atomics of parallel workers: a real atomic read-modify-write on aligned words; a lock
// for unaligned ones (which are then atomic only with respect to each other).
inline std::uint32_t sharedAtomic(ExecContext& c, std::uint8_t* p, std::uint8_t kind,
                                  std::uint32_t v, std::uint32_t compare) {
    if ((reinterpret_cast<std::uintptr_t>(p) & 3u) != 0) {
        std::lock_guard<std::mutex> lock(*c.deviceLock);
        const std::uint32_t old = read32(p);
        write32(p, atomicResult(kind, old, v, compare));
        return old;
    }
    std::atomic_ref<std::uint32_t> ref(*reinterpret_cast<std::uint32_t*>(p));
    switch (kind) {
    case 0:
        return ref.fetch_add(v);
    case 1:
        return ref.fetch_sub(v);
    case 4:
        return ref.fetch_and(v);
    case 5:
        return ref.fetch_or(v);
    case 6:
        return ref.fetch_xor(v);
    case 7:
        return ref.exchange(v);
    default: {
        std::uint32_t old = ref.load();
        while (!ref.compare_exchange_weak(old, atomicResult(kind, old, v, compare))) {
        }
        return old;
    }
    }
}

template <bool Observed>
WAVE_OUTLINE StepStatus atomicOp(ExecContext& c, WaveState& w, const Lanes& L, const DecodedOp& op,
                                 std::uint64_t exec, MemorySpace space) {
    const bool shared = space == MemorySpace::Device && c.sharedDevice;
    const std::uint32_t* value = L.regs + op.rs2[0];
    const std::uint32_t* compare = L.regs + op.rs3[0];
    std::uint32_t* d = L.regs + op.rd[0];
    const bool returnsOld = op.flags & DecodedOp::kReturnsOld;
    if (batched<Observed>(c, exec)) {
        const std::uint64_t size = space == MemorySpace::Device ? c.deviceSize : c.wg->local.size();
        const std::uint32_t* addr = L.regs + op.rs1[0];
        noteBatch<Observed>(c, w, op, exec, space, AccessKind::Atomic, 4, addr,
                            allInBounds(addr, laneMask(w, exec, L.n), L.n, 4, size));
    }
    const StepStatus s = eachAccess<Observed>(
        c, w, op, exec, space, AccessKind::Atomic, 4, L.regs + op.rs1[0],
        [&](std::uint32_t l, std::uint8_t* p) {
            std::uint32_t old;
            if (shared) {
                old = sharedAtomic(c, p, op.modifier, value[l], compare[l]);
            } else {
                old = read32(p);
                write32(p, atomicResult(op.modifier, old, value[l], compare[l]));
            }
            if (returnsOld)
                d[l] = old;
        });
    c.stats->atomicLanes += static_cast<std::uint64_t>(std::popcount(exec));
    return s;
}

} // namespace wave::emu::detail
