// fuzz_emu: runs generated programs on the emulator under small memories and an instruction
// limit of 10,000 per workgroup. Every run must end Completed or with a Fault that has a message
// (never a crash, abort, UB, hang or allocation failure), and the different ways of driving the
// same launch must agree (docs/reference/execution-model.md: execution is deterministic;
// Observer.h: the observed and the fast loop are two instantiations of one engine; MachineState.h:
// restoring a checkpoint and running again reproduces the same execution).
//
// Input layout (FuzzInput, zeros past the end):
//   "WAVE..."  the whole input is a .wbin file (lenient reader), run with a default launch;
//   otherwise byte 0 = mode, then launch parameters, then the program:
//     mode & 3      0, 1: synthesized instructions (1: control flow not kept nested, and a
//                   final halt only when the next byte is odd),
//                   2: raw code bytes, 3: a .wbin file (lenient reader)
//     mode >> 2 & 3 drive: 0 run(), 1 observed run with pauses vs run(), 2 scheduler stepping
//                   with a checkpoint restored vs run(), 3 stepping chosen waves
//     mode & 0x10   absurd launch parameter (must be refused cleanly)
//     mode & 0x20   kernel records (else: the whole code section runs)
//     mode & 0x40   a source map
//     mode & 0x80   two worker threads (drive 0)

#include "FuzzCheck.h"
#include "FuzzInput.h"
#include "ProgramSynthesizer.h"

#include "emu/Emulator.h"
#include "wbin/WbinReader.h"

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>

using namespace wave;
using fuzz::FuzzInput;

