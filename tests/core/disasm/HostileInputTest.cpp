// Random and corrupted files through both readers, the defect scan and the disassembler: no
// crash, no hang, no exception (run under ASan+UBSan in the asan preset), and the strict path
// either lists or reports one error.

#include "TestFiles.h"
#include "TestWbin.h"
#include "disasm/Disassembler.h"
#include "disasm/ListingFormatter.h"
#include "wbin/KnownDefects.h"
#include "wbin/WbinReader.h"

#include <gtest/gtest.h>

#include <random>

using namespace wave;

namespace {

// Runs every consumer of a file; returns true when the strict path produced a listing.
bool exercise(const std::vector<std::uint8_t>& file) {
    const wbin::ReadResult lenient = wbin::WbinReader::readLenient(file, std::nullopt);
    if (lenient.ok()) {
        wbin::KnownDefects::scan(lenient.program);
        for (std::size_t k = 0; k < lenient.program.kernels.size() && k < 4; ++k)
            wbin::WbinReader::checkEntry(lenient.program, k);
    }
    const wbin::ReadResult strict = wbin::WbinReader::readStrict(file);
    if (!strict.ok()) {
        EXPECT_FALSE(strict.error->message.empty());
        return false;
    }
    const disasm::Disassembly d =
        disasm::Disassembler::disassemble(file, strict.header, strict.program);
    if (!d.ok()) {
        EXPECT_TRUE(d.lines.empty());
        EXPECT_FALSE(d.error->message.empty());
        return false;
    }
    disasm::ListingOptions o;
    o.offsets = o.raw = true;
    const std::string text = disasm::ListingFormatter::format(d.lines, o);
    EXPECT_EQ(text.back(), '\n');
    // also as an in-memory program
    EXPECT_TRUE(disasm::Disassembler::disassemble(strict.program).ok() ||
                !strict.program.kernels.empty());
    return true;
}

std::vector<std::vector<std::uint8_t>> goldenFiles() {
    using wave::test::TestFiles;
    std::vector<std::vector<std::uint8_t>> out;
    const std::string dir = std::string(WAVE_TEST_DATA) + "/golden/asm/";
    for (const std::string& name : TestFiles::stemsIn(dir, ".wbin"))
        out.push_back(TestFiles::readBytes(dir + name + ".wbin"));
    return out;
}

} // namespace

TEST(HostileInput, TenThousandRandomFiles) {
    std::mt19937 rng(20240601);
    std::uniform_int_distribution<int> byte(0, 255);
    int listed = 0;
    for (int i = 0; i < 10000; ++i) {
        const std::size_t len = std::uniform_int_distribution<std::size_t>(0, 600)(rng);
        std::vector<std::uint8_t> f(len);
        for (auto& b : f)
            b = static_cast<std::uint8_t>(byte(rng));
        // Half of them get a valid magic and version so the deeper checks run.
        if (i % 2 == 0 && len >= 8) {
            f[0] = 'W', f[1] = 'A', f[2] = 'V', f[3] = 'E', f[4] = 1, f[5] = 0;
            // and small offsets and sizes, so that sections often fit
            if (i % 4 == 0 && len >= 32)
                for (std::size_t at = 8; at < 32; at += 4)
                    wave::test::put32(f, at, static_cast<std::uint32_t>(byte(rng) % (len + 8)));
        }
        listed += exercise(f) ? 1 : 0;
    }
    EXPECT_GT(listed, 0); // some random files get all the way to a listing
}

TEST(HostileInput, CorruptedGoldenFiles) {
    const auto files = goldenFiles();
    ASSERT_GE(files.size(), 40u);
    std::mt19937 rng(7);
    for (const auto& original : files) {
        ASSERT_TRUE(exercise(original));
        for (int round = 0; round < 200; ++round) {
            std::vector<std::uint8_t> f = original;
            const int flips = std::uniform_int_distribution<int>(1, 4)(rng);
            for (int j = 0; j < flips; ++j) {
                const std::size_t at =
                    std::uniform_int_distribution<std::size_t>(0, f.size() - 1)(rng);
                f[at] = static_cast<std::uint8_t>(rng());
            }
            if (round % 10 == 0)
                f.resize(std::uniform_int_distribution<std::size_t>(0, f.size())(rng));
            exercise(f);
        }
    }
}

TEST(HostileInput, ExtremeHeaderValues) {
    const std::uint32_t values[] = {0,  1,          3,          4,          31,         32,
                                    33, 0x7FFFFFFF, 0x80000000, 0xFFFFFFE0, 0xFFFFFFFC, 0xFFFFFFFF};
    auto base = wave::test::singleKernel(wave::test::words({0x3F000070, 0xFFFFFFFF, 0x3F000090}));
    for (std::size_t field = 8; field < 32; field += 4)
        for (std::uint32_t v : values) {
            auto f = base;
            wave::test::put32(f, field, v);
            exercise(f);
        }
    // kernel records with extreme code offsets and sizes
    const std::size_t record = base.size() - 32;
    for (std::size_t field = 24; field <= 28; field += 4)
        for (std::uint32_t v : values) {
            auto f = base;
            wave::test::put32(f, record + field, v);
            exercise(f);
        }
}
