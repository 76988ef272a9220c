#include "asm/Lexer.h"
#include "asm/DiagnosticSink.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace wave::assembler;

namespace {

struct Lexed {
    std::vector<Token> tokens; // without the final End
    std::vector<Diagnostic> diagnostics;
};

Lexed lex(std::string_view src) {
    DiagnosticSink sink("t.wave");
    Lexer lexer(src, sink);
    Lexed out;
    for (Token t = lexer.next(); t.kind != TokenKind::End; t = lexer.next())
        out.tokens.push_back(t);
    out.diagnostics = sink.take();
    return out;
}

std::vector<TokenKind> kinds(const Lexed& l) {
    std::vector<TokenKind> k;
    for (const Token& t : l.tokens)
        k.push_back(t.kind);
    return k;
}

// A single token of the given kind and no diagnostic.
Token only(std::string_view src, TokenKind kind) {
    const Lexed l = lex(src);
    EXPECT_TRUE(l.diagnostics.empty()) << src;
    EXPECT_EQ(l.tokens.size(), 1u) << src;
    if (l.tokens.empty())
        return {};
    EXPECT_EQ(l.tokens[0].kind, kind) << src << " lexed as " << tokenKindName(l.tokens[0].kind);
    return l.tokens[0];
}

void expectInvalidNumber(std::string_view src) {
    const Lexed l = lex(src);
    ASSERT_EQ(l.diagnostics.size(), 1u) << src;
    EXPECT_EQ(l.diagnostics[0].code, "E0105") << src;
    EXPECT_EQ(l.diagnostics[0].message, "invalid number literal");
    EXPECT_EQ(l.diagnostics[0].label, "invalid number");
    ASSERT_FALSE(l.tokens.empty());
    EXPECT_EQ(l.tokens[0].kind, TokenKind::Invalid) << src;
}

using K = TokenKind;

TEST(Lexer, PunctuationNewlinesAndComments) {
    const Lexed l = lex("a, b: ; comment: here\n# other\r\n:");
    EXPECT_EQ(kinds(l), (std::vector<K>{K::Identifier, K::Comma, K::Label, K::Colon, K::Newline,
                                        K::Newline, K::Colon}));
    EXPECT_TRUE(l.diagnostics.empty());
    EXPECT_EQ(l.tokens.back().span.line, 3u);
}

TEST(Lexer, LfCrlfAndALoneCrEachEndALine) {
    // What an editor shows: a lone CR (old Mac files) is a line end too, so line and column
    // numbers in diagnostics match the editor's for every convention.
    for (const std::string eol : {"\n", "\r\n", "\r"}) {
        SCOPED_TRACE(testing::PrintToString(eol));
        const Lexed l = lex("a ; comment" + eol + "b" + eol + eol + "  c:");
        EXPECT_EQ(kinds(l), (std::vector<K>{K::Identifier, K::Newline, K::Identifier, K::Newline,
                                            K::Newline, K::Label, K::Colon}));
        EXPECT_TRUE(l.diagnostics.empty());
        ASSERT_EQ(l.tokens.size(), 7u);
        EXPECT_EQ(l.tokens[2].span.line, 2u);
        EXPECT_EQ(l.tokens[5].span.line, 4u);
        EXPECT_EQ(l.tokens[5].span.column, 3u);
    }
    // Mixed in one file, each is one line end; a CR before a colon ends the label's line.
    const Lexed mixed = lex("a\rb\r\nc\nd\r:");
    EXPECT_EQ(kinds(mixed),
              (std::vector<K>{K::Identifier, K::Newline, K::Identifier, K::Newline, K::Identifier,
                              K::Newline, K::Identifier, K::Newline, K::Colon}));
    ASSERT_EQ(mixed.tokens.size(), 9u);
    EXPECT_EQ(mixed.tokens[6].span.line, 4u);
    EXPECT_EQ(mixed.tokens[8].span.line, 5u);
}

TEST(Lexer, Directives) {
    EXPECT_EQ(only(".kernel", K::Directive).text, "kernel");
    EXPECT_EQ(only(".workgroup_size", K::Directive).text, "workgroup_size");
    EXPECT_EQ(only(".w\xC3\xA4ve", K::Directive).text, "w\xC3\xA4ve"); // .wäve: one directive
    const Lexed dot = lex(". .5");
    ASSERT_EQ(dot.diagnostics.size(), 2u);
    EXPECT_EQ(dot.diagnostics[0].message, "unexpected character '.'");
    EXPECT_EQ(dot.diagnostics[0].label, "unexpected '.'");
}

TEST(Lexer, Guards) {
    Token t = only("@p1", K::Guard);
    EXPECT_EQ(t.value, 1);
    EXPECT_FALSE(t.negated);
    t = only("@!p3", K::Guard);
    EXPECT_EQ(t.value, 3);
    EXPECT_TRUE(t.negated);
    EXPECT_EQ(only("@p300", K::Guard).value, 300); // range checked by the parser
    for (const char* bad : {"@x", "@p", "@!q1", "@ p1", "@"}) {
        const Lexed l = lex(bad);
        ASSERT_FALSE(l.diagnostics.empty()) << bad;
        EXPECT_EQ(l.diagnostics[0].code, "E0103") << bad;
        EXPECT_EQ(l.diagnostics[0].message, "invalid predicate syntax");
        EXPECT_EQ(l.diagnostics[0].label, "expected @pN or @!pN");
        EXPECT_EQ(l.diagnostics[0].column, 1u);
    }
    EXPECT_EQ(lex("@x").diagnostics[0].byteEnd, 1u); // just the '@', like the reference
}

TEST(Lexer, Registers) {
    EXPECT_EQ(only("r0", K::Register).value, 0);
    EXPECT_EQ(only("r254", K::Register).value, 254);
    EXPECT_EQ(only("r007", K::Register).value, 7);
    EXPECT_EQ(only("r256", K::Register).value, 256);
    EXPECT_EQ(only("r99999999999999999999", K::Register).value, 0x10000); // saturated
    Token t = only("r3.lo", K::Register);
    EXPECT_TRUE(t.hasSuffix);
    EXPECT_EQ(t.suffix, "lo");
    EXPECT_EQ(t.text, "r3.lo");
    t = only("r3.", K::Register);
    EXPECT_TRUE(t.hasSuffix);
    EXPECT_EQ(t.suffix, "");
    EXPECT_FALSE(only("r3", K::Register).hasSuffix);
    // r2d2 is register r2 then identifier d2; R1 is an identifier.
    EXPECT_EQ(kinds(lex("r2d2")), (std::vector<K>{K::Register, K::Identifier}));
    only("R1", K::Identifier);
    only("ret", K::Identifier);
}

TEST(Lexer, PredicatesAndNegatedPredicates) {
    EXPECT_EQ(only("p3", K::Predicate).value, 3);
    EXPECT_EQ(only("p256", K::Predicate).value, 256);
    EXPECT_EQ(only("!p2", K::NegatedPredicate).value, 2);
    only("pack", K::Identifier);
    const Lexed l = lex("!x");
    ASSERT_EQ(l.diagnostics.size(), 1u);
    EXPECT_EQ(l.diagnostics[0].message, "unexpected character '!'");
}

TEST(Lexer, SpecialRegisters) {
    EXPECT_EQ(only("sr_lane_id", K::SpecialRegister).text, "sr_lane_id");
    EXPECT_EQ(only("sr_bogus", K::SpecialRegister).text, "sr_bogus"); // checked by the parser
    for (const char* word : {"src", "sroot", "sr"}) {
        const Lexed l = lex(word);
        ASSERT_EQ(l.diagnostics.size(), 1u) << word;
        EXPECT_EQ(l.diagnostics[0].code, "E0104");
        EXPECT_EQ(l.diagnostics[0].message, "invalid special register '" + std::string(word) + "'");
        EXPECT_EQ(l.diagnostics[0].label, "unknown special register '" + std::string(word) + "'");
    }
    only("start", K::Identifier); // 's' not followed by 'r'
}

TEST(Lexer, DecimalIntegers) {
    EXPECT_EQ(only("0", K::Integer).value, 0);
    EXPECT_EQ(only("42", K::Integer).value, 42);
    EXPECT_EQ(only("-42", K::Integer).value, -42);
    EXPECT_EQ(only("007", K::Integer).value, 7);
    EXPECT_EQ(only("-0", K::Integer).value, 0);
    EXPECT_EQ(only("1_000_000", K::Integer).value, 1000000);
    EXPECT_EQ(only("1__2", K::Integer).value, 12);
    EXPECT_EQ(only("-0000002147483648", K::Integer).value, -2147483648LL);
    EXPECT_EQ(only("9223372036854775807", K::Integer).value, INT64_MAX);
    EXPECT_EQ(only("-9223372036854775808", K::Integer).value, INT64_MIN);
    expectInvalidNumber("9223372036854775808");
    expectInvalidNumber("-9223372036854775809");
    expectInvalidNumber("99999999999999999999");
    expectInvalidNumber("-");
    expectInvalidNumber("-_");
}

TEST(Lexer, HexIntegers) {
    EXPECT_EQ(only("0x2a", K::Integer).value, 42);
    EXPECT_EQ(only("0x2A", K::Integer).value, 42);
    EXPECT_EQ(only("0xdeadBEEF", K::Integer).value, 0xDEADBEEFLL);
    EXPECT_EQ(only("0xFFFF_FFFF", K::Integer).value, 0xFFFFFFFFLL);
    EXPECT_EQ(only("0x_1_0", K::Integer).value, 16);
    EXPECT_EQ(only("0x00000000000000ff", K::Integer).value, 255);
    EXPECT_EQ(only("0x7fffffffffffffff", K::Integer).value, INT64_MAX);
    expectInvalidNumber("0x");
    expectInvalidNumber("0x_");
    expectInvalidNumber("0x8000000000000000"); // beyond i64
    expectInvalidNumber("0xFFFFFFFFFFFFFFFFF");
}

TEST(Lexer, NoNegativeHexAndNoUpperCaseX) {
    Lexed l = lex("-0x10");
    ASSERT_EQ(kinds(l), (std::vector<K>{K::Integer, K::Identifier}));
    EXPECT_EQ(l.tokens[0].value, 0);
    EXPECT_EQ(l.tokens[1].text, "x10");
    l = lex("0X10");
    ASSERT_EQ(kinds(l), (std::vector<K>{K::Integer, K::Identifier}));
    EXPECT_EQ(l.tokens[1].text, "X10");
}

TEST(Lexer, Floats) {
    for (const char* f : {"1.0", "1.", "2.5", "-1.5", "1e3", "1E3", "1.5e-3", "2E-1", "1e+2",
                          "1_000.5", "0.0", "-0.0", "16777217.0", "1.e5"})
        EXPECT_EQ(only(f, K::Float).text, f);
    expectInvalidNumber("1.5e");
    expectInvalidNumber("1e+");
    expectInvalidNumber("-e5");
    // A second dot ends the number: 1.2 then an unexpected '.'.
    const Lexed l = lex("1.2.3");
    EXPECT_EQ(kinds(l), (std::vector<K>{K::Float, K::Invalid, K::Integer}));
}

TEST(Lexer, IdentifiersAndLabels) {
    only("foo", K::Identifier);
    only("_x1", K::Identifier);
    only("gr\xC3\xB6\xC3\x9F"
         "e",
         K::Identifier);                 // größe
    only("\xC3\x84pfel", K::Identifier); // Äpfel: non-ASCII first letter
    EXPECT_EQ(kinds(lex("\xCE\xBB:")), (std::vector<K>{K::Label, K::Colon})); // λ:
    EXPECT_EQ(kinds(lex("spaced   \t:")), (std::vector<K>{K::Label, K::Colon}));
    EXPECT_EQ(kinds(lex("foo ; x:\n:")), (std::vector<K>{K::Identifier, K::Newline, K::Colon}));
    EXPECT_EQ(lex("foo:").tokens[0].text, "foo");
}

TEST(Lexer, PositionsCountCharacters) {
    // "größe" is 5 characters but 7 bytes.
    const Lexed l = lex("gr\xC3\xB6\xC3\x9F"
                        "e x\n  y");
    ASSERT_EQ(l.tokens.size(), 4u);
    const Token& x = l.tokens[1];
    EXPECT_EQ(x.span.line, 1u);
    EXPECT_EQ(x.span.column, 7u);
    EXPECT_EQ(x.span.start, 8u);
    EXPECT_EQ(l.tokens[0].span.endColumn, 6u);
    const Token& y = l.tokens[3];
    EXPECT_EQ(y.span.line, 2u);
    EXPECT_EQ(y.span.column, 3u);
    EXPECT_EQ(y.span.endColumn, 4u);
}

TEST(Lexer, UnexpectedCharacters) {
    const Lexed l = lex("$ [ ] + ( ) \x01");
    ASSERT_EQ(l.diagnostics.size(), 7u);
    EXPECT_EQ(l.diagnostics[0].code, "E0101");
    EXPECT_EQ(l.diagnostics[0].message, "unexpected character '$'");
    EXPECT_EQ(l.diagnostics[0].label, "unexpected '$'");
    EXPECT_EQ(l.diagnostics[6].message, "unexpected character '\\u{1}'");
    EXPECT_EQ(l.diagnostics[6].column, 13u);
}

TEST(Lexer, EveryLexicalErrorIsReported) {
    const Lexed l = lex("$ 0x\n src @x 1.5e\n");
    EXPECT_EQ(l.diagnostics.size(), 5u);
}

TEST(Lexer, EndRepeats) {
    DiagnosticSink sink("t");
    Lexer lexer("", sink);
    EXPECT_EQ(lexer.next().kind, K::End);
    EXPECT_EQ(lexer.next().kind, K::End);
}

} // namespace
