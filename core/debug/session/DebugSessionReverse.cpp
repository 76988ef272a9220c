// DebugSession: reverse commands. Each scans history backwards for what it looks for (a
// TrailSink), re-executing windows of it from the newest, then travels to the position found.

#include "debug/session/DebugSession.h"

#include "debug/session/TrailSink.h"

#include <algorithm>

namespace wave::debug {

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
    std::optional<StopInfo> foundStop() const override { return found_; }

private:
    StopInfo found_;
};

} // namespace

StopInfo DebugSession::scanBack(std::unique_ptr<TrailSink> sink, bool breakpoints, std::string done,
                                std::string none, std::uint64_t budget) {
    PendingCommand command;
    command.kind = PendingCommand::Kind::ScanBack;
    command.sink = std::move(sink);
    command.breakpoints = breakpoints;
    command.end = currentStep();
    command.window = 256;
    command.doneMessage = std::move(done);
    command.bySpans = breakpoints && breakpoints_.empty();
    command.divergences = emu_->state().stats.barrierDivergences;
    command.noneMessage = std::move(none);
    pending_ = std::move(command);
    return resume(budget);
}

StopInfo DebugSession::resumeScanBack(std::uint64_t budget) {
    // Windows before the current position, newest first and growing: what a reverse command
    // looks for is usually a few steps back (the focused wave's previous instruction is at
    // most one scheduler round away), so only a short window is re-executed with the
    // observer; reaching its start is a travel (the nearest checkpoint, then a fast unobserved
    // replay).
    PendingCommand& scan = *pending_;
    const std::uint64_t earliest = history_.earliest() ? history_.earliest()->step : 0;
    const std::uint64_t maxWindow = std::max<std::uint64_t>(history_.interval(), 256);
    std::uint64_t work = 0;
    while (true) {
        if (scan.bySpans && !scan.floor) {
            // Nothing armed: the only stops are barrier divergences, which the machine counts.
            // So the checkpoints tell, without re-executing anything, which spans of history
            // hold one: after the last checkpoint counting fewer than the machine at `end`,
            // and not after the checkpoint that follows it. With none left, the command is a
            // travel to the start of history.
            const Checkpoint* fewer =
                history_.latestWithFewerDivergences(scan.end, scan.divergences);
            if (fewer == nullptr)
                break;
            // Copies: replays add and thin checkpoints, which moves them.
            scan.floor = fewer->step;
            scan.floorDivergences = fewer->machine.stats.barrierDivergences;
            if (const Checkpoint* next = history_.firstAfter(fewer->step);
                next && next->step < scan.end)
                scan.end = next->step;
            scan.window = 256;
        }
        const std::uint64_t floor = scan.floor.value_or(earliest);
        if (scan.end <= floor) {
            if (!scan.bySpans)
                break;
            // Nothing the command accepts in that span (the divergence at the starting
            // position itself): the next older span.
            scan.divergences = scan.floorDivergences;
            scan.floor.reset();
            continue;
        }
        // Between windows the session stands at the top of the last one searched.
        if (stopRequest_.exchange(false, std::memory_order_relaxed))
            return complete(makeStop(StopReason::Paused, "paused"));
        if (work >= budget)
            return budgetStop();
        const std::uint64_t end = scan.end;
        const std::uint64_t start = end - std::min(scan.window, end - floor);
        const Checkpoint* from = history_.latestAtOrBefore(start);
        work += end - start + (from ? start - from->step : start);
        bool whole = moveTo(start);
        if (whole) {
            scan.sink->beginInterval(end);
            whole = replayTo(end, scan.sink.get(), scan.breakpoints);
        }
        if (!whole) {
            // Interrupted by requestStop(): back to the newest step not yet searched behind.
            stopRequest_.store(false, std::memory_order_relaxed);
            moveTo(end);
            return complete(makeStop(StopReason::Paused, "paused"));
        }
        if (auto found = scan.sink->accept())
            return reverseTo(found);
        scan.end = start;
        scan.window = std::min(scan.window * 8, maxWindow);
    }
    return reverseTo(scan.sink->exhausted());
}

StopInfo DebugSession::reverseTo(std::optional<std::uint64_t> position) {
    if (!position) {
        moveTo(history_.earliest() ? history_.earliest()->step : 0);
        return complete(makeStop(StopReason::HistoryStart, pending_->noneMessage));
    }
    moveTo(*position);
    std::optional<StopInfo> found = pending_->sink->foundStop();
    return complete(found ? *found : makeStop(StopReason::StepDone, pending_->doneMessage));
}

StopInfo DebugSession::stepBackInstruction(std::uint64_t budget) {
    if (!emu_)
        return {};
    prepareForward();
    return scanBack(std::make_unique<PreviousInstruction>(focusWave_, currentStep()), false,
                    "stepped back one instruction", "the focused wave has no earlier instruction",
                    budget);
}

StopInfo DebugSession::stepBackLine(std::uint64_t budget) {
    if (!emu_)
        return {};
    prepareForward();
    const emu::WaveState* w = focused();
    return scanBack(std::make_unique<PreviousLine>(focusWave_, currentStep(), lines_,
                                                   w ? lines_.line(w->pc) : 0, std::nullopt),
                    false, "stepped back one line", "no earlier line", budget);
}

StopInfo DebugSession::stepBackOver(std::uint64_t budget) {
    if (!emu_)
        return {};
    prepareForward();
    const emu::WaveState* w = focused();
    const auto depth = w ? static_cast<std::uint32_t>(w->calls.size()) : 0u;
    return scanBack(std::make_unique<PreviousLine>(focusWave_, currentStep(), lines_,
                                                   w ? lines_.line(w->pc) : 0, depth),
                    false, "stepped back over one line", "no earlier line", budget);
}

StopInfo DebugSession::stepBackOut(std::uint64_t budget) {
    if (!emu_)
        return {};
    prepareForward();
    const emu::WaveState* w = focused();
    if (!w || w->calls.empty())
        return finishReverse(
            makeStop(StopReason::StepDone, "the focused wave is not inside a call"));
    return scanBack(std::make_unique<CallSite>(focusWave_, currentStep(),
                                               static_cast<std::uint32_t>(w->calls.size())),
                    false, "stepped back out of the call", "the call is not in history", budget);
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

StopInfo DebugSession::reverseContinue(std::uint64_t budget) {
    if (!emu_)
        return {};
    prepareForward();
    return scanBack(std::make_unique<PreviousStop>(focusWave_, currentStep()), true, "",
                    "reached the start of history", budget);
}

} // namespace wave::debug
