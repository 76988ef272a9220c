// isa::Utf8: validation as strict as Rust's str::from_utf8, code-point iteration, and lossy
// decoding as Rust's String::from_utf8_lossy (maximal subparts become one U+FFFD each).

#include "isa/Utf8.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using wave::isa::Utf8;

namespace {

const std::string R = "\xEF\xBF\xBD"; // U+FFFD

std::vector<char32_t> codePoints(std::string_view text) {
    std::vector<char32_t> out;
    for (std::size_t i = 0; i < text.size();) {
        const Utf8::Sequence s = Utf8::next(text, i);
        out.push_back(s.codePoint);
        i += s.length;
    }
    return out;
}

} // namespace

TEST(Utf8, ValidationRejectsOverlongSurrogatesAndOutOfRange) {
    EXPECT_TRUE(Utf8::isValid(""));
    EXPECT_TRUE(Utf8::isValid("plain ascii"));
    EXPECT_TRUE(Utf8::isValid("\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80")); // é € 😀
    EXPECT_TRUE(Utf8::isValid("\xF4\x8F\xBF\xBF"));                     // U+10FFFF
    EXPECT_FALSE(Utf8::isValid("\xC0\xAF"));                            // overlong '/'
    EXPECT_FALSE(Utf8::isValid("\xE0\x80\xAF"));                        // overlong, 3 bytes
    EXPECT_FALSE(Utf8::isValid("\xED\xA0\x80"));                        // surrogate U+D800
    EXPECT_FALSE(Utf8::isValid("\xF4\x90\x80\x80"));                    // past U+10FFFF
    EXPECT_FALSE(Utf8::isValid("\xF0\x9F\x98"));                        // cut off
    EXPECT_FALSE(Utf8::isValid("\x80"));                                // lone continuation
    EXPECT_FALSE(Utf8::isValid("ok\xFF"));
}

TEST(Utf8, NextDecodesCodePointsAndMaximalSubparts) {
    EXPECT_EQ(codePoints("a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80"),
              (std::vector<char32_t>{U'a', 0xE9, 0x20AC, 0x1F600}));
    const Utf8::Sequence cut = Utf8::next("\xF0\x9F\x98z", 0);
    EXPECT_FALSE(cut.valid);
    EXPECT_EQ(cut.length, 3u); // the maximal subpart, not just the lead byte
    EXPECT_EQ(cut.codePoint, 0xFFFDu);
    const Utf8::Sequence overlong = Utf8::next("\xE0\x80\xAF", 0);
    EXPECT_FALSE(overlong.valid);
    EXPECT_EQ(overlong.length, 1u); // 0x80 cannot follow 0xE0
}

TEST(Utf8, DecodeLossyMatchesRust) {
    EXPECT_EQ(Utf8::decodeLossy(std::string_view("ok\xFF\xC3\xA9\xE2\x82z")),
              "ok" + R + "\xC3\xA9" + R + "z");
    EXPECT_EQ(Utf8::decodeLossy(std::string_view("\xC0\xAF")), R + R);
    EXPECT_EQ(Utf8::decodeLossy(std::string_view("\xED\xA0\x80")), R + R + R);
    const std::vector<std::uint8_t> bytes = {'a', 0xF0, 0x9F, 0x98};
    EXPECT_EQ(Utf8::decodeLossy(bytes), "a" + R);
}

TEST(Utf8, ShortenedDecodingStopsAtACharacterBoundary) {
    EXPECT_EQ(Utf8::decodeLossy(std::string_view("abc"), 3), "abc");
    EXPECT_EQ(Utf8::decodeLossy(std::string_view("abcd"), 3), "abc\xE2\x80\xA6");
    // é would end at byte 4 of 3 allowed: dropped whole
    EXPECT_EQ(Utf8::decodeLossy(std::string_view("ab\xC3\xA9"), 3), "ab\xE2\x80\xA6");
    EXPECT_EQ(Utf8::decodeLossy(std::string_view("\xFF\xFE"), 1), R + "\xE2\x80\xA6");
    EXPECT_TRUE(Utf8::isValid(Utf8::decodeLossy(std::string_view("\xE2\x82\xE2\x82"), 2)));
}

TEST(Utf8, CountsCharactersByLeadBytes) {
    EXPECT_EQ(Utf8::countCharacters("a\xC3\xA9\xF0\x9F\x98\x80"), 3u);
    EXPECT_TRUE(Utf8::startsCharacter('a'));
    EXPECT_TRUE(Utf8::startsCharacter(0xC3));
    EXPECT_FALSE(Utf8::startsCharacter(0xA9));
}
