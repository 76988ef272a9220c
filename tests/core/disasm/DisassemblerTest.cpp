// Disassembler + ListingFormatter: listing structure and options
// (docs/reference/container.md §8.1–§8.2), decode errors, and the docs/reference/differences.md §3
// fixes (call labels, .workgroup_size as declared).

#include "disasm/Disassembler.h"
#include "TestFiles.h"
#include "TestWbin.h"
#include "disasm/ListingFormatter.h"
#include "wbin/WbinReader.h"

#include <gtest/gtest.h>

using namespace wave;
using disasm::Disassembler;
using disasm::LineKind;
using disasm::ListingFormatter;
using disasm::ListingOptions;
using wave::test::buildWbin;
using wave::test::put32;
using wave::test::TestKernel;
using wave::test::words;

namespace {

const std::string kGolden = std::string(WAVE_TEST_DATA) + "/golden/";

struct Listed {
    std::string text; // the listing, or "error: <message>"
    disasm::Disassembly dis;
};

Listed list(const std::vector<std::uint8_t>& file, ListingOptions options = {}) {
    Listed out;
    const wbin::ReadResult r = wbin::WbinReader::readStrict(file);
    if (!r.ok()) {
        out.text = "parse error: " + r.error->message;
        return out;
    }
    out.dis = Disassembler::disassemble(file, r.header, r.program);
    out.text = out.dis.ok() ? ListingFormatter::format(out.dis.lines, options)
                            : "error: " + out.dis.error->message;
    return out;
}

ListingOptions opts(bool offsets, bool raw, bool directives) {
    ListingOptions o;
    o.offsets = offsets;
    o.raw = raw;
    o.directives = directives;
    return o;
}

std::vector<std::uint8_t> golden(const std::string& name) {
    return wave::test::TestFiles::readBytes(kGolden + "asm/" + name + ".wbin");
}

} // namespace

TEST(Listing, DefaultFormatIsFourSpacesAndText) {
    EXPECT_EQ(list(golden("double_it")).text, ".kernel double_it\n"
                                              ".registers 4\n"
                                              ".workgroup_size 64, 1, 1\n"
                                              "    mov r0, sr_thread_id_x\n"
                                              "    mov_imm r1, 4\n"
                                              "    imul r2, r0, r1\n"
                                              "    device_load_u32 r3, r2\n"
                                              "    iadd r3, r3, r3\n"
                                              "    device_store_u32 r2, r3\n"
                                              "    halt\n"
                                              ".end\n");
    // --raw without --offsets changes nothing
    EXPECT_EQ(list(golden("double_it"), opts(false, true, true)).text,
              list(golden("double_it")).text);
}

TEST(Listing, OffsetsWithoutRaw) {
    EXPECT_EQ(list(golden("double_it"), opts(true, false, true)).text,
              ".kernel double_it\n"
              ".registers 4\n"
              ".workgroup_size 64, 1, 1\n"
              "0x0020: mov r0, sr_thread_id_x\n"
              "0x0024: mov_imm r1, 4\n"
              "0x002C: imul r2, r0, r1\n"
              "0x0034: device_load_u32 r3, r2\n"
              "0x0038: iadd r3, r3, r3\n"
              "0x0040: device_store_u32 r2, r3\n"
              "0x0048: halt\n"
              ".end\n");
}

TEST(Listing, OffsetsAndRawIsTheWorkedExampleOfWbinMd84) {
    EXPECT_EQ(list(golden("double_it"), opts(true, true, true)).text,
              ".kernel double_it\n"
              ".registers 4\n"
              ".workgroup_size 64, 1, 1\n"
              "0x0020: 41000020  mov r0, sr_thread_id_x\n"
              "0x0024: 41010010  mov_imm r1, 4\n"
              "        00000004\n"
              "0x002C: 02020000  imul r2, r0, r1\n"
              "        01000000\n"
              "0x0034: 38030220  device_load_u32 r3, r2\n"
              "0x0038: 00030300  iadd r3, r3, r3\n"
              "        03000000\n"
              "0x0040: 39000220  device_store_u32 r2, r3\n"
              "        03000000\n"
              "0x0048: 3F000090  halt\n"
              ".end\n");
}

