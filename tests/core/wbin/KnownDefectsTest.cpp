// KnownDefects::scan: the reference's CAS-as-add encoding is recognised
// (docs/reference/differences.md §2).

#include "wbin/KnownDefects.h"
#include "TestFiles.h"
#include "TestWbin.h"
#include "wbin/WbinReader.h"

#include <gtest/gtest.h>

using namespace wave;
using wave::test::words;
using wbin::KnownDefects;

namespace {

const std::string kPolicy = std::string(WAVE_TEST_DATA) + "/golden/policy/";

isa::Program programOf(const std::string& hexFile) {
    const auto f = wave::test::fromHexDump(wave::test::TestFiles::readText(kPolicy + hexFile));
    const wbin::ReadResult r = wbin::WbinReader::readStrict(f);
    EXPECT_TRUE(r.ok());
    return r.program;
}

} // namespace

TEST(KnownDefects, FlagsEveryReferenceCas) {
    const isa::Program p = programOf("cas_modifier.reference.hex");
    const auto warnings = KnownDefects::scan(p, 0x20);
    ASSERT_EQ(warnings.size(), 9u);
    EXPECT_EQ(warnings[0].codeOffset, 0u);
    EXPECT_EQ(warnings[0].rs3, 4);
    EXPECT_EQ(warnings[0].message,
              "instruction at offset 0x0020 looks like a reference-assembled local_atomic_cas "
              "(modifier 0, rs3 = r4): it runs as local_atomic_add");
    EXPECT_EQ(warnings[3].message,
              "instruction at offset 0x0038 looks like a reference-assembled atomic_cas "
              "(modifier 0, rs3 = r4): it runs as atomic_add");
    EXPECT_EQ(warnings[5].rs3, 8);
    EXPECT_EQ(warnings[8].codeOffset, 0x40u);
    // offsets without a base are code offsets (the emulator's PCs)
    EXPECT_EQ(KnownDefects::scan(p)[1].message.substr(0, 29), "instruction at offset 0x0008 ");
}

TEST(KnownDefects, GenuineCasAndPlainAtomicsAreFine) {
    EXPECT_TRUE(KnownDefects::scan(programOf("cas_modifier.expected.hex")).empty());
    isa::Program p;
    p.code = words({0x3D010200, 0x03000002,   // atomic_add.device r1, r2, r3 (rs3 = 0)
                    0x3C010210, 0x03040000,   // local_atomic_sub with rs3 = 4: not an add
                    0x00010200, 0x03040000}); // iadd with rs3 = 4: not an atomic
    EXPECT_TRUE(KnownDefects::scan(p).empty());
}

TEST(KnownDefects, WalksInstructionBoundariesAndSkipsGarbage) {
    isa::Program p;
    // mov_imm whose immediate looks like a CAS word, an invalid word, then a real one.
    p.code = words({0x41010010, 0x3D000200, 0xFF000000, 0x3D000200, 0x03070001, 0x3D});
    const auto w = KnownDefects::scan(p);
    ASSERT_EQ(w.size(), 1u);
    EXPECT_EQ(w[0].codeOffset, 12u);
    EXPECT_EQ(w[0].rs3, 7);
}
