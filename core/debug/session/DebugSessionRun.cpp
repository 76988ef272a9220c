// DebugSession: forward run control.

#include "debug/session/DebugSession.h"

#include <algorithm>

namespace wave::debug {

void DebugSession::prepareForward() {
    // A pause pressed while the session was already stopped must not cut the next command.
    stopRequest_.store(false, std::memory_order_relaxed);
    pending_.reset();
    observer_.clearCommandConditions();
}

StopInfo DebugSession::budgetStop() {
    StopInfo info = makeStop(StopReason::Paused, "step budget reached");
    info.budgetExhausted = true;
    return finish(std::move(info));
}

StopInfo DebugSession::complete(StopInfo info) {
    const bool reverse = pending_ && (pending_->kind == PendingCommand::Kind::ScanBack ||
                                      pending_->kind == PendingCommand::Kind::Travel);
    pending_.reset();
    observer_.clearCommandConditions();
    return reverse ? finishReverse(std::move(info)) : finish(std::move(info));
}

StopInfo DebugSession::resume(std::uint64_t budget) {
    if (!emu_ || !pending_)
        return lastStop_;
    budget = std::max<std::uint64_t>(budget, 1); // every slice makes progress
    switch (pending_->kind) {
    case PendingCommand::Kind::Forward:
        return resumeForward(budget);
    case PendingCommand::Kind::FocusedStep:
        return resumeFocusedStep(budget);
    case PendingCommand::Kind::ScanBack:
        return resumeScanBack(budget);
    case PendingCommand::Kind::Travel:
        return resumeTravel(budget);
    }
    return lastStop_;
}

StopInfo DebugSession::pauseHere() {
    if (!emu_)
        return {};
    stopRequest_.store(false, std::memory_order_relaxed);
    // Without a command in progress nothing moves: a breakpoint the session stands on stays
    // passed, so the next run does not stop there again.
    const std::optional<std::uint64_t> skip = pending_ ? std::nullopt : skipBeforeAt_;
    StopInfo info = complete(makeStop(StopReason::Paused, "paused"));
    if (skip)
        skipBeforeAt_ = skip;
    return info;
}

std::optional<StopInfo> DebugSession::forcedStep(std::uint32_t wave) {
    const emu::StepResult r = emu_->stepWave(wave);
    normalize();
    checkpointHere();
    if (terminal())
        return terminalStop();
    if (auto pending = observer_.takePending())
        return pending;
    if (r.outcome == emu::StepOutcome::NotReady)
        return makeStop(StopReason::StepDone, "wave " + std::to_string(wave) + " cannot run");
    return std::nullopt;
}

StopInfo DebugSession::runForward(std::uint64_t maxSteps, StopReason budgetReason) {
    observer_.beginRun(skipBeforeAt_);
    skipBeforeAt_.reset();
    const std::uint64_t start = currentStep();
    const std::uint64_t target = maxSteps > kUnlimited - start ? kUnlimited : start + maxSteps;
    while (true) {
        if (stopRequest_.exchange(false, std::memory_order_relaxed))
            return makeStop(StopReason::Paused, "paused");
        if (auto t = terminalStop())
            return *t;
        const std::uint64_t s = currentStep();
        if (s >= target) {
            StopInfo info =
                makeStop(budgetReason,
                         budgetReason == StopReason::Paused ? "step budget reached" : "step done");
            info.budgetExhausted = budgetReason == StopReason::Paused;
            return info;
        }
        if (auto wave = history_.forcedAt(s)) {
            if (auto stop = forcedStep(*wave))
                return *stop;
            continue;
        }
        const std::uint64_t end = sliceEnd(target);
        if (needsObserver()) {
            emu_->run(end - s);
        } else if (!runUnobserved(end)) {
            observeUntil_ = end; // run the slice again, observed, to stop at the event
            observer_.beginRun(std::nullopt);
            continue;
        }
        normalize();
        checkpointHere();
        if (auto t = terminalStop())
            return *t;
        if (auto pending = observer_.takePending())
            return *pending;
    }
}

bool DebugSession::needsObserver() const {
    return !breakpoints_.empty() || recorder_.recordsAnalyses() || observer_.hasConditions() ||
           currentStep() < observeUntil_;
}

bool DebugSession::runUnobserved(std::uint64_t end) {
    const std::uint64_t start = currentStep();
    const std::uint64_t divergences = emu_->state().stats.barrierDivergences;
    emu_->setObserver(nullptr);
    emu_->run(end - start);
    emu_->setObserver(&observer_);
    recorder_.markIncomplete();
    if (emu_->state().stats.barrierDivergences == divergences)
        return true;
    // Go back to the start of the slice; its replay feeds the analyses again.
    moveTo(start);
    return false;
}

std::optional<StopInfo> DebugSession::advanceFocused(std::uint64_t budget) {
    const emu::WaveState* w = focused();
    if (w == nullptr || terminal())
        return terminalStop().value_or(makeStop(StopReason::StepDone, "no wave to step"));
    switch (w->status) {
    case emu::WaveStatus::Ready: {
        const std::uint64_t s = currentStep();
        if (history_.forcedAt(s) != focusWave_) {
            // A new decision: the recorded future (if any) no longer applies.
            history_.truncateAfter(s);
            recorder_.forgetFuture();
            history_.recordForced(s, focusWave_);
            furthest_ = s;
        }
        observer_.beginRun(s); // do not stop at the breakpoint we stand on
        skipBeforeAt_.reset();
        if (auto stop = forcedStep(focusWave_))
            return stop;
        // Stepping onto a breakpoint is a hit, reported as one (gdb does the same).
        const emu::WaveState* after = focused();
        if (after && after->status == emu::WaveStatus::Ready)
            return observer_.arrivedAt(focusWave_, after->pc);
        return std::nullopt;
    }
    case emu::WaveStatus::AtBarrier: {
        // The other waves run until the barrier lets it go (passing breakpoints on that
        // barrier); resuming sets this up again.
        observer_.setStopWhenReleased(focusWave_, w->barrierPc);
        StopInfo stop = runForward(budget, StopReason::Paused);
        observer_.setStopWhenReleased(std::nullopt);
        if (stop.reason == StopReason::StepDone)
            return std::nullopt;
        return stop;
    }
    case emu::WaveStatus::Finished:
        return makeStop(StopReason::StepDone,
                        "wave " + std::to_string(focusWave_) + " has finished");
    case emu::WaveStatus::Faulted:
        return makeStop(StopReason::StepDone,
                        "wave " + std::to_string(focusWave_) + " has faulted");
    }
    return std::nullopt;
}

StopInfo DebugSession::stepInstruction(std::uint64_t budget) {
    if (!emu_)
        return {};
    return stepFocusedUntil([](const emu::WaveState&) { return true; }, "stepped one instruction",
                            budget);
}

StopInfo DebugSession::stepFocusedUntil(std::function<bool(const emu::WaveState&)> done,
                                        std::string message, std::uint64_t budget) {
    prepareForward();
    PendingCommand command;
    command.kind = PendingCommand::Kind::FocusedStep;
    command.done = std::move(done);
    command.doneMessage = std::move(message);
    pending_ = std::move(command);
    return resume(budget);
}

StopInfo DebugSession::resumeFocusedStep(std::uint64_t budget) {
    const std::uint64_t start = currentStep();
    while (true) {
        if (stopRequest_.exchange(false, std::memory_order_relaxed))
            return complete(makeStop(StopReason::Paused, "paused"));
        const std::uint64_t used = currentStep() - start;
        if (used >= budget)
            return budgetStop();
        if (auto stop = advanceFocused(budget - used))
            return stop->budgetExhausted ? finish(*stop) : complete(*stop);
        const emu::WaveState* w = focused();
        if (w == nullptr || w->status == emu::WaveStatus::Finished ||
            w->status == emu::WaveStatus::Faulted || pending_->done(*w))
            return complete(makeStop(StopReason::StepDone, pending_->doneMessage));
    }
}

StopInfo DebugSession::stepLines(bool over, std::uint64_t budget) {
    if (!emu_)
        return {};
    const emu::WaveState* w = focused();
    if (!w) {
        prepareForward();
        return finish(makeStop(StopReason::StepDone, "no wave to step"));
    }
    const std::uint32_t startLine = lines_.line(w->pc);
    const std::size_t depth = w->calls.size();
    return stepFocusedUntil(
        [this, startLine, depth, over](const emu::WaveState& s) {
            if (over && s.calls.size() < depth)
                return true; // returned from the function we stepped in
            const std::uint32_t line = lines_.line(s.pc);
            return (!over || s.calls.size() == depth) && s.status == emu::WaveStatus::Ready &&
                   line != 0 && line != startLine;
        },
        "step done", budget);
}

StopInfo DebugSession::stepLine(std::uint64_t budget) {
    return stepLines(false, budget);
}

StopInfo DebugSession::stepOver(std::uint64_t budget) {
    return stepLines(true, budget);
}

StopInfo DebugSession::stepOut(std::uint64_t budget) {
    if (!emu_)
        return {};
    const emu::WaveState* w = focused();
    if (!w || w->calls.empty()) {
        prepareForward();
        return finish(makeStop(StopReason::StepDone, "the focused wave is not inside a call"));
    }
    const std::size_t depth = w->calls.size();
    return stepFocusedUntil([depth](const emu::WaveState& s) { return s.calls.size() < depth; },
                            "step done", budget);
}

StopInfo DebugSession::stepWorkgroup() {
    if (!emu_)
        return {};
    prepareForward();
    std::uint64_t ready = 0;
    for (const emu::WaveState& w : emu_->state().workgroup.waves)
        ready += w.status == emu::WaveStatus::Ready ? 1 : 0;
    observer_.setStopOnWorkgroupFinished(true);
    StopInfo stop = runForward(std::max<std::uint64_t>(ready, 1), StopReason::StepDone);
    observer_.clearCommandConditions();
    return finish(stop);
}

StopInfo DebugSession::continueRun(std::uint64_t budget) {
    if (!emu_)
        return {};
    prepareForward();
    pending_ = PendingCommand{};
    return resume(budget);
}

StopInfo DebugSession::resumeForward(std::uint64_t budget) {
    const StopInfo stop = runForward(budget, StopReason::Paused);
    // The wave that reached a run-to target (a StepDone before its instruction) takes the
    // focus, as at a breakpoint: the arrow, the views and the next step are about that wave.
    if (pending_->focusReacher && stop.reason == StopReason::StepDone && stop.beforeInstruction &&
        stop.wave < emu_->state().workgroup.waves.size()) {
        focusWave_ = stop.wave;
        focusLane_ = stop.lane;
    }
    return stop.budgetExhausted ? finish(stop) : complete(stop);
}

StopInfo DebugSession::runToPcs(std::vector<std::uint32_t> pcs, std::uint64_t budget) {
    prepareForward();
    observer_.setRunToPcs(std::move(pcs));
    pending_ = PendingCommand{};
    pending_->focusReacher = true;
    return resume(budget);
}

StopInfo DebugSession::runToLine(std::uint32_t line, std::uint64_t budget) {
    if (!emu_)
        return {};
    std::vector<std::uint32_t> pcs = breakpoints_.pcsOfLine(breakpoints_.firstLineWithCode(line));
    if (pcs.empty()) {
        prepareForward();
        return finish(makeStop(StopReason::StepDone,
                               "no instruction at or after line " + std::to_string(line)));
    }
    return runToPcs(std::move(pcs), budget);
}

StopInfo DebugSession::runToAddress(std::uint32_t pc, std::uint64_t budget) {
    if (!emu_)
        return {};
    return runToPcs({pc}, budget);
}

} // namespace wave::debug
