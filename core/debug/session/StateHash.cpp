#include "debug/session/StateHash.h"

#include <cstring>
#include <span>
#include <string>
#include <type_traits>

namespace wave::debug {

namespace {

// FNV-1a over 8-byte words (bytes for the tail): fast enough for megabytes of device memory.
class Hasher {
public:
    void bytes(const void* data, std::size_t size) {
        const auto* p = static_cast<const std::uint8_t*>(data);
        std::size_t i = 0;
        for (; i + 8 <= size; i += 8) {
            std::uint64_t w;
            std::memcpy(&w, p + i, 8);
            mix(w);
        }
        for (; i < size; ++i)
            mix(p[i]);
        mix(size);
    }
    template <typename T>
    void value(const T& v) {
        static_assert(std::is_arithmetic_v<T> || std::is_enum_v<T>);
        std::uint64_t w = 0;
        std::memcpy(&w, &v, sizeof(T) < 8 ? sizeof(T) : 8);
        mix(w);
    }
    template <typename T>
    void vec(const std::vector<T>& v) {
        bytes(v.data(), v.size() * sizeof(T));
    }
    std::uint64_t result() const { return h_; }

private:
    void mix(std::uint64_t w) {
        h_ ^= w;
        h_ *= 0x100000001b3ull;
        h_ ^= h_ >> 29;
    }
    std::uint64_t h_ = 0xcbf29ce484222325ull;
};

void hashStats(Hasher& h, const emu::Statistics& s) {
    for (std::uint64_t v : {s.integerOps,     s.floatOps,          s.memoryOps,
                            s.controlOps,     s.waveOps,           s.atomicInstructions,
                            s.atomicLanes,    s.deviceLoads,       s.deviceLoadBytes,
                            s.deviceStores,   s.deviceStoreBytes,  s.localLoads,
                            s.localLoadBytes, s.localStores,       s.localStoreBytes,
                            s.barriers,       s.divergentBranches, s.workgroups,
                            s.waves,          s.barrierDivergences})
        h.value(v);
}

void hashWave(Hasher& h, const emu::WaveState& w) {
    h.value(w.id);
    h.value(w.status);
    h.value(w.pc);
    h.value(w.op);
    h.value(w.barrierPc);
    h.value(w.lastPc);
    h.value(w.active);
    h.value(w.live);
    h.value(w.initial);
    for (std::uint64_t p : w.predicates)
        h.value(p);
    h.value(w.control.size());
    for (const emu::ControlFrame& f : w.control) {
        h.value(f.kind);
        h.value(f.inElse);
        h.value(f.pc);
        h.value(f.startPc);
        h.value(f.startOp);
        h.value(f.entry);
        h.value(f.other);
    }
    h.value(w.calls.size());
    for (const emu::CallFrame& c : w.calls) {
        h.value(c.callPc);
        h.value(c.returnPc);
        h.value(c.returnOp);
        h.value(c.savedMask);
        h.value(c.controlDepth);
    }
    h.value(w.issued);
    // laneMask/laneMaskFor are a cache derived from other state; not hashed.
}

} // namespace

std::uint64_t StateHash::of(const emu::MachineState& s) {
    Hasher h;
    h.bytes(s.device.data(), s.device.size()); // the contents, written or not
    const emu::WorkgroupState& wg = s.workgroup;
    h.value(s.workgroupActive);
    h.value(s.nextWorkgroup);
    h.value(s.steps);
    h.value(s.status);
    hashStats(h, s.stats);
    h.value(s.fault.has_value());
    if (s.fault) {
        h.value(s.fault->kind);
        h.bytes(s.fault->message.data(), s.fault->message.size());
        h.value(s.fault->wave);
        h.value(s.fault->pc);
    }
    h.value(wg.index);
    h.value(wg.id.x);
    h.value(wg.id.y);
    h.value(wg.id.z);
    h.value(wg.waveWidth);
    h.value(wg.registerCount);
    h.value(wg.next);
    h.value(wg.schedule.policy);
    h.value(wg.schedule.seed);
    h.value(wg.picks);
    h.value(wg.waiting);
    h.value(wg.finished);
    h.value(wg.instructions);
    h.value(wg.waves.size());
    for (const emu::WaveState& w : wg.waves)
        hashWave(h, w);
    h.vec(wg.registers);
    h.vec(wg.local);
    h.vec(wg.mma.values);
    h.value(wg.mma.fragments);
    for (const auto& kind : wg.mma.slot)
        h.bytes(kind.data(), kind.size() * sizeof(kind[0]));
    return h.result();
}

} // namespace wave::debug
