// DebugSession: checkpoints, deterministic re-execution and reverse commands.

#include "debug/session/DebugSession.h"

#include "debug/session/TrailSink.h"

#include <algorithm>

namespace wave::debug {

namespace {

std::uint64_t machineBytes(const emu::MachineState& m) {
    std::uint64_t bytes = sizeof(Checkpoint);
    const emu::WorkgroupState& wg = m.workgroup;
    bytes += wg.registers.size() * sizeof(std::uint32_t) + wg.local.size() +
             wg.mma.values.size() * sizeof(float);
    for (const emu::WaveState& w : wg.waves)
        bytes += sizeof(emu::WaveState) + w.control.size() * sizeof(emu::ControlFrame) +
                 w.calls.size() * sizeof(emu::CallFrame);
    return bytes;
}

std::uint64_t analysisBytes(const AnalysisRecorder::State& s, const AnalysisOptions& o) {
    std::uint64_t bytes = s.arrivals.size() * 12 + s.control.memoryBytes();
    if (o.heat)
        bytes += s.heat.words().size() * sizeof(WordHeat);
    if (o.races)
        bytes += s.heat.localBytes() / 4 * 96 + s.races.races().size() * sizeof(Race) +
                 s.races.deviceWords() * 160 + s.races.deviceRaces().size() * sizeof(Race);
    if (o.bankConflicts)
        bytes += s.bank.results().size() * sizeof(InstructionConflicts) * 2;
    if (o.coalescing)
        bytes += s.coalescing.results().size() * sizeof(InstructionCoalescing) * 2;
    return bytes;
}

} // namespace

void DebugSession::checkpointIfDue() {
    if (currentStep() >= lastCheckpointStep_ + history_.interval())
        takeCheckpoint();
}

void DebugSession::takeCheckpoint() {
    const emu::MachineState& m = emu_->state();
    Checkpoint cp;
    cp.step = m.steps;
    // Everything but device memory, which goes into shared pages.
    cp.machine.workgroup = m.workgroup;
    cp.machine.workgroupActive = m.workgroupActive;
    cp.machine.nextWorkgroup = m.nextWorkgroup;
    cp.machine.stats = m.stats;
    cp.machine.steps = m.steps;
    cp.machine.status = m.status;
    cp.machine.fault = m.fault;
    const Checkpoint* previous = history_.latestAtOrBefore(m.steps);
    cp.device = PageImage::capture(m.device, previous ? &previous->device : nullptr,
                                   history_.pageCounter());
    recorder_.closeTimelineRuns();
    cp.analysis = recorder_.state();
    cp.bytes = machineBytes(m) + analysisBytes(cp.analysis, recorder_.options());
    history_.add(std::move(cp));
    lastCheckpointStep_ = m.steps;
}

void DebugSession::restore(const Checkpoint& cp) {
    emu::MachineState& m = emu_->mutableState();
    std::vector<std::uint8_t> device = std::move(m.device);
    m = cp.machine;
    device.resize(cp.device.size());
    cp.device.restoreInto(device);
    m.device = std::move(device);
    recorder_.restore(cp.analysis, cp.step);
    lastCheckpointStep_ = cp.step;
    applyEdits(); // a checkpoint may predate an edit made at its step
}

void DebugSession::checkpointHere() {
    const std::uint64_t s = currentStep();
    if (const Checkpoint* at = history_.latestAtOrBefore(s); at && at->step == s)
        lastCheckpointStep_ = s; // an existing checkpoint (history recorded earlier)
    else
        checkpointIfDue();
}

std::uint64_t DebugSession::sliceEnd(std::uint64_t target) const {
    const std::uint64_t s = currentStep();
    std::uint64_t end = std::min(target, s + options_.sliceSteps);
    end = std::min(end, std::max(lastCheckpointStep_ + history_.interval(), s + 1));
    if (const Checkpoint* next = history_.firstAfter(s))
        end = std::min(end, next->step);
    if (const ForcedStep* f = history_.nextForced(s))
        end = std::min(end, std::max(f->step, s + 1));
    if (const StateEdit* e = history_.nextEditAfter(s))
        end = std::min(end, e->step); // normalize() applies it there
    return end;
}

bool DebugSession::replayTo(std::uint64_t target, ScanSink* sink, bool breakpoints, bool observe) {
    observer_.beginScan(sink, breakpoints);
    const std::uint64_t from = currentStep();
    struct Count { // whichever way the replay ends
        History& history;
        const DebugSession& session;
        std::uint64_t from;
        ~Count() { history.countReplay(session.currentStep() - from); }
    } count{history_, *this, from};
    while (currentStep() < target && !terminal()) {
        if (stopRequest_.load(std::memory_order_relaxed))
            return false;
        checkpointHere(); // also re-densifies thinned history while passing through
        const std::uint64_t s = currentStep();
        if (auto wave = history_.forcedAt(s)) {
            observer_.syncStep(s);
            emu_->stepWave(*wave);
            normalize();
            continue;
        }
        const std::uint64_t end = sliceEnd(target);
        if (!observe && sink == nullptr && !breakpoints && !recorder_.recordsAnalyses()) {
            // Nothing to observe: the emulator's fast loop. A barrier divergence needs no
            // stop here, and verdicts re-derive the control history when they need it.
            emu_->setObserver(nullptr);
            emu_->run(end - s);
            emu_->setObserver(&observer_);
            recorder_.markIncomplete();
        } else {
            observer_.syncStep(s);
            emu_->run(end - s);
        }
        normalize();
    }
    checkpointHere();
    observer_.takePending();
    return true;
}

void DebugSession::completeControlHistory() {
    const std::uint64_t here = currentStep();
    const std::uint64_t workgroup = emu_->state().workgroup.index;
    // The latest checkpoint from which re-execution sees the whole current workgroup.
    for (const Checkpoint* cp = history_.latestAtOrBefore(here); cp != nullptr;
         cp = cp->step > 0 ? history_.latestAtOrBefore(cp->step - 1) : nullptr) {
        if (cp->machine.workgroup.index == workgroup && !cp->analysis.complete)
            continue;
        restore(*cp);
        replayTo(here, nullptr, false, true);
        return;
    }
}

void DebugSession::restoreFor(std::uint64_t target) {
    const std::uint64_t here = currentStep();
    const Checkpoint* cp = history_.latestAtOrBefore(target);
    if (cp == nullptr)
        cp = history_.earliest();
    // Restore when the target lies behind, or when a checkpoint is nearer than where we are.
    if (cp != nullptr && (target < here || terminal() || cp->step > here))
        restore(*cp);
}

bool DebugSession::moveTo(std::uint64_t target) {
    restoreFor(target);
    return replayTo(target, nullptr, false);
}

StopInfo DebugSession::finishReverse(StopInfo info) {
    StopInfo done = finish(std::move(info));
    // Resuming forward from a position reached backwards never re-triggers a breakpoint on
    // the instruction under it.
    skipBeforeAt_ = done.step;
    return done;
}

StopInfo DebugSession::travelTo(std::uint64_t step, std::uint64_t budget) {
    if (!emu_)
        return {};
    prepareForward();
    const std::uint64_t earliest = history_.earliest() ? history_.earliest()->step : 0;
    PendingCommand command;
    command.kind = PendingCommand::Kind::Travel;
    command.target = std::max(step, earliest);
    command.beforeHistory = step < earliest;
    restoreFor(command.target);
    pending_ = std::move(command);
    return resume(budget);
}

StopInfo DebugSession::resumeTravel(std::uint64_t budget) {
    const std::uint64_t target = pending_->target;
    const std::uint64_t here = currentStep();
    const std::uint64_t end = target - std::min(target, here) > budget ? here + budget : target;
    if (!replayTo(end, nullptr, false)) {
        stopRequest_.store(false, std::memory_order_relaxed);
        return complete(makeStop(StopReason::Paused, "paused"));
    }
    if (currentStep() < target && !terminal())
        return budgetStop();
    if (terminal())
        return complete(*terminalStop());
    return complete(
        makeStop(pending_->beforeHistory ? StopReason::HistoryStart : StopReason::StepDone,
                 "at step " + std::to_string(currentStep())));
}

} // namespace wave::debug
