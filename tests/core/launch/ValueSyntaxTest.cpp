// RustNumber and OptionSpec: the value syntax of docs/reference/command-line.md §3.1 and the exact
// error texts of docs/reference/execution-model.md §12.
#include "launch/OptionSpec.h"
#include "launch/RustNumber.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

using namespace wave::launch;

namespace {
std::string unsignedError(const std::string& text, std::uint64_t max = UINT64_MAX) {
    std::uint64_t v = 0;
    std::string error;
    return RustNumber::parseUnsigned(text, max, v, error) ? "ok " + std::to_string(v) : error;
}
std::string offsetResult(const std::string& text) {
    std::uint64_t v = 0;
    std::string error;
    return RustNumber::parseOffset(text, v, error) ? "ok " + std::to_string(v) : error;
}
std::uint32_t floatBits(const std::string& text, std::string* error = nullptr) {
    float f = 0.0f;
    std::string e;
    if (!RustNumber::parseFloat(text, f, e)) {
        if (error)
            *error = e;
        return 0xDEADBEEFu;
    }
    std::uint32_t bits = 0;
    std::memcpy(&bits, &f, sizeof bits);
    return bits;
}
} // namespace

TEST(RustNumber, UnsignedLikeRust) {
    EXPECT_EQ(unsignedError("42"), "ok 42");
    EXPECT_EQ(unsignedError("+42"), "ok 42");
    EXPECT_EQ(unsignedError("007"), "ok 7");
    EXPECT_EQ(unsignedError(""), "cannot parse integer from empty string");
    EXPECT_EQ(unsignedError("+"), "invalid digit found in string");
    EXPECT_EQ(unsignedError("-"), "invalid digit found in string");
    EXPECT_EQ(unsignedError("-1"), "invalid digit found in string");
    EXPECT_EQ(unsignedError("1a"), "invalid digit found in string");
    EXPECT_EQ(unsignedError(" 1"), "invalid digit found in string");
    EXPECT_EQ(unsignedError("0x10"), "invalid digit found in string");
    EXPECT_EQ(unsignedError("4294967295", UINT32_MAX), "ok 4294967295");
    EXPECT_EQ(unsignedError("4294967296", UINT32_MAX), "number too large to fit in target type");
    EXPECT_EQ(unsignedError("256", UINT8_MAX), "number too large to fit in target type");
    EXPECT_EQ(unsignedError("18446744073709551615"), "ok 18446744073709551615");
    EXPECT_EQ(unsignedError("18446744073709551616"), "number too large to fit in target type");
    // Digits are checked one by one: an overflow before a bad character wins.
    EXPECT_EQ(unsignedError("99999999999x", UINT32_MAX), "number too large to fit in target type");
}

TEST(RustNumber, Offsets) {
    EXPECT_EQ(offsetResult("64"), "ok 64");
    EXPECT_EQ(offsetResult("0x40"), "ok 64");
    EXPECT_EQ(offsetResult("0X4a"), "ok 74");
    EXPECT_EQ(offsetResult("0xFFFFFFFFFFFFFFFF"), "ok 18446744073709551615");
    EXPECT_EQ(offsetResult("0x"), "invalid hex offset: cannot parse integer from empty string");
    EXPECT_EQ(offsetResult("0xg"), "invalid hex offset: invalid digit found in string");
    EXPECT_EQ(offsetResult("0x10000000000000000"),
              "invalid hex offset: number too large to fit in target type");
    EXPECT_EQ(offsetResult(""), "invalid offset: cannot parse integer from empty string");
    EXPECT_EQ(offsetResult("abc"), "invalid offset: invalid digit found in string");
    EXPECT_EQ(offsetResult("x10"), "invalid offset: invalid digit found in string");
}

TEST(RustNumber, Floats) {
    EXPECT_EQ(floatBits("1"), 0x3F800000u);
    EXPECT_EQ(floatBits("0.5"), 0x3F000000u);
    EXPECT_EQ(floatBits("+2."), 0x40000000u);
    EXPECT_EQ(floatBits(".5"), 0x3F000000u);
    EXPECT_EQ(floatBits("-1e3"), 0xC47A0000u);
    EXPECT_EQ(floatBits("1E-1"), 0x3DCCCCCDu);
    EXPECT_EQ(floatBits("0.1"), 0x3DCCCCCDu); // correctly rounded, not via double
    EXPECT_EQ(floatBits("inf"), 0x7F800000u);
    EXPECT_EQ(floatBits("-Infinity"), 0xFF800000u);
    EXPECT_EQ(floatBits("1e39"), 0x7F800000u);
    EXPECT_EQ(floatBits("1e-50"), 0x00000000u);
    EXPECT_EQ(floatBits("1e-45"), 0x00000001u);
    // 16777217 lies exactly between two f32 values: ties to even.
    EXPECT_EQ(floatBits("16777217"), 0x4B800000u);
    {
        float f = 0.0f;
        std::string e;
        ASSERT_TRUE(RustNumber::parseFloat("NaN", f, e));
        EXPECT_TRUE(std::isnan(f));
    }
    std::string error;
    floatBits("", &error);
    EXPECT_EQ(error, "cannot parse float from empty string");
    for (const char* bad :
         {"x", ".", "1e", "1e+", "0x10", " 1", "1 ", "nan(1)", "--1", "1.5f", "in"}) {
        error.clear();
        EXPECT_EQ(floatBits(bad, &error), 0xDEADBEEFu) << bad;
        EXPECT_EQ(error, "invalid float literal") << bad;
    }
}

