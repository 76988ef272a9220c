#pragma once
// The SIMT emulator: runs one kernel of a Program over a grid (docs/reference/execution-model.md
// with the changes of docs/reference/differences.md §4).
//
// Threading: an Emulator belongs to the thread that uses it; only requestStop() may be called
// from any other thread. With LaunchConfig::threads > 1 and neither an observer nor a trace sink
// attached, run() executes independent workgroups on worker threads (see ParallelRunner.h for
// what can then differ from a sequential run). LaunchConfig::everyCore (wave-emu without
// --threads) asks for one worker per core when WorkgroupIndependence says the kernel's
// workgroups are independent.
//
// Typical CLI use:
//     Emulator emu(program, config, &sourceMap);
//     if (emu.launchError()) ... report, exit with launchError()->exitCode()
//     DeviceMemory& mem = emu.deviceMemory(); ... fills and --arg (mem.writable(), write())
//     RunResult r = emu.run();
//     if (r.fault) ... print "Error: " + r.fault->message, exit r.fault->exitCode()
//     ... dumps from emu.deviceMemory(), statistics from r.stats

#include "emu/DecodedProgram.h"
#include "emu/Fault.h"
#include "emu/LaunchConfig.h"
#include "emu/MachineState.h"
#include "emu/Observer.h"
#include "emu/Statistics.h"
#include "emu/TraceFormatter.h"
#include "isa/Program.h"
#include "isa/SourceMap.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>

namespace wave::emu {

namespace detail {
struct Hooks;
struct ExecContext;
enum class StepStatus : std::uint8_t;
} // namespace detail

struct RunResult {
    RunStatus status = RunStatus::Ready;
    std::optional<Fault> fault; // set when status == Faulted
    Statistics stats;           // cumulative since the launch
};

enum class StepOutcome : std::uint8_t {
    Issued,        // the wave issued one instruction
    NotReady,      // the wave is waiting at a barrier or finished; nothing happened
    NoWorkgroup,   // no workgroup is active (call beginWorkgroup())
    Faulted,       // the instruction faulted (see state().fault)
    StoppedBefore, // an observer's beforeInstruction asked to stop; nothing issued
};

struct StepResult {
    StepOutcome outcome = StepOutcome::NoWorkgroup;
    std::uint32_t wave = 0;
    bool workgroupFinished = false; // the step finished the workgroup
    bool stopRequested = false;     // an observer asked to stop after this step
};

class Emulator {
public:
    // `decoded`: this program as decoded for an earlier launch (decodedProgram()); shared when
    // it was made for the same registers, lane stride, code offset and tier, else ignored.
    Emulator(const isa::Program& program, const LaunchConfig& config,
             const isa::SourceMap* sourceMap = nullptr,
             std::shared_ptr<const DecodedProgram> decoded = nullptr);
    ~Emulator();
    Emulator(const Emulator&) = delete;
    Emulator& operator=(const Emulator&) = delete;

    // The launch cannot run (validation or allocation failed). Then run() returns this fault,
    // device memory is empty and nothing else is meaningful.
    const std::optional<Fault>& launchError() const { return launchError_; }
    const EffectiveLaunch& launch() const { return launch_; }
    const DecodedProgram& program() const { return *program_; }
    std::shared_ptr<const DecodedProgram> decodedProgram() const { return program_; }

    // Device memory, for fills and --arg before the run and dumps after it. Lazily zeroed:
    // only what is written costs memory.
    DeviceMemory& deviceMemory() { return state_.device; }
    const DeviceMemory& deviceMemory() const { return state_.device; }

    // Not owned; nullptr detaches. Attaching either forces sequential execution.
    void setObserver(Observer* observer) { observer_ = observer; }
    void setTraceSink(TraceSink* sink) { traceSink_ = sink; }

    static constexpr std::uint64_t kNoStepLimit = ~std::uint64_t(0);

    // Runs (or resumes) the launch until it completes, faults, is stopped, or has issued
    // `maxSteps` more wave-instructions (then Paused). The result's fault is also kept in
    // state().fault; a Faulted or Completed launch stays so.
    RunResult run(std::uint64_t maxSteps = kNoStepLimit);

    // Stepping for the debugger (always sequential). beginWorkgroup() starts the next workgroup
    // if none is active and returns false when the grid is complete. stepWave() issues one
    // instruction of `wave` (barrier releases happen as part of the step that makes them due);
    // stepScheduler() lets the round robin pick the wave (docs/reference/execution-model.md §5).
    bool beginWorkgroup();
    StepResult stepWave(std::uint32_t wave);
    StepResult stepScheduler();

    // Asks a running run() to return Paused (Aborted in parallel mode) within about 1024
    // wave-instructions, from any thread. A request made while no run is active makes the next
    // run() return Paused before its first instruction. Either way the request is consumed.
    void requestStop() { stopRequest_.store(true, std::memory_order_relaxed); }

    // Checkpoints: the whole machine as plain data. restoreState() does not touch the launch
    // configuration, observer or trace sink.
    const MachineState& state() const { return state_; }
    MachineState saveState() const { return state_; }
    void restoreState(const MachineState& state) { state_ = state; }
    // Direct edits by the debugger (registers, memory) between steps.
    MachineState& mutableState() { return state_; }

    // Source line of a pc (relative to the kernel start), when a SourceMap was given.
    std::optional<std::uint32_t> lineOf(std::uint32_t pc) const;

private:
    RunResult result() const;
    RunResult runSequential(std::uint64_t maxSteps);
    RunResult runParallel();
    detail::ExecContext context(detail::Hooks* hooks);
    bool startNext(detail::Hooks& hooks);
    void finishWorkgroup(detail::Hooks& hooks);
    void recordFault(Fault fault);
    StepResult finishStep(detail::Hooks& hooks, detail::ExecContext& c, detail::StepStatus s,
                          std::uint32_t wave);

    LaunchConfig config_;
    EffectiveLaunch launch_;
    std::optional<Fault> launchError_;
    std::shared_ptr<const DecodedProgram> program_;
    std::optional<isa::SourceMap> sourceMap_;
    MachineState state_;
    Observer* observer_ = nullptr;
    TraceSink* traceSink_ = nullptr;
    std::atomic<bool> stopRequest_{false};
};

} // namespace wave::emu
