// WbinReader::readLenient: the reference emulator's own reader
// (docs/reference/execution-model.md §2, §11).

#include "TestFiles.h"
#include "TestWbin.h"
#include "wbin/WbinReader.h"

#include <gtest/gtest.h>

using namespace wave;
using wave::test::buildWbin;
using wave::test::put32;
using wave::test::TestKernel;
using wave::test::words;
using wbin::ReadError;
using wbin::WbinReader;

namespace {

const std::string kGolden = std::string(WAVE_TEST_DATA) + "/golden/";

std::vector<std::uint8_t> twoKernels() {
    TestKernel a, b;
    a.name = "first";
    a.codeSize = 4;
    b.name = "second";
    b.codeOffset = 4;
    b.codeSize = 8;
    b.registers = 8;
    return buildWbin(words({0x3F000090, 0x3F0000F0, 0x3F000090}), {a, b});
}

// header 32 + code 12 + "first\0second\0" 13 = metadata at 57
constexpr std::uint32_t kMeta = 57;

} // namespace

TEST(WbinLenient, ReadsAnOrdinaryFileLikeTheStrictReader) {
    for (const char* name : {"double_it", "multi_kernel", "unicode_names", "calls"}) {
        const auto f = wave::test::TestFiles::readBytes(kGolden + "asm/" + name + ".wbin");
        const wbin::ReadResult s = WbinReader::readStrict(f);
        const wbin::ReadResult l = WbinReader::readLenient(f);
        ASSERT_TRUE(s.ok() && l.ok()) << name;
        EXPECT_EQ(s.program.code, l.program.code);
        ASSERT_EQ(s.program.kernels.size(), l.program.kernels.size());
        for (std::size_t i = 0; i < s.program.kernels.size(); ++i) {
            const isa::Kernel& a = s.program.kernels[i];
            const isa::Kernel& b = l.program.kernels[i];
            EXPECT_EQ(a.name, b.name);
            EXPECT_EQ(a.registerCount, b.registerCount);
            EXPECT_EQ(a.localMemorySize, b.localMemorySize);
            EXPECT_EQ(a.workgroupSize, b.workgroupSize);
            EXPECT_EQ(a.codeOffset, b.codeOffset);
            EXPECT_EQ(a.codeSize, b.codeSize);
        }
    }
}

TEST(WbinLenient, HeaderErrors) {
    std::vector<std::uint8_t> f(31, 0);
    wbin::ReadResult r = WbinReader::readLenient(f);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->message, "file too small for WBIN header");
    EXPECT_EQ(r.error->kind, ReadError::Kind::Invalid);
    EXPECT_EQ(std::string(WbinReader::kLenientPrefix) + r.error->message,
              "invalid WBIN file: file too small for WBIN header");

    f = twoKernels();
    f[3] = 'X';
    r = WbinReader::readLenient(f);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->message, "invalid magic number");

    f = twoKernels();
    put32(f, 0x0C, static_cast<std::uint32_t>(f.size()));
    EXPECT_EQ(WbinReader::readLenient(f).error->message, "code section extends beyond file");
    put32(f, 0x0C, 0xFFFFFFF0); // wraps at 32 bits: still beyond the file
    EXPECT_EQ(WbinReader::readLenient(f).error->message, "code section extends beyond file");
}

TEST(WbinLenient, NoVersionCheckAndNoMetadataSizeCheck) {
    auto f = twoKernels();
    f[4] = 77;
    put32(f, 0x1C, 0); // metadata_size is not used
    put32(f, 0x14, 0xFFFFFF);
    const wbin::ReadResult r = WbinReader::readLenient(f);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r.program.kernels.size(), 2u);
    EXPECT_EQ(r.program.kernels[1].name, "second");
    EXPECT_EQ(r.program.kernels[1].registerCount, 8u);
}

TEST(WbinLenient, RecordsAreReadUntilOneWouldPassEof) {
    auto f = twoKernels();
    put32(f, kMeta, 1000);
    wbin::ReadResult r = WbinReader::readLenient(f);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.program.kernels.size(), 2u);
    f.pop_back(); // the second record no longer fits
    r = WbinReader::readLenient(f);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.program.kernels.size(), 1u);
    put32(f, kMeta, 0xFFFFFFFF);
    EXPECT_EQ(WbinReader::readLenient(f).program.kernels.size(), 1u);
}

TEST(WbinLenient, MetadataOffsetAtOrPastEofMeansNoKernels) {
    auto f = twoKernels();
    for (std::uint32_t at : {static_cast<std::uint32_t>(f.size()), 0xFFFFFFFFu}) {
        put32(f, 0x18, at);
        const wbin::ReadResult r = WbinReader::readLenient(f);
        ASSERT_TRUE(r.ok());
        EXPECT_TRUE(r.program.kernels.empty());
        EXPECT_EQ(r.program.code.size(), 12u);
    }
}

TEST(WbinLenient, MetadataOffsetInTheLastThreeBytesIsTheReferencesCrash) {
    auto f = twoKernels();
    for (std::size_t back = 1; back <= 3; ++back) {
        put32(f, 0x18, static_cast<std::uint32_t>(f.size() - back));
        const wbin::ReadResult r = WbinReader::readLenient(f);
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error->kind, ReadError::Kind::Crash);
        EXPECT_EQ(r.error->field, "metadata_offset");
        // Not the reference's panic text: WAVE Studio's, naming the field and offset.
        EXPECT_EQ(r.error->message, "metadata_offset " + std::to_string(f.size() - back) +
                                        " leaves no room for the 4-byte kernel count (the file "
                                        "is " +
                                        std::to_string(f.size()) + " bytes)");
    }
    put32(f, 0x18, static_cast<std::uint32_t>(f.size() - 4)); // a count, no record
    const wbin::ReadResult r = WbinReader::readLenient(f);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.program.kernels.empty());
}

