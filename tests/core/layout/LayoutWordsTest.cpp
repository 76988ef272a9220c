// Hand-computed words for every shipped layout: each expected word below was worked out from
// the field table of the layout's document (the comment gives the arithmetic), not produced by
// the encoder. Encoding the instruction must give the word, and decoding the word must give the
// fields and the opcode's name back.

#include "LayoutTestSupport.h"
#include "layout/LayoutDecoder.h"
#include "layout/OpcodeHeader.h"

#include <gtest/gtest.h>

#include <map>

namespace wave::layout::test {
namespace {

std::vector<std::uint64_t> encoded(const std::string& layout, const std::string& line) {
    const Encoded e = LayoutEncoder::encode(shipped(layout), instance(line));
    EXPECT_TRUE(e.ok) << layout << ": " << line << ": " << e.reason();
    return e.words;
}

std::string reason(const std::string& layout, const std::string& line) {
    const Encoded e = LayoutEncoder::encode(shipped(layout), instance(line));
    EXPECT_FALSE(e.ok) << line;
    return e.reason();
}

std::map<std::string, std::uint64_t> fields(const Layout& l, std::uint64_t word,
                                            std::string* name = nullptr) {
    const DecodedWord d = LayoutDecoder::decode(l, word);
    std::map<std::string, std::uint64_t> out;
    for (const DecodedField& f : d.fields)
        out[f.field->name] = f.value;
    if (name != nullptr)
        *name = d.opcodeName;
    return out;
}

using Words = std::vector<std::uint64_t>;

TEST(LayoutWords, V04MatchesTheGoldenEncodings) {
    // docs/reference/isa.md §9 (the reference assembler's own words).
    EXPECT_EQ(encoded("wave-v0.4", "iadd r1, r2, r3"), (Words{0x00010200, 0x03000000}));
    EXPECT_EQ(encoded("wave-v0.4", "imad r1, r2, r3, r4"), (Words{0x04010200, 0x03040000}));
    EXPECT_EQ(encoded("wave-v0.4", "ineg r1, r2"), (Words{0x07010200}));
    EXPECT_EQ(encoded("wave-v0.4", "fsin r1, r2"), (Words{0x1B010280}));
    EXPECT_EQ(encoded("wave-v0.4", "dsqrt r2, r4"), (Words{0x1F020410}));
    EXPECT_EQ(encoded("wave-v0.4", "hma r1, r2, r3, r4"), (Words{0x1C010230, 0x03040000}));
    std::string name;
    const auto f = fields(shipped("wave-v0.4"), 0x1B0102B0, &name);
    EXPECT_EQ(name, "flog2");
    EXPECT_EQ(f.at("opcode"), 0x1Bu);
    EXPECT_EQ(f.at("rd"), 1u);
    EXPECT_EQ(f.at("rs1"), 2u);
    EXPECT_EQ(f.at("modifier"), 11u);
}

TEST(LayoutWords, V01BaseAndExtended) {
    // base: opcode 31:26, rd 25:21, rs1 20:16, rs2 15:11, pred 10:6, flags 5:0
    // ineg (0x07): 7<<26 | 1<<21 | 2<<16 = 0x1C220000
    EXPECT_EQ(encoded("wave-v0.1", "ineg r1, r2"), (Words{0x1C220000}));
    // iadd (0x00): 1<<21 | 2<<16 | 3<<11 = 0x00221800
    EXPECT_EQ(encoded("wave-v0.1", "iadd r1, r2, r3"), (Words{0x00221800}));
    // imin (0x09): 9<<26 | 31<<21 | 30<<16 | 29<<11 = 0x27FEE800
    EXPECT_EQ(encoded("wave-v0.1", "imin r31, r30, r29"), (Words{0x27FEE800}));
    // @!p1 fneg (0x15): 0x15<<26 | 1<<21 | 2<<16 | (8+1)<<6 = 0x54220240
    EXPECT_EQ(encoded("wave-v0.1", "@!p1 fneg r1, r2"), (Words{0x54220240}));
    // fma (0x13) needs rc: extended, 111<<29 | 0x13<<24 | 1<<19 | 2<<14 | 3<<9 | 4<<4
    EXPECT_EQ(encoded("wave-v0.1", "fma r1, r2, r3, r4"), (Words{0xF3088640, 0}));
    // mov_imm (0x41) does not fit the base opcode (6 bits) nor the extended one (5 bits)
    EXPECT_NE(reason("wave-v0.1", "mov_imm r1, 5").find("needs opcode 0x41 (7 bits)"),
              std::string::npos);
    std::string name;
    const auto f = fields(shipped("wave-v0.1"), 0xF3088640, &name);
    EXPECT_EQ(f.at("ext"), 7u);
    EXPECT_EQ(f.at("opcode"), 0x13u);
    EXPECT_EQ(f.at("rs3"), 4u);
    EXPECT_EQ(fields(shipped("wave-v0.1"), 0x54220240).at("pred"), 9u);
}

TEST(LayoutWords, V01Limits) {
    EXPECT_EQ(reason("wave-v0.1", "iadd r40, r2, r3"),
              "r40 needs 6 bits; wave-v0.1's rd field has 5");
    EXPECT_EQ(reason("wave-v0.1", "fsin r1, r2"),
              "fsin needs modifier 8; wave-v0.1 has no modifier field");
    // device_load (0x38) has 111 in bits 31:29: in the base format it would read as extended
    EXPECT_NE(reason("wave-v0.1", "device_load_u8 r1, r2").find("would read as its extended"),
              std::string::npos);
}

TEST(LayoutWords, V02FortyEightBit) {
    // opcode 47:40, rd 39:32, rs1 31:24, rs2 23:16, modifier 15:12, scope 11:10, pred 9:8,
    // pred_neg 7, pred_en 6, flags 5:0 (Appendix A opcodes)
    EXPECT_EQ(encoded("wave-v0.2", "iadd r1, r2, r3"), (Words{0x000102030000}));
    // fsin is ftransc 0x1F modifier 0, fcos modifier 1
    EXPECT_EQ(encoded("wave-v0.2", "fsin r1, r2"), (Words{0x1F0102000000}));
    EXPECT_EQ(encoded("wave-v0.2", "fcos r4, r5"), (Words{0x1F0405001000}));
    // pred 2<<8 | neg 1<<7 | enable 1<<6 = 0x2C0
    EXPECT_EQ(encoded("wave-v0.2", "@!p2 fadd r1, r2, r3"), (Words{0x1001020302C0}));
    // shr is shift 0x24 modifier 1
    EXPECT_EQ(encoded("wave-v0.2", "shr r1, r2, r3"), (Words{0x240102031000}));
    // fcmp_gt is fcmp 0x2A modifier 3 in Appendix A (4 in v0.4)
    EXPECT_EQ(encoded("wave-v0.2", "fcmp_gt p1, r2, r3"), (Words{0x2A0102033000}));
    // atomic_cas 0x48 is extended: scope 2<<10 in word 0, rs3 in word 1 bits 31:24
    EXPECT_EQ(encoded("wave-v0.2", "atomic_cas r1, r2, r3, r4, .device"),
              (Words{0x480102030800, 0x04000000}));
    EXPECT_EQ(reason("wave-v0.2", "local_atomic_add r1, r2, r3"),
              "local_atomic_add is not in wave-v0.2's opcode map");
    std::string name;
    const auto f = fields(shipped("wave-v0.2"), 0x1F0405001000, &name);
    EXPECT_EQ(name, "ftransc");
    EXPECT_EQ(f.at("modifier"), 1u);
    EXPECT_EQ(f.at("rd"), 4u);
}

TEST(LayoutWords, V02NoteThirtyTwoBit) {
    // opcode 31:26, rd 25:21, rs1 20:16, rs2 15:11, modifier 10:8, ?? 7:5, pred 4:3, neg 2,
    // flags 2:0 (v0.4 opcode values)
    EXPECT_EQ(encoded("wave-v0.2-note", "iadd r1, r2, r3"), (Words{0x00221800}));
    // frcp: 0x1B<<26 | 1<<21 | 2<<16 | 1<<8
    EXPECT_EQ(encoded("wave-v0.2-note", "frcp r1, r2"), (Words{0x6C220100}));
    EXPECT_EQ(encoded("wave-v0.2-note", "fsat r1, r2"), (Words{0x6C220700}));
    // @p3 fsub (0x11): 0x44000000 | 0x221800 | 3<<3
    EXPECT_EQ(encoded("wave-v0.2-note", "@p3 fsub r1, r2, r3"), (Words{0x44221818}));
    // @!p1 fmul r5, r6, r7 (0x12): 0x48000000 | 5<<21 | 6<<16 | 7<<11 | 1<<3 | 1<<2
    EXPECT_EQ(encoded("wave-v0.2-note", "@!p1 fmul r5, r6, r7"), (Words{0x48A6380C}));
    EXPECT_EQ(reason("wave-v0.2-note", "fsin r1, r2"),
              "fsin needs modifier 8; wave-v0.2-note's modifier field has 3 bits");
    std::string name;
    fields(shipped("wave-v0.2-note"), 0x6C220100, &name);
    EXPECT_EQ(name, "frcp"); // v0.4's name: the note has no opcode map
}

TEST(LayoutWords, V03Note) {
    // opcode 31:26, rd 25:21, rs1 20:16, rs2 15:11, modifier 10:7, scope 6:5, pred 4:3, neg 2,
    // flags 1:0
    EXPECT_EQ(encoded("wave-v0.3", "fsin r1, r2"), (Words{0x6C220400}));
    EXPECT_EQ(encoded("wave-v0.3", "flog2 r1, r2"), (Words{0x6C220580}));
    EXPECT_EQ(encoded("wave-v0.3", "wave_reduce_max r3, r4"), (Words{0xF8640580}));
    EXPECT_EQ(encoded("wave-v0.3", "@p2 fabs r1, r2"), (Words{0x58220010}));
    // atomic_add (0x3D) with scope device: 0xF4000000 | 0x221800 | 2<<5
    EXPECT_EQ(encoded("wave-v0.3", "atomic_add r1, r2, r3, .device"), (Words{0xF4221840}));
    EXPECT_EQ(reason("wave-v0.3", "mov r1, r2"),
              "mov needs opcode 0x41 (7 bits); wave-v0.3's opcode field has 6 bits");
    const auto f = fields(shipped("wave-v0.3"), 0xF4221840);
    EXPECT_EQ(f.at("scope"), 2u);
    EXPECT_EQ(f.at("rs2"), 3u);
}

TEST(LayoutWords, V03Reference) {
    // opcode 31:24, modifier 23:20, flags 19:18, rd 17:13, rs1 12:8, rs2 7:3, reserved 2:0
    EXPECT_EQ(encoded("wave-v0.3-reference", "iadd r1, r2, r3"), (Words{0x00002218}));
    // FCMP 0x2C, modifier 2 = LT
    EXPECT_EQ(encoded("wave-v0.3-reference", "fcmp_lt p1, r2, r3"), (Words{0x2C202218}));
    EXPECT_EQ(encoded("wave-v0.3-reference", "fsqrt r4, r5"), (Words{0x16008500}));
    EXPECT_EQ(encoded("wave-v0.3-reference", "bitcount r1, r2"), (Words{0x27002200}));
    EXPECT_EQ(encoded("wave-v0.3-reference", "wave_shuffle r1, r2, r3"), (Words{0x3E502218}));
    // LOAD is extended: base word + imm32
    EXPECT_EQ(encoded("wave-v0.3-reference", "device_load_u32 r1, r2"), (Words{0x30002200, 0}));
    EXPECT_EQ(reason("wave-v0.3-reference", "fsin r1, r2"),
              "fsin is not in wave-v0.3-reference's opcode map");
    std::string name;
    const auto f = fields(shipped("wave-v0.3-reference"), 0x2C408218, &name);
    EXPECT_EQ(name, "FCMP");
    EXPECT_EQ(f.at("opcode"), 44u);
    EXPECT_EQ(f.at("rd"), 4u);
    EXPECT_EQ(f.at("modifier"), 4u);
    fields(shipped("wave-v0.3-reference"), 0x3F600000, &name);
    EXPECT_EQ(name, "EXIT");
}

TEST(LayoutWords, Custom64WithAnOpcodeHeader) {
    Layout l = shipped("custom64");
    HeaderError error;
    const auto constants = OpcodeHeader::parse(
        "typedef enum logic [7:0] {\n  OP_NOP = 8'h00,\n  OP_INEG = 8'h11,\n  OP_FNEG = 8'h21,\n"
        "  OP_MOV = 8'h30,\n  OP_CVT_F32_I32 = 8'h40,\n  OP_FSQRT\n} opcode_t;\n",
        "gpu_opcodes.svh", error);
    ASSERT_TRUE(constants) << error.text();
    OpcodeHeader::apply(l, *constants);
    auto enc = [&](const std::string& line) {
        const Encoded e = LayoutEncoder::encode(l, instance(line));
        EXPECT_TRUE(e.ok) << line << ": " << e.reason();
        return e.words;
    };
    // pred_enable 63, pred_mask_id 62:56, opcode 55:48, rd 47:42, rs1 41:36
    // ineg: 0x11<<48 | 1<<42 | 2<<36
    EXPECT_EQ(enc("ineg r1, r2"), (Words{0x0011042000000000}));
    // @p3 fneg r7, r8: 1<<63 | 3<<56 | 0x21<<48 | 7<<42 | 8<<36
    EXPECT_EQ(enc("@p3 fneg r7, r8"), (Words{0x83211C8000000000}));
    // mov r63, r1: 0x30<<48 | 63<<42 | 1<<36
    EXPECT_EQ(enc("mov r63, r1"), (Words{0x0030FC1000000000}));
    EXPECT_EQ(enc("cvt_f32_i32 r1, r2"), (Words{0x0040042000000000}));
    // OP_FSQRT has no value: the one after OP_CVT_F32_I32
    EXPECT_EQ(enc("fsqrt r1, r2"), (Words{0x0041042000000000}));
    const Encoded wide = LayoutEncoder::encode(l, instance("mov r64, r1"));
    EXPECT_EQ(wide.reason(), "r64 needs 7 bits; custom64's rd field has 6");
    // pred_enable 1, mask 5, opcode 0x21, rd 3, rs1 4, modifiers 1
    std::string name;
    const auto f = fields(l, 0x85210C4000000400, &name);
    EXPECT_EQ(name, "OP_FNEG");
    EXPECT_EQ(f.at("pred_enable"), 1u);
    EXPECT_EQ(f.at("pred_mask_id"), 5u);
    EXPECT_EQ(f.at("rd"), 3u);
    EXPECT_EQ(f.at("rs1"), 4u);
    EXPECT_EQ(f.at("format"), 0u);
    EXPECT_EQ(f.at("modifiers"), 1u);
    EXPECT_EQ(f.at("reserved"), 0u);
}

TEST(LayoutWords, Custom64WithoutAHeaderNamesNothing) {
    std::string name;
    fields(shipped("custom64"), 0x0011042000000000, &name);
    EXPECT_EQ(name, "");
    EXPECT_EQ(LayoutEncoder::encode(shipped("custom64"), instance("ineg r1, r2")).reason(),
              "ineg is not in custom64's opcode map");
}

} // namespace
} // namespace wave::layout::test
