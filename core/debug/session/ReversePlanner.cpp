#include "debug/session/ReversePlanner.h"

#include "debug/session/CallSiteSink.h"
#include "debug/session/PreviousInstructionSink.h"
#include "debug/session/PreviousLineSink.h"
#include "debug/session/PreviousStopSink.h"

#include <algorithm>

namespace wave::debug {

void ReversePlanner::startScanBack(std::unique_ptr<TrailSink> sink, bool breakpoints,
                                   std::string done, std::string none) {
    PendingCommand command;
    command.kind = PendingCommand::Kind::ScanBack;
    command.sink = std::move(sink);
    command.breakpoints = breakpoints;
    command.end = s_.currentStep();
    command.window = 256;
    command.doneMessage = std::move(done);
    command.bySpans = breakpoints && s_.breakpoints.empty();
    command.divergences = s_.emu->state().stats.barrierDivergences;
    command.noneMessage = std::move(none);
    stops_.begin(std::move(command));
}

StopInfo ReversePlanner::resumeScanBack(std::uint64_t budget) {
    // Windows before the current position, newest first and growing: what a reverse command
    // looks for is usually a few steps back (the focused wave's previous instruction is at
    // most one scheduler round away), so only a short window is re-executed with the
    // observer; reaching its start is a travel (the nearest checkpoint, then a fast unobserved
    // replay).
    PendingCommand& scan = *stops_.pending();
    const std::uint64_t earliest = replay_.earliestStep();
    const std::uint64_t maxWindow = std::max<std::uint64_t>(replay_.history().interval(), 256);
    std::uint64_t work = 0;
    while (true) {
        if (scan.bySpans && !scan.floor) {
            // Nothing armed: the only stops are barrier divergences, which the machine counts.
            // So the checkpoints tell, without re-executing anything, which spans of history
            // hold one: after the last checkpoint counting fewer than the machine at `end`,
            // and not after the checkpoint that follows it. With none left, the command is a
            // travel to the start of history.
            const Checkpoint* fewer =
                replay_.history().latestWithFewerDivergences(scan.end, scan.divergences);
            if (fewer == nullptr)
                break;
            // Copies: replays add and thin checkpoints, which moves them.
            scan.floor = fewer->step;
            scan.floorDivergences = fewer->machine.stats.barrierDivergences;
            if (const Checkpoint* next = replay_.history().firstAfter(fewer->step);
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
        if (s_.stopRequest.exchange(false, std::memory_order_relaxed))
            return stops_.complete(stops_.makeStop(StopReason::Paused, "paused"));
        if (work >= budget)
            return stops_.budgetStop();
        const std::uint64_t end = scan.end;
        const std::uint64_t start = end - std::min(scan.window, end - floor);
        const Checkpoint* from = replay_.history().latestAtOrBefore(start);
        work += end - start + (from ? start - from->step : start);
        bool whole = replay_.moveTo(start);
        if (whole) {
            scan.sink->beginInterval(end);
            whole = replay_.replayTo(end, scan.sink.get(), scan.breakpoints);
        }
        if (!whole) {
            // Interrupted by requestStop(): back to the newest step not yet searched behind.
            s_.stopRequest.store(false, std::memory_order_relaxed);
            replay_.moveTo(end);
            return stops_.complete(stops_.makeStop(StopReason::Paused, "paused"));
        }
        if (auto found = scan.sink->accept())
            return reverseTo(found);
        scan.end = start;
        scan.window = std::min(scan.window * 8, maxWindow);
    }
    return reverseTo(scan.sink->exhausted());
}

StopInfo ReversePlanner::reverseTo(std::optional<std::uint64_t> position) {
    if (!position) {
        replay_.moveTo(replay_.earliestStep());
        return stops_.complete(
            stops_.makeStop(StopReason::HistoryStart, stops_.pending()->noneMessage));
    }
    replay_.moveTo(*position);
    std::optional<StopInfo> found = stops_.pending()->sink->foundStop();
    return stops_.complete(
        found ? *found : stops_.makeStop(StopReason::StepDone, stops_.pending()->doneMessage));
}

void ReversePlanner::startStepBackInstruction() {
    stops_.prepareForward();
    startScanBack(std::make_unique<PreviousInstructionSink>(stops_.focusWave(), s_.currentStep()),
                  false, "stepped back one instruction",
                  "the focused wave has no earlier instruction");
}

void ReversePlanner::startStepBackLine(bool over) {
    stops_.prepareForward();
    const emu::WaveState* w = stops_.focused();
    std::optional<std::uint32_t> depth;
    if (over)
        depth = w ? static_cast<std::uint32_t>(w->calls.size()) : 0u;
    startScanBack(std::make_unique<PreviousLineSink>(stops_.focusWave(), s_.currentStep(), s_.lines,
                                                     w ? s_.lines.line(w->pc) : 0, depth),
                  false, over ? "stepped back over one line" : "stepped back one line",
                  "no earlier line");
}

std::optional<StopInfo> ReversePlanner::startStepBackOut() {
    stops_.prepareForward();
    const emu::WaveState* w = stops_.focused();
    if (!w || w->calls.empty())
        return stops_.finishReverse(
            stops_.makeStop(StopReason::StepDone, "the focused wave is not inside a call"));
    startScanBack(std::make_unique<CallSiteSink>(stops_.focusWave(), s_.currentStep(),
                                                 static_cast<std::uint32_t>(w->calls.size())),
                  false, "stepped back out of the call", "the call is not in history");
    return std::nullopt;
}

StopInfo ReversePlanner::stepBackWorkgroup() {
    stops_.prepareForward();
    std::uint64_t unfinished = 0;
    for (const emu::WaveState& w : s_.emu->state().workgroup.waves)
        unfinished += w.status != emu::WaveStatus::Finished ? 1 : 0;
    const std::uint64_t here = s_.currentStep();
    const std::uint64_t earliest = replay_.earliestStep();
    const std::uint64_t back = std::max<std::uint64_t>(unfinished, 1);
    const std::uint64_t target = here > earliest + back ? here - back : earliest;
    replay_.moveTo(target);
    return stops_.finishReverse(stops_.makeStop(target == earliest && here <= earliest + back
                                                    ? StopReason::HistoryStart
                                                    : StopReason::StepDone,
                                                "stepped the workgroup back"));
}

void ReversePlanner::startReverseContinue() {
    stops_.prepareForward();
    startScanBack(std::make_unique<PreviousStopSink>(stops_.focusWave(), s_.currentStep()), true,
                  "", "reached the start of history");
}

void ReversePlanner::startTravel(std::uint64_t step) {
    stops_.prepareForward();
    const std::uint64_t earliest = replay_.earliestStep();
    PendingCommand command;
    command.kind = PendingCommand::Kind::Travel;
    command.target = std::max(step, earliest);
    command.beforeHistory = step < earliest;
    replay_.restoreFor(command.target);
    stops_.begin(std::move(command));
}

StopInfo ReversePlanner::resumeTravel(std::uint64_t budget) {
    const std::uint64_t target = stops_.pending()->target;
    const std::uint64_t here = s_.currentStep();
    const std::uint64_t end = target - std::min(target, here) > budget ? here + budget : target;
    if (!replay_.replayTo(end, nullptr, false)) {
        s_.stopRequest.store(false, std::memory_order_relaxed);
        return stops_.complete(stops_.makeStop(StopReason::Paused, "paused"));
    }
    if (s_.currentStep() < target && !s_.terminal())
        return stops_.budgetStop();
    if (s_.terminal())
        return stops_.complete(*stops_.terminalStop());
    return stops_.complete(stops_.makeStop(
        stops_.pending()->beforeHistory ? StopReason::HistoryStart : StopReason::StepDone,
        "at step " + std::to_string(s_.currentStep())));
}

} // namespace wave::debug