TEST(WbinLenient, NameRulesAndTheKernelIndexFallback) {
    auto f = twoKernels();
    const std::uint32_t rec0 = kMeta + 4, rec1 = kMeta + 36;
    wbin::ReadResult r = WbinReader::readLenient(f);
    EXPECT_EQ(r.program.kernels[0].name, "first");

    put32(f, 0x10, 0); // symbol_offset 0: no names
    r = WbinReader::readLenient(f);
    EXPECT_EQ(r.program.kernels[0].name, "kernel_0");
    EXPECT_EQ(r.program.kernels[1].name, "kernel_1");

    f = twoKernels();
    put32(f, rec0, 44); // before symbol_offset (44 + ... is the code): fallback
    put32(f, 0x10, 45);
    r = WbinReader::readLenient(f);
    EXPECT_EQ(r.program.kernels[0].name, "kernel_0");
    EXPECT_EQ(r.program.kernels[1].name, "second");

    put32(f, rec1, static_cast<std::uint32_t>(f.size())); // at EOF: fallback
    EXPECT_EQ(WbinReader::readLenient(f).program.kernels[1].name, "kernel_1");

    // read up to EOF when there is no NUL; the last byte is part of record 1's code size
    put32(f, rec1, static_cast<std::uint32_t>(f.size() - 1));
    f.back() = 'Z';
    EXPECT_EQ(WbinReader::readLenient(f).program.kernels[1].name, "Z");
    f.back() = 0xFF;
    EXPECT_EQ(WbinReader::readLenient(f).program.kernels[1].name, "\xEF\xBF\xBD");
}

TEST(WbinLenient, MisreadsTheReferenceNoSymbolsFileExactly) {
    const auto f = wave::test::fromHexDump(
        wave::test::TestFiles::readText(kGolden + "policy/no_symbols.reference.hex"));
    // By default kernel 0 is the entry: its code offset (68, the header's metadata_size) lies
    // past the 20-byte code section, where the reference panics.
    wbin::ReadResult r = WbinReader::readLenient(f);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->kind, ReadError::Kind::Crash);
    EXPECT_EQ(r.error->message, "kernel 0 (kernel_0) has code_offset 68, beyond the end of the "
                                "code section (20 bytes)");

    r = WbinReader::readLenient(f, std::nullopt);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.program.code.size(), 20u);
    // The header is the metadata: count 0x45564157, records at 4, 36, 68, ... while they fit.
    EXPECT_EQ(r.program.kernels.size(), (f.size() - 4) / 32);
    const isa::Kernel& k = r.program.kernels.at(0);
    EXPECT_EQ(k.registerCount, 32u);   // header code_offset
    EXPECT_EQ(k.localMemorySize, 20u); // header code_size
    EXPECT_EQ(k.workgroupSize, (std::array<std::uint32_t, 3>{0, 0, 0}));
    EXPECT_EQ(k.codeOffset, 68u);       // header metadata_size
    EXPECT_EQ(k.codeSize, 0x41000420u); // first code word (mov r0, sr_lane_id)
    EXPECT_EQ(k.name, "kernel_0");      // symbol_offset is 0
    ASSERT_TRUE(WbinReader::checkEntry(r.program, 0).has_value());
    EXPECT_EQ(WbinReader::checkEntry(r.program, 0)->kind, ReadError::Kind::Crash);
}

TEST(WbinLenient, RunsWaveStudiosNoSymbolsFile) {
    const auto f = wave::test::fromHexDump(
        wave::test::TestFiles::readText(kGolden + "policy/no_symbols.expected.hex"));
    const wbin::ReadResult r = WbinReader::readLenient(f);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r.program.kernels.size(), 2u);
    EXPECT_EQ(r.program.kernels[0].name, "kernel_0");
    EXPECT_EQ(r.program.kernels[0].registerCount, 8u);
    EXPECT_EQ(r.program.kernels[1].name, "kernel_1");
}

TEST(WbinLenient, EntryCheck) {
    auto f = twoKernels();
    const std::uint32_t rec1 = kMeta + 36;
    put32(f, rec1 + 24, 12); // kernel 1 starts exactly at the end of the code: enterable
    wbin::ReadResult r = WbinReader::readLenient(f, 1);
    ASSERT_TRUE(r.ok());
    put32(f, rec1 + 24, 13);
    r = WbinReader::readLenient(f, 1);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error->kind, ReadError::Kind::Crash);
    EXPECT_TRUE(WbinReader::readLenient(f, 0).ok());  // kernel 0 is fine
    EXPECT_TRUE(WbinReader::readLenient(f, 99).ok()); // no such kernel: nothing to check
    r = WbinReader::readLenient(f, std::nullopt);
    ASSERT_TRUE(r.ok());
    EXPECT_FALSE(WbinReader::checkEntry(r.program, 0).has_value());
    EXPECT_TRUE(WbinReader::checkEntry(r.program, 1).has_value());
}
