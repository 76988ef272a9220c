// The compiling tier (emu/CompiledProgram.h) against the interpreter: random structured kernels
// (loops with lane-dependent trip counts, if/else, guards, compares into every predicate slot,
// registers past the register count, NaN-heavy float inputs, blocks cut by interpreted ops) must
// leave the whole machine state identical after every run, every paused slice of a run, an
// instruction-limit fault, and a parallel run. Seeded, so a failure replays.

#include "EmuTestUtil.h"
#include "emu/CompiledProgram.h"
#include "isa/Encoding.h"
#include "isa/InstructionTable.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace wave::emu::test {
namespace {

std::uint32_t inputWord(std::mt19937& rng) {
    static const std::uint32_t special[] = {
        0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFFC00000u,
        0x7FA00001u, 0xFF812345u, 0x7FC0BEEFu, 0x00000001u, 0x807FFFFFu, 0x3F800000u,
        0xBF800000u, 0x3F000000u, 0x4B800001u, 0x7F7FFFFFu, 0xFFFFFFFFu, 0x7FFFFFFFu,
        0x0000001Fu, 0x00000020u, 0x00000021u, 0x80000001u, 0x40490FDBu, 0x00000003u};
    std::uniform_int_distribution<std::uint32_t> any;
    const std::uint32_t pick = any(rng) % 32;
    return pick < std::size(special) ? special[pick] : any(rng);
}

// Binary ops (rd, a, b), ternary (rd, a, b, c), unary (rd, a), compares (pd, a, b). A few are
// interpreted (imul_hi, fmin, select, cvt, wave ops), so blocks end in the middle of bodies.
const char* const kBinary[] = {"iadd", "isub", "imul", "imin",    "imax", "and",
                               "or",   "xor",  "shl",  "shr",     "sar",  "fadd",
                               "fsub", "fmul", "fdiv", "imul_hi", "fmin"};
const char* const kTernary[] = {"imad", "fma"};
const char* const kUnary[] = {"mov", "not", "ineg", "iabs", "fneg", "fabs", "cvt_f32_i32"};
// Every compare row of the table, the always-false encodings without a mnemonic too.
std::vector<const isa::InstructionInfo*> compareRows() {
    std::vector<const isa::InstructionInfo*> rows;
    for (const isa::InstructionInfo& info : isa::InstructionTable::all())
        if (info.semantic == isa::Semantic::Icmp || info.semantic == isa::Semantic::Ucmp ||
            info.semantic == isa::Semantic::Fcmp)
            rows.push_back(&info);
    return rows;
}

class Generator {
public:
    // flat: the loop body holds only compilable ops and unguarded break/continue (a native
    // loop, CompiledLoop.h), with trip counts of 1..4 plus `extra` iterations by lane.
    explicit Generator(std::uint32_t seed, bool flat = false, std::uint32_t extra = 0)
        : rng_(seed), flat_(flat), extra_(extra) {}

