// Robustness: random but decodable instruction streams (random rows of the ISA table with
// random fields, guards, call targets and memory addresses) must end in Completed or a Fault,
// never crash or hang, and run deterministically. Meant to be run under ASan/UBSan too.

#include "EmuTestUtil.h"
#include "isa/Encoding.h"
#include "isa/InstructionTable.h"

#include <gtest/gtest.h>
#include <random>

namespace wave::emu::test {
namespace {

isa::Program randomProgram(std::mt19937& rng, std::uint32_t instructions) {
    const auto rows = isa::InstructionTable::all();
    KernelBuilder k;
    std::uniform_int_distribution<std::size_t> row(0, rows.size() - 1);
    std::uniform_int_distribution<std::uint32_t> byte(0, 255), small(0, 12), bit(0, 7);
    for (std::uint32_t i = 0; i < instructions; ++i) {
        const isa::InstructionInfo& info = rows[row(rng)];
        // Mostly low register numbers so that values flow between instructions.
        const auto reg = [&] {
            return static_cast<std::uint8_t>(bit(rng) == 0 ? byte(rng) : small(rng));
        };
        const bool guarded = bit(rng) == 0;
        k.word(isa::Encoding::word0(info.opcode, reg(), reg(), info.modifier,
                                    guarded && bit(rng) < 4, guarded ? bit(rng) & 3 : 0));
        if (info.hasWord1()) {
            if (info.mnemonic == "call" || info.mnemonic == "mov_imm")
                k.word(bit(rng) < 6 ? 4 * (byte(rng) % instructions) : byte(rng) << (bit(rng) * 3));
            else
                k.word(
                    isa::Encoding::word1(reg(), reg(), reg(), static_cast<std::uint8_t>(bit(rng))));
        }
    }
    k.op("halt");
    return singleKernel(k, 1 + byte(rng) % 40, 256, 1 + byte(rng) % 100, 1, 1);
}

TEST(RandomPrograms, NeverCrashAndAreDeterministic) {
    std::mt19937 rng(12345);
    const std::uint32_t widths[] = {1, 3, 8, 32, 64};
    int completed = 0, faulted = 0;
    for (int n = 0; n < 300; ++n) {
        const isa::Program p = randomProgram(rng, 8 + n % 56);
        LaunchConfig cfg;
        cfg.deviceMemory = 1024;
        cfg.maxInstructions = 5000;
        cfg.waveWidth = widths[n % 5];
        cfg.grid = {1 + static_cast<std::uint32_t>(n % 3), 1, 1};
        const Outcome a = run(p, cfg);
        const Outcome b = run(p, cfg);
        ASSERT_TRUE(a.result.status == RunStatus::Completed ||
                    a.result.status == RunStatus::Faulted)
            << "program " << n;
        EXPECT_EQ(a.memory, b.memory) << "program " << n;
        EXPECT_EQ(a.result.stats, b.result.stats) << "program " << n;
        if (a.result.fault) {
            ++faulted;
            EXPECT_FALSE(a.result.fault->message.empty());
        } else {
            ++completed;
        }
    }
    EXPECT_GT(completed, 0);
    EXPECT_GT(faulted, 0);
}

} // namespace
} // namespace wave::emu::test
