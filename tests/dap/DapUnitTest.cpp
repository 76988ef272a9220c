// The adapter's own pieces in-process: number formats and parsing, base64, hit conditions,
// breakpoint verification against an assembled kernel, and stops in words.

#include "Base64.h"
#include "DapBreakpoints.h"
#include "DapFormat.h"
#include "DapStops.h"

#include "asm/Assembler.h"

#include <gtest/gtest.h>

namespace wave::dap {
namespace {

TEST(DapFormat, WordsShowBitsSignedAndFloat) {
    EXPECT_EQ(DapFormat::word(0x3f800000u), "0x3f800000 (1065353216, 1.0f)");
    EXPECT_EQ(DapFormat::word(0xffffffffu), "0xffffffff (-1, NaN)");
    EXPECT_EQ(DapFormat::word(0xff800000u), "0xff800000 (-8388608, -inf)");
    EXPECT_EQ(DapFormat::mask(0xffffu, 32), "0x0000ffff (16 of 32 lanes)");
}

TEST(DapFormat, ParsesWhatTheUserTypes) {
    EXPECT_EQ(DapFormat::parseWord("42"), 42u);
    EXPECT_EQ(DapFormat::parseWord("-1"), 0xffffffffu);
    EXPECT_EQ(DapFormat::parseWord("0x2A"), 42u);
    EXPECT_EQ(DapFormat::parseWord("0b101"), 5u);
    EXPECT_EQ(DapFormat::parseWord("1.5"), 0x3fc00000u);
    EXPECT_EQ(DapFormat::parseWord("2f"), 0x40000000u);
    EXPECT_EQ(DapFormat::parseWord("0x3f800000 (1065353216, 1.0f)"), 0x3f800000u);
    EXPECT_FALSE(DapFormat::parseWord("r3"));
    EXPECT_FALSE(DapFormat::parseWord("0x1ffffffff"));
    EXPECT_FALSE(DapFormat::parseWord(""));
}

TEST(Base64, RoundTripsEveryLength) {
    std::vector<std::uint8_t> bytes;
    for (int n = 0; n < 20; ++n) {
        EXPECT_EQ(Base64::decode(Base64::encode(bytes)), bytes) << n;
        bytes.push_back(static_cast<std::uint8_t>(n * 37 + 200));
    }
    EXPECT_EQ(Base64::encode(std::vector<std::uint8_t>{'M', 'a'}), "TWE=");
    EXPECT_FALSE(Base64::decode("!!!!"));
    EXPECT_FALSE(Base64::decode("A"));
}

TEST(HitCondition, EveryOperator) {
    EXPECT_EQ(hitConditionMet("3", 3), true);
    EXPECT_EQ(hitConditionMet("3", 4), false);
    EXPECT_EQ(hitConditionMet(">= 3", 4), true);
    EXPECT_EQ(hitConditionMet("> 3", 3), false);
    EXPECT_EQ(hitConditionMet("<2", 1), true);
    EXPECT_EQ(hitConditionMet("<= 2", 3), false);
    EXPECT_EQ(hitConditionMet("% 2", 4), true);
    EXPECT_EQ(hitConditionMet("% 0", 4), false);
    EXPECT_FALSE(hitConditionMet("often", 1).has_value());
}

LoadedProgram assembled(const std::string& text) {
    assembler::AssemblyResult r = assembler::Assembler::assemble(text, "k.wave");
    LoadedProgram p;
    p.programPath = p.sourcePath = "/tmp/k.wave";
    p.sourceText = text;
    p.program = std::make_shared<isa::Program>(r.program);
    p.sourceMap = std::make_shared<isa::SourceMap>(r.sourceMap);
    return p;
}

JsonValue lineBreakpoints(std::initializer_list<std::pair<int, std::string>> lines) {
    JsonValue list = JsonValue::array();
    for (const auto& [line, condition] : lines)
        list.push(JsonValue::object()
                      .set("line", JsonValue::number(line))
                      .set("condition", JsonValue::string(condition)));
    return JsonValue::object()
        .set("source", JsonValue::object().set("path", JsonValue::string("/tmp/k.wave")))
        .set("breakpoints", std::move(list));
}

TEST(DapBreakpoints, LinesMoveToCodeAndBadConditionsAreRefusedWithTheirColumn) {
    const LoadedProgram p = assembled(".kernel k\n\n    mov_imm r1, 2\nf1:\n    iadd r2, r1, r1\n"
                                      "    halt\n.end\n");
    DapBreakpoints b;
    const JsonValue body =
        b.setSource(lineBreakpoints({{2, ""}, {5, "r1 = 2"}, {40, ""}, {4, "lane == 3"}}), &p);
    const auto& list = body.member("breakpoints")->elements;
    ASSERT_EQ(list.size(), 4u);
    EXPECT_TRUE(list[0].member("verified")->toBool().value());
    EXPECT_EQ(list[0].intMember("line"), 3);
    EXPECT_FALSE(list[1].member("verified")->toBool().value());
    EXPECT_EQ(list[1].stringMember("message").value_or(""),
              "condition: column 4: unexpected '=': use '==' to compare");
    EXPECT_FALSE(list[2].member("verified")->toBool().value());
    EXPECT_EQ(list[2].stringMember("message").value_or(""), "no instruction at or after line 40");
    EXPECT_EQ(list[3].intMember("line"), 5);
    EXPECT_EQ(b.definitions().size(), 2u);

    // A label by name: its first instruction's line.
    const JsonValue f = b.setFunctions(
        JsonValue::object().set(
            "breakpoints", JsonValue::array()
                               .push(JsonValue::object().set("name", JsonValue::string("f1")))
                               .push(JsonValue::object().set("name", JsonValue::string("k")))
                               .push(JsonValue::object().set("name", JsonValue::string("zz")))),
        &p);
    const auto& fl = f.member("breakpoints")->elements;
    EXPECT_TRUE(fl[0].member("verified")->toBool().value());
    EXPECT_TRUE(fl[1].member("verified")->toBool().value());
    EXPECT_FALSE(fl[2].member("verified")->toBool().value());
    EXPECT_EQ(b.definitions().size(), 4u);
}

debug::BreakpointStatus statusOf(std::uint32_t id, std::uint32_t line, std::uint64_t hits = 0,
                                 std::string problem = {}) {
    debug::BreakpointStatus s;
    s.id = id;
    s.line = line;
    s.hits = hits;
    s.problem = std::move(problem);
    return s;
}

std::vector<std::uint32_t> idsOf(const std::vector<debug::BreakpointDefinition>& list) {
    std::vector<std::uint32_t> ids;
    for (const auto& d : list)
        ids.push_back(d.id);
    return ids;
}

// The workspace's breakpoints are armed under their ids, announced (`new`) where the engine
// put them, replaced by the client's list for their source (`removed`), and the engine's
// records of every breakpoint afterwards (hits, problems) go out as `changed` events with the
// ids the responses gave.
TEST(DapBreakpoints, SavedBreakpointsAreAnnouncedReplacedAndTheEngineRecordsChangeThem) {
    const LoadedProgram p = assembled(".kernel k\n\n    mov_imm r1, 2\nf1:\n    iadd r2, r1, r1\n"
                                      "    halt\n.end\n");
    DapBreakpoints b;
    debug::BreakpointSpec line; // line 2 is empty: the engine puts it on line 3
    line.line = 2;
    line.condition = "lane == 3";
    debug::BreakpointSpec watch;
    watch.kind = debug::BreakpointKind::Watch;
    watch.space = debug::MemorySpace::Device;
    watch.address = 0x40;
    b.adoptSaved({{4, line}, {9, watch}}, p.sourcePath, 12);
    EXPECT_EQ(idsOf(b.definitions()), (std::vector<std::uint32_t>{4, 9}));
    EXPECT_TRUE(b.takeEvents().empty()); // nothing is said before the engine has resolved them

    b.onStatus({statusOf(4, 3), statusOf(9, 0)});
    std::vector<JsonValue> events = b.takeEvents();
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(events[0].stringMember("reason"), "new");
    const JsonValue& first = *events[0].member("breakpoint");
    EXPECT_EQ(first.intMember("id"), 4);
    EXPECT_EQ(first.intMember("line"), 3);
    EXPECT_TRUE(first.member("verified")->toBool().value());
    EXPECT_EQ(first.member("source")->stringMember("path"), p.sourcePath);
    EXPECT_NE(first.stringMember("message").value_or("").find("if lane == 3"), std::string::npos);
    EXPECT_EQ(events[1].member("breakpoint")->intMember("id"), 9);
    EXPECT_FALSE(events[1].member("breakpoint")->member("line"));

    // The client's list for the source replaces the saved line breakpoint; the watch stays.
    const JsonValue body = b.setSource(lineBreakpoints({{5, ""}}), &p);
    EXPECT_EQ(body.member("breakpoints")->elements[0].intMember("id"), 12);
    events = b.takeEvents();
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].stringMember("reason"), "removed");
    EXPECT_EQ(events[0].member("breakpoint")->intMember("id"), 4);
    EXPECT_EQ(idsOf(b.definitions()), (std::vector<std::uint32_t>{9, 12}));

