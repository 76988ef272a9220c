#pragma once
// Runs one launch under every (profile, schedule) of a plan and groups the runs whose results
// agree (issue 16, "wave-emu --portability" and the IDE's Portability dock).
//
// A run's result is its outcome (completed, a deadlock at some barriers, a fault of some kind at
// some instruction), whether barriers diverged, and for a run that completed the bytes of the
// plan's output regions (all of device memory without regions): PortabilityGroups::sameResult.
// Runs are single-threaded and unobserved, so a matrix costs little more than its runs;
// rerun() repeats one with an observer to explain a difference. Outputs are images of 4 KiB
// pages (emu::DeviceImage) shared with the first run's wherever equal, and runs compare the
// pages that differ only: untouched device memory costs nothing in any run, and 25 runs that
// agree cost about one run's touched pages.
//
// Threading: run() is synchronous; `cancel` may be set from any thread, and `progress` is called
// on the calling thread after every run, in run order. The runs after the first go side by side
// on the machine's cores (each run on one thread: OrderedParallel), fewer when the address space
// is tight (MatrixMemory::parallelRuns); the matrix is the same whatever the number.

#include "emu/DeviceImage.h"
#include "emu/Emulator.h"
#include "emu/Fault.h"
#include "portability/PortabilityPlan.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace wave::portability {

struct PortabilityRun {
    std::size_t profile = 0;  // index into the plan's profiles
    std::size_t schedule = 0; // index into the plan's schedules
    emu::RunStatus status = emu::RunStatus::Ready;
    std::optional<emu::Fault> fault; // a launch error, a failed preparation, or the run's fault
    std::uint64_t barrierDivergences = 0;
    // The regions' bytes, concatenated (all of device memory without regions), as shared
    // pages; kept by the first run of each group only (the others are equal): read it through
    // PortabilityMatrix::output().
    emu::DeviceImage output;
    std::size_t group = 0; // index into PortabilityMatrix::groups
};

struct PortabilityMatrix {
    PortabilityPlan plan;
    std::vector<PortabilityRun> runs; // profile-major: runs[profile * schedules + schedule]
    // Runs that agree (PortabilityGroups::sameResult), each in run order. Group 0 is the reference
    // the others differ from: the group of the first run with the launch's own wave width and
    // schedule (--wave-width 32, round robin, by default), else of runs[0]; the others follow in
    // order of first run.
    std::vector<std::vector<std::size_t>> groups;
    bool cancelled = false; // runs is then shorter than the plan
    // Index into runs of the reference run: the first with the launch's own wave width and
    // schedule, else 0. Its group is group 0.
    std::size_t reference = 0;

    bool agree() const { return !cancelled && groups.size() <= 1; }
    const PortabilityRun& at(std::size_t profile, std::size_t schedule) const {
        return runs[profile * plan.schedules.size() + schedule];
    }
    const emu::DeviceImage& output(const PortabilityRun& run) const {
        return runs[groups[run.group].front()].output;
    }
    // The device address of byte `index` of a run's output.
    std::uint64_t addressOf(std::uint64_t index) const;
    // "nvidia-32 / random:42": how reports name a run (enough to reproduce it).
    std::string label(const PortabilityRun& run) const;
};

class PortabilityRunner {
public:
    // Writes the launch's inputs (fills, --arg files) into fresh device memory before each run;
    // returns false with `error` set when it cannot.
    using Prepare = std::function<bool(emu::DeviceMemory& device, std::string& error)>;
    using Progress = std::function<void(std::size_t done, std::size_t total)>;

    PortabilityRunner(const isa::Program& program, const emu::LaunchConfig& base, Prepare prepare);

    PortabilityMatrix run(const PortabilityPlan& plan, const std::atomic<bool>* cancel = nullptr,
                          const Progress& progress = {}) const;
    // Runs at once in run() at most (0, the default: one per core of the machine).
    void setThreads(unsigned threads) { threads_ = threads; }

    // One run again under `profile` and `schedule`, with `observer` attached; returns its
    // result with `output` holding all of device memory.
    PortabilityRun rerun(const emu::DeviceProfile& profile, const emu::Schedule& schedule,
                         emu::Observer* observer) const;

    // The configuration of a run: the base launch with the profile's wave width and the
    // schedule, on one thread (a multi-threaded run could reorder racing workgroups).
    emu::LaunchConfig configFor(const emu::DeviceProfile& profile,
                                const emu::Schedule& schedule) const;

private:
    // `share`: an earlier output whose pages the new one shares where equal (or null).
    PortabilityRun execute(const emu::LaunchConfig& config,
                           const std::vector<OutputRegion>& regions, emu::Observer* observer,
                           const emu::DeviceImage* share) const;

    // The program as an earlier run of the same wave width decoded and compiled it (shared
    // read-only by the runs, so that each run does not compile it again), or null.
    std::shared_ptr<const emu::DecodedProgram> decodedFor(std::uint32_t waveWidth) const;
    void keepDecoded(std::uint32_t waveWidth,
                     std::shared_ptr<const emu::DecodedProgram> decoded) const;

    const isa::Program& program_;
    emu::LaunchConfig base_;
    Prepare prepare_;
    unsigned threads_ = 0;
    mutable std::mutex decodedLock_; // runs are made on several threads
    mutable std::vector<std::pair<std::uint32_t, std::shared_ptr<const emu::DecodedProgram>>>
        decoded_;
};

} // namespace wave::portability
