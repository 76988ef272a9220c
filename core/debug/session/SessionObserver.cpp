#include "debug/session/SessionObserver.h"

#include "debug/analysis/DeadlockVerdict.h"

#include <algorithm>
#include <bit>
#include <cstdio>

namespace wave::debug {

namespace {

// "line 12", or "address 0x0040" when the pc has no line.
std::string lineOrAddress(std::uint32_t line, std::uint32_t pc) {
    return line ? "line " + std::to_string(line) : "address " + BreakpointTrigger::hex(pc);
}

} // namespace

std::uint32_t SessionObserver::interests() const {
    using I = emu::Interest;
    std::uint32_t want = I::kMaskChanges | I::kBarriers | I::kWaveFinished | I::kWorkgroups;
    // Scan sinks look at every instruction; the timeline and the statistics need only runs; the
    // rest (breakpoints, heat, races, verdicts) none.
    if (sinkInstructions_)
        want |= I::kAfterInstruction;
    else if (w_.recorder->wantsInstructions())
        want |= I::kInstructionRuns;
    // Only breakpoints, run-to targets and scan sinks look at an instruction before it
    // executes.
    if (sinkInstructions_ || !w_.breakpoints->empty() || !runTo_.empty())
        want |= I::kBeforeInstruction;
    // Watchpoints see each lane's access in order (their conditions read the live machine,
    // which changes from lane to lane); the analyses take one batch per instruction.
    if (watching())
        want |= I::kMemoryLanes;
    else if (w_.recorder->wantsMemory())
        want |= I::kMemoryBatches;
    return want;
}

bool SessionObserver::takesEventsLate() const {
    return !sinkInstructions_ && !watching() &&
           (!w_.breakpoints->hasDivergenceBreakpoints() ||
            (mode_ == Mode::Scan && !scanBreakpoints_));
}

bool SessionObserver::watching() const {
    return w_.breakpoints->hasWatchpoints() && (mode_ == Mode::Run || scanBreakpoints_);
}

void SessionObserver::beginRun(std::optional<std::uint64_t> skipBeforeAt) {
    mode_ = Mode::Run;
    sink_ = nullptr;
    sinkInstructions_ = false;
    scanBreakpoints_ = false;
    skipBeforeAt_ = skipBeforeAt;
    pending_.reset();
}

void SessionObserver::beginScan(ScanSink* sink, bool breakpoints) {
    mode_ = Mode::Scan;
    sink_ = sink;
    sinkInstructions_ = sink != nullptr && sink->wantsInstructions();
    scanBreakpoints_ = breakpoints;
    skipBeforeAt_.reset();
    pending_.reset();
}

void SessionObserver::clearCommandConditions() {
    runTo_.clear();
    stopOnWorkgroupFinished_ = false;
    stopWhenReleased_.reset();
    passOverPc_.reset();
}

std::optional<StopInfo> SessionObserver::takePending() {
    std::optional<StopInfo> p = std::move(pending_);
    pending_.reset();
    return p;
}

StopInfo SessionObserver::baseStop(StopReason reason, std::uint32_t wave, std::uint32_t lane,
                                   std::uint32_t pc, std::uint64_t step) const {
    StopInfo info;
    info.reason = reason;
    info.step = step;
    info.workgroup = wg().index;
    info.wave = wave;
    info.lane = lane;
    info.pc = pc;
    info.line = w_.lines ? w_.lines->line(pc) : 0;
    return info;
}

emu::ObserverAction SessionObserver::hit(StopInfo info, std::uint64_t position) {
    if (mode_ == Mode::Scan) {
        if (sink_)
            sink_->stop(position, info);
        return emu::ObserverAction::Continue;
    }
    if (!pending_)
        pending_ = std::move(info);
    return emu::ObserverAction::Stop;
}

// What beforeInstruction looks at when no sink wants every instruction.
bool SessionObserver::needsBeforeAt(std::uint32_t pc) const {
    if (sinkInstructions_)
        return true;
    if (mode_ == Mode::Scan && !scanBreakpoints_)
        return false;
    return w_.breakpoints->breaksAt(pc) ||
           std::find(runTo_.begin(), runTo_.end(), pc) != runTo_.end();
}

emu::ObserverAction SessionObserver::beforeInstruction(const emu::InstructionEvent& e) {
    if (sinkInstructions_) {
        const emu::WorkgroupState& state = wg();
        callDepthBefore_ = e.wave < state.waves.size()
                               ? static_cast<std::uint32_t>(state.waves[e.wave].calls.size())
                               : 0;
    }
    if (mode_ == Mode::Scan && !scanBreakpoints_)
        return emu::ObserverAction::Continue;
    const bool runTo =
        !runTo_.empty() && std::find(runTo_.begin(), runTo_.end(), e.pc) != runTo_.end();
    if (!runTo && (!w_.breakpoints->breaksAt(e.pc) || passOverPc_ == e.pc))
        return emu::ObserverAction::Continue;
    if (skipBeforeAt_ && *skipBeforeAt_ == issued())
        return emu::ObserverAction::Continue;
    StopInfo info = baseStop(StopReason::Breakpoint, e.wave, 0, e.pc, issued());
    info.beforeInstruction = true;
    std::optional<std::uint32_t> lane;
    for (std::uint32_t i : w_.breakpoints->at(e.pc))
        trigger_.trigger(w_.breakpoints->all()[i], e.wave, e.pc, info, lane, mode_ == Mode::Run);
    if (info.breakpoints.empty() && runTo) {
        info.reason = StopReason::StepDone;
        info.message = "reached " + lineOrAddress(info.line, e.pc);
        const std::uint64_t active = e.activeMask;
        lane = active ? static_cast<std::uint32_t>(std::countr_zero(active)) : 0u;
    }
    if (!lane)
        return emu::ObserverAction::Continue;
    info.lane = *lane;
    if (info.reason == StopReason::Breakpoint)
        info.message = "breakpoint " + std::to_string(info.breakpoints.front()) + " at " +
                       lineOrAddress(info.line, e.pc) + trigger_.conditionNote(info);
    return hit(std::move(info), issued());
}

std::optional<StopInfo> SessionObserver::arrivedAt(std::uint32_t wave, std::uint32_t pc) {
    if (mode_ != Mode::Run || !w_.breakpoints->breaksAt(pc))
        return std::nullopt;
    StopInfo info = baseStop(StopReason::Breakpoint, wave, 0, pc, issued());
    info.beforeInstruction = true;
    std::optional<std::uint32_t> lane;
    for (std::uint32_t i : w_.breakpoints->at(pc))
        trigger_.trigger(w_.breakpoints->all()[i], wave, pc, info, lane, mode_ == Mode::Run);
    if (!lane)
        return std::nullopt;
    info.lane = *lane;
    info.message = "breakpoint " + std::to_string(info.breakpoints.front()) + " at " +
                   lineOrAddress(info.line, pc) + trigger_.conditionNote(info);
    return info;
}

emu::ObserverAction SessionObserver::afterInstruction(const emu::InstructionEvent& e) {
    if (w_.recorder->recordsAnalyses())
        w_.recorder->afterInstruction(e, w_.emu->launch().waveWidth, currentStep());
    if (sinkInstructions_) {
        const emu::WorkgroupState& state = wg();
        const auto depth = e.wave < state.waves.size()
                               ? static_cast<std::uint32_t>(state.waves[e.wave].calls.size())
                               : 0;
        sink_->instruction(e, currentStep(), callDepthBefore_, depth);
    }
    return emu::ObserverAction::Continue;
}

emu::ObserverAction SessionObserver::instructionRun(const emu::InstructionRunEvent& e) {
    w_.recorder->instructionRun(e, static_cast<std::uint32_t>(wg().index),
                                w_.emu->launch().waveWidth);
    return emu::ObserverAction::Continue;
}

emu::ObserverAction SessionObserver::memoryAccesses(const emu::MemoryBatchEvent& e) {
    w_.recorder->memoryAccesses(e, currentStep());
    return emu::ObserverAction::Continue;
}

emu::ObserverAction SessionObserver::memoryAccess(const emu::MemoryEvent& e) {
    w_.recorder->memoryAccess(e, currentStep());
    if (!watching())
        return emu::ObserverAction::Continue;
    StopInfo info = baseStop(StopReason::Watchpoint, e.wave, e.lane, e.pc, issued());
    if (!trigger_.watch(e, info, mode_ == Mode::Run))
        return emu::ObserverAction::Continue;
    return hit(std::move(info), issued());
}

emu::ObserverAction SessionObserver::maskChange(const emu::MaskChangeEvent& e) {
    w_.recorder->maskChange(e, currentStep());
    if (!w_.breakpoints->hasDivergenceBreakpoints() || (mode_ == Mode::Scan && !scanBreakpoints_))
        return emu::ObserverAction::Continue;
    using K = emu::MaskChangeKind;
    const bool split = (e.kind == K::If || e.kind == K::Break || e.kind == K::Continue) &&
                       e.after != 0 && e.after != e.before && (e.after & ~e.before) == 0;
    const bool rejoin = (e.kind == K::EndIf || e.kind == K::EndLoop) && (e.after & ~e.before) != 0;
    if (!split && !rejoin)
        return emu::ObserverAction::Continue;
    StopInfo info = baseStop(StopReason::DivergenceEvent, e.wave, 0, e.pc, issued());
    const BreakpointKind want = split ? BreakpointKind::Divergence : BreakpointKind::Reconvergence;
    std::optional<std::uint32_t> lane;
    for (std::uint32_t i : w_.breakpoints->divergenceBreakpoints()) {
        Breakpoint& b = w_.breakpoints->all()[i];
        const BreakpointSpec& s = b.spec;
        if (s.enabled && s.kind == want && (!s.wave || *s.wave == e.wave) &&
            (!s.pc || *s.pc == e.pc))
            trigger_.trigger(b, e.wave, e.pc, info, lane, mode_ == Mode::Run);
    }
    if (info.breakpoints.empty())
        return emu::ObserverAction::Continue;
    info.lane = *lane;
    char buf[160];
    std::snprintf(buf, sizeof buf, "%s of wave %u at %s: mask 0x%llx -> 0x%llx",
                  split ? "divergence" : "reconvergence", e.wave,
                  BreakpointTrigger::where(info.line, e.pc).c_str(),
                  static_cast<unsigned long long>(e.before),
                  static_cast<unsigned long long>(e.after));
    info.message = buf + trigger_.conditionNote(info);
    return hit(std::move(info), issued());
}

emu::ObserverAction SessionObserver::barrierArrival(const emu::BarrierArrivalEvent& e) {
    w_.recorder->barrierArrival(e, currentStep());
    if (!w_.breakpoints->hasBarrierBreakpoints() || (mode_ == Mode::Scan && !scanBreakpoints_) ||
        passOverPc_ == e.pc)
        return emu::ObserverAction::Continue;
    StopInfo info = baseStop(StopReason::BarrierEvent, e.wave, 0, e.pc, issued());
    std::optional<std::uint32_t> lane;
    for (std::uint32_t i : w_.breakpoints->barrierBreakpoints()) {
        Breakpoint& b = w_.breakpoints->all()[i];
        const BreakpointSpec& s = b.spec;
        if (!s.enabled || (s.pc && *s.pc != e.pc))
            continue;
        if (s.kind == BreakpointKind::BarrierArrival) {
            if (s.wave && *s.wave != e.wave)
                continue;
        } else if (s.kind == BreakpointKind::BarrierQuorum) {
            if (e.waiting != s.arrivals)
                continue;
        } else {
            continue;
        }
        trigger_.trigger(b, e.wave, e.pc, info, lane, mode_ == Mode::Run);
    }
    if (info.breakpoints.empty())
        return emu::ObserverAction::Continue;
    info.lane = *lane;
    info.message = "wave " + std::to_string(e.wave) + " arrives at the barrier at " +
                   BreakpointTrigger::where(info.line, e.pc) + " (" + std::to_string(e.waiting) +
                   " of " + std::to_string(wg().waveCount()) + " waiting)" +
                   trigger_.conditionNote(info);
    return hit(std::move(info), issued());
}

emu::ObserverAction SessionObserver::barrierRelease(const emu::BarrierReleaseEvent& e) {
    w_.recorder->barrierRelease(e, currentStep());
    const std::uint64_t position = issued();
    const bool scanning = mode_ == Mode::Scan && !scanBreakpoints_;
    if (e.divergent && !scanning) {
        // Always stops. The waves were just set Ready: rebuild the board from the event.
        BarrierBoard board;
        const emu::WorkgroupState& state = wg();
        char label[96];
        std::snprintf(label, sizeof label, "workgroup (%u,%u,%u)", state.id.x, state.id.y,
                      state.id.z);
        board.workgroupLabel = label;
        const auto& rs = w_.recorder->state();
        for (const emu::WaveState& wave : state.waves) {
            WaveReport r;
            r.wave = wave.id;
            r.status =
                wave.status == emu::WaveStatus::Finished ? WaveStatus::Finished : WaveStatus::Ready;
            r.pc = wave.lastPc;
            for (const emu::WaveAtBarrier& at : e.waves) {
                if (at.wave == wave.id) {
                    r.status = WaveStatus::AtBarrier;
                    r.pc = at.pc;
                }
            }
            r.line = w_.lines->line(r.pc);
            if (wave.id < rs.arrivals.size())
                r.barrierArrivals = rs.arrivals[wave.id];
            r.decisions = rs.control.decisions(wave.id);
            board.waves.push_back(std::move(r));
        }
        const emu::WaveAtBarrier& first = e.waves.empty() ? emu::WaveAtBarrier{} : e.waves[0];
        StopInfo info = baseStop(StopReason::BarrierDivergence, first.wave, 0, first.pc, position);
        info.verdict = DeadlockVerdict::barrierDivergence(board);
        info.message = info.verdict->sentences.empty() ? "barrier divergence"
                                                       : info.verdict->sentences.front();
        return hit(std::move(info), position);
    }
    if (scanning)
        return emu::ObserverAction::Continue;
    if (stopWhenReleased_) {
        for (const emu::WaveAtBarrier& at : e.waves) {
            if (at.wave == *stopWhenReleased_) {
                StopInfo info = baseStop(StopReason::StepDone, at.wave, 0, at.pc, position);
                info.message = "wave " + std::to_string(at.wave) + " passed the barrier";
                return hit(std::move(info), position);
            }
        }
    }
    if (!w_.breakpoints->hasBarrierBreakpoints() || e.waves.empty())
        return emu::ObserverAction::Continue;
    StopInfo info = baseStop(StopReason::BarrierEvent, e.waves[0].wave, 0, e.waves[0].pc, position);
    std::optional<std::uint32_t> lane;
    for (std::uint32_t i : w_.breakpoints->barrierBreakpoints()) {
        Breakpoint& b = w_.breakpoints->all()[i];
        const BreakpointSpec& s = b.spec;
        if (!s.enabled || s.kind != BreakpointKind::BarrierRelease)
            continue;
        if (s.pc && std::none_of(e.waves.begin(), e.waves.end(),
                                 [&](const emu::WaveAtBarrier& at) { return at.pc == *s.pc; }))
            continue;
        trigger_.trigger(b, e.waves[0].wave, e.waves[0].pc, info, lane, mode_ == Mode::Run);
    }
    if (info.breakpoints.empty())
        return emu::ObserverAction::Continue;
    info.lane = *lane;
    info.message = "barrier at " + BreakpointTrigger::where(info.line, info.pc) + " released " +
                   std::to_string(e.waves.size()) + " waves" + trigger_.conditionNote(info);
    return hit(std::move(info), position);
}

emu::ObserverAction SessionObserver::waveFinished(std::uint32_t wave, std::uint32_t pc) {
    w_.recorder->waveFinished(wave, pc, currentStep());
    return emu::ObserverAction::Continue;
}

emu::ObserverAction SessionObserver::workgroupStarted(const emu::WorkgroupState& state) {
    w_.recorder->workgroupStarted(state, issued());
    return emu::ObserverAction::Continue;
}

emu::ObserverAction SessionObserver::workgroupFinished(const emu::WorkgroupState& state) {
    w_.recorder->workgroupFinished(state);
    if (mode_ == Mode::Run && stopOnWorkgroupFinished_) {
        const std::uint64_t steps = issued();
        StopInfo info = baseStop(StopReason::StepDone, 0, 0, 0, steps);
        info.message = "workgroup finished";
        return hit(std::move(info), steps);
    }
    return emu::ObserverAction::Continue;
}

void SessionObserver::fault(const emu::Fault& f) {
    w_.recorder->fault(f, f.kind == emu::FaultKind::InstructionLimit ? issued() : currentStep());
}

} // namespace wave::debug
