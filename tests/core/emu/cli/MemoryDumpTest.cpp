// MemoryDump (docs/reference/command-line.md §3.4 listing, typed dumps, bounds rule) and
// ElementTypes (typed fills, docs/reference/differences.md §5).
#include "MemoryDump.h"
#include "launch/ElementType.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

using namespace wave::cli;
using namespace wave::launch;

TEST(MemoryDump, HexListingWithShortLastLine) {
    const std::vector<std::uint8_t> bytes = {0x00, 0x00, 0x00, 0x00, 0xcd, 0xcc, 0xcc,
                                             0x3d, 0xcd, 0xcc, 0x4c, 0x3e, 0x9a, 0x99,
                                             0x99, 0x3e, 0x41, 0x42, 0x00, 0x00};
    EXPECT_EQ(MemoryDump::hex(bytes, 0, 20),
              "Device memory 0x00000000-0x00000014:\n"
              "00000000: 00 00 00 00 cd cc cc 3d  cd cc 4c 3e 9a 99 99 3e  |.......=..L>...>|\n"
              "00000010: 41 42 00 00                                       |AB..|\n");
}

TEST(MemoryDump, HexPaddingKeepsAsciiColumnAligned) {
    for (std::size_t n = 1; n <= 16; ++n) {
        const std::vector<std::uint8_t> bytes(n, 0x41);
        const std::string text = MemoryDump::hex(bytes, 0x1234, 0x1234 + n);
        const std::size_t lineStart = text.find('\n') + 1;
        EXPECT_EQ(text.substr(lineStart, 10), "00001234: ");
        EXPECT_EQ(text.find(" |", lineStart), lineStart + 10 + 49) << n;
        EXPECT_EQ(text.substr(text.size() - n - 2), std::string(n, 'A') + "|\n");
    }
    // Header with more than 8 hex digits, and the non-printable / printable boundaries.
    const std::vector<std::uint8_t> edge = {0x1f, 0x20, 0x7e, 0x7f, 0xff};
    EXPECT_EQ(MemoryDump::hex(edge, 0x100000000ull, 0x100000005ull),
              std::string("Device memory 0x100000000-0x100000005:\n") +
                  "100000000: 1f 20 7e 7f ff " + std::string(34, ' ') + " |. ~..|\n");
}

TEST(MemoryDump, TypedValues) {
    const std::vector<std::uint8_t> words = {0x00, 0x00, 0x80, 0x3f, 0xff, 0xff, 0xff, 0xff};
    EXPECT_EQ(MemoryDump::values(DumpKind::U32, words), "1065353216\n4294967295\n");
    EXPECT_EQ(MemoryDump::values(DumpKind::F32, words), "1.0\nNaN\n");
    const std::vector<std::uint8_t> halves = {0x00, 0x3c, 0x00, 0x7c, 0x01, 0x00, 0xff, 0x7b};
    EXPECT_EQ(MemoryDump::values(DumpKind::F16, halves), "1.0\ninf\n5.9604645e-8\n65504.0\n");
    const std::vector<std::uint8_t> brain = {0x80, 0x3f, 0x49, 0x40, 0x00, 0x80};
    EXPECT_EQ(MemoryDump::values(DumpKind::BF16, brain), "1.0\n3.140625\n-0.0\n");
    EXPECT_EQ(MemoryDump::values(DumpKind::U32, {}), "");
}

TEST(MemoryDump, FirstOutOfRangeByte) {
    EXPECT_EQ(MemoryDump::firstOutOfRange(64, 0, 64), std::nullopt);
    EXPECT_EQ(MemoryDump::firstOutOfRange(64, 60, 8), 64u);
    EXPECT_EQ(MemoryDump::firstOutOfRange(64, 100, 4), 100u);
    EXPECT_EQ(MemoryDump::firstOutOfRange(64, 64, 1), 64u);
    EXPECT_EQ(MemoryDump::firstOutOfRange(64, 100, 0), std::nullopt);
    EXPECT_EQ(MemoryDump::firstOutOfRange(64, 8, std::nullopt), 64u); // length overflowed
}

namespace {
std::vector<std::uint8_t> encoded(ElementType type, float v) {
    std::vector<std::uint8_t> out(ElementTypes::size(type));
    ElementTypes::encode(type, v, out.data());
    return out;
}
} // namespace

