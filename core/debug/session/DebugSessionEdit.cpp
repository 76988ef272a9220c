// DebugSession: edits of the machine at a stop, and snapshots of other recorded steps.

#include "debug/session/DebugSession.h"

#include <algorithm>
#include <cstdio>

namespace wave::debug {

namespace {

std::string cellName(const StateEdit& e) {
    char text[96];
    std::snprintf(text, sizeof text, "%c%u of wave %u lane %u",
                  e.kind == StateEdit::Kind::Register ? 'r' : 'p', e.index, e.wave, e.lane);
    return text;
}

std::string editDescription(const StateEdit& e) {
    if (e.kind == StateEdit::Kind::Predicate)
        return cellName(e) + " set to " + (e.value ? "true" : "false");
    char value[48];
    std::snprintf(value, sizeof value, "0x%08x (%u)", e.value, e.value);
    return cellName(e) + " set to " + value;
}

} // namespace

bool DebugSession::writeRegister(std::uint32_t wave, std::uint32_t lane, std::uint32_t reg,
                                 std::uint32_t value, std::string& error) {
    StateEdit e;
    e.kind = StateEdit::Kind::Register;
    e.wave = wave;
    e.lane = lane;
    e.index = reg;
    e.value = value;
    return edit(e, error);
}

bool DebugSession::writePredicate(std::uint32_t wave, std::uint32_t lane, std::uint32_t predicate,
                                  bool value, std::string& error) {
    StateEdit e;
    e.kind = StateEdit::Kind::Predicate;
    e.wave = wave;
    e.lane = lane;
    e.index = predicate;
    e.value = value ? 1 : 0;
    return edit(e, error);
}

bool DebugSession::editable(const StateEdit& e, std::string& error) const {
    const std::string cannot = "cannot write " + cellName(e) + ": ";
    if (!emu_) {
        error = cannot + "no kernel is loaded";
        return false;
    }
    if (pending_) {
        error = cannot + "the machine is running; pause it first";
        return false;
    }
    const emu::MachineState& m = emu_->state();
    if (m.status == emu::RunStatus::Completed) {
        error = cannot + "the launch has finished";
        return false;
    }
    if (terminal()) {
        error = cannot + "the launch has stopped for good (" + lastStop_.message + ")";
        return false;
    }
    const emu::WorkgroupState& wg = m.workgroup;
    if (!m.workgroupActive) {
        error = cannot + "no workgroup is running";
        return false;
    }
    if (e.wave >= wg.waveCount()) {
        error = cannot + "the workgroup has " + std::to_string(wg.waveCount()) + " wave(s), 0-" +
                std::to_string(wg.waveCount() - 1);
        return false;
    }
    if (e.lane >= wg.waveWidth) {
        error = cannot + "waves have " + std::to_string(wg.waveWidth) + " lanes, 0-" +
                std::to_string(wg.waveWidth - 1);
        return false;
    }
    const emu::WaveState& w = wg.waves[e.wave];
    if (((w.initial >> e.lane) & 1u) == 0) {
        error = cannot + "lane " + std::to_string(e.lane) + " of wave " + std::to_string(e.wave) +
                " has no thread (not launched)";
        return false;
    }
    if (w.status == emu::WaveStatus::Finished || w.status == emu::WaveStatus::Faulted) {
        error = cannot + "wave " + std::to_string(e.wave) +
                (w.status == emu::WaveStatus::Finished ? " has finished" : " has faulted");
        return false;
    }
    if (e.kind == StateEdit::Kind::Register) {
        const std::uint32_t regs = std::min<std::uint32_t>(wg.registerCount, 256);
        if (e.index >= regs) {
            error = cannot + "the kernel has " + std::to_string(regs) + " registers, r0-r" +
                    std::to_string(regs - 1);
            return false;
        }
    } else if (e.index >= 4) {
        error = cannot + "predicates are p0-p3";
        return false;
    }
    return true;
}

bool DebugSession::edit(StateEdit e, std::string& error) {
    if (!editable(e, error))
        return false;
    const std::uint64_t s = currentStep();
    e.step = s;
    // The future recorded after S followed from the old state: forget it.
    history_.truncateAfter(s);
    recorder_.forgetFuture();
    history_.recordEdit(e);
    furthest_ = s;
    applyEdits();

    // Take the full snapshot again where the machine stands; the stop keeps its place (and
    // forward commands still do not stop at the breakpoint it may stand on).
    const std::optional<std::uint64_t> skip = skipBeforeAt_;
    StopInfo info = lastStop_;
    info.reason = StopReason::StepDone;
    info.breakpoints.clear();
    info.watch.reset();
    info.edited = true;
    info.message = editDescription(e);
    finish(std::move(info));
    skipBeforeAt_ = skip;
    return true;
}

void DebugSession::applyEdits() {
    emu::MachineState& m = emu_->mutableState();
    for (const StateEdit& e : history_.editsAt(m.steps)) {
        emu::WorkgroupState& wg = m.workgroup;
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

std::shared_ptr<const MachineSnapshot> DebugSession::snapshotAt(std::uint64_t step,
                                                                std::string& error) {
    if (!emu_) {
        error = "no kernel is loaded";
        return nullptr;
    }
    if (pending_) {
        error = "the machine is running; pause it first";
        return nullptr;
    }
    if (step > furthest_) {
        error = "step " + std::to_string(step) + " has not been recorded (history ends at step " +
                std::to_string(furthest_) + ")";
        return nullptr;
    }
    const std::uint64_t here = currentStep();
    const std::uint64_t earliest = history_.earliest() ? history_.earliest()->step : 0;
    const std::uint64_t target = std::max(step, earliest);
    if (target == here && snapshot_)
        return snapshot_;
    // A pause pressed meanwhile must neither cut the trip short nor leave us elsewhere.
    stopRequest_.store(false, std::memory_order_relaxed);
    std::shared_ptr<MachineSnapshot> snap;
    if (moveTo(target)) {
        snap = SnapshotBuilder::build(snapshotContext(), true);
        snap->serial = 0; // not a stop of this session
        snap->stop = makeStop(StopReason::StepDone, "at step " + std::to_string(currentStep()));
        snap->focusWave = focusWave_;
        snap->focusLane = focusLane_;
        snap->history = historyInfo();
    } else {
        error = "interrupted";
    }
    for (int attempt = 0; attempt < 16 && currentStep() != here; ++attempt) {
        stopRequest_.store(false, std::memory_order_relaxed);
        moveTo(here);
    }
    if (currentStep() != here) {
        error = "could not return to step " + std::to_string(here);
        return nullptr;
    }
    return snap;
}

} // namespace wave::debug
