#include "debug/session/StopReporter.h"

#include "debug/analysis/DeadlockVerdict.h"

#include <algorithm>
#include <bit>

namespace wave::debug {

StopInfo StopReporter::makeStop(StopReason reason, std::string message) const {
    StopInfo info;
    info.reason = reason;
    info.message = std::move(message);
    info.step = s_.currentStep();
    if (s_.emu) {
        const emu::WorkgroupState& wg = s_.emu->state().workgroup;
        info.workgroup = wg.index;
        info.wave = s_.focusWave;
        info.lane = s_.focusLane;
        if (const emu::WaveState* w = s_.focused()) {
            info.pc = w->status == emu::WaveStatus::AtBarrier ? w->barrierPc : w->pc;
            info.line = s_.lines.line(info.pc);
        }
    }
    return info;
}

std::optional<StopInfo> StopReporter::terminalStop() {
    const emu::MachineState& m = s_.emu->state();
    if (m.status == emu::RunStatus::Completed)
        return makeStop(StopReason::Finished, "all workgroups finished");
    if (m.status != emu::RunStatus::Faulted || !m.fault)
        return std::nullopt;
    const emu::Fault& f = *m.fault;
    StopInfo info = makeStop(
        f.kind == emu::FaultKind::Deadlock ? StopReason::Deadlock : StopReason::Fault, f.message);
    info.fault = f;
    if (f.inWorkgroup) {
        info.wave = f.wave;
        info.pc = f.pc;
        info.line = f.line.value_or(s_.lines.line(f.pc));
        info.lane = f.lanes ? static_cast<std::uint32_t>(std::countr_zero(f.lanes)) : 0;
    }
    if (f.kind == emu::FaultKind::Deadlock) {
        if (!s_.recorder.state().complete)
            replay_.completeControlHistory();
        const BarrierBoard board = SnapshotBuilder::board(s_.snapshotContext(), &f);
        info.verdict = DeadlockVerdict::deadlock(board);
        if (!info.verdict->sentences.empty())
            info.message = info.verdict->sentences.front();
        if (!info.verdict->culprits.empty())
            info.wave = info.verdict->culprits.front();
    }
    return info;
}

StopInfo StopReporter::finish(StopInfo info) {
    s_.recorder.closeInstruction(); // the analyses are complete up to here
    info.step = s_.currentStep();
    const bool movesFocus =
        info.reason != StopReason::StepDone && info.reason != StopReason::Paused &&
        info.reason != StopReason::Finished && info.reason != StopReason::HistoryStart;
    const auto& waves = s_.emu->state().workgroup.waves;
    if (movesFocus && info.wave < waves.size()) {
        s_.focusWave = info.wave;
        s_.focusLane = info.lane;
    }
    if (s_.focusWave >= waves.size())
        s_.focusWave = 0;
    s_.skipBeforeAt =
        info.beforeInstruction ? std::optional<std::uint64_t>(info.step) : std::nullopt;
    s_.lastStop = info;
    if (info.budgetExhausted)
        return info; // a run slice: the views take light snapshots meanwhile

    auto snap = SnapshotBuilder::build(s_.snapshotContext(), true);
    snap->serial = ++s_.serial;
    snap->stop = info;
    snap->focusWave = s_.focusWave;
    snap->focusLane = s_.focusLane;
    snap->history = s_.history.info();
    emu::DeviceImage image =
        emu::DeviceImage::capture(s_.emu->mutableState().device, &s_.lastStopImage);
    // The views get the image itself (a table of shared pages, immutable once captured), not a
    // copy of the bytes: a 4 GiB device memory the kernel fills is held once, by the session.
    snap->device = std::make_shared<const emu::DeviceImage>(image);
    s_.lastStopImage = std::move(image);
    attachLocal(*snap);
    s_.snapshot = std::move(snap);
    return info;
}

void StopReporter::attachLocal(MachineSnapshot& snap) {
    emu::DeviceImage local =
        emu::DeviceImage::capture(s_.emu->mutableState().workgroup.local, &s_.lastStopLocal);
    snap.local = std::make_shared<const emu::DeviceImage>(local);
    s_.lastStopLocal = std::move(local);
}

StopInfo StopReporter::finishReverse(StopInfo info) {
    StopInfo done = finish(std::move(info));
    s_.skipBeforeAt = done.step;
    return done;
}

std::shared_ptr<const MachineSnapshot> StopReporter::lightSnapshot() const {
    if (!s_.emu)
        return nullptr;
    s_.recorder.closeInstruction();
    auto snap = SnapshotBuilder::build(s_.snapshotContext(), false);
    snap->serial = s_.serial;
    snap->focusWave = s_.focusWave;
    snap->focusLane = s_.focusLane;
    snap->history = s_.history.info();
    return snap;
}

std::shared_ptr<const MachineSnapshot> StopReporter::snapshotAt(std::uint64_t step,
                                                                std::string& error) {
    if (!s_.emu) {
        error = "no kernel is loaded";
        return nullptr;
    }
    if (s_.pending) {
        error = "the machine is running; pause it first";
        return nullptr;
    }
    if (step > s_.furthest) {
        error = "step " + std::to_string(step) + " has not been recorded (history ends at step " +
                std::to_string(s_.furthest) + ")";
        return nullptr;
    }
    const std::uint64_t here = s_.currentStep();
    const std::uint64_t target = std::max(step, s_.earliestStep());
    if (target == here && s_.snapshot)
        return s_.snapshot;
    // A pause pressed meanwhile must neither cut the trip short nor leave us elsewhere.
    s_.stopRequest.store(false, std::memory_order_relaxed);
    std::shared_ptr<MachineSnapshot> snap;
    if (replay_.moveTo(target)) {
        s_.recorder.closeInstruction();
        snap = SnapshotBuilder::build(s_.snapshotContext(), true);
        attachLocal(*snap);
        snap->serial = 0; // not a stop of this session
        snap->stop = makeStop(StopReason::StepDone, "at step " + std::to_string(s_.currentStep()));
        snap->focusWave = s_.focusWave;
        snap->focusLane = s_.focusLane;
        snap->history = s_.history.info();
    } else {
        error = "interrupted";
    }
    for (int attempt = 0; attempt < 16 && s_.currentStep() != here; ++attempt) {
        s_.stopRequest.store(false, std::memory_order_relaxed);
        replay_.moveTo(here);
    }
    if (s_.currentStep() != here) {
        error = "could not return to step " + std::to_string(here);
        return nullptr;
    }
    return snap;
}

void StopReporter::prepareForward() {
    // A pause pressed while the session was already stopped must not cut the next command.
    s_.stopRequest.store(false, std::memory_order_relaxed);
    s_.pending.reset();
    s_.observer.clearCommandConditions();
}

StopInfo StopReporter::budgetStop() {
    StopInfo info = makeStop(StopReason::Paused, "step budget reached");
    info.budgetExhausted = true;
    return finish(std::move(info));
}

StopInfo StopReporter::complete(StopInfo info) {
    const bool reverse = s_.pending && (s_.pending->kind == PendingCommand::Kind::ScanBack ||
                                        s_.pending->kind == PendingCommand::Kind::Travel);
    s_.pending.reset();
    s_.observer.clearCommandConditions();
    return reverse ? finishReverse(std::move(info)) : finish(std::move(info));
}

} // namespace wave::debug