TEST(Listing, NoDirectivesDropsDirectivesAndBlankLines) {
    EXPECT_EQ(list(golden("multi_kernel"), opts(false, false, false)).text,
              "    mov r0, sr_lane_id\n"
              "    iadd r1, r0, r0\n"
              "    halt\n"
              "    nop\n"
              "    halt\n"
              "    halt\n"
              "    return\n"
              "    wait\n"
              "    halt\n"
              "    halt\n");
    EXPECT_EQ(list(golden("multi_kernel"), opts(true, true, false)).text.substr(0, 49),
              "0x0020: 41000420  mov r0, sr_lane_id\n"
              "0x0024: 0001");
}

TEST(Listing, EmptyListingsAreOneNewline) {
    EXPECT_EQ(list(golden("empty")).text, "\n");
    TestKernel k;
    k.name = "nothing";
    EXPECT_EQ(list(buildWbin({}, {k}), opts(true, true, false)).text, "\n");
    EXPECT_EQ(list(buildWbin({}, {k})).text, ".kernel nothing\n.registers 32\n.end\n");
}

TEST(Listing, DirectivesAsDeclared) {
    TestKernel a, b, c;
    a.name = "a"; // registers 0, no local memory, no workgroup size
    a.registers = 0;
    b.name = ""; // unnamed, 1,1,1 is printed (docs/reference/differences.md §3)
    b.wg[0] = b.wg[1] = b.wg[2] = 1;
    b.localMemory = 256;
    c.name = "c";
    c.wg[2] = 5; // any non-zero component counts as declared
    c.codeSize = 4;
    EXPECT_EQ(list(buildWbin(words({0x3F000090}), {a, b, c})).text, ".kernel a\n"
                                                                    ".end\n"
                                                                    "\n"
                                                                    ".kernel unnamed\n"
                                                                    ".registers 32\n"
                                                                    ".workgroup_size 1, 1, 1\n"
                                                                    ".local_memory 256\n"
                                                                    ".end\n"
                                                                    "\n"
                                                                    ".kernel c\n"
                                                                    ".registers 32\n"
                                                                    ".workgroup_size 0, 0, 5\n"
                                                                    "    halt\n"
                                                                    ".end\n");
}

TEST(Listing, SourceSyntaxPrintsRegistersZero) {
    TestKernel a;
    a.name = "a";
    a.registers = 0;
    a.codeSize = 8;
    const auto f = buildWbin(words({0x3D000230, 0x03000003}), {a});
    const wbin::ReadResult r = wbin::WbinReader::readStrict(f);
    disasm::DisassemblyOptions source;
    source.syntax = disasm::Syntax::Source;
    EXPECT_EQ(ListingFormatter::format(
                  Disassembler::disassemble(f, r.header, r.program, source).lines, {}),
              ".kernel a\n.registers 0\n    atomic_max r2, r3, .system\n.end\n");
    EXPECT_EQ(list(f).text, ".kernel a\n    atomic_max.system r2, r3\n.end\n");
}

TEST(Listing, WorkgroupSizePolicyGolden) {
    const auto f = wave::test::fromHexDump(
        wave::test::TestFiles::readText(kGolden + "policy/dis_workgroup_size.reference.hex"));
    EXPECT_EQ(list(f, opts(true, true, true)).text,
              wave::test::TestFiles::readText(kGolden + "policy/dis_workgroup_size.expected.dis"));
    EXPECT_NE(list(f, opts(true, true, true)).text,
              wave::test::TestFiles::readText(kGolden + "policy/dis_workgroup_size.reference.dis"));
}

TEST(Listing, NoKernelRecordsListTheWholeCodeSection) {
    auto f = buildWbin(words({0x3F0000F0, 0x41010010, 12, 0x3F000090}), {});
    EXPECT_EQ(list(f, opts(true, false, true)).text,
              "0x0020: nop\n0x0024: mov_imm r1, 0xC\n0x002C: halt\n");
}