    // A record of the list before is stale; the new list's record changes nothing yet.
    b.onStatus({statusOf(4, 3, 1), statusOf(9, 0)});
    b.onStatus({statusOf(9, 0), statusOf(12, 5)});
    EXPECT_TRUE(b.takeEvents().empty());
    // A hit, then the engine finding a problem: `changed`, under the response's id.
    b.onStatus({statusOf(9, 0), statusOf(12, 5, 1)});
    b.onStatus({statusOf(9, 0), statusOf(12, 5, 1, "no instruction at or after line 5")});
    events = b.takeEvents();
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(events[0].stringMember("reason"), "changed");
    EXPECT_EQ(events[0].member("breakpoint")->intMember("id"), 12);
    EXPECT_EQ(events[0].member("breakpoint")->stringMember("message"), "hit 1 time");
    EXPECT_FALSE(events[1].member("breakpoint")->member("verified")->toBool().value());
}

TEST(DapStops, ADeadlockSaysTheVerdictInWords) {
    debug::StopInfo stop;
    stop.reason = debug::StopReason::Deadlock;
    stop.wave = 0;
    stop.message = "wave 1 never reaches the barrier at line 25: ...";
    debug::Verdict v;
    v.sentences = {"wave 1 never reaches the barrier at line 25: none of its lanes entered the "
                   "`if` at line 22; wave 0 waits there"};
    stop.verdict = v;
    const JsonValue body = DapStops::stoppedBody(stop, DapStops::reasonOf(stop), {});
    EXPECT_EQ(body.stringMember("reason"), "exception");
    EXPECT_EQ(body.stringMember("description"), stop.message);
    EXPECT_EQ(body.stringMember("text"), v.sentences[0]);
    EXPECT_EQ(body.intMember("threadId"), 1);
    EXPECT_EQ(DapStops::exceptionInfo(stop).stringMember("exceptionId"), "deadlock");
}

} // namespace
} // namespace wave::dap
