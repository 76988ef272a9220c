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
        bytes += s.heat.localBytes() / 4 * 96 + s.races.races().size() * sizeof(Race);
    if (o.bankConflicts)
        bytes += s.bank.results().size() * sizeof(InstructionConflicts) * 2;
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

bool DebugSession::moveTo(std::uint64_t target) {
    const std::uint64_t here = currentStep();
    const Checkpoint* cp = history_.latestAtOrBefore(target);
    if (cp == nullptr)
        cp = history_.earliest();
    // Restore when the target lies behind, or when a checkpoint is nearer than where we are.
    if (cp != nullptr && (target < here || terminal() || cp->step > here))
        restore(*cp);
    return replayTo(target, nullptr, false);
}

bool DebugSession::scanWindows(TrailSink& sink, bool breakpoints, std::uint64_t floor,
                               std::uint64_t end, std::optional<std::uint64_t>& found) {
    // Windows before `end`, newest first and growing: what a reverse command looks for is
    // usually a few steps back (the focused wave's previous instruction is at most one
    // scheduler round away), so only a short window is re-executed with the observer;
    // reaching its start is a travel (the nearest checkpoint, then a fast unobserved replay).
    const std::uint64_t maxWindow = std::max<std::uint64_t>(history_.interval(), 256);
    std::uint64_t window = 256;
    while (end > floor) {
        const std::uint64_t start = end - std::min(window, end - floor);
        if (!moveTo(start))
            return false; // interrupted
        sink.beginInterval(end);
        if (!replayTo(end, &sink, breakpoints))
            return false;
        if ((found = sink.accept()))
            return true;
        end = start;
        window = std::min(window * 8, maxWindow);
    }
    return true;
}

std::optional<std::uint64_t> DebugSession::scanBack(TrailSink& sink, bool breakpoints) {
    const std::uint64_t earliest = history_.earliest() ? history_.earliest()->step : 0;
    std::uint64_t end = currentStep();
    std::optional<std::uint64_t> found;
    if (!breakpoints || !breakpoints_.empty()) {
        if (!scanWindows(sink, breakpoints, earliest, end, found))
            return std::nullopt;
        return found ? found : sink.exhausted();
    }
    // Nothing armed: the only stops are barrier divergences, which the machine counts. So
    // the checkpoints tell, without re-executing anything, which spans of history hold one:
    // after the last checkpoint counting fewer than the machine at `end`, and not after the
    // checkpoint that follows it. Only those spans are scanned; with none, a reverse continue
    // is a travel to the start of history.
    std::uint64_t count = emu_->state().stats.barrierDivergences;
    while (const Checkpoint* fewer = history_.latestWithFewerDivergences(end, count)) {
        // Copies: replays add and thin checkpoints, which moves them.
        const std::uint64_t floor = fewer->step;
        const std::uint64_t floorCount = fewer->machine.stats.barrierDivergences;
        if (const Checkpoint* next = history_.firstAfter(floor); next && next->step < end)
            end = next->step;
        if (!scanWindows(sink, breakpoints, floor, end, found))
            return std::nullopt;
        if (found)
            return found;
        // Nothing the command accepts there (the divergence at the starting position itself).
        end = floor;
        count = floorCount;
    }
    return sink.exhausted();
}

StopInfo DebugSession::finishReverse(StopInfo info) {
    StopInfo done = finish(std::move(info));
    // Resuming forward from a position reached backwards never re-triggers a breakpoint on
    // the instruction under it.
    skipBeforeAt_ = done.step;
    return done;
}

namespace {

// stepBackInstruction: the focused wave's latest instruction.
class PreviousInstruction final : public TrailSink {
public:
    using TrailSink::TrailSink;
    std::optional<std::uint64_t> accept() override {
        if (trail_.empty())
            return std::nullopt;
        return trail_.back().step;
    }
};

// stepBackLine / stepBackOver: the first instruction of the previous line the wave executed
// (skipping deeper calls for "over").
class PreviousLine final : public TrailSink {
public:
    PreviousLine(std::uint32_t wave, std::uint64_t limit, const LineTable& lines,
                 std::uint32_t startLine, std::optional<std::uint32_t> depth)
        : TrailSink(wave, limit), lines_(lines), startLine_(startLine), depth_(depth) {}