TEST(Listing, SlicesAreTakenFromTheFile) {
    TestKernel a, b;
    a.name = "a";
    a.codeOffset = 4; // the second word only
    a.codeSize = 4;
    b.name = "b";
    b.codeOffset = 0;
    b.codeSize = 1000; // past EOF: no instructions, directives still printed
    const Listed l =
        list(buildWbin(words({0x3F0000F0, 0x3F000090}), {a, b}), opts(true, false, true));
    EXPECT_EQ(l.text, ".kernel a\n.registers 32\n0x0024: halt\n.end\n\n"
                      ".kernel b\n.registers 32\n.end\n");
    ASSERT_TRUE(l.dis.ok());
    const auto& line = l.dis.lines[2];
    EXPECT_EQ(line.kind, LineKind::Instruction);
    EXPECT_EQ(line.fileOffset, 0x24u);
    EXPECT_EQ(line.codeOffset, 4u);
    EXPECT_EQ(line.word0, 0x3F000090u);
    EXPECT_EQ(line.size, 4);
    EXPECT_EQ(line.kernelIndex, 0u);
}

TEST(Listing, ASliceMayReachPastTheCodeSectionIntoTheFile) {
    TestKernel a;
    a.name = "a";
    a.codeSize = 12; // 4 code bytes, then "a\0", the kernel count and the record's name_offset
    auto f = buildWbin(words({0x3F0000F0}), {a});
    EXPECT_EQ(list(f, opts(true, true, true)).text, ".kernel a\n"
                                                    ".registers 32\n"
                                                    "0x0020: 3F0000F0  nop\n"
                                                    "0x0024: 00010061  @p1 iadd r1, r0, r0\n"
                                                    "        00240000\n"
                                                    ".end\n");
    put32(f, 0x26 + 4 + 28, 8); // 8 bytes: the iadd's word1 is cut off
    EXPECT_EQ(list(f).text, "error: unexpected end of code at offset 8");
}

TEST(Listing, TrailingBytesAreIgnored) {
    for (std::uint32_t extra = 1; extra <= 3; ++extra) {
        TestKernel a;
        a.name = "a";
        a.codeSize = 4 + extra;
        auto code = words({0x3F000090});
        code.resize(4 + extra, 0xFF);
        EXPECT_EQ(list(buildWbin(code, {a}), opts(false, false, false)).text, "    halt\n");
    }
}

TEST(Listing, DecodeErrorsAbortWithOffsetsRelativeToTheKernelSlice) {
    TestKernel a, b;
    a.name = "a";
    a.codeSize = 4;
    b.name = "b";
    b.codeOffset = 4;
    b.codeSize = 8;
    const Listed bad = list(buildWbin(words({0x3F000090, 0x3F0000F0, 0x0C000000}), {a, b}));
    EXPECT_EQ(bad.text, "error: invalid opcode 0x0c at offset 4");
    ASSERT_FALSE(bad.dis.ok());
    EXPECT_TRUE(bad.dis.lines.empty());
    EXPECT_EQ(bad.dis.error->kernelIndex, 1u);
    EXPECT_EQ(bad.dis.error->fileOffset, 0x28u);

    EXPECT_EQ(list(buildWbin(words({0x3F000090, 0x3F0000F0, 0x1B0102C0}), {a, b})).text,
              "error: invalid modifier 12 for opcode FUnaryOps at offset 4");
    // a word1 cut off by the end of the slice (the reference panics)
    EXPECT_EQ(list(buildWbin(words({0x3F000090, 0x3F0000F0, 0x00010200}), {a, b})).text,
              "error: unexpected end of code at offset 8");
    // atomics fetch word1 before checking the modifier
    EXPECT_EQ(list(buildWbin(words({0x3F000090, 0x3F0000F0, 0x3D0102F0}), {a, b})).text,
              "error: unexpected end of code at offset 8");
}