    isa::Program program() {
        KernelBuilder k;
        k.op("mov_sr", {0, 0}); // thread id x
        k.op("mov_sr", {1, 4}); // lane id
        for (std::uint32_t r = 2; r < 12; ++r)
            k.op("mov_imm", {r, inputWord(rng_)});
        k.op("mov_imm", {12, 0});
        k.op("mov_imm", {13, 1});
        k.op("mov_imm", {14, 3});
        k.op("and", {14, 0, 14});
        k.op("iadd", {14, 14, 13}); // 1..4 iterations, by lane
        k.op("mov_imm", {15, extra_});
        k.op("iadd", {14, 14, 15});
        if (flat_) {
            // Local memory for the body's loads: 256 bytes, written by every thread; addresses
            // are `and` a mask (sometimes unaligned) plus a step per iteration (sometimes not 0,
            // so lanes go past the end in later iterations).
            k.op("mov_imm", {17, pick(4) == 0 ? 0xFFu : 0xFCu});
            k.op("mov_imm", {19, pick(3) == 0 ? 4 * (1 + pick(8)) : 0}); // per iteration
            k.op("mov_imm", {18, 4});
            k.op("imul", {16, 0, 18});
            k.op("and", {16, 16, 17});
            k.op("iadd", {21, 2, 16}); // a different word at every address
            k.op("local_store_u32", {16, 21});
            k.op("mov", {20, 16}); // consecutive words by lane
        }
        straight(k);
        k.op("loop"); // the exit first: `continue` in the body cannot skip it
        k.op("icmp_ge", {1, 12, 14});
        k.op("break", {1});
        k.op("iadd", {12, 12, 13});
        if (flat_)
            flatBody(k);
        else
            body(k, 2);
        k.op("endloop");
        straight(k);
        // Every register and predicate of every thread to device memory.
        k.op("mov_imm", {20, 80});
        k.op("imul", {21, 0, 20});
        k.op("mov_imm", {22, 4});
        for (std::uint32_t r = 0; r < 16; ++r) {
            k.op("device_store_u32", {21, r});
            k.op("iadd", {21, 21, 22});
        }
        for (std::uint32_t p = 0; p < 4; ++p) {
            k.op("select", {23, p, 13, 20});
            k.op("device_store_u32", {21, 23});
            k.op("iadd", {21, 21, 22});
        }
        k.op("halt");
        return singleKernel(k, 32, flat_ ? 256 : 0, 0, 0, 0);
    }

private:
    std::uint32_t pick(std::uint32_t n) {
        return std::uniform_int_distribution<std::uint32_t>(0, n - 1)(rng_);
    }
    // Sources: any of r0..r15, sometimes a register past the count (reads 0).
    std::uint32_t src() { return pick(16) == 0 ? 200 : pick(16); }
    // Destinations: r2..r11 and r15, sometimes past the count (the write is dropped).
    std::uint32_t dst() {
        const std::uint32_t r = pick(12);
        return r == 11 ? (pick(2) == 0 ? 15 : 201) : r + 2;
    }

    void one(KernelBuilder& k) {
        const Guard guard = !flat_ && pick(8) == 0
                                ? Guard{static_cast<std::uint8_t>(pick(4)), pick(2) == 0}
                                : Guard{};
        switch (flat_ ? pick(8) : pick(10)) {
        case 0:
        case 1:
        case 2:
        case 3:
            k.op(kBinary[pick(flat_ ? 15 : std::size(kBinary))], {dst(), src(), src()}, guard);
            break;
        case 4:
            k.op(kTernary[pick(std::size(kTernary))], {dst(), src(), src(), src()}, guard);
            break;
        case 5:
            k.op(kUnary[pick(flat_ ? 6 : std::size(kUnary))], {dst(), src()}, guard);
            break;
        case 6:
            k.op("mov_imm", {dst(), inputWord(rng_)}, guard);
            break;
        case 7: { // compares may write p0..p3 and the dropped p6 (p1 is also the loop's exit)
            static const auto rows = compareRows();
            const isa::InstructionInfo& info = *rows[pick(static_cast<std::uint32_t>(rows.size()))];
            const auto pd = static_cast<std::uint8_t>(pick(5) == 4 ? 6 : pick(4));
            k.word(isa::Encoding::word0(info.opcode, pd, static_cast<std::uint8_t>(src()),
                                        info.modifier, guard.neg, guard.pred));
            k.word(isa::Encoding::word1(static_cast<std::uint8_t>(src()), 0, 0, 0));
            break;
        }
        case 8:
            k.op("select", {dst(), pick(4), src(), src()});
            break;
        default:
            k.op(kBinary[pick(11)], {dst(), src(), src()});
            break;
        }
    }

    void straight(KernelBuilder& k) {
        const std::uint32_t n = 2 + pick(10);
        for (std::uint32_t i = 0; i < n; ++i)
            one(k);
    }

    void body(KernelBuilder& k, int depth) {
        const std::uint32_t n = 1 + pick(4);
        for (std::uint32_t i = 0; i < n; ++i) {
            straight(k);
            if (depth > 0 && pick(3) == 0) {
                k.op("if", {pick(4)});
                body(k, depth - 1);
                if (pick(2) == 0) {
                    k.op("else");
                    body(k, depth - 1);
                }
                k.op("endif");
            }
            if (depth > 0 && pick(5) == 0) {
                k.op("if", {pick(4)});
                k.op(pick(2) == 0 ? "continue" : "break", {pick(4)});
                k.op("endif");
            }
        }
    }

