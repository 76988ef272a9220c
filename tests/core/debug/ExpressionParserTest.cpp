#include "debug/expr/Condition.h"
#include "debug/expr/Parser.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

using namespace wave::debug::expr;

namespace {

std::string parsed(std::string_view text) {
    Expression e;
    ParseError error;
    if (!Parser::parse(text, e, error))
        return "error: " + error.toString();
    return e.toString();
}

ParseError errorOf(std::string_view text) {
    Expression e;
    ParseError error;
    EXPECT_FALSE(Parser::parse(text, e, error)) << text;
    return error;
}

} // namespace

TEST(ExpressionParser, IssueExamples) {
    EXPECT_EQ(parsed("lane == 5 && r3 == 0"), "((lane == 5) && (r3 == 0))");
    EXPECT_EQ(parsed("any(r3 < 0)"), "any((r3 < 0))");
    EXPECT_EQ(parsed("all(p1)"), "all(p1)");
    EXPECT_EQ(parsed("wave == 2"), "(wave == 2)");
    EXPECT_EQ(parsed("r4.f32 > 1.5"), "(r4.f32 > 1.5)");
    EXPECT_EQ(parsed("active_lanes < 32"), "(active_lanes < 32)");
}

TEST(ExpressionParser, Precedence) {
    EXPECT_EQ(parsed("1 + 2 * 3"), "(1 + (2 * 3))");
    EXPECT_EQ(parsed("1 * 2 + 3"), "((1 * 2) + 3)");
    EXPECT_EQ(parsed("1 - 2 - 3"), "((1 - 2) - 3)");
    EXPECT_EQ(parsed("8 / 4 / 2"), "((8 / 4) / 2)");
    EXPECT_EQ(parsed("1 << 2 + 3"), "(1 << (2 + 3))");
    EXPECT_EQ(parsed("1 < 2 == 3 > 4"), "((1 < 2) == (3 > 4))");
    EXPECT_EQ(parsed("lane & 1 == 0"), "(lane & (1 == 0))"); // as in C
    EXPECT_EQ(parsed("1 | 2 ^ 3 & 4"), "(1 | (2 ^ (3 & 4)))");
    EXPECT_EQ(parsed("a_ok || true && false"), "error: column 1: unknown name 'a_ok'");
    EXPECT_EQ(parsed("true || true && false"), "(true || (true && false))");
    EXPECT_EQ(parsed("1 == 1 && 2 | 3"), "((1 == 1) && (2 | 3))");
    EXPECT_EQ(parsed("-r1 * 2"), "(-r1 * 2)");
    EXPECT_EQ(parsed("!p1 && ~r2 != 0"), "(!p1 && (~r2 != 0))");
    EXPECT_EQ(parsed("(1 + 2) * 3"), "((1 + 2) * 3)");
    EXPECT_EQ(parsed("- - 1"), "--1");
    EXPECT_EQ(parsed("r1 % 3 >= r2 >> 1"), "((r1 % 3) >= (r2 >> 1))");
}

TEST(ExpressionParser, LiteralsAndNames) {
    EXPECT_EQ(parsed("0x1F"), "31");
    EXPECT_EQ(parsed("0b101"), "5");
    EXPECT_EQ(parsed("1e3"), "1000.0");
    EXPECT_EQ(parsed(".5"), "0.5");
    EXPECT_EQ(parsed("2.5e-1"), "0.25");
    EXPECT_EQ(parsed("9223372036854775807"), "9223372036854775807");
    EXPECT_EQ(parsed("r255.u32 + r0.i32"), "(r255.u32 + r0)");
    EXPECT_EQ(parsed("tid_x + wg_y + workgroup + wave_width + pc + line + active"),
              "((((((tid_x + wg_y) + workgroup) + wave_width) + pc) + line) + active)");
    EXPECT_EQ(parsed("count(p0) > 3"), "(count(p0) > 3)");
    // A u32 bit pattern compared for equality with a signed view means those bits.
    EXPECT_EQ(parsed("r1 == 0xFFFFFFFF"), "(r1 == -1)");
    EXPECT_EQ(parsed("r1.u32 == 0xFFFFFFFF"), "(r1.u32 == 4294967295)");
    EXPECT_EQ(parsed("r1 < 0xFFFFFFFF"), "(r1 < 4294967295)");
}

TEST(ExpressionParser, LaneDependence) {
    ParseError error;
    EXPECT_TRUE(Condition::compile("lane == 5", error)->laneDependent());
    EXPECT_TRUE(Condition::compile("r3 == 0", error)->laneDependent());
    EXPECT_TRUE(Condition::compile("p1", error)->laneDependent());
    EXPECT_FALSE(Condition::compile("any(r3 < 0)", error)->laneDependent());
    EXPECT_FALSE(Condition::compile("wave == 2 && active_lanes < 32", error)->laneDependent());
    EXPECT_TRUE(Condition::compile("any(p1) && p2", error)->laneDependent());
}