TEST(Listing, CallTargetsGetLabelLines) {
    // 0x00 call 0x0C; 0x08 halt; 0x0C nop; 0x10 call 0x0C (one label); 0x18 call 0x0A
    // (inside an instruction: no label); 0x20 call 0x40 (outside: no label); 0x28 return
    TestKernel a, b;
    a.name = "a";
    a.codeSize = 0x0C;
    b.name = "b";
    b.codeOffset = 0x0C;
    b.codeSize = 0x20;
    const auto f = buildWbin(words({0x3F000070, 0x0C, 0x3F000090, 0x3F0000F0, 0x3F000070, 0x0C,
                                    0x3F000070, 0x0A, 0x3F000070, 0x40, 0x3F000080}),
                             {a, b});
    const Listed l = list(f, opts(true, false, true));
    EXPECT_EQ(l.text, ".kernel a\n.registers 32\n"
                      "0x0020: call loc_000C\n"
                      "0x0028: halt\n"
                      ".end\n\n"
                      ".kernel b\n.registers 32\n"
                      "loc_000C:\n"
                      "0x002C: nop\n"
                      "0x0030: call loc_000C\n"
                      "0x0038: call loc_000A\n"
                      "0x0040: call loc_0040\n"
                      "0x0048: return\n"
                      ".end\n");
    const auto& label = l.dis.lines[8];
    EXPECT_EQ(label.kind, LineKind::Label);
    EXPECT_EQ(label.text, "loc_000C:");
    EXPECT_EQ(label.codeOffset, 0x0Cu);
    EXPECT_EQ(label.fileOffset, 0x2Cu);
    EXPECT_EQ(label.kernelIndex, 1u);
    // labels stay in column 0 in every mode
    EXPECT_EQ(list(f, opts(false, false, false)).text,
              "    call loc_000C\n    halt\nloc_000C:\n    nop\n    call loc_000C\n"
              "    call loc_000A\n    call loc_0040\n    return\n");
}

TEST(Listing, OverlappingKernelsLabelOnlyTheFirstListing) {
    TestKernel a, b;
    a.name = "a";
    a.codeSize = 12;
    b.name = "b";
    b.codeSize = 12; // the same code again
    const auto f = buildWbin(words({0x3F000070, 0x08, 0x3F000090}), {a, b});
    const std::string text = list(f, opts(false, false, false)).text;
    EXPECT_EQ(text, "    call loc_0008\nloc_0008:\n    halt\n    call loc_0008\n    halt\n");
}

TEST(Listing, ProgramsInMemoryListLikeTheirFiles) {
    for (const char* name : {"double_it", "calls", "multi_kernel", "guarded_all", "empty"}) {
        const auto f = golden(name);
        const wbin::ReadResult r = wbin::WbinReader::readStrict(f);
        ASSERT_TRUE(r.ok());
        const auto fromFile = Disassembler::disassemble(f, r.header, r.program);
        const auto fromProgram = Disassembler::disassemble(r.program);
        ASSERT_TRUE(fromFile.ok() && fromProgram.ok()) << name;
        EXPECT_EQ(ListingFormatter::format(fromFile.lines, opts(true, true, true)),
                  ListingFormatter::format(fromProgram.lines, opts(true, true, true)))
            << name;
    }
    // a slice past the end of the code lists nothing
    isa::Program p;
    p.code = words({0x3F000090});
    p.kernels.push_back(isa::Kernel{"k", 4, 0, {}, 0, 8});
    const auto d = Disassembler::disassemble(p, 0x100);
    ASSERT_TRUE(d.ok());
    EXPECT_EQ(ListingFormatter::format(d.lines, opts(true, false, true)),
              ".kernel k\n.registers 4\n.end\n");
    p.kernels[0].codeSize = 4;
    EXPECT_EQ(ListingFormatter::format(Disassembler::disassemble(p, 0x100).lines,
                                       opts(true, false, true)),
              ".kernel k\n.registers 4\n0x0100: halt\n.end\n");
}

TEST(Listing, AppendLineForTheIde) {
    const Listed l = list(golden("double_it"));
    std::string s;
    EXPECT_FALSE(ListingFormatter::appendLine(l.dis.lines[0], opts(true, true, false), s));
    EXPECT_TRUE(s.empty());
    EXPECT_TRUE(ListingFormatter::appendLine(l.dis.lines[4], opts(true, true, true), s));
    EXPECT_EQ(s, "0x0024: 41010010  mov_imm r1, 4\n        00000004");
}
