// Self-differential test of the engine's loops: the AVX2+FMA build picked at run time and the
// portable build (WAVE_EMU_BASELINE=1), each unobserved (wave-emu) and observed (the debugger),
// must give the same bits for every floating-point instruction at every wave width. Random
// programs (seeded, so a failure replays) run every float op of the ISA table on NaN-heavy
// inputs: quiet and signalling NaNs with payloads, ±0, ±inf, denormals, rounding ties and
// conversion limits, as f32 words, f16/bf16 halves and f64 pairs, with guarded forms, partial
// last waves, and MMA rounds over the same values. The reference's values themselves are
// pinned by the golden float matrix (GoldenFloatMatrixTest, FloatMatrixTest); this test keeps
// any future optimisation of one loop from splitting it from the other.

#include "EmuTestUtil.h"
#include "emu/EngineEntry.h"
#include "isa/InstructionTable.h"

#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>

namespace wave::emu::test {
namespace {

// Every mnemonic whose semantics are floating point (f32, f16, bf16, f64, their conversions,
// float compares and select); MMA comes in whole rounds (mmaRound).
std::vector<const isa::InstructionInfo*> floatOps() {
    std::vector<const isa::InstructionInfo*> ops;
    for (const isa::InstructionInfo& info : isa::InstructionTable::all()) {
        const bool floatCompare = info.category == isa::Category::Compare &&
                                  (info.mnemonic.starts_with("fcmp") || info.mnemonic == "select");
        if (info.category == isa::Category::Float || info.category == isa::Category::Half ||
            info.category == isa::Category::Double || info.category == isa::Category::Convert ||
            floatCompare)
            ops.push_back(&info);
    }
    return ops;
}

// One 32-bit input word: mostly special f32 values, else two special f16/bf16 halves, the high
// word of a special f64, or random bits.
std::uint32_t specialWord(std::mt19937& rng) {
    static const std::uint32_t f32[] = {
        0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u, 0x00000001u, 0x80000001u,
        0x007FFFFFu, 0x807FFFFFu, 0x00800000u, 0x7F7FFFFFu, 0xFF7FFFFFu, 0x3F800000u,
        0xBFC00000u, 0x3F800001u, 0x33800000u, 0x40839FFFu, 0x40200000u, 0x3F000000u,
        0xBFC00000u, 0x40C00000u, 0x4F000000u, 0xCF000000u, 0x4F800000u, 0x4B7FFFFFu,
        0x4B800001u, 0x3F7FFFFFu, 0xBF7FFFFFu, 0x40490FDBu, 0x7FC00000u, 0xFFC00000u};
    static const std::uint32_t half[] = {0x7E1Au, 0xFE1Bu, 0x7C2Au, 0xFC2Bu, 0x7C00u, 0xFC00u,
                                         0x0000u, 0x8000u, 0x0001u, 0x83FFu, 0x7BFFu, 0x3C00u,
                                         0x7FC5u, 0xFFC6u, 0x7F8Au, 0xFF8Bu, 0x7F80u, 0x0040u};
    std::uniform_int_distribution<std::uint32_t> any;
    const std::uint32_t kind = any(rng) % 10;
    const std::uint32_t payload = any(rng) & 0x003FFFFFu;
    switch (kind) {
    case 0: // quiet NaN, either sign, random payload
        return (any(rng) & 0x80000000u) | 0x7FC00000u | payload;
    case 1: // signalling NaN (payload never 0, or it would be an infinity)
        return (any(rng) & 0x80000000u) | 0x7F800000u | (payload | 1u);
    case 2:
    case 3:
    case 4:
        return f32[any(rng) % std::size(f32)] ^ (any(rng) % 4 == 0 ? 0x80000000u : 0u);
    case 5:
        return (any(rng) & 0x807FFFFFu) | (any(rng) % 2 ? 0u : 0x7F800000u); // denormal or NaN
    case 6:
    case 7:
        return half[any(rng) % std::size(half)] |
               (std::uint32_t(half[any(rng) % std::size(half)]) << 16);
    case 8: // high word of an f64 NaN, infinity or denormal (any low word)
        return (any(rng) & 0x80000000u) | (any(rng) % 2 ? 0x7FF00000u | (payload >> 2) : 0u);
    default:
        return any(rng);
    }
}

constexpr std::uint32_t kValues = 16;          // r1..r16 hold the values; r17.. are scratch
constexpr std::uint32_t kStored = kValues + 3; // words stored per thread: values, p1..p3

// The MMA float op (mma_compute: separate f32 multiplies and adds, docs/reference/isa.md §7.13):
// r1..r16 go to this thread's 64 bytes of local memory, become fragments A and B (as 4x4 rows), C
// += A·B, and C comes back into r1..r16. Scratch: r27..r31; r18 = thread_id_x, r21 = 4, r23 = 0.
void mmaRound(KernelBuilder& k, std::uint32_t fa, std::uint32_t fb, std::uint32_t fc) {
    k.op("mov_imm", {27, 4 * kValues});
    k.op("imul", {28, 18, 27});
    k.op("mov_imm", {31, 16}); // row stride
    k.op("iadd", {30, 28, 23});
    for (std::uint32_t r = 1; r <= kValues; ++r) {
        k.op("local_store_u32", {30, r});
        k.op("iadd", {30, 30, 21});
    }
    k.op("mma_load_a", {fa, 28, 31});
    k.op("mma_load_b", {fb, 28, 31});
    k.op("mma_compute", {fa, fb, fc});
    k.op("mma_store_c", {28, 31, fc});
    k.op("iadd", {30, 28, 23});
    for (std::uint32_t r = 1; r <= kValues; ++r) {
        k.op("local_load_u32", {r, 30});
        k.op("iadd", {30, 30, 21});
    }
}

struct FloatProgram {
    isa::Program program;
    std::string listing; // for failure messages
};

FloatProgram randomFloatProgram(std::mt19937& rng, std::uint32_t instructions) {
    static const std::vector<const isa::InstructionInfo*> ops = floatOps();
    std::uniform_int_distribution<std::uint32_t> any;
    KernelBuilder k;
    std::ostringstream listing;
    // r20 = this thread's first word: thread_id_x * 4 * kStored; r21 = 4, r22 = 1, r23 = 0.
    k.op("mov_sr", {18, 0});
    k.op("mov_imm", {19, 4 * kStored});
    k.op("imul", {20, 18, 19});
    k.op("mov_imm", {21, 4});
    k.op("mov_imm", {22, 1});
    k.op("mov_imm", {23, 0});
    k.op("iadd", {17, 20, 23});
    for (std::uint32_t r = 1; r <= kValues; ++r) {
        k.op("device_load_u32", {r, 17});
        k.op("iadd", {17, 17, 21});
    }
    // Some lanes get predicates from the data, so guarded ops see partial masks.
    k.op("fcmp_lt", {1, 1, 2});
    k.op("fcmp_unord", {2, 3, 4});
    const auto value = [&] { return 1 + any(rng) % (kValues - 1); }; // f64 pairs need r+1
    for (std::uint32_t i = 0; i < instructions; ++i) {
        if (any(rng) % 32 == 0) {
            mmaRound(k, any(rng) % 4, any(rng) % 4, any(rng) % 4);
            listing << "mma round\n";
            continue;
        }
        const isa::InstructionInfo& info = *ops[any(rng) % ops.size()];
        const Guard guard{static_cast<std::uint8_t>(any(rng) % 4 == 0 ? 1 + any(rng) % 3 : 0),
                          any(rng) % 2 == 0};
        const std::uint32_t rd = value(), a = value(), b = value(), c = value();
        const std::uint32_t pred = any(rng) % 4;
        listing << (guard.pred != 0 ? (guard.neg ? "@!p" : "@p") + std::to_string(guard.pred) + " "
                                    : std::string())
                << info.mnemonic;
        if (info.category == isa::Category::Compare && info.mnemonic != "select") {
            k.op(info.mnemonic, {pred, a, b}, guard);
            listing << " p" << pred << ", r" << a << ", r" << b << "\n";
            continue;
        }
        if (info.mnemonic == "select") {
            k.op(info.mnemonic, {rd, pred, a, b}, guard);
            listing << " r" << rd << ", p" << pred << ", r" << a << ", r" << b << "\n";
            continue;
        }
        switch (info.operandCount) {
        case 2:
            k.op(info.mnemonic, {rd, a}, guard);
            listing << " r" << rd << ", r" << a << "\n";
            break;
        case 3:
            k.op(info.mnemonic, {rd, a, b}, guard);
            listing << " r" << rd << ", r" << a << ", r" << b << "\n";
            break;
        default:
            k.op(info.mnemonic, {rd, a, b, c}, guard);
            listing << " r" << rd << ", r" << a << ", r" << b << ", r" << c << "\n";
            break;
        }
    }
    // Results: the values over the inputs, then the predicates as 0 / 1.
    for (std::uint32_t p = 1; p <= 3; ++p)
        k.op("select", {kValues + 7 + p, p, 22, 23});
    k.op("iadd", {17, 20, 23});
    for (std::uint32_t i = 1; i <= kStored; ++i) {
        k.op("device_store_u32", {17, i <= kValues ? i : i + 7});
        k.op("iadd", {17, 17, 21});
    }
    k.op("halt");
    return {singleKernel(k, 32, 0, 0, 0, 0), listing.str()};
}

// Every loop variant: AVX2 or portable, unobserved (runFast) or observed (runObserved).
struct LoopVariant {
    bool portable;
    bool observed;
    const char* name;
};
constexpr LoopVariant kVariants[] = {{false, false, "AVX2"},
                                     {true, false, "portable"},
                                     {false, true, "AVX2 observed"},
                                     {true, true, "portable observed"}};

class AfterEachInstruction : public Observer {
public:
    std::uint32_t interests() const override { return Interest::kAfterInstruction; }
};

std::vector<std::uint8_t> runVariant(const isa::Program& program, const LaunchConfig& config,
                                     const std::vector<std::uint8_t>& input,
                                     const LoopVariant& variant) {
    detail::forceBaselineEngine(variant.portable);
    Emulator emu(program, config);
    AfterEachInstruction observer;
    if (variant.observed)
        emu.setObserver(&observer);
    EXPECT_TRUE(emu.deviceMemory().write(0, input));
    const RunResult r = emu.run();
    detail::forceBaselineEngine(false);
    EXPECT_EQ(r.status, RunStatus::Completed) << variant.name;
    return {emu.deviceMemory().begin(), emu.deviceMemory().end()};
}

class FloatLoops : public testing::Test {
protected:
    void TearDown() override { detail::forceBaselineEngine(false); }
};

TEST_F(FloatLoops, EveryLoopGivesTheSameBitsAtEveryWaveWidth) {
    detail::forceBaselineEngine(false);
    if (!detail::usingAvx2Engine())
        GTEST_SKIP() << "this CPU has no AVX2+FMA: the engine has a single loop here";
    std::mt19937 rng(0x5EEDF10A);
    std::uniform_int_distribution<std::uint32_t> any;
    int programs = 0;
    for (std::uint32_t width = 1; width <= 64; ++width) {
        for (int repeat = 0; repeat < 4; ++repeat, ++programs) {
            // 1 to 3 full waves and a partial one, at most 64 waves.
            const std::uint32_t threads =
                std::min(width * (1 + any(rng) % 3) + any(rng) % width + 1, 64 * width);
            const FloatProgram p = randomFloatProgram(rng, 64);
            LaunchConfig cfg;
            cfg.waveWidth = width;
            cfg.workgroup = {threads, 1, 1};
            cfg.deviceMemory = std::uint64_t(threads) * 4 * kStored;
            cfg.localMemory = threads * 4 * kValues; // mma rounds
            std::vector<std::uint8_t> input(cfg.deviceMemory);
            for (std::size_t i = 0; i < input.size(); i += 4) {
                const std::uint32_t w = specialWord(rng);
                std::memcpy(input.data() + i, &w, 4);
            }
            const std::vector<std::uint8_t> reference =
                runVariant(p.program, cfg, input, kVariants[0]);
            for (const LoopVariant& variant : kVariants) {
                const std::vector<std::uint8_t> got = runVariant(p.program, cfg, input, variant);
                if (got == reference)
                    continue;
                std::size_t word = 0;
                while (std::memcmp(got.data() + 4 * word, reference.data() + 4 * word, 4) == 0)
                    ++word;
                std::uint32_t want = 0, have = 0, in = 0;
                std::memcpy(&want, reference.data() + 4 * word, 4);
                std::memcpy(&have, got.data() + 4 * word, 4);
                std::memcpy(&in, input.data() + 4 * word, 4);
                ADD_FAILURE() << variant.name << " loop differs from the AVX2 loop at width "
                              << width << ", program " << programs << ": thread " << word / kStored
                              << ", word " << word % kStored << " = 0x" << std::hex << have
                              << " instead of 0x" << want << " (input 0x" << in << ")\nprogram:\n"
                              << p.listing;
                return;
            }
        }
    }
    EXPECT_EQ(programs, 256);
}

} // namespace
} // namespace wave::emu::test
