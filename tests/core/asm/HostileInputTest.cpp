// Bad input must never crash, hang or take more than linear time (docs/reference/differences.md §1,
// README.md). The time bounds here are generous: they only catch hangs and quadratic
// behaviour, not slowness.

#include "AsmTestSupport.h"

#include "asm/DiagnosticSink.h"
#include "asm/Utf8.h"

#include <gtest/gtest.h>

#include <chrono>
#include <random>

using namespace wave;
using namespace wave::asmtest;

namespace {

constexpr double kBoundSeconds = 20.0;

template <typename F>
double seconds(F&& f) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void expectWellFormed(const assembler::AssemblyResult& r) {
    EXPECT_LE(r.diagnostics.size(), assembler::DiagnosticSink::kDefaultLimit + 1);
    for (const auto& d : r.diagnostics) {
        EXPECT_TRUE(assembler::Utf8::isValid(d.message)) << d.message;
        EXPECT_TRUE(assembler::Utf8::isValid(d.label));
        EXPECT_TRUE(assembler::Utf8::isValid(d.hint));
        EXPECT_LE(d.message.size(), 600u);
        EXPECT_GE(d.line, 1u);
        EXPECT_GE(d.column, 1u);
    }
}

TEST(HostileInput, RandomBytes) {
    std::mt19937 rng(1234);
    for (int round = 0; round < 20; ++round) {
        std::string src(50'000, '\0');
        for (char& c : src)
            c = static_cast<char>(rng() & 0xFF);
        assembler::AssemblyResult r;
        EXPECT_LT(seconds([&] { r = assemble(src); }), kBoundSeconds);
        EXPECT_TRUE(r.hasErrors());
        expectWellFormed(r);
    }
}

TEST(HostileInput, RandomTokenSoup) {
    // Plausible pieces in random order reach deeper into the parser and encoder.
    const char* pieces[] = {"iadd",     " r1",
                            ",",        " p2",
                            " !p1",     " @p1 ",
                            "@!p0",     ".kernel k\n",
                            ".end\n",   "\n",
                            ":",        " lbl",
                            " call",    " 0x",
                            " 1.5",     " -",
                            " .device", " sr_lane_id",
                            " if",      " endif",
                            " loop",    " barrier",
                            "\xC3\xA4", "\xFF",
                            " mov_imm", " 99999999999999999999",
                            ";c",       " halt"};
    std::mt19937 rng(99);
    for (int round = 0; round < 50; ++round) {
        std::string src;
        for (int i = 0; i < 2000; ++i)
            src += pieces[rng() % std::size(pieces)];
        const auto r = assemble(src);
        expectWellFormed(r);
    }
}

TEST(HostileInput, InvalidUtf8IsSanitisedInMessages) {
    const auto r = assemble(".kernel k\n\xFF\xFE r1\nbad\xC3(\n.end\n");
    ASSERT_TRUE(r.hasErrors());
    expectWellFormed(r);
    EXPECT_EQ(r.diagnostics[0].message, "unknown instruction '\xEF\xBF\xBD\xEF\xBF\xBD'");
    const auto n = assemble(".kernel \xC0\xAF\n.end\n"); // an overlong '/' as a kernel name
    EXPECT_FALSE(n.hasErrors()) << describe(n.diagnostics);
}

TEST(HostileInput, OneMegabyteLines) {
    const std::size_t mb = 1 << 20;
    // A long comment, a long identifier, a long number, and a long line of statements.
    std::string valid = ".kernel k\n;" + std::string(mb, 'x') + "\n";
    std::string statements;
    while (statements.size() < mb)
        statements += "iadd r1, r2, r3 ";
    valid += statements + "\n.end\n";
    assembler::AssemblyResult r;
    EXPECT_LT(seconds([&] { r = assemble(valid); }), kBoundSeconds);
    ASSERT_FALSE(r.hasErrors()) << describe(r.diagnostics);
    EXPECT_EQ(r.program.code.size(), statements.size() / 16 * 8);
    ASSERT_FALSE(r.sourceMap.empty());
    EXPECT_EQ(r.sourceMap.entries().back().position.column, statements.size() - 15);

    const std::string longName = ".kernel k\n" + std::string(mb, 'a') + " r1\n.end\n";
    EXPECT_LT(seconds([&] { r = assemble(longName); }), kBoundSeconds);
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_LT(r.diagnostics[0].message.size(), 300u); // the name is shortened
    EXPECT_TRUE(r.diagnostics[0].hint.empty());       // no suggestion search on 1 MB

    const std::string longNumber = ".kernel k\nmov_imm r1, " + std::string(mb, '9') + "\n.end\n";
    EXPECT_LT(seconds([&] { r = assemble(longNumber); }), kBoundSeconds);
    ASSERT_EQ(r.diagnostics.size(), 1u);
    EXPECT_EQ(r.diagnostics[0].message, "invalid number literal");

    const std::string longFloat = ".kernel k\nmov_imm r1, 1" + std::string(mb, '0') +
                                  ".5\nmov_imm r2, 0." + std::string(mb, '0') + "1\n.end\n";
    EXPECT_LT(seconds([&] { r = assemble(longFloat); }), kBoundSeconds);
    ASSERT_FALSE(r.hasErrors()) << describe(r.diagnostics);
    EXPECT_EQ(words(r)[1], 0x7F800000u); // overflow: +infinity
    EXPECT_EQ(words(r)[3], 0x00000000u); // underflow: +0

    std::string garbage(mb, '$');
    EXPECT_LT(seconds([&] { r = assemble(garbage); }), kBoundSeconds);
    EXPECT_EQ(r.diagnostics.size(), assembler::DiagnosticSink::kDefaultLimit + 1);
    EXPECT_EQ(r.diagnostics.back().code, "E0199");
}

TEST(HostileInput, HundredThousandLabels) {
    std::string src = ".kernel k\n";
    for (int i = 0; i < 100'000; ++i)
        src += "l" + std::to_string(i) + ": call l" + std::to_string(99'999 - i) + "\n";
    src += ".end\n";
    assembler::AssemblyResult r;
    EXPECT_LT(seconds([&] { r = assemble(src); }), kBoundSeconds);
    ASSERT_FALSE(r.hasErrors()) << describe(r.diagnostics);
    const auto w = words(r);
    ASSERT_EQ(w.size(), 200'000u);
    EXPECT_EQ(w[1], 99'999u * 8); // l0 calls l99999
    EXPECT_EQ(w[199'999], 0u);    // l99999 calls l0
    // And 100,000 duplicate definitions: capped, still fast.
    std::string dup;
    for (int i = 0; i < 100'000; ++i)
        dup += "same:\n";
    EXPECT_LT(seconds([&] { r = assemble(dup); }), kBoundSeconds);
    EXPECT_EQ(r.diagnostics.size(), assembler::DiagnosticSink::kDefaultLimit + 1);
}

TEST(HostileInput, TenThousandNestedIfs) {
    std::string open = ".kernel k\n", closed;
    for (int i = 0; i < 10'000; ++i)
        open += "if p1\n";
    closed = open;
    for (int i = 0; i < 10'000; ++i)
        closed += "endif\n";
    open += ".end\n";
    closed += ".end\n";
    assembler::AssemblyResult r;
    EXPECT_LT(seconds([&] { r = assemble(closed); }), kBoundSeconds);
    EXPECT_FALSE(r.hasErrors());
    EXPECT_EQ(warningsOf(r).size(), 1u); // the control stack depth, once
    EXPECT_LT(seconds([&] { r = assemble(open); }), kBoundSeconds);
    EXPECT_FALSE(r.hasErrors());
    // Depth warning, 16 unclosed blocks, and one summary.
    EXPECT_EQ(warningsOf(r).size(), 18u) << describe(r.diagnostics);
}

TEST(HostileInput, ManyErrorsAreCappedWithAClosingNote) {
    std::string src;
    for (int i = 0; i < 200'000; ++i)
        src += "bogus r1\n";
    assembler::AssemblyResult r;
    EXPECT_LT(seconds([&] { r = assemble(src); }), kBoundSeconds);
    ASSERT_EQ(r.diagnostics.size(), assembler::DiagnosticSink::kDefaultLimit + 1);
    EXPECT_EQ(r.diagnostics.back().code, "E0199");
    EXPECT_NE(r.diagnostics.back().message.find("1000"), std::string::npos);
}

TEST(HostileInput, NulBytesAndControlCharacters) {
    const std::string src(".kernel k\0\n\x01\x02 halt\n.end\n", 24);
    const auto r = assemble(src);
    EXPECT_TRUE(r.hasErrors());
    expectWellFormed(r);
}

} // namespace
