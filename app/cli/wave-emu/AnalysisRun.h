#pragma once
// Runs a launch again, deterministically, under the debugger engine (debug::DebugSession), for
// what the fast emulator path does not record: the verdict and barrier board of a deadlock or
// of a barrier divergence, local-memory races, bank conflicts and the timeline. wave-emu does
// this after its normal run, so stdout and the exit status still come from the fast path, and
// a run without analysis flags, deadlock or divergence never gets here.

#include "debug/analysis/BarrierBoard.h"
#include "debug/analysis/DeadlockVerdict.h"
#include "debug/session/DebugSession.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace wave::cli {

// A deadlock, or one kind of barrier divergence, in words and as a board.
struct BarrierFinding {
    debug::Verdict verdict;
    debug::BarrierBoard board;     // at the deadlock, or at the divergent release
    std::uint64_t occurrences = 1; // divergent releases with the same verdict
};

class AnalysisRun {
public:
    // Distinct divergence verdicts kept (more are only counted).
    static constexpr std::size_t kMaxDivergenceFindings = 8;

    // Returns false when the launch cannot run (the fast path has reported that already).
    // `stopAfterDivergences`: the run may end after this many divergent releases, when nothing
    // else needs the rest of it; nullopt runs to the end.
    bool run(const isa::Program& program, const isa::SourceMap& sourceMap,
             const emu::LaunchConfig& config, const debug::DeviceInit& init,
             const debug::AnalysisOptions& analyses,
             std::optional<std::uint64_t> stopAfterDivergences);

    const debug::DebugSession& session() const { return *session_; }
    const std::vector<BarrierFinding>& divergences() const { return divergences_; }
    std::uint64_t divergencesSeen() const { return divergencesSeen_; }
    // Divergent releases whose verdict was new when kMaxDivergenceFindings were kept already.
    std::uint64_t divergencesNotKept() const { return notKept_; }
    // The run ended after stopAfterDivergences divergent releases, before the kernel did.
    bool stoppedEarly() const { return stoppedEarly_; }
    const std::optional<BarrierFinding>& deadlock() const { return deadlock_; }

private:
    void noteDivergence(const debug::StopInfo& stop);
    // The board at a divergent release: the waves were set Ready by the release they just had.
    debug::BarrierBoard releaseBoard() const;

    std::unique_ptr<debug::DebugSession> session_;
    std::vector<BarrierFinding> divergences_;
    std::uint64_t divergencesSeen_ = 0;
    std::uint64_t notKept_ = 0;
    bool stoppedEarly_ = false;
    std::optional<BarrierFinding> deadlock_;
};

} // namespace wave::cli
