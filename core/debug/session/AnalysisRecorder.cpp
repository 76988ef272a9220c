#include "debug/session/AnalysisRecorder.h"

#include <cstring>

#include "isa/Decoder.h"

#include <bit>
#include <optional>
#include <span>

namespace wave::debug {

namespace {

MemorySpace convert(emu::MemorySpace space) {
    return space == emu::MemorySpace::Local ? MemorySpace::Local : MemorySpace::Device;
}

AccessKind convert(emu::AccessKind kind) {
    return kind == emu::AccessKind::Read    ? AccessKind::Read
           : kind == emu::AccessKind::Write ? AccessKind::Write
                                            : AccessKind::Atomic;
}

MemoryAccess convert(const emu::MemoryEvent& e, std::uint64_t workgroup, std::uint32_t line,
                     std::uint64_t step) {
    MemoryAccess a;
    a.space = convert(e.space);
    a.kind = convert(e.kind);
    a.address = e.address;
    a.size = e.size;
    a.workgroup = static_cast<std::uint32_t>(workgroup);
    a.site = AccessSite{e.wave, e.lane, e.pc, line};
    a.step = step;
    return a;
}

} // namespace

AnalysisRecorder::AnalysisRecorder() = default;

void AnalysisRecorder::configure(const AnalysisOptions& options, const LineTable* lines,
                                 const ControlStructure* structure) {
    options_ = options;
    lines_ = lines;
    structure_ = structure;
    state_.bank = BankConflictAnalyzer(options.bank);
    state_.bank.setKeepAccesses(options.heat); // the heat's worst conflicts are per word
    state_.coalescing = CoalescingAnalyzer(options.coalescingConfig);
    state_.coalescing.setKeepAccesses(options.coalescingWords); // the words are attributed
    timeline_ = Timeline(options.timelineRecords);
}

void AnalysisRecorder::reset() {
    const BankConfig bank = state_.bank.config();
    const CoalescingConfig coalescing = state_.coalescing.config();
    const bool keep = state_.bank.keepsAccesses();
    const bool keepCoalescing = state_.coalescing.keepsAccesses();
    state_ = State{};
    state_.bank = BankConflictAnalyzer(bank);
    state_.bank.setKeepAccesses(keep);
    state_.coalescing = CoalescingAnalyzer(coalescing);
    state_.coalescing.setKeepAccesses(keepCoalescing);
    timeline_.clear();
    future_.reset();
}

void AnalysisRecorder::restore(const State& s, std::uint64_t step) {
    state_ = s;
    // Keep the longest history seen: travelling back and forth inside it copies nothing.
    if (options_.timeline && lastBegin(timeline_) >= step &&
        (!future_ || lastBegin(timeline_) > lastBegin(*future_)))
        future_ = timeline_;
    timeline_.truncate(step, static_cast<std::uint32_t>(s.workgroup));
}

void AnalysisRecorder::workgroupStarted(const emu::WorkgroupState& wg, std::uint64_t) {
    closeInstruction(); // before the heat of the workgroup it belongs to is reset
    if (state_.workgroup != wg.index && options_.races)
        state_.races.endWorkgroup(static_cast<std::uint32_t>(state_.workgroup));
    if (options_.timeline && state_.workgroup != wg.index)
        timeline_.endWorkgroup(static_cast<std::uint32_t>(state_.workgroup));
    state_.workgroup = wg.index;
    state_.complete = true;
    state_.control.reset(wg.waveCount());
    state_.arrivals.assign(wg.waveCount(), 0);
    state_.arrivalStep.assign(wg.waveCount(), 0);
    state_.epoch = 0;
    // Emptied in place: each wave's list keeps its capacity from workgroup to workgroup.
    state_.lastWrites.resize(wg.waveCount());
    for (RecordedWrites& w : state_.lastWrites) {
        w.step = 0;
        w.clear();
    }
    const auto localBytes = static_cast<std::uint32_t>(wg.local.size());
    if (options_.heat)
        state_.heat.reset(localBytes);
    if (options_.races)
        state_.races.beginWorkgroup(static_cast<std::uint32_t>(wg.index), localBytes);
}

void AnalysisRecorder::workgroupFinished(const emu::WorkgroupState&) {
    closeInstruction();
}

void AnalysisRecorder::closeInstruction() {
    if (!state_.open)
        return;
    const State::OpenInstruction open = *state_.open;
    state_.open.reset();
    if (open.local) {
        const std::uint32_t degree = state_.bank.endInstruction();
        if (options_.heat)
            state_.heat.recordConflict(state_.bank.lastInstruction(), degree, open.site);
        if (options_.statistics)
            state_.statistics.bankConflict(degree);
    }
    if (open.device) {
        const CoalescingFigures f = state_.coalescing.endInstruction();
        if (options_.coalescingWords && f.sectors != 0)
            state_.coalescingWords.record(state_.coalescing.lastInstruction(), open.site.pc,
                                          f.efficiency());
    }
}

void AnalysisRecorder::recordInstruction(const emu::InstructionEvent& e, std::uint32_t waveWidth,
                                         std::uint64_t step) {
    if (!recordsAnalyses())
        return;
    const std::uint32_t lanes = e.execLanes;
    closeInstruction(); // this one's, or an earlier one's
    if (options_.statistics && e.instruction && e.instruction->info)
        state_.statistics.instruction(e.instruction->info->category, lanes, waveWidth);
    const auto wg = static_cast<std::uint32_t>(e.workgroupIndex);
    if (options_.timeline)
        timeline_.instruction(step, wg, e.wave, e.pc, lineOf(e.pc), lanes);
}

void AnalysisRecorder::instructionRun(const emu::InstructionRunEvent& e, std::uint32_t workgroup,
                                      std::uint32_t waveWidth) {
    if (options_.statistics && e.byCategory != nullptr)
        state_.statistics.instructions(e.byCategory, e.count, e.execLaneSum, waveWidth);
    if (options_.timeline)
        timeline_.instructions(e.firstStep, e.lastStep, workgroup, e.wave, e.firstPc,
                               lineOf(e.firstPc), e.count, e.execLaneSum);
}

void AnalysisRecorder::memoryAccess(const emu::MemoryEvent& e, std::uint64_t step) {
    if (!wantsMemory())
        return;
    const MemoryAccess a = convert(e, state_.workgroup, lineOf(e.pc), step);
    LaneAccess lane;
    record(AccessBatch::of(a, lane));
}

void AnalysisRecorder::memoryAccesses(const emu::MemoryBatchEvent& e, std::uint64_t step) {
    if (!wantsMemory())
        return;
    AccessBatch b;
    b.space = convert(e.space);
    b.kind = convert(e.kind);
    b.size = e.size;
    b.workgroup = static_cast<std::uint32_t>(state_.workgroup);
    b.site = AccessSite{e.wave, 0, e.pc, lineOf(e.pc)};
    b.step = step;
    b.laneMask = e.lanes;
    b.laneAddresses = e.laneAddresses;
    b.lanes = e.list;
    record(b);
}

// The instruction `b` belongs to, open: the one open is closed first if it is another.
AnalysisRecorder::State::OpenInstruction& AnalysisRecorder::openFor(const AccessBatch& b) {
    if (!state_.open || state_.open->step != b.step) {
        closeInstruction();
        // Field by field: an OpenInstruction assembled on the stack and copied in would be
        // reloaded wide right after narrow stores (a store-forwarding stall per instruction).
        State::OpenInstruction& open = state_.open.emplace();
        open.step = b.step;
        open.site.wave = b.site.wave;
        open.site.pc = b.site.pc;
        open.site.line = b.site.line;
    }
    return *state_.open;
}

void AnalysisRecorder::record(const AccessBatch& b) {
    if (b.kind != AccessKind::Read && options_.stepEffects)
        recordWrites(b);
    if (b.space == MemorySpace::Local) {
        if (options_.heat)
            state_.heat.record(b, state_.epoch);
        if (options_.races)
            state_.races.record(b);
        if (options_.bankConflicts) {
            State::OpenInstruction& open = openFor(b);
            if (!open.local) {
                state_.bank.beginInstruction(b.site.pc);
                open.local = true;
            }
            state_.bank.addAccesses(b);
        }
    } else {
        if (options_.races)
            state_.races.record(b);
        if (options_.coalescing) {
            State::OpenInstruction& open = openFor(b);
            if (!open.device) {
                state_.coalescing.beginInstruction(b.site.pc);
                open.device = true;
            }
            state_.coalescing.addAccesses(b);
        }
    }
    if (options_.statistics)
        state_.statistics.access(b);
}

void AnalysisRecorder::maskChange(const emu::MaskChangeEvent& e, std::uint64_t step) {
    const std::uint32_t line = lineOf(e.pc);
    using K = emu::MaskChangeKind;
    switch (e.kind) {
    case K::If: {
        const ControlStructure::IfBlock* block = structure_ ? structure_->ifAt(e.pc) : nullptr;
        const std::uint64_t elseMask = e.before & ~e.after;
        state_.control.ifExecuted(e.wave, e.pc, line, e.after, elseMask,
                                  block && block->elsePc.has_value());
        if (options_.statistics && e.after != 0 && elseMask != 0)
            state_.statistics.divergentBranch();
        break;
    }
    case K::Loop:
        if (e.controlDepthAfter > e.controlDepthBefore)
            state_.control.loopEntered(e.wave, e.pc, line);
        break;
    case K::EndLoop: {
        const std::optional<std::uint32_t> loopPc =
            structure_ ? structure_->loopOfEndloop(e.pc) : std::nullopt;
        if (loopPc) {
            if (e.controlDepthAfter < e.controlDepthBefore)
                state_.control.loopExited(e.wave, *loopPc);
            else
                state_.control.loopIterated(e.wave, *loopPc);
        }
        break;
    }
    case K::Halt:
        state_.control.halted(e.wave, e.pc, line,
                              static_cast<std::uint32_t>(std::popcount(e.after)));
        break;
    case K::Return:
        if (e.callDepthBefore == 0 && e.after != e.before)
            state_.control.halted(e.wave, e.pc, line,
                                  static_cast<std::uint32_t>(std::popcount(e.after)), true);
        break;
    default:
        break;
    }
    if (options_.timeline) {
        const bool splits = (e.kind == K::If || e.kind == K::Break || e.kind == K::Continue) &&
                            e.after != 0 && e.after != e.before;
        const bool restores = (e.kind == K::EndIf || e.kind == K::EndLoop || e.kind == K::Else) &&
                              (e.after & ~e.before) != 0;
        const auto wg = static_cast<std::uint32_t>(state_.workgroup);
        if (splits)
            timeline_.event(TimelineKind::Divergence, step, wg, e.wave, e.pc, line, e.after);
        else if (restores && e.kind != K::Else)
            timeline_.event(TimelineKind::Reconvergence, step, wg, e.wave, e.pc, line, e.after);
    }
}

void AnalysisRecorder::barrierArrival(const emu::BarrierArrivalEvent& e, std::uint64_t step) {
    if (e.wave < state_.arrivals.size()) {
        state_.arrivals[e.wave] += 1;
        state_.arrivalStep[e.wave] = step;
    }
    if (options_.timeline)
        timeline_.barrierArrive(step, static_cast<std::uint32_t>(state_.workgroup), e.wave, e.pc,
                                lineOf(e.pc));
}

void AnalysisRecorder::barrierRelease(const emu::BarrierReleaseEvent& e, std::uint64_t step) {
    state_.epoch += 1;
    if (options_.races)
        state_.races.barrierReleased(static_cast<std::uint32_t>(state_.workgroup));
    if (options_.statistics)
        state_.statistics.barrierReleased();
    for (const emu::WaveAtBarrier& w : e.waves) {
        if (options_.statistics && w.wave < state_.arrivalStep.size())
            state_.statistics.barrierWait(step - state_.arrivalStep[w.wave]);
        if (options_.timeline)
            timeline_.barrierRelease(step, static_cast<std::uint32_t>(state_.workgroup), w.wave);
    }
}

void AnalysisRecorder::waveFinished(std::uint32_t wave, std::uint32_t pc, std::uint64_t step) {
    const std::uint32_t line = lineOf(pc);
    // The finishing halt/return already recorded its lanes; make sure the history says the
    // wave ended there (an implicit finish, e.g. the last lanes leaving a function, too).
    const std::optional<ControlDecision> last = state_.control.lastDecision(wave);
    if (!last || last->pc != pc ||
        (last->kind != DecisionKind::Halt && last->kind != DecisionKind::Return))
        state_.control.halted(wave, pc, line, 0);
    else
        state_.control.halted(wave, pc, line, 0, last->kind == DecisionKind::Return);
    if (options_.timeline)
        timeline_.event(TimelineKind::Finished, step, static_cast<std::uint32_t>(state_.workgroup),
                        wave, pc, line);
}

void AnalysisRecorder::fault(const emu::Fault& f, std::uint64_t step) {
    if (options_.timeline && f.inWorkgroup)
        timeline_.event(TimelineKind::Fault, step, static_cast<std::uint32_t>(state_.workgroup),
                        f.wave, f.pc, f.line.value_or(0));
}

} // namespace wave::debug

