#include "debug/session/RunController.h"

#include <algorithm>

namespace wave::debug {

StopInfo RunController::pauseHere() {
    s_.stopRequest.store(false, std::memory_order_relaxed);
    // Without a command in progress nothing moves: a breakpoint the session stands on stays
    // passed, so the next run does not stop there again.
    StopInfo paused = stops_.makeStop(StopReason::Paused, "paused");
    if (stops_.pending())
        return stops_.complete(std::move(paused));
    s_.observer.clearCommandConditions();
    return stops_.finishInPlace(std::move(paused));
}

std::optional<StopInfo> RunController::forcedStep(std::uint32_t wave) {
    const emu::StepResult r = s_.emu->stepWave(wave);
    replay_.normalize();
    replay_.checkpointHere();
    if (s_.terminal())
        return stops_.terminalStop();
    if (auto pending = s_.observer.takePending())
        return pending;
    if (r.outcome == emu::StepOutcome::NotReady)
        return stops_.makeStop(StopReason::StepDone,
                               "wave " + std::to_string(wave) + " cannot run");
    return std::nullopt;
}

StopInfo RunController::runForward(std::uint64_t maxSteps, StopReason budgetReason) {
    s_.observer.beginRun(stops_.takeSkipBefore());
    const std::uint64_t start = s_.currentStep();
    const std::uint64_t target =
        maxSteps > LoadedLaunch::kUnlimited - start ? LoadedLaunch::kUnlimited : start + maxSteps;
    while (true) {
        if (s_.stopRequest.exchange(false, std::memory_order_relaxed))
            return stops_.makeStop(StopReason::Paused, "paused");
        if (auto t = stops_.terminalStop())
            return *t;
        const std::uint64_t step = s_.currentStep();
        if (step >= target) {
            StopInfo info = stops_.makeStop(budgetReason, budgetReason == StopReason::Paused
                                                              ? "step budget reached"
                                                              : "step done");
            info.budgetExhausted = budgetReason == StopReason::Paused;
            return info;
        }
        if (auto wave = replay_.history().forcedAt(step)) {
            if (auto stop = forcedStep(*wave))
                return *stop;
            continue;
        }
        const std::uint64_t end = replay_.sliceEnd(target);
        if (needsObserver()) {
            s_.emu->run(end - step);
        } else if (!runUnobserved(end)) {
            observeUntil_ = end; // run the slice again, observed, to stop at the event
            s_.observer.beginRun(std::nullopt);
            continue;
        }
        replay_.normalize();
        replay_.checkpointHere();
        if (auto t = stops_.terminalStop())
            return *t;
        if (auto pending = s_.observer.takePending())
            return *pending;
    }
}

bool RunController::needsObserver() const {
    return !s_.breakpoints.empty() || s_.recorder.recordsAnalyses() ||
           s_.observer.hasConditions() || s_.currentStep() < observeUntil_;
}

bool RunController::runUnobserved(std::uint64_t end) {
    const std::uint64_t start = s_.currentStep();
    const std::uint64_t divergences = s_.emu->state().stats.barrierDivergences;
    s_.emu->setObserver(nullptr);
    s_.emu->run(end - start);
    s_.emu->setObserver(&s_.observer);
    s_.recorder.markIncomplete();
    if (s_.emu->state().stats.barrierDivergences == divergences)
        return true;
    // Go back to the start of the slice; its replay feeds the analyses again.
    replay_.moveTo(start);
    return false;
}

std::optional<StopInfo> RunController::advanceFocused(std::uint64_t budget) {
    const emu::WaveState* w = stops_.focused();
    if (w == nullptr || s_.terminal())
        return stops_.terminalStop().value_or(
            stops_.makeStop(StopReason::StepDone, "no wave to step"));
    switch (w->status) {
    case emu::WaveStatus::Ready: {
        const std::uint64_t step = s_.currentStep();
        // A new decision: the recorded future (if any) no longer applies.
        if (replay_.history().forcedAt(step) != stops_.focusWave())
            replay_.decide(step, stops_.focusWave());
        s_.observer.beginRun(step); // do not stop at the breakpoint we stand on
        stops_.takeSkipBefore();
        if (auto stop = forcedStep(stops_.focusWave()))
            return stop;
        // Stepping onto a breakpoint is a hit, reported as one (gdb does the same).
        const emu::WaveState* after = stops_.focused();
        if (after && after->status == emu::WaveStatus::Ready)
            return s_.observer.arrivedAt(stops_.focusWave(), after->pc);
        return std::nullopt;
    }
    case emu::WaveStatus::AtBarrier: {
        // The other waves run until the barrier lets it go (passing breakpoints on that
        // barrier); resuming sets this up again.
        s_.observer.setStopWhenReleased(stops_.focusWave(), w->barrierPc);
        StopInfo stop = runForward(budget, StopReason::Paused);
        s_.observer.setStopWhenReleased(std::nullopt);
        if (stop.reason == StopReason::StepDone)
            return std::nullopt;
        return stop;
    }
    case emu::WaveStatus::Finished:
        return stops_.makeStop(StopReason::StepDone,
                               "wave " + std::to_string(stops_.focusWave()) + " has finished");
    case emu::WaveStatus::Faulted:
        return stops_.makeStop(StopReason::StepDone,
                               "wave " + std::to_string(stops_.focusWave()) + " has faulted");
    }
    return std::nullopt;
}

void RunController::startStepInstruction() {
    startFocusedUntil([](const emu::WaveState&) { return true; }, "stepped one instruction");
}

void RunController::startFocusedUntil(std::function<bool(const emu::WaveState&)> done,
                                      std::string message) {
    stops_.prepareForward();
    PendingCommand command;
    command.kind = PendingCommand::Kind::FocusedStep;
    command.done = std::move(done);
    command.doneMessage = std::move(message);
    stops_.begin(std::move(command));
}

StopInfo RunController::resumeFocusedStep(std::uint64_t budget) {
    const std::uint64_t start = s_.currentStep();
    while (true) {
        if (s_.stopRequest.exchange(false, std::memory_order_relaxed))
            return stops_.complete(stops_.makeStop(StopReason::Paused, "paused"));
        const std::uint64_t used = s_.currentStep() - start;
        if (used >= budget)
            return stops_.budgetStop();
        if (auto stop = advanceFocused(budget - used))
            return stop->budgetExhausted ? stops_.finish(*stop) : stops_.complete(*stop);
        const emu::WaveState* w = stops_.focused();
        if (w == nullptr || w->status == emu::WaveStatus::Finished ||
            w->status == emu::WaveStatus::Faulted || stops_.pending()->done(*w))
            return stops_.complete(
                stops_.makeStop(StopReason::StepDone, stops_.pending()->doneMessage));
    }
}

std::optional<StopInfo> RunController::startStepLines(bool over) {
    const emu::WaveState* w = stops_.focused();
    if (!w) {
        stops_.prepareForward();
        return stops_.finish(stops_.makeStop(StopReason::StepDone, "no wave to step"));
    }
    const std::uint32_t startLine = s_.lines.line(w->pc);
    const std::size_t depth = w->calls.size();
    startFocusedUntil(
        [lines = &s_.lines, startLine, depth, over](const emu::WaveState& s) {
            if (over && s.calls.size() < depth)
                return true; // returned from the function we stepped in
            const std::uint32_t line = lines->line(s.pc);
            return (!over || s.calls.size() == depth) && s.status == emu::WaveStatus::Ready &&
                   line != 0 && line != startLine;
        },
        "step done");
    return std::nullopt;
}

std::optional<StopInfo> RunController::startStepOut() {
    const emu::WaveState* w = stops_.focused();
    if (!w || w->calls.empty()) {
        stops_.prepareForward();
        return stops_.finish(
            stops_.makeStop(StopReason::StepDone, "the focused wave is not inside a call"));
    }
    const std::size_t depth = w->calls.size();
    startFocusedUntil([depth](const emu::WaveState& s) { return s.calls.size() < depth; },
                      "step done");
    return std::nullopt;
}

StopInfo RunController::stepWorkgroup() {
    stops_.prepareForward();
    std::uint64_t ready = 0;
    for (const emu::WaveState& w : s_.emu->state().workgroup.waves)
        ready += w.status == emu::WaveStatus::Ready ? 1 : 0;
    s_.observer.setStopOnWorkgroupFinished(true);
    StopInfo stop = runForward(std::max<std::uint64_t>(ready, 1), StopReason::StepDone);
    s_.observer.clearCommandConditions();
    return stops_.finish(stop);
}

void RunController::startContinue() {
    stops_.prepareForward();
    stops_.begin(PendingCommand{});
}

StopInfo RunController::resumeForward(std::uint64_t budget) {
    const StopInfo stop = runForward(budget, StopReason::Paused);
    // The wave that reached a run-to target (a StepDone before its instruction) takes the
    // focus, as at a breakpoint: the arrow, the views and the next step are about that wave.
    if (stops_.pending()->focusReacher && stop.reason == StopReason::StepDone &&
        stop.beforeInstruction && stop.wave < s_.emu->state().workgroup.waves.size())
        stops_.focusOn(stop.wave, stop.lane);
    return stop.budgetExhausted ? stops_.finish(stop) : stops_.complete(stop);
}

void RunController::startRunToPcs(std::vector<std::uint32_t> pcs) {
    stops_.prepareForward();
    s_.observer.setRunToPcs(std::move(pcs));
    PendingCommand command;
    command.focusReacher = true;
    stops_.begin(std::move(command));
}

std::optional<StopInfo> RunController::startRunToLine(std::uint32_t line) {
    std::vector<std::uint32_t> pcs =
        s_.breakpoints.pcsOfLine(s_.breakpoints.firstLineWithCode(line));
    if (pcs.empty()) {
        stops_.prepareForward();
        return stops_.finish(stops_.makeStop(
            StopReason::StepDone, "no instruction at or after line " + std::to_string(line)));
    }
    startRunToPcs(std::move(pcs));
    return std::nullopt;
}

void RunController::startRunToAddress(std::uint32_t pc) {
    startRunToPcs({pc});
}

} // namespace wave::debug
