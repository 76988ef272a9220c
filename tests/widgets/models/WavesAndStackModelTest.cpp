// WavesModel and DivergenceStackModel over hand-built snapshots.

#include "TestSnapshots.h"

#include "models/DivergenceStackModel.h"
#include "models/LaneStatus.h"
#include "models/ModelRoles.h"
#include "models/WavesModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace wave;
using namespace wave::widgets;
using wave::widgets::test::copy;
using wave::widgets::test::ifFrame;
using wave::widgets::test::loopFrame;
using wave::widgets::test::makeSnapshot;

class WavesAndStackModelTest : public QObject {
    Q_OBJECT
private slots:
    void wavesStructure();
    void waveStates();
    void waveChangesOnly();
    void waveMaskRoles();
    void stackStructure();
    void stackPushAndPop();
    void stackMaskColumns();
    void stackChangedMasks();
};

void WavesAndStackModelTest::wavesStructure() {
    WavesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto a = makeSnapshot(4, 8, 2);
    model.setSnapshot(a);
    auto b = copy(*a);
    b->waves[2].pc = 0x44;
    model.setSnapshot(b);
    model.setFocusWave(2);
    model.setSnapshot(makeSnapshot(2, 8, 2));
    model.setSnapshot(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void WavesAndStackModelTest::waveStates() {
    WavesModel model;
    auto s = makeSnapshot(5, 8, 2);
    s->waves[1].status = emu::WaveStatus::AtBarrier;
    s->waves[2].status = emu::WaveStatus::Finished;
    s->waves[3].status = emu::WaveStatus::Faulted;
    s->stop = debug::StopInfo{};
    s->stop->wave = 4;
    model.setSnapshot(s);
    auto state = [&](int row) {
        return model.index(row, WavesModel::StateColumn).data().toString();
    };
    QCOMPARE(state(0), QStringLiteral("ready"));
    QCOMPARE(state(1), QStringLiteral("at barrier"));
    QCOMPARE(state(2), QStringLiteral("finished"));
    QCOMPARE(state(3), QStringLiteral("faulted"));
    QCOMPARE(state(4), QStringLiteral("stopped here"));
    QCOMPARE(model.index(0, WavesModel::PcColumn).data().toString(), QStringLiteral("0x0040"));
    QCOMPARE(model.index(0, WavesModel::LineColumn).data().toInt(), 10);
    QCOMPARE(model.index(0, WavesModel::ActiveColumn).data().toString(), QStringLiteral("8/8"));
}

void WavesAndStackModelTest::waveChangesOnly() {
    WavesModel model;
    auto a = makeSnapshot(3, 8, 2);
    model.setSnapshot(a);
    QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
    auto b = copy(*a);
    b->waves[1].pc = 0x44;
    b->waves[1].line = 11;
    b->waves[1].issued = 1;
    model.setSnapshot(b);
    // Wave 1: PC and line (adjacent), then issued. Nothing for waves 0 and 2.
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy[0][0].toModelIndex(), model.index(1, WavesModel::PcColumn));
    QCOMPARE(spy[0][1].toModelIndex(), model.index(1, WavesModel::LineColumn));
    QCOMPARE(spy[1][0].toModelIndex(), model.index(1, WavesModel::IssuedColumn));
    QVERIFY(model.index(1, WavesModel::PcColumn).data(ChangedRole).toBool());
    QVERIFY(!model.index(0, WavesModel::PcColumn).data(ChangedRole).toBool());
    QVERIFY(!model.index(1, WavesModel::StateColumn).data(ChangedRole).toBool());
}

void WavesAndStackModelTest::waveMaskRoles() {
    WavesModel model;
    auto s = makeSnapshot(1, 8, 2);
    s->waves[0].frames.push_back(loopFrame(5, 0xFF, 0xC0));
    s->waves[0].activeMask = 0x3F;
    model.setSnapshot(s);
    const QModelIndex mask = model.index(0, WavesModel::MaskColumn);
    QCOMPARE(mask.data(MaskRole).toULongLong(), 0x3Full);
    QCOMPARE(mask.data(MaskWidthRole).toInt(), 8);
    const QByteArray statuses = mask.data(LaneStatusListRole).toByteArray();
    QCOMPARE(statuses.size(), 8);
    QCOMPARE(LaneStatus(statuses[0]), LaneStatus::Active);
    QCOMPARE(LaneStatus(statuses[7]), LaneStatus::Broken);
    QCOMPARE(model.index(0, WavesModel::ActiveColumn).data().toString(), QStringLiteral("6/8"));
    QCOMPARE(model.index(0, WavesModel::ActiveColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Active: lanes 0\u20135"));
}

void WavesAndStackModelTest::stackStructure() {
    DivergenceStackModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto a = makeSnapshot(2, 8, 2);
    model.setSnapshot(a);
    auto b = copy(*a);
    b->waves[0].frames.push_back(loopFrame(5, 0xFF, 0));
    model.setSnapshot(b);
    auto c = copy(*b);
    c->waves[0].frames.push_back(ifFrame(7, 0xFF, 0x0F));
    model.setSnapshot(c);
    model.setSnapshot(copy(*a));
    model.setFocusWave(1);
    model.setSnapshot(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void WavesAndStackModelTest::stackPushAndPop() {
    DivergenceStackModel model;
    auto a = makeSnapshot(1, 8, 2);
    a->waves[0].frames.push_back(loopFrame(5, 0xFF, 0));
    model.setSnapshot(a);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.change(0), DivergenceStackModel::FrameChange::None);

    auto b = copy(*a);
    b->waves[0].frames.push_back(ifFrame(9, 0xFF, 0x0F));
    b->waves[0].activeMask = 0x0F;
    model.setSnapshot(b);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.change(0), DivergenceStackModel::FrameChange::None);
    QCOMPARE(model.change(1), DivergenceStackModel::FrameChange::Pushed);
    QCOMPARE(model.index(1, DivergenceStackModel::KindColumn).data().toString(),
             QStringLiteral("if"));
    QCOMPARE(model.index(1, DivergenceStackModel::LineColumn).data().toInt(), 9);
    QCOMPARE(model.changeSummary(), QStringLiteral("frame 2 pushed"));

    auto c = copy(*b);
    c->waves[0].frames.pop_back();
    c->waves[0].activeMask = 0xFF;
    model.setSnapshot(c);
    // The popped frame stays as a ghost row after the live one.
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.frameCount(), 1);
    QCOMPARE(model.change(1), DivergenceStackModel::FrameChange::Popped);
    QCOMPARE(model.index(1, 0).data(FrameChangeRole).toInt(),
             int(DivergenceStackModel::FrameChange::Popped));
    QCOMPARE(model.changeSummary(), QStringLiteral("frame 2 popped"));

    model.setSnapshot(copy(*c));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.changeSummary(), QString());
}

void WavesAndStackModelTest::stackMaskColumns() {
    DivergenceStackModel model;
    auto s = makeSnapshot(1, 8, 2);
    s->waves[0].frames.push_back(loopFrame(5, 0xFF, 0xC0, 0x30));
    s->waves[0].frames.push_back(ifFrame(9, 0x0F, 0x03, true));
    model.setSnapshot(s);
    QCOMPARE(model.index(0, DivergenceStackModel::KindColumn).data().toString(),
             QStringLiteral("loop"));
    QCOMPARE(model.index(1, DivergenceStackModel::KindColumn).data().toString(),
             QStringLiteral("else"));
    QCOMPARE(model.index(0, DivergenceStackModel::BreakColumn).data(MaskRole).toULongLong(),
             0xC0ull);
    QCOMPARE(model.index(0, DivergenceStackModel::BreakColumn).data().toString(),
             QStringLiteral("6\u20137"));
    QVERIFY(!model.index(0, DivergenceStackModel::ThenColumn).data(MaskRole).isValid());
    QCOMPARE(model.index(1, DivergenceStackModel::ElseColumn).data(MaskRole).toULongLong(),
             0x0Cull);
    QVERIFY(!model.index(1, DivergenceStackModel::BreakColumn).data(MaskRole).isValid());
    QCOMPARE(model.index(1, DivergenceStackModel::ReconvergeColumn).data().toInt(), 14);
    QCOMPARE(model.index(1, DivergenceStackModel::ReconvergeColumn).data(LineRole).toInt(), 14);
}

void WavesAndStackModelTest::stackChangedMasks() {
    DivergenceStackModel model;
    auto a = makeSnapshot(1, 8, 2);
    a->waves[0].frames.push_back(ifFrame(9, 0xFF, 0x0F));
    model.setSnapshot(a);
    QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
    auto b = copy(*a);
    b->waves[0].frames[0].inElse = true; // the else side starts
    model.setSnapshot(b);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(model.change(0), DivergenceStackModel::FrameChange::Changed);
    QCOMPARE(model.index(0, DivergenceStackModel::KindColumn).data().toString(),
             QStringLiteral("else"));
}

QTEST_MAIN(WavesAndStackModelTest)
#include "WavesAndStackModelTest.moc"
