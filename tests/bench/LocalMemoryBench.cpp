// Peak memory of local memory and of the portability matrix (issue 22: they cost what the
// kernel touches). Each case runs in a child process; the figure is the child's peak resident
// set (getrusage), against a child that only starts. Prints, never asserts. Targets: untouched
// local or device memory costs < 10 MB; 25 portability runs cost at most the touched pages
// plus 10%.
//
//   emulator       wave's Emulator::run, one workgroup of 256 threads
//   debug session  DebugSession with every analysis the IDE records (heat, races, bank
//                  conflicts, coalescing, statistics, timeline), 10 single steps (10 full
//                  snapshots kept) and a run to the end with its checkpoints; a touched
//                  256 MiB records no heat and races (per-word state of 64M words)
//   portability    5 profiles x 5 schedules; "touched": 1024 x 256 threads store a word each
//                  (1 MiB)
//
//   bench_local_memory

#include "asm/Assembler.h"
#include "debug/session/DebugSession.h"
#include "emu/Emulator.h"
#include "launch/DeviceProfileCatalog.h"
#include "portability/PortabilityRunner.h"

#include <cstdio>
#include <functional>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace wave;

namespace {

constexpr std::uint64_t kMiB = 1ull << 20;

// Every thread stores its id to every 256th word from its own on, up to r10 bytes (r10 = 0:
// nothing).
const char* const kTouchLocal = R"(.kernel touch
.registers 16
.workgroup_size 256, 1, 1
    mov      r0, sr_thread_id_x
    mov_imm  r1, 2
    shl      r2, r0, r1
    mov_imm  r3, 1024
    loop
        icmp_ge  p1, r2, r10
        break    p1
        local_store_u32 r2, r0
        iadd     r2, r2, r3
    endloop
    halt
.end
)";

// Thread t of workgroup g stores g * 256 + t to device word g * 256 + t when r10 is not 0.
const char* const kTouchDevice = R"(.kernel touch
.registers 16
.workgroup_size 256, 1, 1
    mov_imm r6, 0
    icmp_eq p1, r10, r6
    if p1
        halt
    endif
    mov r0, sr_thread_id_x
    mov r1, sr_workgroup_id_x
    mov_imm r2, 256
    imad r3, r1, r2, r0
    mov_imm r4, 2
    shl r5, r3, r4
    device_store_u32 r5, r3
    halt
.end
)";

assembler::AssemblyResult assemble(const char* source) {
    assembler::AssemblyResult r = assembler::Assembler::assemble(source, "bench.wave");
    if (r.hasErrors())
        std::fprintf(stderr, "the bench kernel does not assemble\n");
    return r;
}

// Peak RSS in MiB of a child that runs `body` (which returns false on failure), or -1.
double peakMiB(const std::function<bool()>& body) {
    std::fflush(stdout);
    const pid_t pid = fork();
    if (pid == 0)
        _exit(body() ? 0 : 1);
    int status = 0;
    rusage usage{};
    if (pid < 0 || wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) ||
        WEXITSTATUS(status) != 0)
        return -1;
    return double(usage.ru_maxrss) / 1024.0;
}

emu::LaunchConfig localLaunch(std::uint64_t bytes, bool touched) {
    emu::LaunchConfig c;
    c.localMemory = bytes;
    c.maxInstructions = 0;
    c.setRegisters.push_back({10, touched ? static_cast<std::uint32_t>(bytes) : 0u});
    return c;
}

bool emulator(const assembler::AssemblyResult& a, std::uint64_t bytes, bool touched) {
    emu::Emulator e(a.program, localLaunch(bytes, touched));
    return e.run().status == emu::RunStatus::Completed;
}

bool session(const assembler::AssemblyResult& a, std::uint64_t bytes, bool touched) {
    debug::SessionOptions options;
    options.analyses = debug::AnalysisOptions::all();
    if (touched && bytes > 16 * kMiB)
        options.analyses.heat = options.analyses.races = false;
    debug::DebugSession s(options);
    if (s.load(a.program, a.sourceMap, localLaunch(bytes, touched)))
        return false;
    std::vector<std::shared_ptr<const debug::MachineSnapshot>> kept;
    for (int i = 0; i < 10; ++i) {
        s.stepInstruction();
        kept.push_back(s.snapshot());
    }
    return s.continueRun().reason == debug::StopReason::Finished;
}

bool matrix(const assembler::AssemblyResult& a, std::uint64_t deviceBytes, bool touched) {
    emu::LaunchConfig c;
    c.grid = {1024, 1, 1};
    c.deviceMemory = deviceBytes;
    c.setRegisters.push_back({10, touched ? 1u : 0u});
    const portability::PortabilityRunner runner(a.program, c, {});
    const portability::PortabilityPlan plan{launch::DeviceProfileCatalog::shipped().profiles(),
                                            portability::PortabilityPlan::schedulesFor(2),
                                            {}};
    const portability::PortabilityMatrix m = runner.run(plan);
    std::printf("    (%zu runs, %zu group(s))\n", m.runs.size(), m.groups.size());
    return !m.cancelled && m.runs.size() == 25;
}

void report(const char* what, std::uint64_t bytes, bool touched, double base, double mib) {
    if (mib < 0)
        std::printf("%-14s %6llu MiB %-9s: failed\n", what,
                    static_cast<unsigned long long>(bytes / kMiB),
                    touched ? "touched" : "untouched");
    else
        std::printf("%-14s %6llu MiB %-9s: peak RSS %8.1f MiB (%7.1f MiB above a bare child)\n",
                    what, static_cast<unsigned long long>(bytes / kMiB),
                    touched ? "touched" : "untouched", mib, mib - base);
}

} // namespace

int main() {
    const assembler::AssemblyResult local = assemble(kTouchLocal);
    const assembler::AssemblyResult device = assemble(kTouchDevice);
    if (local.hasErrors() || device.hasErrors())
        return 1;
    const double base = peakMiB([] { return true; });
    std::printf("bare child: peak RSS %.1f MiB\n", base);
    for (const std::uint64_t mib : {1ull, 4ull, 16ull, 256ull})
        for (const bool touched : {false, true}) {
            const std::uint64_t bytes = mib * kMiB;
            report("emulator", bytes, touched, base,
                   peakMiB([&] { return emulator(local, bytes, touched); }));
            report("debug session", bytes, touched, base,
                   peakMiB([&] { return session(local, bytes, touched); }));
        }
    for (const std::uint64_t bytes : {64 * kMiB, 4096 * kMiB})
        for (const bool touched : {false, true})
            report("portability", bytes, touched, base,
                   peakMiB([&] { return matrix(device, bytes, touched); }));
    std::printf("(portability touched: 1 MiB of device memory written by every run)\n");
    return 0;
}
