// Faults and launch errors: kinds, reference messages (docs/reference/execution-model.md §12), rich
// details and exit codes (docs/reference/differences.md §4).

#include "EmuTestUtil.h"

#include <gtest/gtest.h>

namespace wave::emu::test {
namespace {

Fault faultOf(const isa::Program& p, LaunchConfig cfg = small()) {
    const Outcome o = run(p, cfg);
    EXPECT_EQ(o.result.status, RunStatus::Faulted);
    return o.result.fault.value_or(Fault{});
}

TEST(Faults, OutOfBoundsDeviceStoreNamesLaneAddressAndSpace) {
    KernelBuilder k;
    k.op("mov_sr", {0, 4});
    k.op("mov_imm", {1, 24});
    k.op("imul", {2, 0, 1});
    k.op("device_store_u32", {2, 0});
    k.op("halt");
    const Outcome o = run(singleKernel(k, 8, 0, 4, 1, 1), small(64));
    ASSERT_TRUE(o.result.fault.has_value());
    const Fault& f = *o.result.fault;
    EXPECT_EQ(f.kind, FaultKind::OutOfBounds);
    EXPECT_EQ(f.message, "memory access out of bounds: address 0x0000000000000048");
    EXPECT_EQ(f.lanes, 1u << 3);
    EXPECT_EQ(f.pc, 0x14u);
    EXPECT_EQ(f.address, 0x48u);
    EXPECT_EQ(f.space, MemorySpace::Device);
    EXPECT_EQ(f.kernelName, "test");
    EXPECT_EQ(f.exitCode(), 1);
    EXPECT_EQ(o.u32(48), 2u); // lanes before the faulting one have stored
}

TEST(Faults, OutOfBoundsLocalLoadLastBytes) {
    KernelBuilder k;
    k.op("mov_imm", {1, 60});
    k.op("local_load_u32", {2, 1}); // bytes 60..63 of 64: fine
    k.op("mov_imm", {1, 61});
    k.op("local_load_u32", {2, 1});
    k.op("halt");
    const Fault f = faultOf(singleKernel(k, 8, 64, 1, 1, 1));
    EXPECT_EQ(f.kind, FaultKind::OutOfBounds);
    EXPECT_EQ(f.space, MemorySpace::Local);
    EXPECT_EQ(f.address, 61u);
    EXPECT_NE(f.detail().find("local memory address 0x000000000000003d"), std::string::npos);
}

TEST(Faults, DecodeErrorsFaultOnlyWhenIssued) {
    KernelBuilder k;
    k.op("mov_imm", {1, 1});
    k.op("icmp_eq", {1, 1, 1});
    k.op("if", {1});
    k.op("nop");
    k.op("else");
    k.word(0x0C000000u); // invalid opcode on the skipped side: harmless
    k.op("endif");
    k.word(0x1B0000F0u); // FUnaryOps modifier 15
    const Fault f = faultOf(singleKernel(k, 8, 0, 1, 1, 1));
    EXPECT_EQ(f.kind, FaultKind::InvalidInstruction);
    EXPECT_EQ(f.message,
              "invalid instruction at PC 0x00000024: invalid modifier 15 for opcode FUnaryOps at "
              "offset 36");
}

TEST(Faults, RunningOffTheEndOfTheCode) {
    KernelBuilder k;
    k.op("mov_imm", {0, 0});
    k.op("mov_imm", {1, 7});
    k.op("device_store_u32", {0, 1});
    const Fault f = faultOf(singleKernel(k, 8, 0, 1, 1, 1));
    EXPECT_EQ(f.message,
              "invalid instruction at PC 0x00000018: unexpected end of code at offset 24");
    EXPECT_EQ(f.decodeError, isa::DecodeError::Kind::EndOfCode);
    EXPECT_EQ(f.exitCode(), 1); // an error of the reference, not one of its crashes
}

TEST(Faults, TruncatedSecondWordIsTheReferenceCrash) {
    KernelBuilder k;
    k.word(0x41010010u); // mov_imm r1 without its word1
    const Fault f = faultOf(singleKernel(k, 8, 0, 1, 1, 1));
    EXPECT_EQ(f.kind, FaultKind::InvalidInstruction);
    EXPECT_EQ(f.message,
              "invalid instruction at PC 0x00000000: unexpected end of code at offset 4");
    EXPECT_EQ(f.decodeError, isa::DecodeError::Kind::TruncatedWord1);
    // docs/reference/execution-model.md §11: decoding an 8-byte instruction whose word1 lies beyond
    // the end of the code panics the reference (exit 101); here it is an error
    // (docs/reference/differences.md §5) whose detail says what is cut off.
    EXPECT_EQ(f.exitCode(), 1);
    EXPECT_NE(f.detail().find("the 8-byte instruction's second word lies beyond the end of the "
                              "code section"),
              std::string::npos)
        << f.detail();

    // After other instructions too, with the detail of where it happened.
    KernelBuilder m;
    m.op("mov_imm", {0, 0});
    m.op("mov_imm", {1, 7});
    m.op("device_store_u32", {0, 1});
    isa::Program p = singleKernel(m, 8, 0, 1, 1, 1);
    p.code.resize(p.code.size() - 4); // the store's word0 alone ends the code
    const Fault g = faultOf(p);
    EXPECT_EQ(g.pc, 0x10u);
    EXPECT_EQ(g.decodeError, isa::DecodeError::Kind::TruncatedWord1);
    EXPECT_EQ(g.exitCode(), 1);
    EXPECT_TRUE(g.inWorkgroup);
}

TEST(Faults, TruncatedSecondWordThatNeverIssuesIsHarmless) {
    KernelBuilder k;
    k.op("halt");
    k.word(0x41010010u); // mov_imm r1 without its word1, after the halt
    EXPECT_EQ(run(singleKernel(k, 8, 0, 1, 1, 1)).result.status, RunStatus::Completed);
}

TEST(Faults, OtherDecodeErrorsExitWithOne) {
    KernelBuilder k;
    k.word(0x0C000000u); // invalid opcode
    const Fault f = faultOf(singleKernel(k, 8, 0, 1, 1, 1));
    EXPECT_EQ(f.decodeError, isa::DecodeError::Kind::InvalidOpcode);
    EXPECT_EQ(f.exitCode(), 1);
    // Only InvalidInstruction faults carry a decode error.
    Fault launch;
    launch.kind = FaultKind::InvalidLaunch;
    EXPECT_FALSE(launch.decodeError.has_value());
    EXPECT_EQ(launch.exitCode(), 1);
}

TEST(Faults, OutOfBoundsMessageIsTheReferenceText) {
    EXPECT_EQ(outOfBoundsMessage(0x3c), "memory access out of bounds: address 0x000000000000003c");
    EXPECT_EQ(outOfBoundsMessage(~std::uint64_t(0)),
              "memory access out of bounds: address 0xffffffffffffffff");
}

TEST(Faults, ControlFlowErrors) {
    const char* ops[] = {"else", "endif", "endloop"};
    const char* texts[] = {"else without matching if", "endif without matching if",
                           "endloop without matching loop"};
    for (int i = 0; i < 3; ++i) {
        KernelBuilder k;
        k.op(ops[i]);
        k.op("halt");
        EXPECT_EQ(faultOf(singleKernel(k, 8, 0, 1, 1, 1)).message,
                  std::string("control flow error: ") + texts[i]);
    }
    KernelBuilder b;
    b.op("if", {1});
    b.op("break", {1});
    b.op("endif");
    b.op("halt");
    // p1 is false: the if's then side is skipped, so the break never issues.
    EXPECT_FALSE(run(singleKernel(b, 8, 0, 1, 1, 1)).result.fault.has_value());
    KernelBuilder c;
    c.op("continue", {1});
    c.op("halt");
    EXPECT_EQ(faultOf(singleKernel(c, 8, 0, 1, 1, 1)).message,
              "control flow error: continue outside of loop");
    KernelBuilder d;
    d.op("break", {0});
    d.op("halt");
    const Fault f = faultOf(singleKernel(d, 8, 0, 1, 1, 1));
    EXPECT_EQ(f.kind, FaultKind::ControlFlow);
    EXPECT_EQ(f.message, "control flow error: break outside of loop");
}

TEST(Faults, StackOverflows) {
    KernelBuilder k;
    k.op("icmp_eq", {1, 0, 0});
    for (int i = 0; i < 33; ++i)
        k.op("if", {1});
    k.op("halt");
    const Fault f = faultOf(singleKernel(k, 8, 0, 2, 1, 1));
    EXPECT_EQ(f.kind, FaultKind::StackOverflow);
    EXPECT_EQ(f.message, "stack overflow: control flow");
    EXPECT_EQ(f.pc, 8u + 32 * 4);

    KernelBuilder c;
    c.op("call", {12});
    c.op("halt");
    c.op("call", {12}); // recurse: the 9th call overflows
    c.op("return");
    EXPECT_EQ(faultOf(singleKernel(c, 8, 0, 1, 1, 1)).message, "stack overflow: call");

    LaunchConfig deeper = small();
    deeper.controlDepth = 40;
    EXPECT_FALSE(run(singleKernel(k, 8, 0, 2, 1, 1), deeper).result.fault.has_value());
}

TEST(Faults, InstructionLimit) {
    KernelBuilder k;
    k.op("mov_imm", {1, 0});
    k.op("mov_imm", {2, 1});
    k.op("loop");
    k.op("iadd", {1, 1, 2});
    k.op("endloop");
    k.op("halt");
    LaunchConfig cfg = small();
    cfg.maxInstructions = 500;
    const Fault f = faultOf(singleKernel(k, 8, 0, 4, 1, 1), cfg);
    EXPECT_EQ(f.kind, FaultKind::InstructionLimit);
    EXPECT_EQ(f.message,
              "instruction limit exceeded: 501 instructions (limit: 500) at PC 0x0000001c");
}

TEST(Faults, LaunchErrors) {
    KernelBuilder k;
    k.op("halt");
    const isa::Program p = singleKernel(k, 8, 0, 1, 1, 1);
    LaunchConfig cfg;
    cfg.waveWidth = 0;
    std::optional<Fault> f = validate(p, cfg);
    ASSERT_TRUE(f.has_value());
    EXPECT_EQ(f->message, "--wave-width must be between 1 and 64, got 0");
    EXPECT_EQ(f->kind, FaultKind::InvalidLaunch);
    EXPECT_EQ(f->exitCode(), 1);
    cfg.waveWidth = 65;
    EXPECT_EQ(validate(p, cfg)->message, "--wave-width must be between 1 and 64, got 65");
    cfg = {};
    cfg.deviceMemory = (4ull << 30) + 1;
    EXPECT_TRUE(validate(p, cfg).has_value());
    cfg = {};
    cfg.kernelIndex = 1;
    EXPECT_TRUE(validate(p, cfg).has_value());
    cfg = {};
    cfg.workgroup = {1u << 20, 2, 1};
    EXPECT_TRUE(validate(isa::Program{}, cfg).has_value());
    cfg = {};
    cfg.grid = {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
    EXPECT_TRUE(validate(p, cfg).has_value());
    cfg.grid = {0xFFFFFFFFu, 0, 0xFFFFFFFFu}; // empty grid: legal
    EXPECT_FALSE(validate(p, cfg).has_value());

    // The emulator refuses to run an invalid launch and allocates nothing.
    LaunchConfig bad;
    bad.waveWidth = 0;
    Emulator emu(p, bad);
    EXPECT_TRUE(emu.launchError().has_value());
    EXPECT_TRUE(emu.deviceMemory().empty());
    EXPECT_EQ(emu.run().status, RunStatus::Faulted);
}

TEST(Faults, KernelBeyondTheCodeIsTheReferenceCrash) {
    isa::Program p;
    p.code = {0x00, 0x00, 0xF0, 0x3F};
    isa::Kernel k;
    k.name = "k";
    k.codeOffset = 100;
    p.kernels.push_back(k);
    const std::optional<Fault> f = validate(p, {});
    ASSERT_TRUE(f.has_value());
    EXPECT_EQ(f->kind, FaultKind::KernelOutsideCode);
    EXPECT_EQ(f->exitCode(), 1); // docs/reference/differences.md §5: never the reference's 101
    EXPECT_EQ(f->message, "kernel k starts at code offset 100, beyond the end of the code "
                          "section (4 bytes)");
}

TEST(Faults, EmptyGridAndZeroThreadsRunNothing) {
    KernelBuilder k;
    k.op("halt");
    LaunchConfig cfg = small();
    cfg.grid = {2, 0, 1};
    Outcome o = run(singleKernel(k, 8, 0, 1, 1, 1), cfg);
    EXPECT_EQ(o.result.status, RunStatus::Completed);
    EXPECT_EQ(o.result.stats.workgroups, 0u);
    cfg.grid = {3, 1, 1};
    o = run(singleKernel(k, 8, 0, 4, 0, 1), cfg); // metadata y = 0: no threads
    EXPECT_EQ(o.result.status, RunStatus::Completed);
    EXPECT_EQ(o.result.stats.workgroups, 3u);
    EXPECT_EQ(o.result.stats.waves, 0u);
}

} // namespace
} // namespace wave::emu::test
