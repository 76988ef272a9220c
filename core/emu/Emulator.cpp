#include "emu/Emulator.h"

#include "emu/CompiledProgram.h"
#include "emu/EngineEntry.h"
#include "emu/ParallelRunner.h"
#include "emu/PreDecoder.h"
#include "emu/Scheduler.h"
#include "emu/WorkgroupIndependence.h"
#include "emu/WorkgroupSetup.h"

#include <cstdlib>
#include <new>

namespace wave::emu {

const char* runStatusName(RunStatus status) {
    switch (status) {
    case RunStatus::Ready:
        return "ready";
    case RunStatus::Completed:
        return "completed";
    case RunStatus::Faulted:
        return "faulted";
    case RunStatus::Paused:
        return "paused";
    case RunStatus::Aborted:
        return "aborted";
    }
    return "unknown";
}

namespace {

bool terminal(RunStatus s) {
    return s == RunStatus::Completed || s == RunStatus::Faulted || s == RunStatus::Aborted;
}

// EngineChoice::Auto follows WAVE_ENGINE when it names a tier (whole test suites run on either).
bool usesCompiledTier(EngineChoice choice) {
    if (choice == EngineChoice::Auto) {
        const char* env = std::getenv("WAVE_ENGINE");
        if (env != nullptr)
            choice = parseEngineChoice(env).value_or(EngineChoice::Auto);
    }
    return choice != EngineChoice::Interpreter && CompiledProgram::available();
}

Fault allocationFault(const std::string& what) {
    Fault f;
    f.kind = FaultKind::InvalidLaunch;
    f.message = "cannot allocate " + what;
    return f;
}

} // namespace

Emulator::Emulator(const isa::Program& program, const LaunchConfig& config,
                   const isa::SourceMap* sourceMap, std::shared_ptr<const DecodedProgram> decoded)
    : config_(config) {
    if (sourceMap != nullptr)
        sourceMap_ = *sourceMap;
    launchError_ = resolveLaunch(program, config, launch_);
    if (launchError_) {
        program_ = std::make_shared<DecodedProgram>();
        state_.status = RunStatus::Faulted;
        return;
    }
    try {
        const std::uint32_t stride = WorkgroupSetup::laneStride(launch_.waveWidth);
        const bool compiledTier = usesCompiledTier(config.engine);
        if (decoded != nullptr && decoded->compiledTier == compiledTier &&
            PreDecoder::madeFor(*decoded, launch_, stride)) {
            program_ = std::move(decoded);
        } else {
            std::shared_ptr<DecodedProgram> made =
                PreDecoder::decode(program.code, launch_, stride);
            if (compiledTier)
                made->compiled = CompiledProgram::build(*made, stride);
            made->compiledTier = compiledTier;
            program_ = std::move(made);
        }
        state_.device = DeviceMemory(launch_.deviceMemory);
        if (config.everyCore && !WorkgroupIndependence::likely(*program_))
            launch_.threads = 1;
    } catch (const std::bad_alloc&) {
        launchError_ = allocationFault(std::to_string(launch_.deviceMemory) +
                                       " bytes of device memory and the decoded program");
        program_ = std::make_shared<DecodedProgram>();
        state_.device = DeviceMemory();
        state_.status = RunStatus::Faulted;
    }
}

Emulator::~Emulator() = default;

RunResult Emulator::result() const {
    return RunResult{state_.status, state_.fault, state_.stats};
}

std::optional<std::uint32_t> Emulator::lineOf(std::uint32_t pc) const {
    if (!sourceMap_)
        return std::nullopt;
    const isa::SourceMapEntry* e = sourceMap_->at(launch_.codeOffset + pc);
    if (e == nullptr)
        return std::nullopt;
    return e->position.line;
}

void Emulator::recordFault(Fault f) {
    f.kernelName = launch_.hasKernel ? launch_.kernelName : std::string();
    if (sourceMap_)
        f.sourceFile = sourceMap_->file;
    if (f.inWorkgroup) {
        f.line = lineOf(f.pc);
        for (WaveReport& w : f.waves)
            w.line = lineOf(w.pc);
    }
    state_.fault = std::move(f);
    state_.status = RunStatus::Faulted;
    if (observer_ != nullptr)
        observer_->fault(*state_.fault);
}

detail::ExecContext Emulator::context(detail::Hooks* hooks) {
    detail::ExecContext c;
    c.bind(*program_, launch_);
    c.wg = &state_.workgroup;
    c.bindDevice(state_.device);
    c.stats = &state_.stats;
    c.steps = &state_.steps;
    c.stopRequest = &stopRequest_;
    c.hooks = hooks;
    return c;
}

bool Emulator::startNext(detail::Hooks& hooks) {
    if (state_.nextWorkgroup >= launch_.workgroupCount) {
        state_.status = RunStatus::Completed;
        return false;
    }
    try {
        WorkgroupSetup::start(state_.workgroup, launch_, config_.setRegisters, *program_,
                              state_.nextWorkgroup);
    } catch (const std::bad_alloc&) {
        recordFault(allocationFault(std::to_string(launch_.localMemory) +
                                    " bytes of local memory and the workgroup's registers"));
        return false;
    }
    ++state_.nextWorkgroup;
    state_.workgroupActive = true;
    ++state_.stats.workgroups;
    state_.stats.waves += state_.workgroup.waveCount();
    if (hooks.wants(Interest::kWorkgroups))
        hooks.note(observer_->workgroupStarted(state_.workgroup));
    return true;
}

void Emulator::finishWorkgroup(detail::Hooks& hooks) {
    state_.workgroupActive = false;
    if (hooks.wants(Interest::kWorkgroups))
        hooks.note(observer_->workgroupFinished(state_.workgroup));
    if (state_.nextWorkgroup >= launch_.workgroupCount)
        state_.status = RunStatus::Completed;
}

RunResult Emulator::run(std::uint64_t maxSteps) {
    if (launchError_)
        return RunResult{RunStatus::Faulted, launchError_, {}};
    if (terminal(state_.status))
        return result();
    if (stopRequest_.exchange(false)) {
        state_.status = RunStatus::Paused;
        return result();
    }
    const bool parallel = launch_.threads > 1 && observer_ == nullptr && traceSink_ == nullptr &&
                          !state_.workgroupActive && maxSteps == kNoStepLimit &&
                          launch_.workgroupCount - state_.nextWorkgroup > 1;
    return parallel ? runParallel() : runSequential(maxSteps);
}

RunResult Emulator::runSequential(std::uint64_t maxSteps) {
    state_.status = RunStatus::Ready;
    detail::Hooks hooks{observer_, traceSink_};
    hooks.limitBefore(program_->ops);
    const bool observed = observer_ != nullptr || traceSink_ != nullptr;
    std::uint64_t budget = maxSteps;
    for (;;) {
        if (!state_.workgroupActive) {
            if (!startNext(hooks))
                break;
            if (hooks.stopAfter) {
                state_.status = RunStatus::Paused;
                break;
            }
        }
        detail::ExecContext c = context(&hooks);
        const detail::LoopExit e =
            observed ? detail::runObserved(c, budget, nullptr) : detail::runFast(c, budget);
        if (e == detail::LoopExit::Fault) {
            recordFault(std::move(*c.fault));
            break;
        }
        if (e == detail::LoopExit::Paused) {
            stopRequest_.store(false);
            state_.status = RunStatus::Paused;
            break;
        }
        finishWorkgroup(hooks);
        if (hooks.stopAfter) {
            if (state_.status != RunStatus::Completed)
                state_.status = RunStatus::Paused;
            break;
        }
    }
    return result();
}

RunResult Emulator::runParallel() {
    ParallelRunner::Input in;
    in.program = program_.get();
    in.launch = &launch_;
    in.setRegisters = &config_.setRegisters;
    in.device = &state_.device;
    in.stop = &stopRequest_;
    in.first = state_.nextWorkgroup;
    ParallelRunner::Output out = ParallelRunner::run(in);
    stopRequest_.store(false);
    state_.stats += out.stats;
    state_.steps += out.steps;
    state_.nextWorkgroup = launch_.workgroupCount;
    state_.workgroupActive = false;
    if (out.last)
        state_.workgroup = std::move(*out.last);
    if (out.fault)
        recordFault(std::move(*out.fault));
    else
        state_.status = out.status;
    return result();
}

bool Emulator::beginWorkgroup() {
    if (launchError_ || terminal(state_.status))
        return false;
    if (state_.workgroupActive)
        return true;
    detail::Hooks hooks{observer_, traceSink_};
    return startNext(hooks);
}

StepResult Emulator::finishStep(detail::Hooks& hooks, detail::ExecContext& c, detail::StepStatus s,
                                std::uint32_t wave) {
    StepResult r;
    r.wave = wave;
    WorkgroupState& wg = state_.workgroup;
    for (WaveState& w : wg.waves)
        w.pc = program_->ops[w.op].pc;
    if (s == detail::StepStatus::StopBefore) {
        r.outcome = StepOutcome::StoppedBefore;
        return r;
    }
    if (s == detail::StepStatus::Fault) {
        if (wg.waves[wave].status == WaveStatus::Ready)
            wg.waves[wave].status = WaveStatus::Faulted;
        recordFault(std::move(*c.fault));
        r.outcome = StepOutcome::Faulted;
        return r;
    }
    r.outcome = StepOutcome::Issued;
    if (wg.done()) {
        finishWorkgroup(hooks);
        r.workgroupFinished = true;
    }
    r.stopRequested = hooks.stopAfter;
    return r;
}

StepResult Emulator::stepWave(std::uint32_t wave) {
    StepResult r;
    r.wave = wave;
    if (launchError_ || terminal(state_.status)) {
        r.outcome =
            state_.status == RunStatus::Faulted ? StepOutcome::Faulted : StepOutcome::NoWorkgroup;
        return r;
    }
    if (!state_.workgroupActive)
        return r;
    WorkgroupState& wg = state_.workgroup;
    if (wave >= wg.waveCount() || wg.waves[wave].status != WaveStatus::Ready) {
        r.outcome = StepOutcome::NotReady;
        return r;
    }
    detail::Hooks hooks{observer_, traceSink_};
    detail::ExecContext c = context(&hooks);
    const detail::StepStatus s = detail::stepObserved(c, wg.waves[wave]);
    return finishStep(hooks, c, s, wave);
}

StepResult Emulator::stepScheduler() {
    if (!beginWorkgroup()) {
        StepResult r;
        r.outcome =
            state_.status == RunStatus::Faulted ? StepOutcome::Faulted : StepOutcome::NoWorkgroup;
        return r;
    }
    WorkgroupState& wg = state_.workgroup;
    if (wg.done()) { // a workgroup without threads
        detail::Hooks hooks{observer_, traceSink_};
        finishWorkgroup(hooks);
        StepResult r;
        r.outcome = StepOutcome::Issued;
        r.workgroupFinished = true;
        return r;
    }
    const int picked = detail::pickWave(wg);
    if (picked < 0) {
        detail::Hooks hooks{observer_, traceSink_};
        detail::ExecContext c = context(&hooks);
        detail::deadlock(c, wg.waves[0]);
        return finishStep(hooks, c, detail::StepStatus::Fault, 0);
    }
    const auto wave = static_cast<std::uint32_t>(picked);
    detail::Hooks hooks{observer_, traceSink_};
    detail::ExecContext c = context(&hooks);
    const detail::StepStatus s = detail::stepObserved(c, wg.waves[wave]);
    if (s != detail::StepStatus::StopBefore)
        wg.next = detail::afterIssue(wg, wave, s);
    return finishStep(hooks, c, s, wave);
}

} // namespace wave::emu
