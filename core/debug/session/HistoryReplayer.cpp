#include "debug/session/HistoryReplayer.h"

#include "debug/session/TrailSink.h"

#include <algorithm>
#include <vector>

namespace wave::debug {

namespace {

std::uint64_t machineBytes(const emu::MachineState& m) {
    std::uint64_t bytes = sizeof(Checkpoint);
    const emu::WorkgroupState& wg = m.workgroup;
    // Local memory is in the checkpoint's image (its pages are counted with the device's).
    bytes += wg.registers.size() * sizeof(std::uint32_t) + wg.mma.values.size() * sizeof(float);
    for (const emu::WaveState& w : wg.waves)
        bytes += sizeof(emu::WaveState) + w.control.size() * sizeof(emu::ControlFrame) +
                 w.calls.size() * sizeof(emu::CallFrame);
    return bytes;
}

// `previous`: the checkpoint before, whose device race pages the new one shares where unchanged.
std::uint64_t analysisBytes(const AnalysisRecorder::State& s, const AnalysisOptions& o,
                            const Checkpoint* previous) {
    std::uint64_t bytes = s.arrivals.size() * 12 + s.control.memoryBytes();
    const AnalysisRecorder::State* before = previous ? &previous->analysis : nullptr;
    if (o.heat)
        bytes += s.heat.bytesBeyond(before ? &before->heat : nullptr);
    if (o.races)
        bytes += s.races.localBytes(before ? &before->races : nullptr) +
                 s.races.races().size() * sizeof(Race) +
                 s.races.deviceBytes(before ? &before->races : nullptr) +
                 s.races.deviceRaces().size() * sizeof(Race);
    if (o.bankConflicts)
        bytes += s.bank.results().size() * sizeof(InstructionConflicts) * 2;
    if (o.coalescing)
        bytes += s.coalescing.results().size() * sizeof(InstructionCoalescing) * 2;
    return bytes;
}

} // namespace

void HistoryReplayer::normalize() {
    for (int guard = 0; guard < 1 << 20; ++guard) {
        const emu::MachineState& m = s_.emu->state();
        if (s_.terminal())
            break;
        if (!m.workgroupActive) {
            if (!s_.emu->beginWorkgroup())
                break;
            continue;
        }
        if (m.workgroup.done()) {
            s_.emu->stepScheduler();
            continue;
        }
        break;
    }
    if (s_.emu->state().status == emu::RunStatus::Paused)
        s_.emu->mutableState().status = emu::RunStatus::Ready;
    applyEdits(); // the user's edits made at this step, on the canonical state
    s_.furthest = std::max(s_.furthest, s_.emu->state().steps);
}

void HistoryReplayer::applyEdits() {
    emu::MachineState& m = s_.emu->mutableState();
    for (const StateEdit& e : s_.history.editsAt(m.steps)) {
        emu::WorkgroupState& wg = m.workgroup;
        if (e.kind == StateEdit::Kind::DeviceMemory || e.kind == StateEdit::Kind::LocalMemory) {
            (e.kind == StateEdit::Kind::DeviceMemory ? m.device : wg.local)
                .write(e.address, e.bytes);
            continue;
        }
        if (e.wave >= wg.waves.size())
            continue;
        if (e.kind == StateEdit::Kind::Register) {
            wg.setReg(e.wave, e.index, e.lane, e.value);
        } else if (e.index < 4 && e.lane < 64) {
            std::uint64_t& bits = wg.waves[e.wave].predicates[e.index];
            const std::uint64_t bit = std::uint64_t{1} << e.lane;
            bits = e.value ? bits | bit : bits & ~bit;
        }
    }
}

void HistoryReplayer::checkpointIfDue() {
    if (s_.currentStep() >= s_.lastCheckpointStep + s_.history.interval())
        takeCheckpoint();
}

void HistoryReplayer::takeCheckpoint() {
    emu::MachineState& m = s_.emu->mutableState();
    Checkpoint cp;
    cp.step = m.steps;
    // Everything but device and local memory, which go into shared pages.
    {
        struct Aside { // local memory set aside while the rest of the workgroup is copied
            emu::DeviceMemory& slot;
            emu::DeviceMemory held;
            ~Aside() { slot = std::move(held); }
        } aside{m.workgroup.local, std::move(m.workgroup.local)};
        cp.machine.workgroup = m.workgroup;
    }
    cp.machine.workgroupActive = m.workgroupActive;
    cp.machine.nextWorkgroup = m.nextWorkgroup;
    cp.machine.stats = m.stats;
    cp.machine.steps = m.steps;
    cp.machine.status = m.status;
    cp.machine.fault = m.fault;
    const Checkpoint* previous = s_.history.latestAtOrBefore(m.steps);
    cp.device = emu::DeviceImage::capture(m.device, previous ? &previous->device : nullptr,
                                          s_.history.pageCounter());
    cp.local = emu::DeviceImage::capture(m.workgroup.local, previous ? &previous->local : nullptr,
                                         s_.history.pageCounter());
    s_.recorder.closeTimelineRuns();
    cp.analysis = s_.recorder.state();
    cp.bytes = machineBytes(m) + analysisBytes(cp.analysis, s_.recorder.options(), previous) +
               cp.device.tableBytes() + cp.local.tableBytes();
    s_.history.add(std::move(cp));
    s_.lastCheckpointStep = m.steps;
}

void HistoryReplayer::restore(const Checkpoint& cp) {
    emu::MachineState& m = s_.emu->mutableState();
    // Device memory stays the live region: only the blocks written since the checkpoint (or
    // differing from it) are rewritten.
    emu::DeviceMemory device = std::move(m.device);
    emu::DeviceMemory local = std::move(m.workgroup.local);
    m = cp.machine;
    cp.device.restoreInto(device);
    m.device = std::move(device);
    if (local.size() != cp.local.size())
        local = emu::DeviceMemory(cp.local.size());
    cp.local.restoreInto(local);
    m.workgroup.local = std::move(local);
    s_.recorder.restore(cp.analysis, cp.step);
    s_.lastCheckpointStep = cp.step;
    applyEdits(); // a checkpoint may predate an edit made at its step
}

void HistoryReplayer::checkpointHere() {
    const std::uint64_t step = s_.currentStep();
    if (const Checkpoint* at = s_.history.latestAtOrBefore(step); at && at->step == step)
        s_.lastCheckpointStep = step; // an existing checkpoint (history recorded earlier)
    else
        checkpointIfDue();
}

std::uint64_t HistoryReplayer::sliceEnd(std::uint64_t target) const {
    const std::uint64_t step = s_.currentStep();
    std::uint64_t end = std::min(target, step + s_.options.sliceSteps);
    end = std::min(end, std::max(s_.lastCheckpointStep + s_.history.interval(), step + 1));
    if (const Checkpoint* next = s_.history.firstAfter(step))
        end = std::min(end, next->step);
    if (const ForcedStep* f = s_.history.nextForced(step))
        end = std::min(end, std::max(f->step, step + 1));
    if (const StateEdit* e = s_.history.nextEditAfter(step))
        end = std::min(end, e->step); // normalize() applies it there
    return end;
}

bool HistoryReplayer::replayTo(std::uint64_t target, ScanSink* sink, bool breakpoints,
                               bool observe) {
    s_.observer.beginScan(sink, breakpoints);
    const std::uint64_t from = s_.currentStep();
    struct Count { // whichever way the replay ends
        SessionState& state;
        std::uint64_t from;
        ~Count() { state.history.countReplay(state.currentStep() - from); }
    } count{s_, from};
    while (s_.currentStep() < target && !s_.terminal()) {
        if (s_.stopRequest.load(std::memory_order_relaxed))
            return false;
        checkpointHere(); // also re-densifies thinned history while passing through
        const std::uint64_t step = s_.currentStep();
        if (auto wave = s_.history.forcedAt(step)) {
            s_.emu->stepWave(*wave);
            normalize();
            continue;
        }
        const std::uint64_t end = sliceEnd(target);
        if (!observe && sink == nullptr && !breakpoints && !s_.recorder.recordsAnalyses()) {
            // Nothing to observe: the emulator's fast loop. A barrier divergence needs no
            // stop here, and verdicts re-derive the control history when they need it.
            s_.emu->setObserver(nullptr);
            s_.emu->run(end - step);
            s_.emu->setObserver(&s_.observer);
            s_.recorder.markIncomplete();
        } else {
            s_.emu->run(end - step);
        }
        normalize();
    }
    checkpointHere();
    s_.observer.takePending();
    return true;
}

void HistoryReplayer::completeControlHistory() {
    const std::uint64_t here = s_.currentStep();
    const std::uint64_t workgroup = s_.emu->state().workgroup.index;
    // The latest checkpoint from which re-execution sees the whole current workgroup.
    for (const Checkpoint* cp = s_.history.latestAtOrBefore(here); cp != nullptr;
         cp = cp->step > 0 ? s_.history.latestAtOrBefore(cp->step - 1) : nullptr) {
        if (cp->machine.workgroup.index == workgroup && !cp->analysis.complete)
            continue;
        restore(*cp);
        replayTo(here, nullptr, false, true);
        return;
    }
}

void HistoryReplayer::restoreFor(std::uint64_t target) {
    const std::uint64_t here = s_.currentStep();
    const Checkpoint* cp = s_.history.latestAtOrBefore(target);
    if (cp == nullptr)
        cp = s_.history.earliest();
    // Restore when the target lies behind, or when a checkpoint is nearer than where we are.
    if (cp != nullptr && (target < here || s_.terminal() || cp->step > here))
        restore(*cp);
}

bool HistoryReplayer::moveTo(std::uint64_t target) {
    restoreFor(target);
    return replayTo(target, nullptr, false);
}

} // namespace wave::debug
