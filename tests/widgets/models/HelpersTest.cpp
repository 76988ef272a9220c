// Lane statuses, masks in words, register formats and "explain this step".

#include "TestSnapshots.h"

#include "models/LaneStatus.h"
#include "models/MaskText.h"
#include "models/RegisterFormat.h"
#include "models/StepExplainer.h"

#include <QTest>

using namespace wave;
using namespace wave::widgets;
using wave::widgets::test::copy;
using wave::widgets::test::ifFrame;
using wave::widgets::test::loopFrame;
using wave::widgets::test::makeSnapshot;

class HelpersTest : public QObject {
    Q_OBJECT
private slots:
    void laneStatuses();
    void laneStatusesNested();
    void maskText();
    void formats();
    void parse();
    void explainIf();
    void explainBarrierAndPop();
    void explainRegistersAndLoop();
    void explainGroupsAndRuns();
    void explainGoingBack();
};

void HelpersTest::laneStatuses() {
    debug::WaveSnapshot w;
    w.initialMask = 0x7F; // lane 7 does not exist
    w.liveMask = 0x3F;    // lane 6 halted
    w.activeMask = 0x03;
    w.frames.push_back(loopFrame(4, 0x3F, 0x04, 0x08)); // lane 2 broke, lane 3 continued
    w.frames.push_back(ifFrame(6, 0x33, 0x03));         // lanes 4, 5 wait for else
    QCOMPARE(LaneStatusInfo::status(w, 0), LaneStatus::Active);
    QCOMPARE(LaneStatusInfo::status(w, 2), LaneStatus::Broken);
    QCOMPARE(LaneStatusInfo::status(w, 3), LaneStatus::Continued);
    QCOMPARE(LaneStatusInfo::status(w, 4), LaneStatus::OffInThen);
    QCOMPARE(LaneStatusInfo::status(w, 6), LaneStatus::Halted);
    QCOMPARE(LaneStatusInfo::status(w, 7), LaneStatus::NotLaunched);
    QCOMPARE(LaneStatusInfo::status(w, 63), LaneStatus::NotLaunched);
    QCOMPARE(LaneStatusInfo::name(LaneStatus::OffInElse), QStringLiteral("off in else"));
}

void HelpersTest::laneStatusesNested() {
    // Outer if in its else side: lanes 0-3 ran then and wait. Inner if inside the else.
    debug::WaveSnapshot w;
    w.initialMask = w.liveMask = 0xFF;
    w.activeMask = 0x30;
    w.frames.push_back(ifFrame(4, 0xFF, 0x0F, true));
    w.frames.push_back(ifFrame(8, 0xF0, 0x30)); // lanes 6, 7 wait for the inner else
    QCOMPARE(LaneStatusInfo::status(w, 1), LaneStatus::OffInElse);
    QCOMPARE(LaneStatusInfo::status(w, 4), LaneStatus::Active);
    QCOMPARE(LaneStatusInfo::status(w, 6), LaneStatus::OffInThen);
    w.frames.clear();
    QCOMPARE(LaneStatusInfo::status(w, 6), LaneStatus::Inactive); // light snapshot: no reason
}

