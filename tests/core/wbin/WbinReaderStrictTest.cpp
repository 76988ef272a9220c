// WbinReader::readStrict: every check of docs/reference/container.md §7.1, in order, with the
// reference's texts.

#include "TestFiles.h"
#include "TestWbin.h"
#include "wbin/WbinReader.h"

#include <gtest/gtest.h>

using namespace wave;
using wave::test::buildWbin;
using wave::test::put32;
using wave::test::TestKernel;
using wave::test::words;
using wbin::WbinReader;

namespace {

const std::string kGolden = std::string(WAVE_TEST_DATA) + "/golden/";

std::string strictError(const std::vector<std::uint8_t>& file) {
    const wbin::ReadResult r = WbinReader::readStrict(file);
    return r.ok() ? std::string("<ok>") : r.error->message;
}

// A valid one-kernel file: halt, kernel "k".
std::vector<std::uint8_t> validFile() {
    return wave::test::singleKernel(words({0x3F000090}));
}

} // namespace

TEST(WbinStrict, ReadsTheWorkedExampleOfWbinMd6) {
    const auto file = wave::test::TestFiles::readBytes(kGolden + "asm/double_it.wbin");
    ASSERT_EQ(file.size(), 122u);
    const wbin::ReadResult r = WbinReader::readStrict(file);
    ASSERT_TRUE(r.ok()) << r.error->message;
    EXPECT_EQ(r.header.codeOffset, 0x20u);
    EXPECT_EQ(r.header.codeSize, 0x2Cu);
    EXPECT_EQ(r.header.symbolOffset, 0x4Cu);
    EXPECT_EQ(r.header.symbolSize, 10u);
    EXPECT_EQ(r.header.metadataOffset, 0x56u);
    EXPECT_EQ(r.header.metadataSize, 0x24u);
    ASSERT_EQ(r.program.code.size(), 0x2Cu);
    EXPECT_EQ(r.program.code[0], 0x20);
    EXPECT_EQ(r.program.code[3], 0x41);
    ASSERT_EQ(r.program.kernels.size(), 1u);
    const isa::Kernel& k = r.program.kernels[0];
    EXPECT_EQ(k.name, "double_it");
    EXPECT_EQ(k.registerCount, 4u);
    EXPECT_EQ(k.localMemorySize, 0u);
    EXPECT_EQ(k.workgroupSize, (std::array<std::uint32_t, 3>{64, 1, 1}));
    EXPECT_EQ(k.codeOffset, 0u);
    EXPECT_EQ(k.codeSize, 0x2Cu);
}

TEST(WbinStrict, DuplicateNamesPointAtTheFirstCopy) {
    const auto file = wave::test::TestFiles::readBytes(kGolden + "asm/multi_kernel.wbin");
    const wbin::ReadResult r = WbinReader::readStrict(file);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r.program.kernels.size(), 7u);
    EXPECT_EQ(r.program.kernels[0].name, "first");
    EXPECT_EQ(r.program.kernels[1].name, "empty");
    EXPECT_EQ(r.program.kernels[2].name, "first");
    EXPECT_EQ(r.program.kernels[6].name, "first");
    EXPECT_EQ(r.program.kernels[1].codeSize, 0u);
}

TEST(WbinStrict, EmptyProgramIsThe36ByteContainer) {
    const auto file = wave::test::TestFiles::readBytes(kGolden + "asm/empty.wbin");
    ASSERT_EQ(file.size(), 36u);
    const wbin::ReadResult r = WbinReader::readStrict(file);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.program.code.empty());
    EXPECT_TRUE(r.program.kernels.empty());
}

TEST(WbinStrict, Step1FileTooSmall) {
    EXPECT_EQ(strictError({}), "file too small: expected at least 32 bytes, got 0");
    auto f = validFile();
    f.resize(31);
    f[0] = 'X'; // the size check comes before the magic check
    const wbin::ReadResult r = WbinReader::readStrict(f);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->message, "file too small: expected at least 32 bytes, got 31");
    EXPECT_EQ(r.error->kind, wbin::ReadError::Kind::Invalid);
}

TEST(WbinStrict, Step2Magic) {
    auto f = validFile();
    f[0] = 'W';
    f[1] = 'B';
    f[2] = 'I';
    f[3] = 'N';
    f[4] = 9; // a bad version too: magic is checked first
    const wbin::ReadResult r = WbinReader::readStrict(f);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->message, "invalid magic: expected 'WAVE', got [87, 66, 73, 78]");
    EXPECT_EQ(r.error->field, "magic");
    EXPECT_EQ(r.error->offset, 0u);
}

TEST(WbinStrict, Step3Version) {
    auto f = validFile();
    f[4] = 2;
    EXPECT_EQ(strictError(f), "unsupported version: 2");
    f[4] = 0;
    f[5] = 1;
    put32(f, 0x08, 0xFFFFFFFF); // bad code offset too: the version comes first
    EXPECT_EQ(strictError(f), "unsupported version: 256");
}