namespace wave::debug {

void AnalysisRecorder::recordWrites(const AccessBatch& b) {
    const std::uint32_t wave = b.site.wave;
    if (wave >= state_.lastWrites.size())
        state_.lastWrites.resize(wave + 1);
    RecordedWrites& w = state_.lastWrites[wave];
    if (w.step != b.step || w.empty()) {
        w.step = b.step;
        w.clear();
    }
    // The values replaced are read from the machine's memory (events come before the writes
    // take effect).
    std::span<const std::uint8_t> memory;
    if (machine_)
        memory = b.space == MemorySpace::Local ? machine_->workgroup.local.bytes()
                                               : machine_->device.bytes();
    // The common shape (lanes 0..k-1 on consecutive words): one segment, the values copied in
    // one go.
    std::uint64_t word = 0;
    if (const std::uint32_t k = b.consecutiveWords(word); k != 0) {
        w.addWords(b.space, word * 4, k, memory);
        return;
    }
    // Every access, in order (an address written twice appears twice; SnapshotBuilder keeps
    // the first, which holds the value the instruction replaced): a wave's row of addresses in
    // one segment, the mma's list one by one.
    if (b.lanes.empty()) {
        if (b.laneMask != 0)
            w.addLanes(b.space, b.size, b.laneMask, b.laneAddresses, memory);
        return;
    }
    b.forEach([&](std::uint32_t lane, std::uint32_t address) {
        std::uint32_t before = 0;
        if (std::uint64_t(address) + 4 <= memory.size())
            std::memcpy(&before, memory.data() + address, 4);
        w.add(b.space, address, b.size, lane, before);
    });
}

} // namespace wave::debug