void HelpersTest::maskText() {
    QCOMPARE(MaskText::ranges(0xF0, 8), QStringLiteral("4\u20137"));
    QCOMPARE(MaskText::ranges(0b1011'0001, 8), QStringLiteral("0, 4\u20135, 7"));
    QCOMPARE(MaskText::lanes(0xF0, 8), QStringLiteral("lanes 4\u20137"));
    QCOMPARE(MaskText::lanes(0x20, 8), QStringLiteral("lane 5"));
    QCOMPARE(MaskText::lanes(0xFF, 8), QStringLiteral("all 8 lanes"));
    QCOMPARE(MaskText::lanes(0, 8), QStringLiteral("no lane"));
    QCOMPARE(MaskText::lanes(~0ull, 64), QStringLiteral("all 64 lanes"));
    QCOMPARE(MaskText::ranges(0xF00, 8), QString()); // beyond the width
    QCOMPARE(MaskText::waves({0, 2, 3}), QStringLiteral("waves 0, 2, 3"));
}

void HelpersTest::formats() {
    using F = RegisterFormat;
    QCOMPARE(F::format(0xFFFFFFFFu, F::Hex), QStringLiteral("0xffffffff"));
    QCOMPARE(F::format(0xFFFFFFFFu, F::Signed), QStringLiteral("-1"));
    QCOMPARE(F::format(0xFFFFFFFFu, F::Unsigned), QStringLiteral("4294967295"));
    QCOMPARE(F::format(0x3DCCCCCDu, F::F32), QStringLiteral("0.1"));
    QCOMPARE(F::format(0x7F800000u, F::F32), QStringLiteral("inf"));
    QCOMPARE(F::format(0x7FC00000u, F::F32), QStringLiteral("nan"));
    QCOMPARE(F::format(0xC0003C00u, F::F16x2), QStringLiteral("1, -2"));
    QCOMPARE(F::format(0xC0003F80u, F::BF16x2), QStringLiteral("1, -2"));
    QCOMPARE(F::format(0x00000000u, F::F64Pair, 0x3FF00000u), QStringLiteral("1"));
    QVERIFY(F::allFormats(0x3F800000u, 0, false).contains(QStringLiteral("f32: 1")));
    QVERIFY(!F::allFormats(0x3F800000u, 0, false).contains(QStringLiteral("f64")));
}

void HelpersTest::parse() {
    using F = RegisterFormat;
    QCOMPARE(F::parse(QStringLiteral("0x2A"), F::Hex).value(), 42ull);
    QCOMPARE(F::parse(QStringLiteral("ff"), F::Hex).value(), 255ull);
    QVERIFY(!F::parse(QStringLiteral("1ffffffff"), F::Hex));
    QCOMPARE(F::parse(QStringLiteral("-1"), F::Signed).value(), 0xFFFFFFFFull);
    QVERIFY(!F::parse(QStringLiteral("2147483648"), F::Signed));
    QCOMPARE(F::parse(QStringLiteral("4294967295"), F::Unsigned).value(), 0xFFFFFFFFull);
    QVERIFY(!F::parse(QStringLiteral("-1"), F::Unsigned));
    QCOMPARE(F::parse(QStringLiteral("1.5"), F::F32).value(), 0x3FC00000ull);
    QCOMPARE(F::parse(QStringLiteral("1, -2"), F::F16x2).value(), 0xC0003C00ull);
    QCOMPARE(F::parse(QStringLiteral("1,-2"), F::BF16x2).value(), 0xC0003F80ull);
    QCOMPARE(F::parse(QStringLiteral("1"), F::F64Pair).value(), 0x3FF0000000000000ull);
    QVERIFY(!F::parse(QStringLiteral("x"), F::F32));
    QVERIFY(!F::parse(QStringLiteral("1"), F::F16x2));
}

void HelpersTest::explainIf() {
    StepExplainer ex;
    ex.setSource(QStringLiteral("l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\n    if p1        ; only some\n"));
    auto before = makeSnapshot(1, 8, 2);
    before->waves[0].frames.push_back(loopFrame(4, 0xFF, 0));
    before->waves[0].line = 9;
    auto after = copy(*before);
    after->waves[0].issued = 1;
    after->waves[0].line = 10;
    after->waves[0].activeMask = 0x0F;
    after->waves[0].frames.push_back(ifFrame(9, 0xFF, 0x0F));
    QCOMPARE(ex.explainLine(*before, *after),
             QStringLiteral("`if p1` at line 9: lanes 4\u20137 go to else; frame 2 pushed"));
}

void HelpersTest::explainBarrierAndPop() {
    StepExplainer ex;
    auto before = makeSnapshot(3, 8, 2);
    before->waves[1].status = emu::WaveStatus::AtBarrier;
    before->waves[0].line = 14;
    auto after = copy(*before);
    after->waves[0].issued = 1;
    after->waves[0].status = emu::WaveStatus::AtBarrier;
    QCOMPARE(ex.explainLine(*before, *after),
             QStringLiteral("wave 0, line 14: waits at the barrier (2 of 3 waves arrived)"));

    auto b2 = makeSnapshot(1, 8, 2);
    b2->waves[0].frames.push_back(ifFrame(9, 0xFF, 0x0F, true));
    b2->waves[0].activeMask = 0xF0;
    b2->waves[0].line = 12;
    auto a2 = copy(*b2);
    a2->waves[0].issued = 1;
    a2->waves[0].frames.clear();
    a2->waves[0].activeMask = 0xFF;
    QCOMPARE(ex.explainLine(*b2, *a2),
             QStringLiteral("line 12: all 8 lanes rejoin; frame 1 popped"));
}

void HelpersTest::explainRegistersAndLoop() {
    StepExplainer ex;
    auto before = makeSnapshot(1, 8, 4);
    before->waves[0].frames.push_back(loopFrame(4, 0xFF, 0));
    before->waves[0].line = 7;
    auto after = copy(*before);
    after->waves[0].issued = 1;
    after->waves[0].frames[0].breakMask = 0xC0;
    after->waves[0].activeMask = 0x3F;
    after->waves[0].predicates[2] = 0xC0;
    after->waves[0].registers[3 * 8 + 1] = 5; // r3 lane 1
    QCOMPARE(ex.explainLine(*before, *after),
             QStringLiteral("line 7: lanes 6\u20137 break out of the loop; r3 changes in lane 1; "
                            "p2 is false for every active lane"));
}

// A workgroup step where every wave did the same says it once; long runs are summed up.
void HelpersTest::explainGroupsAndRuns() {
    StepExplainer ex;
    auto before = makeSnapshot(4, 8, 2);
    for (auto& w : before->waves)
        w.line = 3;
    auto after = copy(*before);
    for (std::size_t w = 0; w < 4; ++w) {
        after->waves[w].issued = 1;
        after->waves[w].registers[1 * 8 + 0] = 7; // r1 lane 0
    }
    after->waves[3].registers[1 * 8 + 1] = 7; // wave 3 also lane 1
    QCOMPARE(ex.explainLine(*before, *after),
             QStringLiteral("waves 0\u20132, line 3: r1 changes in lane 0 \u00b7 "
                            "wave 3, line 3: r1 changes in lanes 0\u20131"));

    auto ran = copy(*before);
    ran->waves[0].issued = 40;
    ran->waves[1].issued = 30;
    ran->waves[1].status = emu::WaveStatus::AtBarrier;
    ran->waves[2].issued = 30;
    ran->waves[2].status = emu::WaveStatus::Finished;
    QCOMPARE(ex.explainLine(*before, *ran),
             QStringLiteral("3 waves ran 100 instructions (1 finished, 1 at a barrier, 1 ready)"));
    ran->waves[2].issued = 0;
    ran->waves[2].status = emu::WaveStatus::Ready;
    QCOMPARE(ex.explainLine(*before, *ran),
             QStringLiteral("wave 0 ran 40 instructions, now at line 3 \u00b7 wave 1 ran 30 "
                            "instructions and waits at the barrier at line 3"));
}

// A paused reverse continue (or any step back) went back: never "ran 18446744073706576736
// instructions".
void HelpersTest::explainGoingBack() {
    StepExplainer ex;
    auto before = makeSnapshot(2, 8, 2);
    before->step = 1000;
    for (auto& w : before->waves)
        w.issued = 500;
    auto after = copy(*before);
    after->step = 400;
    for (auto& w : after->waves)
        w.issued = 200;
    // (No English translation is loaded here: "step(s)" is the untranslated plural.) The
    // focused wave's line is named, since nothing ran forwards to explain.
    QCOMPARE(ex.explainLine(*before, *after),
             QStringLiteral("went back 600 step(s) in history, to step 400 \u00b7 wave 0 is at "
                            "line 10 again"));
}

QTEST_MAIN(HelpersTest)
#include "HelpersTest.moc"