namespace {

constexpr std::uint64_t kInstructionLimit = 10'000;

// Launches that are valid but too big to run thousands of times a second are skipped (their
// validation has run by then).
constexpr std::uint64_t kMaxWorkgroups = 4;
constexpr std::uint64_t kMaxThreads = 256;
constexpr std::uint64_t kMaxMemory = 1u << 20;

emu::LaunchConfig defaultLaunch() {
    emu::LaunchConfig c;
    c.deviceMemory = 65536;
    c.maxInstructions = kInstructionLimit;
    return c;
}

emu::LaunchConfig launchFrom(FuzzInput& in) {
    emu::LaunchConfig c;
    c.grid = {in.range(1, 2), in.range(1, 2), 1};
    c.workgroup = {in.range(1, 96), in.range(1, 2), 1};
    c.waveWidth = in.range(1, 64);
    c.registers = in.below(66);
    c.localMemory = in.below(65) * 64;
    static constexpr std::uint64_t kDevice[] = {0, 4, 64, 256, 4096, 65536};
    c.deviceMemory = kDevice[in.below(6)] + in.below(8);
    c.controlDepth = in.below(34);
    c.callDepth = in.below(10);
    c.maxInstructions = in.flag() ? kInstructionLimit : in.range(1, 300);
    c.kernelIndex = in.below(8) == 0 ? in.below(3) : 0;
    const std::uint32_t inits = in.below(4);
    for (std::uint32_t i = 0; i < inits; ++i) {
        const std::uint32_t reg = in.byte();
        const std::uint32_t value = in.flag() ? in.below(256) * 4 : in.u32();
        c.setRegisters.push_back({reg, value});
    }
    return c;
}

// One parameter beyond its documented limit (LaunchConfig.h): the launch must be refused with
// an InvalidLaunch fault before anything is allocated.
void makeAbsurd(emu::LaunchConfig& c, std::uint8_t which) {
    switch (which % 9) {
    case 0:
        c.waveWidth = which & 1 ? 0 : 65 + which;
        break;
    case 1:
        c.deviceMemory = (emu::LaunchLimits::maxDeviceMemory + 1) << (which % 8);
        break;
    case 2:
        c.localMemory = 0xFFFFFFFFu - which;
        break;
    case 3:
        c.workgroup = {0xFFFFFFFFu, 0xFFFFFFFFu, 2};
        break;
    case 4:
        c.workgroup = {1u << 20, 2, 1};
        break;
    case 5:
        c.grid = {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
        break;
    case 6:
        c.controlDepth = emu::LaunchLimits::maxStackDepth + 1 + which;
        break;
    case 7:
        c.threads = which & 1 ? 0 : emu::LaunchLimits::maxThreads + 1;
        break;
    case 8:
        c.workgroup = {1u << 20, 1, 1};
        c.registers = 0xFFFFFFFFu;
        c.waveWidth = 1;
        break;
    }
}

void addKernels(FuzzInput& in, isa::Program& p) {
    const std::uint32_t n = in.range(1, 2);
    const auto size = static_cast<std::uint32_t>(p.code.size());
    for (std::uint32_t i = 0; i < n; ++i) {
        isa::Kernel k;
        k.name = "k" + std::to_string(i);
        k.registerCount = in.below(4) == 0 ? in.below(257) : 0;
        k.localMemorySize = in.below(4) == 0 ? in.below(64) * 64 : 0;
        if (in.below(4) == 0)
            k.workgroupSize = {in.below(65), in.below(3), in.below(2)};
        // Mostly the start of the code, sometimes anywhere (also past its end).
        k.codeOffset = in.below(4) != 0 ? 0 : in.below(size + 9);
        k.codeSize = size - std::min(k.codeOffset, size);
        p.kernels.push_back(k);
    }
}

bool affordable(const emu::EffectiveLaunch& l) {
    return l.workgroupCount <= kMaxWorkgroups && l.threadsPerWorkgroup <= kMaxThreads &&
           l.deviceMemory <= kMaxMemory && l.localMemory <= kMaxMemory;
}

struct Outcome {
    emu::RunStatus status = emu::RunStatus::Ready;
    std::string fault;
    std::vector<std::uint8_t> device;
    emu::Statistics stats;
};

Outcome outcomeOf(const emu::Emulator& e) {
    const emu::MachineState& s = e.state();
    Outcome o;
    o.status = s.status;
    o.fault = s.fault ? s.fault->message : std::string();
    o.device.assign(s.device.begin(), s.device.end());
    o.stats = s.stats;
    return o;
}

void expectSame(const Outcome& a, const Outcome& b, const char* what) {
    std::string detail = std::string(what) + ": " + emu::runStatusName(a.status) + " '" + a.fault +
                         "' vs " + emu::runStatusName(b.status) + " '" + b.fault + "'";
    WAVE_FUZZ_CHECK(a.status == b.status && a.fault == b.fault, detail);
    WAVE_FUZZ_CHECK(a.device == b.device, detail + ": device memory differs");
    WAVE_FUZZ_CHECK(a.stats == b.stats, detail + ": statistics differ");
}

// The state after a launch ran to its end.
void checkFinished(const emu::Emulator& e) {
    const emu::EffectiveLaunch& l = e.launch();
    const emu::MachineState& s = e.state();
    WAVE_FUZZ_CHECK(s.status == emu::RunStatus::Completed || s.status == emu::RunStatus::Faulted,
                    std::string("ended ") + emu::runStatusName(s.status));
    WAVE_FUZZ_CHECK(s.device.size() == l.deviceMemory, "device memory changed size");
    if (s.status == emu::RunStatus::Completed) {
        WAVE_FUZZ_CHECK(!s.fault, "completed with a fault");
        WAVE_FUZZ_CHECK(s.stats.workgroups == l.workgroupCount, "completed early");
        return;
    }
    WAVE_FUZZ_CHECK(s.fault.has_value(), "faulted without a fault");
    const emu::Fault& f = *s.fault;
    WAVE_FUZZ_CHECK(!f.message.empty(), "fault without a message");
    WAVE_FUZZ_CHECK(f.kind != emu::FaultKind::InvalidLaunch &&
                        f.kind != emu::FaultKind::KernelOutsideCode,
                    "a valid launch faulted as invalid: " + f.message);
    // Never 101, not even where the reference panics (docs/reference/differences.md §5).
    WAVE_FUZZ_CHECK(f.exitCode() == 1, f.message);
    WAVE_FUZZ_CHECK(f.inWorkgroup && !f.detail().empty(), f.message);
    const std::uint64_t full =
        l.waveWidth >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << l.waveWidth) - 1;
    WAVE_FUZZ_CHECK((f.lanes & ~full) == 0, "fault names lanes beyond the wave: " + f.message);
    if (f.kind == emu::FaultKind::Deadlock)
        WAVE_FUZZ_CHECK(f.waves.size() == l.wavesPerWorkgroup, "deadlock report misses waves");
    else
        WAVE_FUZZ_CHECK(f.wave < l.wavesPerWorkgroup, "fault in a wave that does not exist");
}

// Pauses the run every `period` events and counts trace lines.
class Interrupter : public emu::Observer, public emu::TraceSink {
public:
    explicit Interrupter(std::uint32_t period) : period_(period) {}
    emu::ObserverAction beforeInstruction(const emu::InstructionEvent&) override { return tick(); }
    emu::ObserverAction afterInstruction(const emu::InstructionEvent&) override { return tick(); }
    emu::ObserverAction memoryAccess(const emu::MemoryEvent&) override { return tick(); }
    emu::ObserverAction maskChange(const emu::MaskChangeEvent&) override { return tick(); }
    emu::ObserverAction barrierRelease(const emu::BarrierReleaseEvent&) override { return tick(); }
    emu::ObserverAction workgroupStarted(const emu::WorkgroupState&) override { return tick(); }
    void traceLine(std::string_view line) override {
        WAVE_FUZZ_CHECK(!line.empty() && line.find('\n') == std::string_view::npos,
                        "bad trace line");
    }

private:
    emu::ObserverAction tick() {
        return ++events_ % period_ == 0 ? emu::ObserverAction::Stop : emu::ObserverAction::Continue;
    }
    std::uint32_t period_;
    std::uint64_t events_ = 0;
};

// Upper bound on the scheduler steps of a launch: the limit per workgroup plus barrier
// releases and workgroup starts.
std::uint64_t stepBound(const emu::EffectiveLaunch& l) {
    return l.workgroupCount * (l.maxInstructions + 4ull * l.wavesPerWorkgroup + 4) + 16;
}

void stepToEnd(emu::Emulator& e, std::uint64_t bound, std::uint64_t saveAt,
               std::optional<emu::MachineState>* checkpoint) {
    for (std::uint64_t n = 0; e.state().status != emu::RunStatus::Completed &&
                              e.state().status != emu::RunStatus::Faulted;
         ++n) {
        WAVE_FUZZ_CHECK(n <= bound, "scheduler stepping does not end");
        if (checkpoint != nullptr && n == saveAt)
            *checkpoint = e.saveState();
        const emu::StepResult r = e.stepScheduler();
        WAVE_FUZZ_CHECK(r.outcome != emu::StepOutcome::NotReady &&
                            r.outcome != emu::StepOutcome::StoppedBefore,
                        "the scheduler picked no wave");
    }
}

void runDrive(int drive, FuzzInput& in, const isa::Program& program,
              const emu::LaunchConfig& config, const isa::SourceMap* map) {
    emu::Emulator fast(program, config, map);
    const emu::RunResult r = fast.run();
    WAVE_FUZZ_CHECK(r.status == fast.state().status, "run() result and state disagree");
    checkFinished(fast);
    if (drive == 0)
        return;

    emu::Emulator other(program, config, map);
    const emu::EffectiveLaunch& l = other.launch();
    if (drive == 1) {
        Interrupter interrupter(in.range(2, 200));
        other.setObserver(&interrupter);
        other.setTraceSink(&interrupter);
        for (std::uint64_t pauses = 0; other.run().status == emu::RunStatus::Paused; ++pauses)
            WAVE_FUZZ_CHECK(pauses <= 8 * stepBound(l), "observed run does not end");
        checkFinished(other);
        expectSame(outcomeOf(fast), outcomeOf(other), "observed run with pauses vs run()");
    } else if (drive == 2) {
        std::optional<emu::MachineState> checkpoint;
        stepToEnd(other, stepBound(l), in.below(512), &checkpoint);
        checkFinished(other);
        const Outcome stepped = outcomeOf(other);
        expectSame(outcomeOf(fast), stepped, "stepScheduler() vs run()");
        if (checkpoint) {
            other.restoreState(*checkpoint);
            stepToEnd(other, stepBound(l), 0, nullptr);
            expectSame(stepped, outcomeOf(other), "resumed from a checkpoint");
        }
    } else {
        // The debugger stepping waves of its choice: any order must end cleanly too (the
        // instruction limit may not apply to a wave stepped on its own, hence the cap).
        const std::uint64_t cap = 4 * stepBound(l);
        for (std::uint64_t n = 0; n < cap && other.beginWorkgroup(); ++n) {
            const std::uint32_t wave = in.below(l.wavesPerWorkgroup + 1);
            if (other.stepWave(wave).outcome == emu::StepOutcome::NotReady)
                other.stepScheduler();
        }
        const emu::RunStatus s = other.state().status;
        if (s == emu::RunStatus::Completed || s == emu::RunStatus::Faulted)
            checkFinished(other);
    }
}

isa::SourceMap sourceMapFor(const isa::Program& p) {
    isa::SourceMap map;
    map.file = "fuzz.wave";
    for (std::uint32_t at = 0, line = 1; at + 4 <= p.code.size(); at += 8, ++line)
        map.add({at, 4, {line, 1, at}});
    return map;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzInput in(data, size);
    emu::LaunchConfig config;
    isa::Program program;
    int drive = 0;
    bool withMap = false;
    if (size >= 4 && std::memcmp(data, "WAVE", 4) == 0) {
        const wbin::ReadResult read = wbin::WbinReader::readLenient({data, size}, std::nullopt);
        if (!read.ok())
            return 0;
        program = read.program;
        config = defaultLaunch();
    } else {
        const std::uint8_t mode = in.byte();
        drive = (mode >> 2) & 3;
        withMap = (mode & 0x40) != 0;
        config = launchFrom(in);
        if (mode & 0x10)
            makeAbsurd(config, in.byte());
        if (drive == 0 && (mode & 0x80))
            config.threads = 2;
        const int source = mode & 3;
        if (source <= 1) {
            fuzz::SynthesisOptions o;
            o.registers = config.registers == 0 ? 32 : config.registers;
            o.balanced = source == 0;
            o.endWithHalt = source == 0 || in.flag();
            program.code = fuzz::ProgramSynthesizer::generate(in, o);
        } else if (source == 2) {
            program.code = fuzz::ProgramSynthesizer::raw(in, 4096);
        } else {
            const wbin::ReadResult read = wbin::WbinReader::readLenient(in.rest(), std::nullopt);
            if (!read.ok())
                return 0;
            program = read.program;
        }
        if ((mode & 0x20) && source != 3)
            addKernels(in, program);
    }

    emu::EffectiveLaunch launch;
    if (const std::optional<emu::Fault> refused = emu::resolveLaunch(program, config, launch)) {
        WAVE_FUZZ_CHECK(!refused->message.empty(), "launch refused without a message");
        emu::Emulator e(program, config);
        WAVE_FUZZ_CHECK(e.launchError() && e.launchError()->message == refused->message,
                        "the emulator and validate() disagree: " + refused->message);
        WAVE_FUZZ_CHECK(e.deviceMemory().empty(), "a refused launch allocated device memory");
        const emu::RunResult r = e.run();
        WAVE_FUZZ_CHECK(r.status == emu::RunStatus::Faulted && r.fault &&
                            r.fault->message == refused->message,
                        "run() of a refused launch: " + refused->message);
        return 0;
    }
    if (!affordable(launch))
        return 0;
    const isa::SourceMap map = sourceMapFor(program);
    runDrive(drive, in, program, config, withMap ? &map : nullptr);
    return 0;
}
