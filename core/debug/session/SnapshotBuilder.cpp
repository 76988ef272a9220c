#include "debug/session/SnapshotBuilder.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <span>

namespace wave::debug {

namespace {

std::uint32_t lineOf(const SnapshotContext& ctx, std::uint32_t pc) {
    return ctx.lines ? ctx.lines->line(pc) : 0;
}

// One entry per address (the first write, which holds the replaced value), with the value the
// address holds now.
WaveWrites lastWrites(const SnapshotContext& ctx, const RecordedWrites& recorded) {
    WaveWrites out;
    out.step = recorded.step;
    const emu::MachineState& m = *ctx.machine;
    std::vector<WordWrite> writes;
    recorded.appendTo(writes);
    for (const WordWrite& x : writes) {
        const bool seen =
            std::any_of(out.writes.begin(), out.writes.end(), [&](const WordWrite& y) {
                return y.space == x.space && y.address == x.address;
            });
        if (seen)
            continue;
        WordWrite w = x;
        const std::span<const std::uint8_t> memory =
            x.space == MemorySpace::Local ? m.workgroup.local.bytes() : m.device.bytes();
        if (x.address + 4 <= memory.size())
            std::memcpy(&w.after, memory.data() + x.address, 4);
        out.writes.push_back(w);
    }
    return out;
}

} // namespace

void SnapshotBuilder::fillWave(const SnapshotContext& ctx, const emu::WaveState& w, bool full,
                               WaveSnapshot& out) {
    const emu::WorkgroupState& wg = ctx.machine->workgroup;
    out.id = w.id;
    out.status = w.status;
    out.pc = w.status == emu::WaveStatus::AtBarrier ? w.barrierPc : w.pc;
    out.line = lineOf(ctx, out.pc);
    out.lastPc = w.lastPc;
    out.activeMask = w.active;
    out.liveMask = w.live;
    out.initialMask = w.initial;
    for (std::size_t p = 0; p < 4; ++p)
        out.predicates[p] = w.predicates[p];
    out.issued = w.issued;
    if (ctx.recorder && w.id < ctx.recorder->state().arrivals.size())
        out.barrierArrivals = ctx.recorder->state().arrivals[w.id];
    if (!full)
        return;
    if (ctx.recorder && w.id < ctx.recorder->state().lastWrites.size())
        out.lastWrites = lastWrites(ctx, ctx.recorder->state().lastWrites[w.id]);
    // Divergence stack. A loop's lanes that still iterate and are off, but were not handed
    // to the frame above it (its entry), were parked by a `continue` of that loop: a break
    // would have left `other`, a halt `live`, and an `if` above would hold them in its entry
    // (the emulator removes continued lanes from the entries of the ifs they leave).
    std::uint64_t innerLanes = 0; // entry of the frame above frame k
    out.frames.resize(w.control.size());
    for (std::size_t k = w.control.size(); k-- > 0;) {
        const emu::ControlFrame& f = w.control[k];
        FrameSnapshot& s = out.frames[k];
        s.pc = f.pc;
        s.line = lineOf(ctx, f.pc);
        s.inElse = f.inElse;
        s.entry = f.entry;
        if (f.kind == emu::ControlFrame::Kind::If) {
            s.kind = FrameSnapshot::Kind::If;
            s.elseMask = f.other;
            s.thenMask = f.entry & ~f.other;
        } else {
            s.kind = FrameSnapshot::Kind::Loop;
            s.breakMask = f.entry & ~f.other & w.initial;
            s.continueMask = f.other & w.live & ~w.active & ~innerLanes;
        }
        if (ctx.structure) {
            s.reconvergencePc = ctx.structure->reconvergencePc(f.pc);
            if (s.reconvergencePc)
                s.reconvergenceLine = lineOf(ctx, *s.reconvergencePc);
        }
        innerLanes = f.entry;
    }
    for (const emu::CallFrame& c : w.calls)
        out.calls.push_back(CallSnapshot{c.callPc, lineOf(ctx, c.callPc), c.returnPc, c.savedMask});
    const std::uint32_t width = wg.waveWidth;
    const std::uint32_t regs = std::min<std::uint32_t>(wg.registerCount, 256);
    out.registers.resize(std::size_t(regs) * width);
    for (std::uint32_t r = 0; r < regs; ++r)
        for (std::uint32_t lane = 0; lane < width; ++lane)
            out.registers[std::size_t(r) * width + lane] = wg.reg(w.id, r, lane);
}

BarrierBoard SnapshotBuilder::board(const SnapshotContext& ctx, const emu::Fault* fault) {
    BarrierBoard board;
    const emu::WorkgroupState& wg = ctx.machine->workgroup;
    char label[96];
    std::snprintf(label, sizeof label, "workgroup (%u,%u,%u)", wg.id.x, wg.id.y, wg.id.z);
    board.workgroupLabel = label;
    for (const emu::WaveState& w : wg.waves) {
        WaveReport r;
        r.wave = w.id;
        r.status = boardStatus(w.status);
        r.pc = w.status == emu::WaveStatus::AtBarrier  ? w.barrierPc
               : w.status == emu::WaveStatus::Finished ? w.lastPc
                                                       : w.pc;
        r.activeMask = w.active;
        if (fault && fault->kind == emu::FaultKind::Deadlock) {
            for (const emu::WaveReport& f : fault->waves) {
                if (f.wave == w.id) {
                    r.status = boardStatus(f.status);
                    r.pc = f.pc;
                    r.activeMask = f.activeMask;
                }
            }
        } else if (fault && fault->inWorkgroup && fault->wave == w.id &&
                   fault->kind != emu::FaultKind::Deadlock) {
            r.status = WaveStatus::Faulted;
            r.pc = fault->pc;
            r.fault = fault->message;
        }
        r.line = lineOf(ctx, r.pc);
        if (ctx.recorder) {
            const auto& s = ctx.recorder->state();
            if (w.id < s.arrivals.size())
                r.barrierArrivals = s.arrivals[w.id];
            r.decisions = s.control.decisions(w.id);
        }
        board.waves.push_back(std::move(r));
    }
    return board;
}

std::shared_ptr<MachineSnapshot> SnapshotBuilder::build(const SnapshotContext& ctx, bool full) {
    auto snap = std::make_shared<MachineSnapshot>();
    const emu::MachineState& m = *ctx.machine;
    const emu::EffectiveLaunch& l = *ctx.launch;
    snap->full = full;
    snap->step = m.steps;
    snap->status = m.status;
    snap->kernelName = l.kernelName;
    snap->grid = l.grid;
    snap->workgroupSize = l.workgroup;
    snap->waveWidth = l.waveWidth;
    snap->registerCount = l.registers;
    snap->workgroupCount = l.workgroupCount;
    snap->deviceSize = m.device.size();
    snap->workgroupActive = m.workgroupActive;
    snap->workgroupIndex = m.workgroup.index;
    snap->workgroupId = m.workgroup.id;
    snap->nextWorkgroup = m.nextWorkgroup;
    snap->wavesWaiting = m.workgroup.waiting;
    snap->wavesFinished = m.workgroup.finished;
    snap->stats = m.stats;
    snap->waves.resize(m.workgroup.waves.size());
    for (std::size_t i = 0; i < m.workgroup.waves.size(); ++i)
        fillWave(ctx, m.workgroup.waves[i], full, snap->waves[i]);
    snap->epoch = ctx.epoch;
    // Light snapshots carry the board too: it is the one source of the barrier board view.
    snap->board = board(ctx, m.fault ? &*m.fault : nullptr);
    return snap;
}

} // namespace wave::debug
