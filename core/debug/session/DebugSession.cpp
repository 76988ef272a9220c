#include "debug/session/DebugSession.h"

#include <atomic>

#include "debug/analysis/DeadlockVerdict.h"

#include <algorithm>
#include <bit>

namespace wave::debug {

DebugSession::DebugSession(SessionOptions options)
    : options_(options), history_(options.historyBudget, options.checkpointInterval) {}

DebugSession::~DebugSession() {
    if (emu_)
        emu_->setObserver(nullptr);
}

std::optional<emu::Fault> DebugSession::load(const isa::Program& program,
                                             const isa::SourceMap& sourceMap,
                                             const emu::LaunchConfig& config,
                                             const DeviceInit& init) {
    if (emu_)
        emu_->setObserver(nullptr);
    emu_.reset();
    pending_.reset();
    program_ = program;
    sourceMap_ = sourceMap;
    config_ = config;
    auto emulator = std::make_unique<emu::Emulator>(program_, config_, &sourceMap_);
    if (emulator->launchError())
        return *emulator->launchError();
    emu_ = std::move(emulator);
    if (init)
        init(emu_->deviceMemory());
    const emu::EffectiveLaunch& launch = emu_->launch();
    lines_ = LineTable(&sourceMap_, launch.codeOffset, launch.codeLength);
    structure_ = ControlStructure(emu_->program());
    breakpoints_.setProgram(&sourceMap_, launch.codeOffset, launch.codeLength,
                            [program = &emu_->program()](std::uint32_t pc) {
                                const auto op = program->opAt(pc);
                                return op && program->ops[*op].handler == emu::Handler::Barrier;
                            });
    for (Breakpoint& b : breakpoints_.all())
        b.hits = 0;
    recorder_.configure(options_.analyses, &lines_, &structure_);
    recorder_.reset();
    recorder_.setMachine(&emu_->state());
    // Process-wide, so that no two launches of any two sessions share an epoch.
    static std::atomic<std::uint64_t> epochs{0};
    epoch_ = ++epochs;
    observer_.wire({emu_.get(), &lines_, &structure_, &breakpoints_, &recorder_});
    emu_->setObserver(&observer_);
    history_ = History(options_.historyBudget, options_.checkpointInterval);
    focusWave_ = 0;
    focusLane_ = 0;
    furthest_ = 0;
    skipBeforeAt_.reset();
    lastStopImage_ = emu::DeviceImage{};
    observer_.beginScan(nullptr, false);
    normalize();
    takeCheckpoint();
    finish(makeStop(StopReason::StepDone, "loaded"));
    return std::nullopt;
}

void DebugSession::restart() {
    if (!emu_)
        return;
    const Checkpoint* first = history_.earliest();
    if (first == nullptr)
        return;
    pending_.reset();
    observer_.clearCommandConditions();
    history_.clearEdits(); // back to the launch as it was: before restore() applies any
    restore(*first);
    history_.truncateAfter(first->step);
    recorder_.forgetFuture();
    for (Breakpoint& b : breakpoints_.all())
        b.hits = 0;
    furthest_ = currentStep();
    skipBeforeAt_.reset();
    finish(makeStop(StopReason::StepDone, "restarted"));
}

std::uint64_t DebugSession::currentStep() const {
    return emu_ ? emu_->state().steps : 0;
}

bool DebugSession::terminal() const {
    const emu::RunStatus s = emu_->state().status;
    return s == emu::RunStatus::Completed || s == emu::RunStatus::Faulted ||
           s == emu::RunStatus::Aborted;
}

// Canonical positions: the emulator reaches the same step through run() (which starts the
// next workgroup at once) or through steps and stops (which do not). Always starting the next
// workgroup, finishing thread-less ones, and keeping a resumable status at Ready makes the
// state at a given step independent of the path that led there.
void DebugSession::normalize() {
    for (int guard = 0; guard < 1 << 20; ++guard) {
        const emu::MachineState& m = emu_->state();
        if (terminal())
            break;
        if (!m.workgroupActive) {
            if (!emu_->beginWorkgroup())
                break;
            continue;
        }
        if (m.workgroup.done()) {
            emu_->stepScheduler();
            continue;
        }
        break;
    }
    if (emu_->state().status == emu::RunStatus::Paused)
        emu_->mutableState().status = emu::RunStatus::Ready;
    applyEdits(); // the user's edits made at this step, on the canonical state
    furthest_ = std::max(furthest_, emu_->state().steps);
}

StopInfo DebugSession::makeStop(StopReason reason, std::string message) {
    StopInfo info;
    info.reason = reason;
    info.message = std::move(message);
    info.step = currentStep();
    if (emu_) {
        const emu::WorkgroupState& wg = emu_->state().workgroup;
        info.workgroup = wg.index;
        info.wave = focusWave_;
        info.lane = focusLane_;
        if (const emu::WaveState* w = focused()) {
            info.pc = w->status == emu::WaveStatus::AtBarrier ? w->barrierPc : w->pc;
            info.line = lines_.line(info.pc);
        }
    }
    return info;
}

std::optional<StopInfo> DebugSession::terminalStop() {
    const emu::MachineState& m = emu_->state();
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
        info.line = f.line.value_or(lines_.line(f.pc));
        info.lane = f.lanes ? static_cast<std::uint32_t>(std::countr_zero(f.lanes)) : 0;
    }
    if (f.kind == emu::FaultKind::Deadlock) {
        if (!recorder_.state().complete)
            completeControlHistory();
        const BarrierBoard board = SnapshotBuilder::board(snapshotContext(), &f);
        info.verdict = DeadlockVerdict::deadlock(board);
        if (!info.verdict->sentences.empty())
            info.message = info.verdict->sentences.front();
        if (!info.verdict->culprits.empty())
            info.wave = info.verdict->culprits.front();
    }
    return info;
}

