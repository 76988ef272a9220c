// The alternative wave schedules (Schedule.h): the order each one produces, determinism per
// seed, independence from how a run is sliced, and the names that reproduce a run.

#include "asm/Assembler.h"
#include "emu/Emulator.h"

#include <cstring>
#include <gtest/gtest.h>
#include <set>
#include <string>
#include <vector>

namespace wave::emu::test {
namespace {

// Four one-lane waves (wave width 1). Each takes three tickets from an atomic counter at word 0
// and writes its wave id to log[ticket] (words 1..12), so the log is the order in which the
// waves reached their atomics; with BARRIER the waves meet at a barrier after the first ticket.
std::string orderKernel(bool barrier) {
    std::string take = R"(
    atomic_add r3, r1, r2, .device
    iadd     r4, r3, r2
    shl      r4, r4, r5
    device_store_u32 r4, r0
)";
    return ".kernel order\n.registers 8\n"
           "    mov r0, sr_wave_id\n    mov_imm r1, 0\n    mov_imm r2, 1\n    mov_imm r5, 2\n" +
           take + (barrier ? "    barrier\n" : "") + take + take + "    halt\n.end\n";
}

isa::Program program(const std::string& source) {
    assembler::AssemblyResult r = assembler::Assembler::assemble(source, "order.wave");
    for (const assembler::Diagnostic& d : r.diagnostics)
        EXPECT_NE(d.severity, assembler::Severity::Error) << d.line << ": " << d.message;
    return std::move(r.program);
}

LaunchConfig config(const Schedule& schedule, std::uint32_t groups = 1) {
    LaunchConfig c;
    c.waveWidth = 1;
    c.workgroup = {4, 1, 1};
    c.grid = {groups, 1, 1};
    c.deviceMemory = 256;
    c.schedule = schedule;
    return c;
}

std::vector<std::uint32_t> order(const Schedule& schedule, bool barrier = false) {
    Emulator emu(program(orderKernel(barrier)), config(schedule));
    const RunResult r = emu.run();
    EXPECT_EQ(r.status, RunStatus::Completed);
    std::vector<std::uint32_t> log(12);
    std::memcpy(log.data(), emu.deviceMemory().data() + 4, 48);
    return log;
}

Schedule named(const char* text) {
    std::string error;
    const std::optional<Schedule> s = Schedule::parse(text, &error);
    EXPECT_TRUE(s.has_value()) << error;
    return s.value_or(Schedule{});
}

using Log = std::vector<std::uint32_t>;

} // namespace

TEST(Schedule, NamesRoundTripAndBadNamesAreExplained) {
    for (const char* name : {"round-robin", "random:42", "reverse", "barrier-run", "random:0"})
        EXPECT_EQ(named(name).name(), name);
    EXPECT_EQ(named("random").name(), "random:0");
    EXPECT_EQ(Schedule{}.name(), "round-robin");
    std::string error;
    EXPECT_FALSE(Schedule::parse("random:x", &error));
    EXPECT_EQ(error, "invalid seed 'x' in schedule: expected an unsigned 64-bit decimal number");
    EXPECT_FALSE(Schedule::parse("fifo", &error));
    EXPECT_EQ(error, "unknown schedule 'fifo': expected round-robin, random[:SEED], reverse or "
                     "barrier-run");
    EXPECT_FALSE(Schedule::parse("random:", &error));
}

TEST(Schedule, EachPolicyGivesItsOrder) {
    EXPECT_EQ(order(named("round-robin")), (Log{0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3}));
    EXPECT_EQ(order(named("reverse")), (Log{3, 2, 1, 0, 3, 2, 1, 0, 3, 2, 1, 0}));
    EXPECT_EQ(order(named("barrier-run")), (Log{0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3}));
    // At a barrier each wave stops, and the next one runs to it.
    EXPECT_EQ(order(named("barrier-run"), true), (Log{0, 1, 2, 3, 0, 0, 1, 1, 2, 2, 3, 3}));
}

TEST(Schedule, RandomIsDeterministicPerSeedAndVariesWithIt) {
    std::set<Log> seen;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        Schedule s{SchedulePolicy::Random, seed};
        const Log first = order(s);
        EXPECT_EQ(order(s), first) << s.name();
        Log sorted = first;
        std::sort(sorted.begin(), sorted.end());
        EXPECT_EQ(sorted, (Log{0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3})) << s.name();
        seen.insert(first);
    }
    EXPECT_GE(seen.size(), 6u); // not one fixed order
}

// The picks depend on the workgroup state only: running in slices of any size, or stepping
// through the scheduler one step at a time, gives the same order as one run.
TEST(Schedule, SlicedAndSteppedRunsPickTheSameWaves) {
    for (const char* name : {"random:7", "reverse", "barrier-run", "round-robin"}) {
        const Schedule s = named(name);
        const Log whole = order(s, true);
        Emulator stepped(program(orderKernel(true)), config(s));
        while (stepped.state().status == RunStatus::Ready) {
            const StepResult r = stepped.stepScheduler();
            if (r.outcome == StepOutcome::NoWorkgroup)
                break;
        }
        Log log(12);
        std::memcpy(log.data(), stepped.deviceMemory().data() + 4, 48);
        EXPECT_EQ(log, whole) << name;
    }
}

} // namespace wave::emu::test