TEST(ExpressionParser, ErrorsNameTheColumn) {
    struct Case {
        const char* text;
        std::uint32_t column;
        const char* message;
    };
    const Case cases[] = {
        {"", 1, "expected an operand but found end of expression"},
        {"lane ==", 8, "expected an operand but found end of expression"},
        {"lane = 5", 6, "unexpected '=': use '==' to compare"},
        {"lan == 5", 1, "unknown name 'lan'"},
        {"foo(1)", 1, "unknown function 'foo' (functions: any, all, count)"},
        {"(lane == 5", 11, "expected ')' to close the '(' at column 1 but found end of expression"},
        {"lane == 5)", 10, "unmatched ')'"},
        {"lane 5", 6, "expected an operator or end of expression but found number 5"},
        {"r3.f64 > 0", 4, "expected a register view (u32, i32 or f32) after 'r3.' but found 'f64'"},
        {"r256 == 0", 1, "there is no register r256 (use r0 to r255)"},
        {"p4", 1, "there is no predicate p4 (use p0 to p3)"},
        {"r1.f32 & 1", 8, "operator '&' needs integer operands but the left operand is a float"},
        {"1 << 2.0", 3, "operator '<<' needs integer operands but the right operand is a float"},
        {"~1.5", 1, "operator '~' needs an integer operand but found a float"},
        {"any(any(p1))", 5, "'any()' cannot be used inside another any(), all() or count()"},
        {"count p1", 7, "expected '(' after 'count' but found 'p1'"},
        {"0x", 1, "number has no digits after its prefix"},
        {"0x1G", 4, "invalid digit 'G' in number"},
        {"12abc", 3, "invalid character 'a' in number"},
        {"1e+", 4, "exponent of a number needs digits"},
        {"99999999999999999999", 1, "integer literal too large (the maximum is 2^63-1)"},
        {"lane # 2", 6, "unexpected '#'"},
        {"lane == \x01", 9, "unexpected byte 0x01"},
        {"\xC3\xA9 == 1", 1, "unexpected byte 0xC3"},
        {"r1 == \xC3\xA9", 7, "unexpected byte 0xC3"},
        {"lane && .", 9, "expected an operand but found '.'"},
    };
    for (const Case& c : cases) {
        const ParseError e = errorOf(c.text);
        EXPECT_EQ(e.column, c.column) << c.text;
        EXPECT_EQ(e.message, c.message) << c.text;
    }
    EXPECT_EQ(errorOf("lan").toString(), "column 1: unknown name 'lan'");
}

TEST(ExpressionParser, HostileNestingIsAnErrorNotACrash) {
    const std::string deep(100000, '(');
    ParseError e = errorOf(deep + "1" + std::string(100000, ')'));
    EXPECT_NE(e.message.find("nested too deeply"), std::string::npos);
    EXPECT_LE(e.column, Parser::kMaxDepth + 2);

    e = errorOf(std::string(100000, '!') + "1");
    EXPECT_NE(e.message.find("nested too deeply"), std::string::npos);
    e = errorOf(std::string(100000, '-') + "1");
    EXPECT_NE(e.message.find("nested too deeply"), std::string::npos);

    // Long left-associative chains are iterative in the parser but deep as trees.
    std::string chain = "1";
    for (int i = 0; i < 100000; ++i)
        chain += "+1";
    e = errorOf(chain);
    EXPECT_NE(e.message.find("nested too deeply"), std::string::npos);

    // Just under the limit parses.
    const std::uint32_t ok = Parser::kMaxDepth / 2;
    EXPECT_EQ(parsed(std::string(ok, '(') + "7" + std::string(ok, ')')), "7");
}

TEST(ExpressionParser, GarbageNeverCrashes) {
    std::mt19937 rng(1234);
    const std::string alphabet = "()!~*/%+-<>=&|^.0123456789xXeEabrpf_ \t\n\x01\xFF";
    for (int round = 0; round < 20000; ++round) {
        std::string text;
        const int length = static_cast<int>(rng() % 40);
        for (int i = 0; i < length; ++i)
            text += (rng() % 8 == 0) ? static_cast<char>(rng() % 256)
                                     : alphabet[rng() % alphabet.size()];
        Expression e;
        ParseError error;
        if (!Parser::parse(text, e, error)) {
            EXPECT_FALSE(error.message.empty());
            EXPECT_GE(error.column, 1u);
            EXPECT_LE(error.column, text.size() + 1);
        }
    }
}
