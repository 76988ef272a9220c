#include "debug/session/StepEffects.h"

#include <algorithm>
#include <cstring>

namespace wave::debug {

namespace {

// Words of local memory that differ between two images of it (only their changed pages are
// read).
std::uint64_t changedWords(const emu::DeviceImage& before, const emu::DeviceImage& after) {
    std::uint64_t n = 0;
    for (const std::uint64_t p : after.changedPages(before)) {
        const std::span<const std::uint8_t> a = after.page(p);
        const std::span<const std::uint8_t> b = before.page(p);
        for (std::uint64_t i = 0; i + 4 <= a.size() && i + 4 <= b.size(); i += 4)
            n += std::memcmp(a.data() + i, b.data() + i, 4) != 0 ? 1 : 0;
    }
    return n;
}

// The wave's recorded writes, when they were made by an instruction inside the move.
void addWrites(const MachineSnapshot& before, const MachineSnapshot& after, const WaveSnapshot& a,
               WaveEffects& out) {
    const WaveWrites& w = a.lastWrites;
    if (w.writes.empty() || w.step < before.step || w.step >= after.step)
        return;
    for (const WordWrite& x : w.writes) {
        MemoryWrites& m = x.space == MemorySpace::Local ? out.local : out.device;
        ++m.written;
        if (x.before != x.after)
            ++m.changed;
        m.words.push_back(x);
    }
}

WaveEffects waveEffects(const MachineSnapshot& before, const MachineSnapshot& after,
                        std::size_t index) {
    const WaveSnapshot& b = before.waves[index];
    const WaveSnapshot& a = after.waves[index];
    WaveEffects e;
    e.index = index;
    e.wave = a.id;
    e.issued = a.issued >= b.issued ? a.issued - b.issued : 0;
    e.statusChanged = a.status != b.status;
    e.halted = b.liveMask & ~a.liveMask;
    e.arrived = a.status == emu::WaveStatus::AtBarrier &&
                (b.status != emu::WaveStatus::AtBarrier || a.barrierArrivals > b.barrierArrivals);
    e.released = b.status == emu::WaveStatus::AtBarrier && a.status != emu::WaveStatus::AtBarrier;
    e.finished = a.status == emu::WaveStatus::Finished && b.status != emu::WaveStatus::Finished;
    e.faulted = a.status == emu::WaveStatus::Faulted && b.status != emu::WaveStatus::Faulted;
    if (!before.full || !after.full)
        return e;
    const std::uint32_t width = std::min<std::uint32_t>(after.waveWidth, 64);
    const auto w = static_cast<std::uint32_t>(index);
    for (std::uint32_t r = 0; r < after.registerCount; ++r) {
        std::uint64_t lanes = 0;
        for (std::uint32_t l = 0; l < width; ++l)
            if (before.reg(w, r, l) != after.reg(w, r, l))
                lanes |= std::uint64_t{1} << l;
        if (lanes)
            e.registers.push_back({r, lanes});
    }
    for (std::uint32_t p = 0; p < 4; ++p)
        if (a.predicates[p] != b.predicates[p])
            e.predicates.push_back({p, a.predicates[p] & a.activeMask});
    addWrites(before, after, a, e);
    return e;
}

} // namespace

StepEffects StepEffects::between(const MachineSnapshot& before, const MachineSnapshot& after) {
    StepEffects s;
    if (before.epoch != after.epoch || before.kernelName != after.kernelName) {
        s.move = Move::Unrelated;
        return s;
    }
    if (after.step < before.step) {
        s.move = Move::Back;
        s.steps = before.step - after.step;
        return s;
    }
    s.steps = after.step - before.step;
    if (!comparable(before, after)) {
        s.move = Move::NewWorkgroup;
        return s;
    }
    for (std::size_t w = 0; w < after.waves.size(); ++w) {
        const WaveSnapshot& b = before.waves[w];
        const WaveSnapshot& a = after.waves[w];
        // A wave that is behind where it was cannot be a forward move of it (a stale pair).
        if (a.issued < b.issued) {
            s.move = Move::Back;
            return s;
        }
        if (a.issued != b.issued || a.status != b.status)
            s.waves.push_back(waveEffects(before, after, w));
    }
    if (before.full && after.full && before.local && after.local &&
        before.local->size() == after.local->size())
        s.localChanged = static_cast<std::uint32_t>(changedWords(*before.local, *after.local));
    return s;
}

} // namespace wave::debug