    std::optional<std::uint64_t> accept() override {
        for (auto it = trail_.rbegin(); it != trail_.rend(); ++it) {
            if (depth_ && it->depthBefore > *depth_)
                continue;
            const std::uint32_t line = lines_.line(it->pc);
            if (!target_) {
                if (line == 0 || line == startLine_)
                    continue;
                target_ = line;
                candidate_ = it->step;
                continue;
            }
            if (line == *target_ || line == 0) {
                candidate_ = it->step;
                continue;
            }
            return candidate_;
        }
        return std::nullopt;
    }
    std::optional<std::uint64_t> exhausted() override { return candidate_; }

private:
    const LineTable& lines_;
    std::uint32_t startLine_;
    std::optional<std::uint32_t> depth_;
    std::optional<std::uint32_t> target_;
    std::optional<std::uint64_t> candidate_;
};

// stepBackOut: the `call` that entered the current function.
class CallSite final : public TrailSink {
public:
    CallSite(std::uint32_t wave, std::uint64_t limit, std::uint32_t depth)
        : TrailSink(wave, limit), depth_(depth) {}
    std::optional<std::uint64_t> accept() override {
        for (auto it = trail_.rbegin(); it != trail_.rend(); ++it)
            if (it->depthBefore + 1 == depth_ && it->depthAfter == depth_)
                return it->step;
        return std::nullopt;
    }

private:
    std::uint32_t depth_;
};

// reverseContinue: the latest would-be stop.
class PreviousStop final : public TrailSink {
public:
    using TrailSink::TrailSink;
    bool wantsInstructions() const override { return false; }
    std::optional<std::uint64_t> accept() override {
        std::optional<std::uint64_t> best;
        for (const auto& [position, info] : stops_) {
            if (!best || position >= *best) {
                best = position;
                found_ = info;
            }
        }
        return best;
    }
    const StopInfo& found() const { return found_; }

private:
    StopInfo found_;
};

} // namespace

StopInfo DebugSession::reverseTo(std::optional<std::uint64_t> position,
                                 std::optional<StopInfo> found, const std::string& done,
                                 const std::string& none) {
    if (stopRequest_.exchange(false, std::memory_order_relaxed))
        return finishReverse(makeStop(StopReason::Paused, "paused"));
    if (!position) {
        moveTo(history_.earliest() ? history_.earliest()->step : 0);
        return finishReverse(makeStop(StopReason::HistoryStart, none));
    }
    moveTo(*position);
    return finishReverse(found ? *found : makeStop(StopReason::StepDone, done));
}

StopInfo DebugSession::stepBackInstruction() {
    if (!emu_)
        return {};
    prepareForward();
    PreviousInstruction sink(focusWave_, currentStep());
    return reverseTo(scanBack(sink, false), std::nullopt, "stepped back one instruction",
                     "the focused wave has no earlier instruction");
}

StopInfo DebugSession::stepBackLine() {
    if (!emu_)
        return {};
    prepareForward();
    const emu::WaveState* w = focused();
    PreviousLine sink(focusWave_, currentStep(), lines_, w ? lines_.line(w->pc) : 0, std::nullopt);
    return reverseTo(scanBack(sink, false), std::nullopt, "stepped back one line",
                     "no earlier line");
}

StopInfo DebugSession::stepBackOver() {
    if (!emu_)
        return {};
    prepareForward();
    const emu::WaveState* w = focused();
    const auto depth = w ? static_cast<std::uint32_t>(w->calls.size()) : 0u;
    PreviousLine sink(focusWave_, currentStep(), lines_, w ? lines_.line(w->pc) : 0, depth);
    return reverseTo(scanBack(sink, false), std::nullopt, "stepped back over one line",
                     "no earlier line");
}

StopInfo DebugSession::stepBackOut() {
    if (!emu_)
        return {};
    prepareForward();
    const emu::WaveState* w = focused();
    if (!w || w->calls.empty())
        return finishReverse(
            makeStop(StopReason::StepDone, "the focused wave is not inside a call"));
    CallSite sink(focusWave_, currentStep(), static_cast<std::uint32_t>(w->calls.size()));
    return reverseTo(scanBack(sink, false), std::nullopt, "stepped back out of the call",
                     "the call is not in history");
}

StopInfo DebugSession::stepBackWorkgroup() {
    if (!emu_)
        return {};
    prepareForward();
    std::uint64_t unfinished = 0;
    for (const emu::WaveState& w : emu_->state().workgroup.waves)
        unfinished += w.status != emu::WaveStatus::Finished ? 1 : 0;
    const std::uint64_t here = currentStep();
    const std::uint64_t earliest = history_.earliest() ? history_.earliest()->step : 0;
    const std::uint64_t back = std::max<std::uint64_t>(unfinished, 1);
    const std::uint64_t target = here > earliest + back ? here - back : earliest;
    moveTo(target);
    return finishReverse(makeStop(target == earliest && here <= earliest + back
                                      ? StopReason::HistoryStart
                                      : StopReason::StepDone,
                                  "stepped the workgroup back"));
}

StopInfo DebugSession::reverseContinue() {
    if (!emu_)
        return {};
    prepareForward();
    PreviousStop sink(focusWave_, currentStep());
    const auto position = scanBack(sink, true);
    return reverseTo(position, position ? std::optional<StopInfo>(sink.found()) : std::nullopt, "",
                     "reached the start of history");
}

StopInfo DebugSession::travelTo(std::uint64_t step) {
    if (!emu_)
        return {};
    prepareForward();
    const std::uint64_t earliest = history_.earliest() ? history_.earliest()->step : 0;
    const std::uint64_t target = std::max(step, earliest);
    if (!moveTo(target))
        return finishReverse(makeStop(StopReason::Paused, "paused"));
    if (terminal())
        return finishReverse(*terminalStop());
    return finishReverse(makeStop(step < earliest ? StopReason::HistoryStart : StopReason::StepDone,
                                  "at step " + std::to_string(currentStep())));
}

} // namespace wave::debug