    // Straight runs cut by local loads and break/continue on any predicate (some lanes leave
    // early; a wave whose mask would empty, or a lane past the end of local memory, stops the
    // native run before the op).
    void flatBody(KernelBuilder& k) {
        const std::uint32_t n = 1 + pick(3);
        for (std::uint32_t i = 0; i < n; ++i) {
            straight(k);
            if (pick(2) == 0) {
                k.op("and", {16, pick(3) == 0 ? 20 : src(), 17}); // uniform, by row, any
                k.op("imad", {16, 12, 19, 16});
                k.op("local_load_u32", {dst(), 16});
            }
            if (pick(2) == 0)
                k.op(pick(3) == 0 ? "continue" : "break", {pick(4)});
        }
    }

    std::mt19937 rng_;
    bool flat_ = false;
    std::uint32_t extra_ = 0;
};

LaunchConfig launchFor(std::uint32_t seed, EngineChoice engine) {
    static const std::uint32_t widths[] = {1, 3, 8, 20, 32, 33, 64};
    std::mt19937 rng(seed * 7919u + 1);
    LaunchConfig cfg;
    cfg.engine = engine;
    cfg.waveWidth = widths[seed % std::size(widths)];
    cfg.workgroup = {1 + static_cast<std::uint32_t>(rng() % 130), 1, 1};
    cfg.grid = {1 + static_cast<std::uint32_t>(rng() % 2), 1, 1};
    cfg.deviceMemory = 65536;
    cfg.maxInstructions = 100000;
    return cfg;
}

// Runs `program` to the end in slices of `slices` steps (0: in one run).
std::vector<MachineState> runInSlices(const isa::Program& program, const LaunchConfig& cfg,
                                      std::uint32_t slices, bool* compiled) {
    Emulator emu(program, cfg);
    if (compiled != nullptr)
        *compiled = emu.program().compiled != nullptr;
    std::vector<MachineState> states;
    for (int guard = 0; guard < 100000; ++guard) {
        const RunResult r = emu.run(slices == 0 ? Emulator::kNoStepLimit : slices);
        states.push_back(emu.saveState());
        if (r.status != RunStatus::Paused)
            break;
    }
    return states;
}

bool jit() {
    return CompiledProgram::available();
}

TEST(CompiledTier, BuildsBlocksOnlyWhenAsked) {
    if (!jit())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    const isa::Program p = Generator(1).program();
    LaunchConfig cfg = launchFor(1, EngineChoice::Compiled);
    EXPECT_NE(Emulator(p, cfg).program().compiled, nullptr);
    cfg.engine = EngineChoice::Interpreter;
    EXPECT_EQ(Emulator(p, cfg).program().compiled, nullptr);
    const auto compiled = Emulator(p, launchFor(1, EngineChoice::Compiled)).program().compiled;
    ASSERT_NE(compiled, nullptr);
    EXPECT_GT(compiled->blockCount(), 2u);
}

TEST(CompiledTier, RandomKernelsMatchTheInterpreter) {
    if (!jit())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    int faults = 0;
    for (std::uint32_t seed = 1; seed <= 250; ++seed) {
        const isa::Program p = Generator(seed).program();
        LaunchConfig ci = launchFor(seed, EngineChoice::Interpreter);
        LaunchConfig cc = launchFor(seed, EngineChoice::Compiled);
        if (seed % 5 == 0) // the limit fault must hit the same instruction
            ci.maxInstructions = cc.maxInstructions = 40 + seed * 3;
        bool compiled = false;
        const auto a = runInSlices(p, ci, 0, nullptr);
        const auto b = runInSlices(p, cc, 0, &compiled);
        ASSERT_TRUE(compiled) << "seed " << seed;
        ASSERT_EQ(a.size(), 1u);
        ASSERT_EQ(b.size(), 1u);
        EXPECT_TRUE(a[0] == b[0]) << "seed " << seed << " (W" << ci.waveWidth << ")";
        EXPECT_EQ(a[0].stats, b[0].stats) << "seed " << seed;
        faults += a[0].fault.has_value() ? 1 : 0;
    }
    EXPECT_GT(faults, 10); // the instruction limit was reached inside loops
}

TEST(CompiledTier, PausedSlicesMatchTheInterpreter) {
    if (!jit())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    for (std::uint32_t seed = 300; seed < 340; ++seed) {
        const isa::Program p = Generator(seed).program();
        const std::uint32_t slice = 1 + seed % 97;
        const auto a = runInSlices(p, launchFor(seed, EngineChoice::Interpreter), slice, nullptr);
        const auto b = runInSlices(p, launchFor(seed, EngineChoice::Compiled), slice, nullptr);
        ASSERT_EQ(a.size(), b.size()) << "seed " << seed;
        for (std::size_t i = 0; i < a.size(); ++i)
            ASSERT_TRUE(a[i] == b[i]) << "seed " << seed << " slice " << i;
    }
}

TEST(CompiledTier, ParallelWorkersMatchTheInterpreter) {
    if (!jit())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    int compared = 0;
    for (std::uint32_t seed = 400; seed < 420; ++seed) {
        const isa::Program p = Generator(seed).program();
        LaunchConfig ci = launchFor(seed, EngineChoice::Interpreter);
        LaunchConfig cc = launchFor(seed, EngineChoice::Compiled);
        ci.grid = cc.grid = {6, 1, 1};
        ci.threads = cc.threads = 3;
        const Outcome a = run(p, ci);
        if (a.result.fault) // after a fault, parallel runs may differ (ParallelRunner.h)
            continue;
        const Outcome b = run(p, cc);
        EXPECT_EQ(a.memory, b.memory) << "seed " << seed;
        EXPECT_EQ(a.result.stats, b.result.stats) << "seed " << seed;
        ++compared;
    }
    EXPECT_GT(compared, 10);
}

// Native loops: lanes and waves leaving at different iterations, runs stopped before a
// break/continue that would empty a wave's mask or a local load out of bounds (the fault must
// be the interpreter's), the limit fault and paused slices inside iterations (the run must not
// start an iteration the budget cannot finish).
TEST(CompiledTier, NativeLoopsMatchTheInterpreter) {
    if (!jit())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    int faults = 0, outOfBounds = 0, sliced = 0;
    for (std::uint32_t seed = 500; seed < 620; ++seed) {
        const isa::Program p = Generator(seed, true, seed % 3 == 0 ? 0 : 5 + seed % 40).program();
        LaunchConfig ci = launchFor(seed, EngineChoice::Interpreter);
        LaunchConfig cc = launchFor(seed, EngineChoice::Compiled);
        if (seed % 4 == 0)
            ci.maxInstructions = cc.maxInstructions = 200 + seed * 7;
        const auto compiled = Emulator(p, cc).program().compiled;
        ASSERT_NE(compiled, nullptr);
        ASSERT_EQ(compiled->loopCount(), 1u) << "seed " << seed;
        const std::uint32_t slice = seed % 2 == 0 ? 0 : 20 + seed % 151;
        const auto a = runInSlices(p, ci, slice, nullptr);
        const auto b = runInSlices(p, cc, slice, nullptr);
        ASSERT_EQ(a.size(), b.size()) << "seed " << seed;
        for (std::size_t i = 0; i < a.size(); ++i) {
            ASSERT_TRUE(a[i] == b[i])
                << "seed " << seed << " slice " << i << " (W" << ci.waveWidth << ")";
            ASSERT_EQ(a[i].stats, b[i].stats) << "seed " << seed << " slice " << i;
        }
        faults += a.back().fault.has_value() ? 1 : 0;
        outOfBounds += a.back().fault && a.back().fault->kind == FaultKind::OutOfBounds ? 1 : 0;
        sliced += a.size() > 1 ? 1 : 0;
    }
    EXPECT_GT(faults, 10);
    EXPECT_GT(outOfBounds, 3);
    EXPECT_GT(sliced, 30);
}

TEST(CompiledTier, EngineNamesRoundTrip) {
    for (EngineChoice e : {EngineChoice::Auto, EngineChoice::Interpreter, EngineChoice::Compiled})
        EXPECT_EQ(parseEngineChoice(engineChoiceName(e)), e);
    EXPECT_FALSE(parseEngineChoice("jit").has_value());
}

} // namespace
} // namespace wave::emu::test
