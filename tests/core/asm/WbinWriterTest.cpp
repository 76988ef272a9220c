#include "AsmTestSupport.h"

#include "wbin/WbinWriter.h"

#include <gtest/gtest.h>

using namespace wave;
using namespace wave::asmtest;
using wave::test::fromHex;
using wave::test::get32;

namespace {

// docs/reference/container.md §6, the 122-byte file of the worked example.
const char* kWorkedExample = "5741 5645 0100 0000 2000 0000 2c00 0000"
                             "4c00 0000 0a00 0000 5600 0000 2400 0000"
                             "2000 0041 1000 0141 0400 0000 0000 0202"
                             "0000 0001 2002 0338 0003 0300 0000 0003"
                             "2002 0039 0000 0003 9000 003f 646f 7562"
                             "6c65 5f69 7400 0100 0000 4c00 0000 0400"
                             "0000 0000 0000 4000 0000 0100 0000 0100"
                             "0000 0000 0000 2c00 0000";

// The same example as a source file (asm/double_it.wave).
std::string workedSource() {
    return TestFiles::readText(golden("asm/double_it.wave"));
}

TEST(WbinWriter, WorkedExampleFromAHandBuiltProgram) {
    const std::vector<std::uint8_t> expected = fromHex(kWorkedExample);
    ASSERT_EQ(expected.size(), 122u);
    isa::Program p;
    p.code.assign(expected.begin() + 0x20, expected.begin() + 0x4C);
    isa::Kernel k;
    k.name = "double_it";
    k.registerCount = 4;
    k.workgroupSize = {64, 1, 1};
    k.codeSize = 0x2C;
    p.kernels.push_back(k);
    EXPECT_EQ(wbin::WbinWriter::write(p), expected);
}

TEST(WbinWriter, WorkedExampleFromSource) {
    const auto r = assemble(workedSource());
    ASSERT_FALSE(r.hasErrors()) << describe(r.diagnostics);
    EXPECT_EQ(wbin::WbinWriter::write(r.program), fromHex(kWorkedExample));
}

TEST(WbinWriter, EmptyProgramIs36Bytes) {
    const auto b = wbin::WbinWriter::write(isa::Program{});
    ASSERT_EQ(b.size(), 36u);
    EXPECT_EQ(get32(b, 0x0C), 0u);    // code size
    EXPECT_EQ(get32(b, 0x10), 0x20u); // symbol offset
    EXPECT_EQ(get32(b, 0x14), 0u);
    EXPECT_EQ(get32(b, 0x18), 0x20u); // metadata offset
    EXPECT_EQ(get32(b, 0x1C), 4u);
    EXPECT_EQ(get32(b, 0x20), 0u); // kernel count
    EXPECT_EQ(b, TestFiles::readBytes(golden("asm/empty.wbin")));
}

TEST(WbinWriter, DuplicateNamesAreWrittenAgainAndPointAtTheFirstCopy) {
    isa::Program p;
    p.code = {0x90, 0, 0, 0x3f};
    for (const char* name : {"a", "bb", "a", "\xC3\xA4"}) {
        isa::Kernel k;
        k.name = name;
        p.kernels.push_back(k);
    }
    const auto b = wbin::WbinWriter::write(p);
    const std::uint32_t symbols = 0x24;
    EXPECT_EQ(get32(b, 0x10), symbols);
    EXPECT_EQ(get32(b, 0x14), 2u + 3u + 2u + 3u); // UTF-8 bytes + NUL each
    const std::string section(b.begin() + symbols, b.begin() + symbols + 10);
    EXPECT_EQ(section, std::string("a\0bb\0a\0\xC3\xA4\0", 10));
    const std::uint32_t meta = get32(b, 0x18);
    EXPECT_EQ(meta, symbols + 10);
    EXPECT_EQ(get32(b, meta), 4u);
    EXPECT_EQ(get32(b, meta + 4), symbols);          // a
    EXPECT_EQ(get32(b, meta + 4 + 32), symbols + 2); // bb
    EXPECT_EQ(get32(b, meta + 4 + 64), symbols);     // a again: the first copy
    EXPECT_EQ(get32(b, meta + 4 + 96), symbols + 7); // ä
    EXPECT_EQ(get32(b, meta + 4 + 4), 32u);          // default register count
    EXPECT_EQ(b.size(), meta + 4 + 4 * 32u);
}

TEST(WbinWriter, NoSymbolsKeepsAValidMetadataOffset) {
    const auto r = assemble(workedSource());
    ASSERT_FALSE(r.hasErrors());
    wbin::WbinWriter::Options options;
    options.symbols = false;
    const auto b = wbin::WbinWriter::write(r.program, options);
    ASSERT_EQ(b.size(), 0x20u + 0x2Cu + 36u);
    EXPECT_EQ(get32(b, 0x10), 0u);            // symbol offset
    EXPECT_EQ(get32(b, 0x14), 0u);            // symbol size
    EXPECT_EQ(get32(b, 0x18), 0x20u + 0x2Cu); // docs/reference/differences.md §2.4: the real offset
    EXPECT_EQ(get32(b, 0x4C), 1u);            // kernel count where the header says
    EXPECT_EQ(get32(b, 0x50), 0u);            // name_offset
    EXPECT_EQ(get32(b, 0x54), 4u);            // registers
}

} // namespace
