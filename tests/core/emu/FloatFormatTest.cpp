// FloatFormat: docs/reference/command-line.md §3.3 (shortest round-trip digits, plain vs scientific
// layout).
#include "emu/FloatFormat.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

using wave::emu::FloatFormat;

namespace {
float fromBits(std::uint32_t bits) {
    float f = 0.0f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}
} // namespace

TEST(FloatFormat, SpecialValues) {
    EXPECT_EQ(FloatFormat::format(std::numeric_limits<float>::quiet_NaN()), "NaN");
    EXPECT_EQ(FloatFormat::format(fromBits(0xFFC00000u)), "NaN");
    EXPECT_EQ(FloatFormat::format(fromBits(0x7F800001u)), "NaN"); // signalling payload
    EXPECT_EQ(FloatFormat::format(std::numeric_limits<float>::infinity()), "inf");
    EXPECT_EQ(FloatFormat::format(-std::numeric_limits<float>::infinity()), "-inf");
    EXPECT_EQ(FloatFormat::format(0.0f), "0.0");
    EXPECT_EQ(FloatFormat::format(-0.0f), "-0.0");
}

TEST(FloatFormat, PlainDecimalRange) {
    EXPECT_EQ(FloatFormat::format(1.0f), "1.0");
    EXPECT_EQ(FloatFormat::format(0.1f), "0.1");
    EXPECT_EQ(FloatFormat::format(2.5f), "2.5");
    EXPECT_EQ(FloatFormat::format(-19.203125f), "-19.203125");
    EXPECT_EQ(FloatFormat::format(123456789.0f), "123456790.0");
    EXPECT_EQ(FloatFormat::format(0.0001f), "0.0001");
    EXPECT_EQ(FloatFormat::format(1e15f), "1000000000000000.0");
    EXPECT_EQ(FloatFormat::format(9999999e9f), "9999999000000000.0");
    EXPECT_EQ(FloatFormat::format(16777216.0f), "16777216.0");
    EXPECT_EQ(FloatFormat::format(0.3f), "0.3");
    EXPECT_EQ(FloatFormat::format(1234.5677f), "1234.5677");
    EXPECT_EQ(FloatFormat::format(65504.0f), "65504.0");
    EXPECT_EQ(FloatFormat::format(0.33325195f), "0.33325195");
    EXPECT_EQ(FloatFormat::format(-123.5f), "-123.5");
    EXPECT_EQ(FloatFormat::format(10000000.0f), "10000000.0");
    EXPECT_EQ(FloatFormat::format(100.0f), "100.0");
    EXPECT_EQ(FloatFormat::format(0.00012f), "0.00012");
}

TEST(FloatFormat, ScientificOutsideRange) {
    EXPECT_EQ(FloatFormat::format(1e16f), "1e16");
    EXPECT_EQ(FloatFormat::format(1.5e16f), "1.5e16");
    EXPECT_EQ(FloatFormat::format(-1.5e16f), "-1.5e16");
    EXPECT_EQ(FloatFormat::format(9.999e-5f), "9.999e-5");
    EXPECT_EQ(FloatFormat::format(9.999999e-5f), "9.999999e-5");
    EXPECT_EQ(FloatFormat::format(1.5e-5f), "1.5e-5");
    EXPECT_EQ(FloatFormat::format(std::numeric_limits<float>::max()), "3.4028235e38");
    EXPECT_EQ(FloatFormat::format(std::numeric_limits<float>::min()), "1.1754944e-38");
    EXPECT_EQ(FloatFormat::format(std::numeric_limits<float>::denorm_min()), "1e-45");
    EXPECT_EQ(FloatFormat::format(-1e-10f), "-1e-10");
    EXPECT_EQ(FloatFormat::format(2.5e-7f), "2.5e-7");
    EXPECT_EQ(FloatFormat::format(5.9604645e-8f), "5.9604645e-8");
    EXPECT_EQ(FloatFormat::format(fromBits(0x00010000u)), "9.1835e-41");
}

TEST(FloatFormat, EveryOutputRoundTrips) {
    // Sweep a spread of bit patterns: the printed text must parse back to the same float and
    // must use the layout the magnitude calls for.
    for (std::uint64_t b = 1; b < 0x7F800000u; b += 0x00012345u) {
        const float f = fromBits(static_cast<std::uint32_t>(b));
        const std::string text = FloatFormat::format(f);
        EXPECT_EQ(std::strtof(text.c_str(), nullptr), f) << text;
        const bool plain = f >= 1e-4f && f < 1e16f;
        EXPECT_EQ(text.find('e') == std::string::npos, plain) << text;
        if (plain) {
            EXPECT_NE(text.find('.'), std::string::npos) << text;
        }
    }
}

TEST(FloatFormat, ExactTiesRoundUpInMagnitude) {
    // docs/reference/command-line.md §3.3: the exact value lies halfway between the two shortest
    // candidates; the reference prints the one rounded up in magnitude (std::to_chars alone picks
    // the even one).
    EXPECT_EQ(FloatFormat::format(4.11328125f), "4.1132813");
    EXPECT_EQ(FloatFormat::format(-4.11328125f), "-4.1132813");
    EXPECT_EQ(FloatFormat::format(3.03515625f), "3.0351563");
    EXPECT_EQ(FloatFormat::format(0.000244140625f), "0.00024414063");
    EXPECT_EQ(FloatFormat::format(fromBits(0x3B200000u)), "0.0024414063"); // a bf16 value
    // Not ties: the nearest shortest candidate, whichever way it rounds.
    EXPECT_EQ(FloatFormat::format(4.1132817f), "4.1132817");
    EXPECT_EQ(FloatFormat::format(0.1f), "0.1");
    EXPECT_EQ(FloatFormat::format(2.5f), "2.5");
}
