// The trace's own instruction format (docs/reference/execution-model.md §14).

#include "emu/TraceFormatter.h"
#include "KernelBuilder.h"
#include "TestFiles.h"
#include "isa/Decoder.h"
#include "isa/Encoding.h"
#include "isa/InstructionTable.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

namespace wave::emu::test {
namespace {

std::string text(std::string_view mnemonic, std::initializer_list<std::uint32_t> operands,
                 Guard guard = {}) {
    KernelBuilder b;
    b.op(mnemonic, operands, guard);
    const isa::Program p = b.program();
    isa::DecodedInstruction in;
    isa::DecodeError err;
    EXPECT_TRUE(isa::Decoder::decode(p.code, 0, in, err)) << err.message;
    return TraceFormatter::instructionText(in);
}

std::string textOfWords(std::uint32_t w0, std::uint32_t w1) {
    KernelBuilder b;
    b.word(w0);
    b.word(w1);
    const isa::Program p = b.program();
    isa::DecodedInstruction in;
    isa::DecodeError err;
    EXPECT_TRUE(isa::Decoder::decode(p.code, 0, in, err)) << err.message;
    return TraceFormatter::instructionText(in);
}

TEST(TraceFormatter, OperandRules) {
    EXPECT_EQ(text("iadd", {1, 2, 3}), "iadd r1, r2, r3");
    EXPECT_EQ(text("imad", {1, 2, 3, 0}), "imad r1, r2, r3, r0");
    EXPECT_EQ(text("dsqrt", {2, 4}), "dsqrt r2, r4, r0");
    EXPECT_EQ(text("fneg", {1, 2}), "fneg r1, r2");
    EXPECT_EQ(text("bfe", {1, 2, 3, 4}), "bfe");
    EXPECT_EQ(text("icmp_lt", {1, 2, 3}), "icmp_lt p1, r2, r3");
    EXPECT_EQ(text("fcmp_ge", {1, 2, 3}), "fcmp_unknown p1, r2, r3");
    EXPECT_EQ(text("select", {1, 2, 3, 4}), "select r1, p2, r3, r4");
    EXPECT_EQ(text("local_load_u64", {1, 2}), "local_load_u64 r1, r2");
    EXPECT_EQ(text("device_store_u128", {1, 2}), "device_store_u128 r1, r2");
    EXPECT_EQ(text("atomic_add", {1, 2, 2}), "atomic_add r1, r2");
    EXPECT_EQ(text("local_atomic_cas", {5, 1, 2, 3}), "local_atomic_cas r5, r1, r2");
    EXPECT_EQ(text("wave_ballot", {1, 2}), "wave_ballot r1, p2");
    EXPECT_EQ(text("wave_any", {1, 2}), "wave_any p1, p2");
    EXPECT_EQ(text("wave_reduce_add", {1, 2}), "wave_reduce_add r1, r2");
    EXPECT_EQ(text("wave_shuffle", {1, 2, 3}), "wave_shuffle r1, r2, r3");
    EXPECT_EQ(text("if", {3}), "if p3");
    EXPECT_EQ(text("call", {0x40}), "call 0x00000040");
    EXPECT_EQ(text("fence_acquire", {1}), "fence_acquire");
    EXPECT_EQ(text("mov_imm", {4, 0x3F800000u}), "mov_imm r4, 0x3f800000");
    EXPECT_EQ(text("mov_sr", {0, 4}), "mov r0, sr_4");
    EXPECT_EQ(text("mma_load_a", {1, 2, 3}), "mma_load_a r1, r2, r3, r0");
    EXPECT_EQ(text("halt", {}, Guard{1, false}), "@p1 halt");
    EXPECT_EQ(text("nop", {}, Guard{0, true}), "@!p0 nop");
    EXPECT_EQ(textOfWords(0x28010260u, 0x03000000u), "icmp_unknown p1, r2, r3");
    EXPECT_EQ(textOfWords(0x29010200u, 0x03000000u), "ucmp_unknown p1, r2, r3");
    EXPECT_EQ(textOfWords(0x30010240u, 0), "local_load_unknown r1, r2");
}

// Every row of the instruction table in a few operand patterns (all fields set, rd and rs3 r0,
// guarded with an immediate-like word1, and an ignored modifier where the opcode ignores it).
std::string everyRowText() {
    using isa::Encoding;
    struct Variant {
        const char* name;
        std::uint8_t rd, rs1, modifierOverride;
        bool neg;
        std::uint8_t pred;
        std::uint32_t word1;
    };
    constexpr std::uint8_t kRowModifier = 0xFF;
    const Variant variants[] = {
        {"all", 1, 2, kRowModifier, false, 0, Encoding::word1(3, 4, 5, 1)},
        {"zeros", 0, 2, kRowModifier, false, 0, Encoding::word1(3, 0, 0, 0)},
        {"guarded", 7, 6, kRowModifier, true, 2, 0x3F800000u},
        {"modifier", 1, 2, 9, false, 1, Encoding::word1(3, 4, 5, 2)},
    };
    std::string out;
    for (const isa::InstructionInfo& info : isa::InstructionTable::all()) {
        for (const Variant& v : variants) {
            const bool ignored = !isa::InstructionTable::group(info.opcode)->validatesModifier();
            if (v.modifierOverride != kRowModifier && !ignored)
                continue;
            const std::uint8_t modifier =
                v.modifierOverride == kRowModifier ? info.modifier : v.modifierOverride;
            out += std::string(info.mnemonic) + " " + v.name + ": " +
                   textOfWords(Encoding::word0(info.opcode, v.rd, v.rs1, modifier, v.neg, v.pred),
                               v.word1) +
                   "\n";
        }
    }
    return out;
}

// The trace forms of the table against the text recorded from the formatter before they moved
// into the table (it switched on raw opcodes and modifiers then). WAVE_REBASELINE=1 rewrites
// the file, for a deliberate change of the trace.
TEST(TraceFormatter, EveryRowAsRecorded) {
    const std::string path = std::string(WAVE_TEST_DATA) + "/trace/instruction_text.txt";
    const std::string actual = everyRowText();
    if (std::getenv("WAVE_REBASELINE") != nullptr)
        std::ofstream(path, std::ios::binary) << actual;
    EXPECT_EQ(actual, wave::test::TestFiles::readText(path));
}

TEST(TraceFormatter, Lines) {
    EXPECT_EQ(TraceFormatter::breakBefore(0xf, 0x3, 2),
              "  BREAK: active_mask=0xf, pred_mask=0x3, pred_reg=p2");
    EXPECT_EQ(TraceFormatter::breakAfter(0xc), "  BREAK: new_active_mask=0xc, jump=None");
    EXPECT_EQ(TraceFormatter::endloopAfter(0xf, 84u),
              "  ENDLOOP: new_active_mask=0xf, jump=Some(84)");
}

} // namespace
} // namespace wave::emu::test