TEST(ElementTypes, NamesAndSizes) {
    const std::pair<const char*, std::size_t> expected[] = {
        {"u8", 1}, {"u16", 2}, {"u32", 4}, {"i32", 4}, {"f32", 4}, {"f16", 2}, {"bf16", 2}};
    for (const auto& [name, size] : expected) {
        const auto t = ElementTypes::parse(name);
        ASSERT_TRUE(t) << name;
        EXPECT_EQ(ElementTypes::size(*t), size) << name;
    }
    EXPECT_FALSE(ElementTypes::parse("f64"));
    EXPECT_FALSE(ElementTypes::parse(""));
    EXPECT_FALSE(ElementTypes::parse("F32"));
}

TEST(ElementTypes, EncodeConvertsAndSaturates) {
    using V = std::vector<std::uint8_t>;
    EXPECT_EQ(encoded(ElementType::U8, 7.9f), V{7});
    EXPECT_EQ(encoded(ElementType::U8, 300.0f), V{255});
    EXPECT_EQ(encoded(ElementType::U8, -3.0f), V{0});
    EXPECT_EQ(encoded(ElementType::U16, 513.0f), (V{0x01, 0x02}));
    EXPECT_EQ(encoded(ElementType::U16, 1e9f), (V{0xff, 0xff}));
    EXPECT_EQ(encoded(ElementType::U32, 4e9f), (V{0x00, 0x28, 0x6b, 0xee}));
    EXPECT_EQ(encoded(ElementType::U32, 1e10f), (V{0xff, 0xff, 0xff, 0xff}));
    EXPECT_EQ(encoded(ElementType::I32, -2.5f), (V{0xfe, 0xff, 0xff, 0xff}));
    EXPECT_EQ(encoded(ElementType::I32, -1e10f), (V{0x00, 0x00, 0x00, 0x80}));
    EXPECT_EQ(encoded(ElementType::I32, 1e10f), (V{0xff, 0xff, 0xff, 0x7f}));
    EXPECT_EQ(encoded(ElementType::I32, std::numeric_limits<float>::quiet_NaN()), (V{0, 0, 0, 0}));
    EXPECT_EQ(encoded(ElementType::F32, 1.5f), (V{0x00, 0x00, 0xc0, 0x3f}));
    EXPECT_EQ(encoded(ElementType::F16, 1.5f), (V{0x00, 0x3e}));
    EXPECT_EQ(encoded(ElementType::BF16, 1.5f), (V{0xc0, 0x3f}));
    // bf16 truncates: 1.00390625 (0x3F808000) keeps 0x3F80.
    EXPECT_EQ(encoded(ElementType::BF16, 1.00390625f), (V{0x80, 0x3f}));
}

TEST(ElementTypes, F16FillRoundsToNearestEven) {
    auto f16 = [](float v) {
        const auto b = encoded(ElementType::F16, v);
        return static_cast<unsigned>(b[0] | (b[1] << 8));
    };
    EXPECT_EQ(f16(65504.0f), 0x7BFFu);
    EXPECT_EQ(f16(65520.0f), 0x7C00u); // rounds up to inf
    EXPECT_EQ(f16(-1e10f), 0xFC00u);
    EXPECT_EQ(f16(5.9604645e-8f), 0x0001u);  // smallest subnormal
    EXPECT_EQ(f16(2.9802322e-8f), 0x0000u);  // exactly half of it: ties to even
    EXPECT_EQ(f16(8.940697e-8f), 0x0002u);   // 1.5 ulp: ties to even
    EXPECT_EQ(f16(1.00048828125f), 0x3C00u); // tie, even stays
    EXPECT_EQ(f16(1.00146484375f), 0x3C02u); // tie, odd rounds up
}

TEST(ElementTypes, F16FillAndDumpRoundTripEveryValue) {
    // Every non-NaN f16 value, widened by --dump-f16 and printed, then parsed and written by an
    // f16 fill, comes back as the same bits.
    for (std::uint32_t h = 0; h <= 0xFFFF; ++h) {
        if ((h & 0x7C00) == 0x7C00 && (h & 0x3FF) != 0)
            continue;
        const std::vector<std::uint8_t> in = {static_cast<std::uint8_t>(h),
                                              static_cast<std::uint8_t>(h >> 8)};
        std::string text = MemoryDump::values(DumpKind::F16, in);
        text.pop_back();
        const float f = text == "inf"    ? std::numeric_limits<float>::infinity()
                        : text == "-inf" ? -std::numeric_limits<float>::infinity()
                                         : std::strtof(text.c_str(), nullptr);
        EXPECT_EQ(encoded(ElementType::F16, f), in) << h << " " << text;
    }
}
