#include "FakeWave.h"

#include "debug/expr/Condition.h"
#include "debug/expr/Evaluator.h"
#include "debug/expr/Parser.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace wave::debug::expr;
using wave::debug::test::FakeWave;

namespace {

Condition compile(std::string_view text) {
    ParseError error;
    auto c = Condition::compile(text, error);
    EXPECT_TRUE(c.has_value()) << text << ": " << error.toString();
    return c ? *c : *Condition::compile("false", error);
}

Value eval(std::string_view text, const FakeWave& w, std::uint32_t lane = 0) {
    return Evaluator::evaluate(compile(text).expression(), w, lane);
}

std::int64_t evalInt(std::string_view text, const FakeWave& w, std::uint32_t lane = 0) {
    const Value v = eval(text, w, lane);
    EXPECT_NE(v.type, ValueType::Float) << text;
    return v.i;
}

} // namespace

TEST(ExpressionEval, IssueExamplesOnAHandBuiltWave) {
    FakeWave w(32);
    w.waveId = 2;
    w.setReg(5, 3, 0);
    w.setReg(4, 3, 7);
    w.setRegF(6, 4, 2.0f);
    EXPECT_EQ(compile("lane == 5 && r3 == 0").firstLane(w), 5u);
    w.setReg(5, 3, 1);
    EXPECT_FALSE(compile("lane == 5 && r3 == 0").firstLane(w).has_value());

    EXPECT_FALSE(compile("any(r3 < 0)").firstLane(w).has_value());
    w.setReg(9, 3, static_cast<std::uint32_t>(-4));
    EXPECT_TRUE(compile("any(r3 < 0)").firstLane(w).has_value());

    EXPECT_FALSE(compile("all(p1)").firstLane(w).has_value());
    for (std::uint32_t lane = 0; lane < 32; ++lane)
        w.setPred(lane, 1, true);
    EXPECT_TRUE(compile("all(p1)").firstLane(w).has_value());

    EXPECT_TRUE(compile("wave == 2").firstLane(w).has_value());
    EXPECT_EQ(compile("r4.f32 > 1.5").firstLane(w), 6u);
    EXPECT_FALSE(compile("active_lanes < 32").firstLane(w).has_value());
    w.setMask(0xFFFF);
    EXPECT_TRUE(compile("active_lanes < 32").firstLane(w).has_value());
}

TEST(ExpressionEval, OnlyActiveLanesCount) {
    FakeWave w(8);
    w.setMask(0b10100000);
    w.setPred(1, 2, true);
    w.setPred(5, 2, false);
    w.setPred(7, 2, true);
    EXPECT_EQ(compile("p2").firstLane(w), 7u);
    EXPECT_EQ(evalInt("count(p2)", w), 1);
    EXPECT_EQ(evalInt("count(true)", w), 2);
    EXPECT_EQ(evalInt("any(p2)", w), 1);
    EXPECT_EQ(evalInt("all(p2)", w), 0);
    EXPECT_EQ(evalInt("active", w, 5), 1);
    EXPECT_EQ(evalInt("active", w, 4), 0);
    EXPECT_EQ(compile("lane == 1").firstLane(w), std::nullopt); // lane 1 is inactive
    w.setMask(0);
    EXPECT_EQ(evalInt("any(true)", w), 0);
    EXPECT_EQ(evalInt("all(false)", w), 1);
    EXPECT_EQ(evalInt("active_lanes", w), 0);
    EXPECT_EQ(compile("active_lanes == 0").firstLane(w), 0u);
    EXPECT_EQ(compile("r1 == 0").firstLane(w), std::nullopt);
}

TEST(ExpressionEval, RegisterViews) {
    FakeWave w(4);
    w.setReg(0, 1, 0xFFFFFFFFu);
    EXPECT_EQ(evalInt("r1", w), -1);
    EXPECT_EQ(evalInt("r1.i32", w), -1);
    EXPECT_EQ(evalInt("r1.u32", w), 4294967295);
    EXPECT_EQ(evalInt("r1 == 0xFFFFFFFF", w), 1);
    EXPECT_EQ(evalInt("r1.u32 == 0xFFFFFFFF", w), 1);
    EXPECT_EQ(evalInt("r1 < 0", w), 1);
    EXPECT_EQ(evalInt("r1.u32 < 0", w), 0);
    w.setRegF(0, 2, -0.75f);
    const Value f = eval("r2.f32", w);
    EXPECT_EQ(f.type, ValueType::Float);
    EXPECT_DOUBLE_EQ(f.f, -0.75);
    EXPECT_EQ(evalInt("r2.f32 * 4 == -3", w), 1);
    EXPECT_EQ(evalInt("r15 + r200", w), 0); // beyond the register count reads 0
}

TEST(ExpressionEval, Arithmetic) {
    FakeWave w(4);
    EXPECT_EQ(evalInt("7 / 2", w), 3);
    EXPECT_EQ(evalInt("-7 / 2", w), -3);
    EXPECT_EQ(evalInt("-7 % 3", w), -1);
    EXPECT_EQ(evalInt("7 / 0", w), 0);
    EXPECT_EQ(evalInt("7 % 0", w), 0);
    EXPECT_EQ(evalInt("(-9223372036854775807 - 1) / -1", w), INT64_MIN);
    EXPECT_EQ(evalInt("9223372036854775807 + 1", w), INT64_MIN);
    EXPECT_EQ(evalInt("1 << 65", w), 2);
    EXPECT_EQ(evalInt("-8 >> 1", w), -4);
    EXPECT_EQ(evalInt("~0", w), -1);
    EXPECT_EQ(evalInt("6 & 3 | 8 ^ 1", w), 11);
    EXPECT_EQ(evalInt("!0 + !5", w), 1);
    EXPECT_EQ(evalInt("true + true", w), 2);
    EXPECT_EQ(evalInt("1 < 2 && 2 <= 2 && 3 > 2 && 3 >= 3 && 1 != 2", w), 1);
    const Value d = eval("1 / 0.0", w);
    EXPECT_TRUE(std::isinf(d.f));
    EXPECT_DOUBLE_EQ(eval("7.5 % 2", w).f, 1.5);
    EXPECT_DOUBLE_EQ(eval("1 + 0.5", w).f, 1.5);
    EXPECT_EQ(evalInt("0.0 / 0.0 == 0.0 / 0.0", w), 0); // NaN
    EXPECT_EQ(evalInt("0.5 && 2", w), 1);
}

TEST(ExpressionEval, ShortCircuit) {
    FakeWave w(4);
    // Division by zero is defined anyway, but || must not even need its right side.
    EXPECT_EQ(evalInt("1 || 1 / 0", w), 1);
    EXPECT_EQ(evalInt("0 && 1 / 0", w), 0);
}

TEST(ExpressionEval, Builtins) {
    FakeWave w(16);
    w.waveId = 3;
    w.workgroupId = 7;
    w.pcValue = 0x40;
    w.lineValue = 12;
    EXPECT_EQ(evalInt("lane", w, 9), 9);
    EXPECT_EQ(evalInt("wave * 100 + workgroup", w), 307);
    EXPECT_EQ(evalInt("tid_x", w, 2), 3 * 16 + 2);
    EXPECT_EQ(evalInt("wave_width", w), 16);
    EXPECT_EQ(evalInt("pc == 0x40 && line == 12", w), 1);
    EXPECT_EQ(compile("tid_x == 50").firstLane(w), 2u);
}
