#include "debug/session/StopReporter.h"

#include "debug/analysis/DeadlockVerdict.h"

#include <algorithm>
#include <bit>

namespace wave::debug {

void StopReporter::reset() {
    focusWave_ = 0;
    focusLane_ = 0;
    skipBeforeAt_.reset();
    pending_.reset();
    lastStopImage_ = emu::DeviceImage{};
    lastStopLocal_ = emu::DeviceImage{};
}

bool StopReporter::setFocus(std::uint32_t wave, std::uint32_t lane) {
    if (!s_.emu || wave >= s_.emu->state().workgroup.waveCount() ||
        lane >= s_.emu->state().workgroup.waveWidth)
        return false;
    focusWave_ = wave;
    focusLane_ = lane;
    if (snapshot_) {
        auto snap = std::make_shared<MachineSnapshot>(*snapshot_);
        snap->serial = ++serial_;
        snap->focusWave = wave;
        snap->focusLane = lane;
        snapshot_ = std::move(snap);
    }
    return true;
}

void StopReporter::dropCommand() {
    pending_.reset();
    s_.observer.clearCommandConditions();
    skipBeforeAt_.reset();
}

StopInfo StopReporter::finishInPlace(StopInfo info) {
    const std::optional<std::uint64_t> skip = skipBeforeAt_;
    StopInfo done = finish(std::move(info));
    skipBeforeAt_ = skip;
    return done;
}

StopInfo StopReporter::makeStop(StopReason reason, std::string message) const {
    StopInfo info;
    info.reason = reason;
    info.message = std::move(message);
    info.step = s_.currentStep();
    if (s_.emu) {
        const emu::WorkgroupState& wg = s_.emu->state().workgroup;
        info.workgroup = wg.index;
        info.wave = focusWave_;
        info.lane = focusLane_;
        if (const emu::WaveState* w = focused()) {
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
        focusWave_ = info.wave;
        focusLane_ = info.lane;
    }
    if (focusWave_ >= waves.size())
        focusWave_ = 0;
    skipBeforeAt_ = info.beforeInstruction ? std::optional<std::uint64_t>(info.step) : std::nullopt;
    lastStop_ = info;
    if (info.budgetExhausted)
        return info; // a run slice: the views take light snapshots meanwhile

    auto snap = SnapshotBuilder::build(s_.snapshotContext(), true);
    snap->serial = ++serial_;
    snap->stop = info;
    snap->focusWave = focusWave_;
    snap->focusLane = focusLane_;
    snap->history = replay_.history().info();
    emu::DeviceImage image =
        emu::DeviceImage::capture(s_.emu->mutableState().device, &lastStopImage_);
    // The views get the image itself (a table of shared pages, immutable once captured), not a
    // copy of the bytes: a 4 GiB device memory the kernel fills is held once, by the session.
    snap->device = std::make_shared<const emu::DeviceImage>(image);
    lastStopImage_ = std::move(image);
    attachLocal(*snap);
    snapshot_ = std::move(snap);
    return info;
}

void StopReporter::attachLocal(MachineSnapshot& snap) {
    emu::DeviceImage local =
        emu::DeviceImage::capture(s_.emu->mutableState().workgroup.local, &lastStopLocal_);
    snap.local = std::make_shared<const emu::DeviceImage>(local);
    lastStopLocal_ = std::move(local);
}

StopInfo StopReporter::finishReverse(StopInfo info) {
    StopInfo done = finish(std::move(info));
    skipBeforeAt_ = done.step;
    return done;
}

std::shared_ptr<const MachineSnapshot> StopReporter::lightSnapshot() const {
    if (!s_.emu)
        return nullptr;
    s_.recorder.closeInstruction();
    auto snap = SnapshotBuilder::build(s_.snapshotContext(), false);
    snap->serial = serial_;
    snap->focusWave = focusWave_;
    snap->focusLane = focusLane_;
    snap->history = replay_.history().info();
    return snap;
}

std::shared_ptr<const MachineSnapshot> StopReporter::snapshotAt(std::uint64_t step,
                                                                std::string& error) {
    if (!s_.emu) {
        error = "no kernel is loaded";
        return nullptr;
    }
    if (pending_) {
        error = "the machine is running; pause it first";
        return nullptr;
    }
    if (step > replay_.furthest()) {
        error = "step " + std::to_string(step) + " has not been recorded (history ends at step " +
                std::to_string(replay_.furthest()) + ")";
        return nullptr;
    }
    const std::uint64_t here = s_.currentStep();
    const std::uint64_t target = std::max(step, replay_.earliestStep());
    if (target == here && snapshot_)
        return snapshot_;
    // A pause pressed meanwhile must neither cut the trip short nor leave us elsewhere.
    s_.stopRequest.store(false, std::memory_order_relaxed);
    std::shared_ptr<MachineSnapshot> snap;
    if (replay_.moveTo(target)) {
        s_.recorder.closeInstruction();
        snap = SnapshotBuilder::build(s_.snapshotContext(), true);
        attachLocal(*snap);
        snap->serial = 0; // not a stop of this session
        snap->stop = makeStop(StopReason::StepDone, "at step " + std::to_string(s_.currentStep()));
        snap->focusWave = focusWave_;
        snap->focusLane = focusLane_;
        snap->history = replay_.history().info();
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
    pending_.reset();
    s_.observer.clearCommandConditions();
}

StopInfo StopReporter::budgetStop() {
    StopInfo info = makeStop(StopReason::Paused, "step budget reached");
    info.budgetExhausted = true;
    return finish(std::move(info));
}

StopInfo StopReporter::complete(StopInfo info) {
    const bool reverse = pending_ && (pending_->kind == PendingCommand::Kind::ScanBack ||
                                      pending_->kind == PendingCommand::Kind::Travel);
    pending_.reset();
    s_.observer.clearCommandConditions();
    return reverse ? finishReverse(std::move(info)) : finish(std::move(info));
}

} // namespace wave::debug