TEST(WbinStrict, FlagsAreIgnored) {
    auto f = validFile();
    f[6] = 0xFF;
    f[7] = 0xFF;
    const wbin::ReadResult r = WbinReader::readStrict(f);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.header.flags, 0xFFFF);
}

TEST(WbinStrict, Step4CodeSection) {
    auto f = validFile();
    const auto len = std::to_string(f.size());
    put32(f, 0x08, 1000);
    EXPECT_EQ(strictError(f), "invalid offset: code offset 1000 exceeds file size " + len);
    put32(f, 0x08, 0x20);
    put32(f, 0x0C, 100);
    EXPECT_EQ(strictError(f),
              "invalid size: code at offset 32 with size 100 exceeds file size " + len);
    // offset + size wraps at 32 bits: still rejected (no wrap-around here)
    put32(f, 0x0C, 0xFFFFFFF0);
    EXPECT_EQ(strictError(f), "invalid size: code at offset 32 with size 4294967280 exceeds file "
                              "size " +
                                  len);
    // an offset equal to the file size is allowed (an empty section at EOF)
    put32(f, 0x08, static_cast<std::uint32_t>(f.size()));
    put32(f, 0x0C, 0);
    EXPECT_EQ(strictError(f), "<ok>");
}

TEST(WbinStrict, Step5SymbolSectionOnlyWhenPresent) {
    auto f = validFile();
    const auto len = std::to_string(f.size());
    put32(f, 0x10, 5000);
    put32(f, 0x08, 5000); // the code check comes first
    EXPECT_EQ(strictError(f), "invalid offset: code offset 5000 exceeds file size " + len);
    put32(f, 0x08, 0x20);
    EXPECT_EQ(strictError(f), "invalid offset: symbol offset 5000 exceeds file size " + len);
    put32(f, 0x10, 0x24);
    put32(f, 0x14, 5000);
    EXPECT_EQ(strictError(f),
              "invalid size: symbol at offset 36 with size 5000 exceeds file size " + len);
    // offset 0 and size 0: no symbol section, nothing to check, names empty
    put32(f, 0x10, 0);
    put32(f, 0x14, 0);
    const wbin::ReadResult r = WbinReader::readStrict(f);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.program.kernels.at(0).name, "");
    // offset 0 with a size is checked
    put32(f, 0x14, 5000);
    EXPECT_EQ(strictError(f),
              "invalid size: symbol at offset 0 with size 5000 exceeds file size " + len);
}

TEST(WbinStrict, Step6MetadataSection) {
    auto f = validFile();
    const auto len = std::to_string(f.size());
    put32(f, 0x18, 7777);
    EXPECT_EQ(strictError(f), "invalid offset: metadata offset 7777 exceeds file size " + len);
    put32(f, 0x18, 0x26);
    put32(f, 0x1C, 7777);
    const wbin::ReadResult r = WbinReader::readStrict(f);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->message,
              "invalid size: metadata at offset 38 with size 7777 exceeds file size " + len);
    EXPECT_EQ(r.error->field, "metadata_size");
    EXPECT_EQ(r.error->offset, 0x1Cu);
}

TEST(WbinStrict, Step7KernelCount) {
    auto f = validFile(); // metadata at 0x26, size 36, count 1
    put32(f, 0x26, 2);
    const wbin::ReadResult r = WbinReader::readStrict(f);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->message, "invalid kernel count: 2 kernels but metadata size is 36");
    EXPECT_EQ(r.error->field, "kernel_count");
    EXPECT_EQ(r.error->offset, 0x26u);
    // 4 + 32 * 2^27 wraps to 4 at 32 bits; the records would lie far past EOF
    put32(f, 0x26, 0x08000000);
    EXPECT_EQ(strictError(f), "invalid kernel count: 134217728 kernels but metadata size is 36");
    put32(f, 0x26, 0xFFFFFFFF);
    EXPECT_EQ(strictError(f), "invalid kernel count: 4294967295 kernels but metadata size is 36");
    // fewer kernels than there is room for is fine
    put32(f, 0x26, 0);
    EXPECT_EQ(strictError(f), "<ok>");
    EXPECT_TRUE(WbinReader::readStrict(f).program.kernels.empty());
}

TEST(WbinStrict, Step7MetadataSmallerThanACountMeansNoKernels) {
    auto f = validFile();
    for (std::uint32_t size : {0u, 1u, 3u}) {
        put32(f, 0x1C, size);
        const wbin::ReadResult r = WbinReader::readStrict(f);
        ASSERT_TRUE(r.ok()) << size;
        EXPECT_TRUE(r.program.kernels.empty());
        EXPECT_EQ(r.program.code.size(), 4u);
    }
}