TEST(OptionSpec, Dims) {
    std::array<std::uint32_t, 3> d{};
    std::string e;
    ASSERT_TRUE(OptionSpec::parseDims("grid", "4,2,1", d, e));
    EXPECT_EQ(d, (std::array<std::uint32_t, 3>{4, 2, 1}));
    EXPECT_FALSE(OptionSpec::parseDims("grid", "4,2", d, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --grid: expected 3 comma-separated values, got 2");
    EXPECT_FALSE(OptionSpec::parseDims("workgroup", "", d, e));
    EXPECT_EQ(e,
              "invalid WBIN file: invalid --workgroup: expected 3 comma-separated values, got 1");
    EXPECT_FALSE(OptionSpec::parseDims("grid", "1,2,3,4", d, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --grid: expected 3 comma-separated values, got 4");
    EXPECT_FALSE(OptionSpec::parseDims("grid", "a,1,1", d, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --grid: invalid x: invalid digit found in string");
    EXPECT_FALSE(OptionSpec::parseDims("workgroup", "1,,1", d, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --workgroup: invalid y: cannot parse integer from "
                 "empty string");
    EXPECT_FALSE(OptionSpec::parseDims("grid", "1,1,4294967296", d, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --grid: invalid z: number too large to fit in "
                 "target type");
    EXPECT_FALSE(OptionSpec::parseDims("grid", "1, 1,1", d, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --grid: invalid y: invalid digit found in string");
}

TEST(OptionSpec, SetReg) {
    SetRegSpec s;
    std::string e;
    ASSERT_TRUE(OptionSpec::parseSetReg("2:0x100000005", s, e));
    EXPECT_EQ(s.reg, 2);
    EXPECT_EQ(s.value, 5u); // truncated to 32 bits
    ASSERT_TRUE(OptionSpec::parseSetReg("255:7", s, e));
    EXPECT_EQ(s.reg, 255);
    EXPECT_FALSE(OptionSpec::parseSetReg("3", s, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --set-reg: expected format REG:VALUE");
    EXPECT_FALSE(OptionSpec::parseSetReg("256:1", s, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --set-reg: invalid register: number too large to "
                 "fit in target type");
    EXPECT_FALSE(OptionSpec::parseSetReg("r1:1", s, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --set-reg: invalid register: invalid digit found in "
                 "string");
    EXPECT_FALSE(OptionSpec::parseSetReg("1:x", s, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --set-reg: invalid offset: invalid digit found in "
                 "string");
    EXPECT_FALSE(OptionSpec::parseSetReg("1:0xq", s, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --set-reg: invalid hex offset: invalid digit found "
                 "in string");
    EXPECT_FALSE(OptionSpec::parseSetReg("1:2:3", s, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --set-reg: invalid offset: invalid digit found in "
                 "string");
}

TEST(OptionSpec, Fills) {
    FillSpec f;
    std::string e;
    ASSERT_TRUE(OptionSpec::parseFill(true, "0x40:f16:4:0.5", f, e));
    EXPECT_EQ(f.offset, 64u);
    EXPECT_EQ(f.type, ElementType::F16);
    EXPECT_EQ(f.count, 4u);
    EXPECT_EQ(f.scale, 0.5f);
    ASSERT_TRUE(OptionSpec::parseFill(true, "0:u8:3", f, e));
    EXPECT_EQ(f.scale, 1.0f);
    EXPECT_EQ(f.type, ElementType::U8);
    ASSERT_TRUE(OptionSpec::parseFill(false, "8:bf16:2", f, e));
    EXPECT_EQ(f.type, ElementType::BF16);

    EXPECT_FALSE(OptionSpec::parseFill(false, "8:u32", f, e));
    EXPECT_EQ(e, "invalid WBIN file: --fill-zero expects OFFSET:TYPE:COUNT, got '8:u32'");
    EXPECT_FALSE(OptionSpec::parseFill(false, "8:u32:2:1", f, e));
    EXPECT_EQ(e, "invalid WBIN file: --fill-zero expects OFFSET:TYPE:COUNT, got '8:u32:2:1'");
    EXPECT_FALSE(OptionSpec::parseFill(true, "1:2:3:4:5", f, e));
    EXPECT_EQ(e,
              "invalid WBIN file: --fill-iota expects OFFSET:TYPE:COUNT[:SCALE], got '1:2:3:4:5'");
    EXPECT_FALSE(OptionSpec::parseFill(false, "z:u32:2", f, e));
    EXPECT_EQ(e, "invalid WBIN file: --fill-zero offset: invalid offset: invalid digit found in "
                 "string");
    EXPECT_FALSE(OptionSpec::parseFill(true, "0x:f32:2", f, e));
    EXPECT_EQ(e, "invalid WBIN file: --fill-iota offset: invalid hex offset: cannot parse integer "
                 "from empty string");
    EXPECT_FALSE(OptionSpec::parseFill(false, "0:u32:0x2", f, e));
    EXPECT_EQ(e, "invalid WBIN file: --fill-zero count: invalid digit found in string");
    EXPECT_FALSE(OptionSpec::parseFill(true, "0:f32:", f, e));
    EXPECT_EQ(e, "invalid WBIN file: --fill-iota count: cannot parse integer from empty string");
    EXPECT_FALSE(OptionSpec::parseFill(true, "0:f32:2:abc", f, e));
    EXPECT_EQ(e, "invalid WBIN file: --fill-iota scale: invalid float literal");
    EXPECT_FALSE(OptionSpec::parseFill(true, "0:f32:2:", f, e));
    EXPECT_EQ(e, "invalid WBIN file: --fill-iota scale: cannot parse float from empty string");
    EXPECT_FALSE(OptionSpec::parseFill(true, "0:f64:2", f, e));
    EXPECT_EQ(e, "invalid WBIN file: --fill-iota type: unknown TYPE 'f64' (expected one of u8, "
                 "u16, u32, i32, f32, f16, bf16)");
    EXPECT_FALSE(OptionSpec::parseFill(false, "0:U32:2", f, e));
    EXPECT_EQ(e, "invalid WBIN file: --fill-zero type: unknown TYPE 'U32' (expected one of u8, "
                 "u16, u32, i32, f32, f16, bf16)");
    // The reference's checks come first: a bad count is reported before a bad TYPE.
    EXPECT_FALSE(OptionSpec::parseFill(false, "0:what:x", f, e));
    EXPECT_EQ(e, "invalid WBIN file: --fill-zero count: invalid digit found in string");
}

TEST(OptionSpec, Args) {
    ArgSpec a;
    std::string e;
    ASSERT_TRUE(OptionSpec::parseArg("20:dir/a:b.data", a, e));
    EXPECT_EQ(a.offset, 20u);
    EXPECT_EQ(a.path, "dir/a:b.data"); // split at the first ':' only
    EXPECT_FALSE(OptionSpec::parseArg("file.data", a, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --arg: expected format OFFSET:FILE");
    EXPECT_FALSE(OptionSpec::parseArg("x:file", a, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --arg: invalid offset: invalid digit found in string");
}

TEST(OptionSpec, DumpMemoryRange) {
    RangeSpec r;
    std::string e;
    ASSERT_TRUE(OptionSpec::parseRange("0:0x80", r, e));
    EXPECT_EQ(r.start, 0u);
    EXPECT_EQ(r.end, 128u);
    EXPECT_FALSE(OptionSpec::parseRange("16", r, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --dump-memory: expected format START:END");
    EXPECT_FALSE(OptionSpec::parseRange("16:16", r, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --dump-memory: END must be greater than START");
    EXPECT_FALSE(OptionSpec::parseRange("16:8", r, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --dump-memory: END must be greater than START");
    EXPECT_FALSE(OptionSpec::parseRange("q:8", r, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --dump-memory: invalid offset: invalid digit found "
                 "in string");
    EXPECT_FALSE(OptionSpec::parseRange("0:0xz", r, e));
    EXPECT_EQ(e, "invalid WBIN file: invalid --dump-memory: invalid hex offset: invalid digit "
                 "found in string");
}

TEST(OptionSpec, Dumps) {
    DumpSpec d;
    std::string e;
    ASSERT_TRUE(OptionSpec::parseDump("dump-u32", "0x60:8", d, e));
    EXPECT_EQ(d.offset, 96u);
    EXPECT_EQ(d.count, 8u);
    EXPECT_FALSE(OptionSpec::parseDump("dump-f16", "12", d, e));
    EXPECT_EQ(e, "invalid WBIN file: --dump-f16 expects OFFSET:COUNT, got '12'");
    EXPECT_FALSE(OptionSpec::parseDump("dump-f32", "y:1", d, e));
    EXPECT_EQ(e, "invalid WBIN file: --dump-f32 offset: invalid offset: invalid digit found in "
                 "string");
    EXPECT_FALSE(OptionSpec::parseDump("dump-bf16", "0:0x4", d, e));
    EXPECT_EQ(e, "invalid WBIN file: --dump-bf16 count: invalid digit found in string");
    EXPECT_FALSE(OptionSpec::parseDump("dump-u32", "0:1:2", d, e));
    EXPECT_EQ(e, "invalid WBIN file: --dump-u32 count: invalid digit found in string");
}