const emu::WaveState* DebugSession::focused() const {
    if (!emu_)
        return nullptr;
    const auto& waves = emu_->state().workgroup.waves;
    return focusWave_ < waves.size() ? &waves[focusWave_] : nullptr;
}

SnapshotContext DebugSession::snapshotContext() const {
    SnapshotContext ctx;
    ctx.machine = &emu_->state();
    ctx.launch = &emu_->launch();
    ctx.lines = &lines_;
    ctx.structure = &structure_;
    ctx.recorder = &recorder_;
    ctx.epoch = epoch_;
    return ctx;
}

StopInfo DebugSession::finish(StopInfo info) {
    info.step = currentStep();
    const bool movesFocus =
        info.reason != StopReason::StepDone && info.reason != StopReason::Paused &&
        info.reason != StopReason::Finished && info.reason != StopReason::HistoryStart;
    const auto& waves = emu_->state().workgroup.waves;
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

    auto snap = SnapshotBuilder::build(snapshotContext(), true);
    snap->serial = ++serial_;
    snap->stop = info;
    snap->focusWave = focusWave_;
    snap->focusLane = focusLane_;
    snap->history = historyInfo();
    emu::DeviceImage image =
        emu::DeviceImage::capture(emu_->mutableState().device, &lastStopImage_);
    // The first stop of a launch sends only the pages that are not zero (MachineSnapshot's
    // contract): a 4 GiB device memory the kernel barely touches is not copied to the views.
    for (std::uint64_t page : image.changedPages(lastStopImage_)) {
        const auto bytes = image.page(page);
        snap->changedDevicePages.push_back(
            DevicePage{page * emu::DeviceImage::kPageSize, {bytes.begin(), bytes.end()}});
    }
    lastStopImage_ = std::move(image);
    snapshot_ = std::move(snap);
    return info;
}

std::shared_ptr<const MachineSnapshot> DebugSession::lightSnapshot() const {
    if (!emu_)
        return nullptr;
    auto snap = SnapshotBuilder::build(snapshotContext(), false);
    snap->serial = serial_;
    snap->focusWave = focusWave_;
    snap->focusLane = focusLane_;
    snap->history = historyInfo();
    return snap;
}

bool DebugSession::setFocus(std::uint32_t wave, std::uint32_t lane) {
    if (!emu_ || wave >= emu_->state().workgroup.waveCount() ||
        lane >= emu_->state().workgroup.waveWidth)
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

std::uint32_t DebugSession::addBreakpoint(const BreakpointSpec& spec, std::string& error) {
    return breakpoints_.add(spec, error);
}

void DebugSession::setAnalyses(const AnalysisOptions& options) {
    options_.analyses = options;
    recorder_.configure(options, &lines_, &structure_);
}

BarrierBoard DebugSession::barrierBoard() const {
    if (!emu_)
        return {};
    const auto& fault = emu_->state().fault;
    return SnapshotBuilder::board(snapshotContext(), fault ? &*fault : nullptr);
}

HistoryInfo DebugSession::historyInfo() const {
    return history_.info();
}

} // namespace wave::debug