TEST(WbinStrict, Step8Names) {
    TestKernel a;
    a.name = "alpha";
    a.codeSize = 4;
    auto f = buildWbin(words({0x3F000090}), {a});
    // record 0 starts at metadata + 4; the name offset is its first field
    const std::uint32_t record = 0x20 + 4 + 6 + 4;
    ASSERT_EQ(WbinReader::readStrict(f).program.kernels.at(0).name, "alpha");

    // no NUL before EOF
    put32(f, record, static_cast<std::uint32_t>(f.size() - 2));
    f.back() = 'x';
    f[f.size() - 2] = 'y';
    wbin::ReadResult r = WbinReader::readStrict(f);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->message,
              "unterminated string in symbol table at offset " + std::to_string(f.size() - 2));
    EXPECT_EQ(r.error->field, "name_offset");
    EXPECT_EQ(r.error->offset, record);
    put32(f, record, 0xFFFFFFF0); // past EOF
    EXPECT_EQ(strictError(f), "unterminated string in symbol table at offset 4294967280");

    // name_offset 0: empty name, even with a symbol section
    put32(f, record, 0);
    r = WbinReader::readStrict(f);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.program.kernels[0].name, "");

    // symbol_size 0: the name is not read at all (name_offset may point anywhere)
    put32(f, record, 0xFFFFFFF0);
    put32(f, 0x14, 0);
    r = WbinReader::readStrict(f);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.program.kernels[0].name, "");
}

TEST(WbinStrict, NamesMayPointAnywhereInTheFile) {
    TestKernel a;
    a.name = "alpha";
    auto f = buildWbin(words({0x3F000090}), {a});
    put32(f, 0x20 + 4 + 6 + 4, 1); // "AVE", then the version's 0x01, then NUL
    const wbin::ReadResult r = WbinReader::readStrict(f);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.program.kernels[0].name, "AVE\x01");
}

TEST(WbinStrict, InvalidUtf8InNamesBecomesReplacementCharacters) {
    TestKernel a;
    a.name = std::string("ok\xFF") + "\xC3\xA9" + "\xE2\x82" + "z";
    const auto f = buildWbin(words({0x3F000090}), {a});
    const wbin::ReadResult r = WbinReader::readStrict(f);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.program.kernels[0].name, "ok\xEF\xBF\xBD\xC3\xA9\xEF\xBF\xBDz");
}

TEST(WbinStrict, RejectsTheReferenceNoSymbolsFileAsTheReferenceDoes) {
    const auto f = wave::test::fromHexDump(
        wave::test::TestFiles::readText(kGolden + "policy/no_symbols.reference.hex"));
    ASSERT_GT(f.size(), 32u);
    EXPECT_EQ(strictError(f), "invalid kernel count: 1163280727 kernels but metadata size is 68");
}

TEST(WbinStrict, AcceptsWaveStudiosNoSymbolsFile) {
    const auto f = wave::test::fromHexDump(
        wave::test::TestFiles::readText(kGolden + "policy/no_symbols.expected.hex"));
    const wbin::ReadResult r = WbinReader::readStrict(f);
    ASSERT_TRUE(r.ok()) << r.error->message;
    ASSERT_EQ(r.program.kernels.size(), 2u);
    EXPECT_EQ(r.program.kernels[0].name, "");
    EXPECT_EQ(r.program.kernels[1].name, "");
    EXPECT_EQ(r.program.kernels[0].registerCount, 8u);
    EXPECT_EQ(r.program.kernels[1].localMemorySize, 128u);
}

TEST(Utf8Lossy, MatchesRustFromUtf8Lossy) {
    auto lossy = [](std::string s) {
        return WbinReader::decodeUtf8Lossy(
            std::span(reinterpret_cast<const std::uint8_t*>(s.data()), s.size()));
    };
    const std::string R = "\xEF\xBF\xBD";
    EXPECT_EQ(lossy(""), "");
    EXPECT_EQ(lossy("plain"), "plain");
    EXPECT_EQ(lossy("\xC3\xA4pfel \xCE\xBB \xF0\x9F\x98\x80"),
              "\xC3\xA4pfel \xCE\xBB \xF0\x9F\x98\x80");
    EXPECT_EQ(lossy("\x80"), R);                         // lone continuation
    EXPECT_EQ(lossy("\xC0\xAF"), R + R);                 // overlong lead: two bytes, two U+FFFD
    EXPECT_EQ(lossy("\xE0\x80\xAF"), R + R + R);         // E0 needs A0..BF next
    EXPECT_EQ(lossy("\xED\xA0\x80"), R + R + R);         // surrogate
    EXPECT_EQ(lossy("\xF4\x90\x80\x80"), R + R + R + R); // past U+10FFFF
    EXPECT_EQ(lossy("\xF0\x9F\x98"), R);                 // cut off: one U+FFFD
    EXPECT_EQ(lossy("\xE2\x82z"), R + "z");              // broken by an ASCII byte
    EXPECT_EQ(lossy("\xF5\xFF"), R + R);
}
