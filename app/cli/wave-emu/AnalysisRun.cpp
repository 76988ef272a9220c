#include "AnalysisRun.h"

namespace wave::cli {

bool AnalysisRun::run(const isa::Program& program, const isa::SourceMap& sourceMap,
                      const emu::LaunchConfig& config, const debug::DeviceInit& init,
                      const debug::AnalysisOptions& analyses,
                      std::optional<std::uint64_t> stopAfterDivergences) {
    debug::SessionOptions options;
    options.analyses = analyses;
    // No reverse execution here: checkpoints only serve the verdicts' re-execution.
    options.historyBudget = 64ull << 20;
    session_ = std::make_unique<debug::DebugSession>(options);
    if (session_->load(program, sourceMap, config, init))
        return false;
    while (true) {
        const debug::StopInfo stop = session_->continueRun();
        switch (stop.reason) {
        case debug::StopReason::BarrierDivergence:
            noteDivergence(stop);
            if (stopAfterDivergences && divergencesSeen_ >= *stopAfterDivergences) {
                stoppedEarly_ = true;
                return true;
            }
            continue;
        case debug::StopReason::Deadlock:
            if (stop.verdict)
                deadlock_ = BarrierFinding{*stop.verdict, session_->barrierBoard(), 1};
            return true;
        default:
            // Finished or Fault. No breakpoints, watchpoints or budgets are set, so nothing
            // else stops a run; should it, ending here beats running on forever.
            return true;
        }
    }
}

void AnalysisRun::noteDivergence(const debug::StopInfo& stop) {
    ++divergencesSeen_;
    if (!stop.verdict)
        return;
    const std::string text = stop.verdict->text();
    for (BarrierFinding& f : divergences_) {
        if (f.verdict.text() == text) {
            ++f.occurrences;
            return;
        }
    }
    if (divergences_.size() < kMaxDivergenceFindings)
        divergences_.push_back(BarrierFinding{*stop.verdict, releaseBoard(), 1});
    else
        ++notKept_;
}

debug::BarrierBoard AnalysisRun::releaseBoard() const {
    debug::BarrierBoard board = session_->barrierBoard();
    const auto& waves = session_->emulator()->state().workgroup.waves;
    // A release happens only when every unfinished wave waits, and the session stops right
    // after it: every Ready wave was waiting at its barrierPc.
    for (debug::WaveReport& r : board.waves) {
        if (r.status != debug::WaveStatus::Ready || r.wave >= waves.size())
            continue;
        r.status = debug::WaveStatus::AtBarrier;
        r.pc = waves[r.wave].barrierPc;
        r.line = session_->lineOf(r.pc);
    }
    return board;
}

} // namespace wave::cli
