#include "debug/session/DebugSession.h"

#include <atomic>

namespace wave::debug {

DebugSession::DebugSession(SessionOptions options) : s_(options) {}

DebugSession::~DebugSession() {
    if (s_.emu)
        s_.emu->setObserver(nullptr);
}

std::optional<emu::Fault> DebugSession::load(const isa::Program& program,
                                             const isa::SourceMap& sourceMap,
                                             const emu::LaunchConfig& config,
                                             const DeviceInit& init) {
    if (s_.emu)
        s_.emu->setObserver(nullptr);
    s_.emu.reset();
    s_.pending.reset();
    s_.program = program;
    s_.sourceMap = sourceMap;
    s_.config = config;
    auto emulator = std::make_unique<emu::Emulator>(s_.program, s_.config, &s_.sourceMap);
    if (emulator->launchError())
        return *emulator->launchError();
    s_.emu = std::move(emulator);
    if (init)
        init(s_.emu->deviceMemory());
    const emu::EffectiveLaunch& launch = s_.emu->launch();
    s_.lines = LineTable(&s_.sourceMap, launch.codeOffset, launch.codeLength);
    s_.structure = ControlStructure(s_.emu->program());
    s_.breakpoints.setProgram(&s_.sourceMap, launch.codeOffset, launch.codeLength,
                              [program = &s_.emu->program()](std::uint32_t pc) {
                                  const auto op = program->opAt(pc);
                                  return op && program->ops[*op].handler == emu::Handler::Barrier;
                              });
    for (Breakpoint& b : s_.breakpoints.all())
        b.hits = 0;
    s_.recorder.configure(s_.options.analyses, &s_.lines, &s_.structure);
    s_.recorder.reset();
    s_.recorder.setMachine(&s_.emu->state());
    // Process-wide, so that no two launches of any two sessions share an epoch.
    static std::atomic<std::uint64_t> epochs{0};
    s_.epoch = ++epochs;
    s_.observer.wire({s_.emu.get(), &s_.lines, &s_.structure, &s_.breakpoints, &s_.recorder});
    s_.emu->setObserver(&s_.observer);
    s_.history = History(s_.options.historyBudget, s_.options.checkpointInterval);
    s_.focusWave = 0;
    s_.focusLane = 0;
    s_.furthest = 0;
    s_.skipBeforeAt.reset();
    s_.lastStopImage = emu::DeviceImage{};
    s_.lastStopLocal = emu::DeviceImage{};
    s_.observer.beginScan(nullptr, false);
    replay_.normalize();
    replay_.takeCheckpoint();
    stops_.finish(stops_.makeStop(StopReason::StepDone, "loaded"));
    return std::nullopt;
}

void DebugSession::restart() {
    if (!s_.emu)
        return;
    const Checkpoint* first = s_.history.earliest();
    if (first == nullptr)
        return;
    s_.pending.reset();
    s_.observer.clearCommandConditions();
    s_.history.clearEdits(); // back to the launch as it was: before restore() applies any
    replay_.restore(*first);
    s_.history.truncateAfter(first->step);
    s_.recorder.forgetFuture();
    for (Breakpoint& b : s_.breakpoints.all())
        b.hits = 0;
    s_.furthest = s_.currentStep();
    s_.skipBeforeAt.reset();
    stops_.finish(stops_.makeStop(StopReason::StepDone, "restarted"));
}

StopInfo DebugSession::started(std::optional<StopInfo> done, std::uint64_t budget) {
    return done ? *done : resume(budget);
}

StopInfo DebugSession::resume(std::uint64_t budget) {
    if (!s_.emu || !s_.pending)
        return s_.lastStop;
    budget = std::max<std::uint64_t>(budget, 1); // every slice makes progress
    switch (s_.pending->kind) {
    case PendingCommand::Kind::Forward:
        return run_.resumeForward(budget);
    case PendingCommand::Kind::FocusedStep:
        return run_.resumeFocusedStep(budget);
    case PendingCommand::Kind::ScanBack:
        return reverse_.resumeScanBack(budget);
    case PendingCommand::Kind::Travel:
        return reverse_.resumeTravel(budget);
    }
    return s_.lastStop;
}

StopInfo DebugSession::pauseHere() {
    return s_.emu ? run_.pauseHere() : StopInfo{};
}

StopInfo DebugSession::start(const RunCommand& command, std::uint64_t budget) {
    const auto narrow = [&command] { return static_cast<std::uint32_t>(command.argument); };
    switch (command.kind) {
    case RunKind::Continue:
        return continueRun(budget);
    case RunKind::StepInstruction:
        return stepInstruction(budget);
    case RunKind::StepWorkgroup:
        return stepWorkgroup();
    case RunKind::StepLine:
        return stepLine(budget);
    case RunKind::StepOver:
        return stepOver(budget);
    case RunKind::StepOut:
        return stepOut(budget);
    case RunKind::RunToLine:
        return runToLine(narrow(), budget);
    case RunKind::RunToAddress:
        return runToAddress(narrow(), budget);
    case RunKind::StepBackInstruction:
        return stepBackInstruction(budget);
    case RunKind::StepBackWorkgroup:
        return stepBackWorkgroup();
    case RunKind::StepBackLine:
        return stepBackLine(budget);
    case RunKind::StepBackOver:
        return stepBackOver(budget);
    case RunKind::StepBackOut:
        return stepBackOut(budget);
    case RunKind::ReverseContinue:
        return reverseContinue(budget);
    case RunKind::TravelTo:
        return travelTo(command.argument, budget);
    }
    return s_.lastStop;
}

StopInfo DebugSession::stepInstruction(std::uint64_t budget) {
    if (!s_.emu)
        return {};
    run_.startStepInstruction();
    return resume(budget);
}

StopInfo DebugSession::stepWorkgroup() {
    return s_.emu ? run_.stepWorkgroup() : StopInfo{};
}

StopInfo DebugSession::stepLine(std::uint64_t budget) {
    return s_.emu ? started(run_.startStepLines(false), budget) : StopInfo{};
}

StopInfo DebugSession::stepOver(std::uint64_t budget) {
    return s_.emu ? started(run_.startStepLines(true), budget) : StopInfo{};
}

StopInfo DebugSession::stepOut(std::uint64_t budget) {
    return s_.emu ? started(run_.startStepOut(), budget) : StopInfo{};
}

StopInfo DebugSession::continueRun(std::uint64_t budget) {
    if (!s_.emu)
        return {};
    run_.startContinue();
    return resume(budget);
}

StopInfo DebugSession::runToLine(std::uint32_t line, std::uint64_t budget) {
    return s_.emu ? started(run_.startRunToLine(line), budget) : StopInfo{};
}

StopInfo DebugSession::runToAddress(std::uint32_t pc, std::uint64_t budget) {
    if (!s_.emu)
        return {};
    run_.startRunToAddress(pc);
    return resume(budget);
}

StopInfo DebugSession::stepBackInstruction(std::uint64_t budget) {
    if (!s_.emu)
        return {};
    reverse_.startStepBackInstruction();
    return resume(budget);
}

StopInfo DebugSession::stepBackWorkgroup() {
    return s_.emu ? reverse_.stepBackWorkgroup() : StopInfo{};
}

StopInfo DebugSession::stepBackLine(std::uint64_t budget) {
    if (!s_.emu)
        return {};
    reverse_.startStepBackLine(false);
    return resume(budget);
}

StopInfo DebugSession::stepBackOver(std::uint64_t budget) {
    if (!s_.emu)
        return {};
    reverse_.startStepBackLine(true);
    return resume(budget);
}

StopInfo DebugSession::stepBackOut(std::uint64_t budget) {
    return s_.emu ? started(reverse_.startStepBackOut(), budget) : StopInfo{};
}

StopInfo DebugSession::reverseContinue(std::uint64_t budget) {
    if (!s_.emu)
        return {};
    reverse_.startReverseContinue();
    return resume(budget);
}

StopInfo DebugSession::travelTo(std::uint64_t step, std::uint64_t budget) {
    if (!s_.emu)
        return {};
    reverse_.startTravel(step);
    return resume(budget);
}

HistoryInfo DebugSession::historyInfo() const {
    return s_.history.info();
}

std::uint64_t DebugSession::currentStep() const {
    return s_.currentStep();
}

bool DebugSession::writeRegister(std::uint32_t wave, std::uint32_t lane, std::uint32_t reg,
                                 std::uint32_t value, std::string& error) {
    return editor_.writeRegister(wave, lane, reg, value, error);
}

bool DebugSession::writePredicate(std::uint32_t wave, std::uint32_t lane, std::uint32_t predicate,
                                  bool value, std::string& error) {
    return editor_.writePredicate(wave, lane, predicate, value, error);
}

bool DebugSession::writeMemory(MemorySpace space, std::uint64_t address,
                               const std::vector<std::uint8_t>& bytes, std::string& error) {
    return editor_.writeMemory(space, address, bytes, error);
}

std::shared_ptr<const MachineSnapshot> DebugSession::snapshotAt(std::uint64_t step,
                                                                std::string& error) {
    return stops_.snapshotAt(step, error);
}

bool DebugSession::setFocus(std::uint32_t wave, std::uint32_t lane) {
    if (!s_.emu || wave >= s_.emu->state().workgroup.waveCount() ||
        lane >= s_.emu->state().workgroup.waveWidth)
        return false;
    s_.focusWave = wave;
    s_.focusLane = lane;
    if (s_.snapshot) {
        auto snap = std::make_shared<MachineSnapshot>(*s_.snapshot);
        snap->serial = ++s_.serial;
        snap->focusWave = wave;
        snap->focusLane = lane;
        s_.snapshot = std::move(snap);
    }
    return true;
}

std::uint32_t DebugSession::addBreakpoint(const BreakpointSpec& spec, std::string& error) {
    return s_.breakpoints.add(spec, error);
}

std::shared_ptr<const MachineSnapshot> DebugSession::lightSnapshot() const {
    return stops_.lightSnapshot();
}

void DebugSession::setAnalyses(const AnalysisOptions& options) {
    s_.options.analyses = options;
    s_.recorder.configure(options, &s_.lines, &s_.structure);
}

BarrierBoard DebugSession::barrierBoard() const {
    if (!s_.emu)
        return {};
    const auto& fault = s_.emu->state().fault;
    return SnapshotBuilder::board(s_.snapshotContext(), fault ? &*fault : nullptr);
}

} // namespace wave::debug
