// LaneRegistersModel over hand-built snapshots: structure (QAbstractItemModelTester), change
// highlighting with exact dataChanged ranges, lane reasons, formats, edits as requests, and
// compare mode.

#include "TestSnapshots.h"

#include "models/LaneRegistersModel.h"
#include "models/ModelRoles.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace wave;
using namespace wave::widgets;
using wave::widgets::test::copy;
using wave::widgets::test::ifFrame;
using wave::widgets::test::makeSnapshot;

class LaneRegistersModelTest : public QObject {
    Q_OBJECT
private slots:
    void structureUnderTester();
    void rowsAndColumns();
    void changedCellsOnly();
    void highlightClearsOnNextStop();
    void inactiveLaneReason();
    void formatsPerRow();
    void editIsARequest();
    void compareWithBaseline();
    void lightSnapshotsIgnored();
    void focusFollowsWaveAndLane();
};

void LaneRegistersModelTest::structureUnderTester() {
    LaneRegistersModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto a = makeSnapshot(3, 8, 4);
    model.setSnapshot(a);
    auto b = copy(*a);
    b->waves[1].registers[5] = 77;
    model.setSnapshot(b);
    model.setShowAllWaves(true);
    model.setFocus(2, 3);
    model.setShowPredicates(false);
    model.setShowActiveMask(false);
    model.setBaseline(a);
    model.setRegisterFormat(1, RegisterFormat::F64Pair);
    model.setSnapshot(makeSnapshot(2, 16, 6)); // shape change
    model.setSnapshot(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void LaneRegistersModelTest::rowsAndColumns() {
    LaneRegistersModel model;
    model.setSnapshot(makeSnapshot(2, 8, 4));
    // exec, p0-p3, r0-r3 by 8 lanes of wave 0.
    QCOMPARE(model.rowCount(), 9);
    QCOMPARE(model.columnCount(), 8);
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("exec"));
    QCOMPARE(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("p0"));
    QCOMPARE(model.headerData(5, Qt::Vertical).toString(), QStringLiteral("r0"));
    QCOMPARE(model.index(7, 3).data().toString(), QStringLiteral("0x000000cb")); // r2 lane 3 = 203
    model.setShowAllWaves(true);
    QCOMPARE(model.columnCount(), 16);
    QCOMPARE(model.headerData(11, Qt::Horizontal).toString(), QStringLiteral("1.3"));
    QCOMPARE(model.index(7, 11).data(RawValueRole).toULongLong(), 1203ull);
    QCOMPARE(model.waveOfColumn(11), 1u);
    QCOMPARE(model.laneOfColumn(11), 3u);
    QCOMPARE(model.columnOf(1, 3), 11);
}

void LaneRegistersModelTest::changedCellsOnly() {
    LaneRegistersModel model;
    auto a = makeSnapshot(1, 8, 4);
    model.setSnapshot(a);
    QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    auto b = copy(*a);
    b->waves[0].registers[1 * 8 + 3] = 999; // r1 lane 3
    b->waves[0].registers[1 * 8 + 4] = 998; // r1 lane 4
    b->waves[0].registers[3 * 8 + 0] = 5;   // r3 lane 0
    model.setSnapshot(b);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(spy.count(), 2);
    const int r1 = model.rowOfRegister(1);
    const int r3 = model.rowOfRegister(3);
    QCOMPARE(spy[0][0].toModelIndex(), model.index(r1, 3));
    QCOMPARE(spy[0][1].toModelIndex(), model.index(r1, 4));
    QCOMPARE(spy[1][0].toModelIndex(), model.index(r3, 0));
    QCOMPARE(spy[1][1].toModelIndex(), model.index(r3, 0));
    QVERIFY(model.index(r1, 3).data(ChangedRole).toBool());
    QVERIFY(!model.index(r1, 2).data(ChangedRole).toBool());
    QVERIFY(model.index(r1, 3)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Before: 0x00000067")));
}

void LaneRegistersModelTest::highlightClearsOnNextStop() {
    LaneRegistersModel model;
    auto a = makeSnapshot(1, 8, 4);
    model.setSnapshot(a);
    auto b = copy(*a);
    b->waves[0].registers[2 * 8 + 7] = 1;
    model.setSnapshot(b);
    QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
    model.setSnapshot(copy(*b)); // nothing changed: the old highlight goes away
    QCOMPARE(spy.count(), 1);
    const QModelIndex cell = model.index(model.rowOfRegister(2), 7);
    QCOMPARE(spy[0][0].toModelIndex(), cell);
    QVERIFY(!cell.data(ChangedRole).toBool());
}

void LaneRegistersModelTest::inactiveLaneReason() {
    LaneRegistersModel model;
    auto s = makeSnapshot(1, 8, 2);
    auto& w = s->waves[0];
    w.frames.push_back(ifFrame(9, 0xFF, 0x0F)); // lanes 0-3 run then, 4-7 wait for else
    w.activeMask = 0x0F;
    w.liveMask = 0x7F; // lane 7 halted
    model.setSnapshot(s);
    const int r0 = model.rowOfRegister(0);
    QCOMPARE(model.index(r0, 2).data(LaneStatusRole).toInt(), int(LaneStatus::Active));
    QCOMPARE(model.index(r0, 2).data(LaneReasonRole).toString(), QString());
    QCOMPARE(model.index(r0, 5).data(LaneReasonRole).toString(), QStringLiteral("off in then"));
    QCOMPARE(model.index(r0, 7).data(LaneReasonRole).toString(), QStringLiteral("halted"));
    QCOMPARE(model.index(0, 5).data().toString(), QStringLiteral("0")); // exec row
    QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("1"));
    QVERIFY(model.index(r0, 5)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("off in then")));
}

void LaneRegistersModelTest::formatsPerRow() {
    LaneRegistersModel model;
    auto s = makeSnapshot(1, 4, 4);
    s->waves[0].registers[0 * 4 + 1] = 0x3fc00000u; // r0 lane 1 = 1.5f
    s->waves[0].registers[2 * 4 + 0] = 0x00000000u; // r2/r3 lane 0 = 2.0 as a double
    s->waves[0].registers[3 * 4 + 0] = 0x40000000u;
    s->waves[0].registers[1 * 4 + 2] = 0xFFFFFFFEu; // r1 lane 2 = -2
    model.setSnapshot(s);
    model.setRegisterFormat(0, RegisterFormat::F32);
    model.setRegisterFormat(1, RegisterFormat::Signed);
    model.setRegisterFormat(2, RegisterFormat::F64Pair);
    QCOMPARE(model.index(model.rowOfRegister(0), 1).data().toString(), QStringLiteral("1.5"));
    QCOMPARE(model.index(model.rowOfRegister(1), 2).data().toString(), QStringLiteral("-2"));
    QCOMPARE(model.index(model.rowOfRegister(2), 0).data().toString(), QStringLiteral("2"));
    QCOMPARE(model.index(model.rowOfRegister(3), 0).data().toString(),
             QStringLiteral("0x40000000")); // other rows keep hex
    QCOMPARE(model.headerData(model.rowOfRegister(0), Qt::Vertical, FormatRole).toInt(),
             int(RegisterFormat::F32));
}

void LaneRegistersModelTest::editIsARequest() {
    LaneRegistersModel model;
    auto s = makeSnapshot(2, 4, 4);
    model.setSnapshot(s);
    model.setShowAllWaves(true);
    QSignalSpy spy(&model, &LaneRegistersModel::registerEditRequested);
    const QModelIndex cell = model.index(model.rowOfRegister(1), 6); // wave 1, lane 2
    QVERIFY(model.flags(cell) & Qt::ItemIsEditable);
    QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable)); // exec row
    QVERIFY(model.setData(cell, QStringLiteral("0x2a")));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][0].toUInt(), 1u);
    QCOMPARE(spy[0][1].toUInt(), 1u);
    QCOMPARE(spy[0][2].toUInt(), 2u);
    QCOMPARE(spy[0][3].toUInt(), 42u);
    QSignalSpy rejected(&model, &LaneRegistersModel::editRejected);
    QVERIFY(!model.setData(cell, QStringLiteral("zz")));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(rejected.count(), 1); // never silently dropped
    const QString why = rejected[0][0].toString();
    QVERIFY2(why.contains(QStringLiteral("\"zz\"")) && why.contains(QStringLiteral("hex")) &&
                 why.contains(QStringLiteral("r1 of wave 1 lane 2")),
             qPrintable(why));
    // The snapshot is never modified by an edit.
    QCOMPARE(cell.data(RawValueRole).toULongLong(), 1102ull);
    model.setRegisterFormat(2, RegisterFormat::F64Pair);
    QVERIFY(model.setData(model.index(model.rowOfRegister(2), 0), QStringLiteral("2.0")));
    QCOMPARE(spy.count(), 3);
    QCOMPARE(spy[1][1].toUInt(), 2u);
    QCOMPARE(spy[1][3].toUInt(), 0u);
    QCOMPARE(spy[2][1].toUInt(), 3u);
    QCOMPARE(spy[2][3].toUInt(), 0x40000000u);
}

void LaneRegistersModelTest::compareWithBaseline() {
    LaneRegistersModel model;
    auto base = makeSnapshot(1, 4, 2);
    auto mid = copy(*base);
    mid->waves[0].registers[0] = 1;
    auto now = copy(*mid);
    now->waves[0].registers[1] = 2;
    model.setSnapshot(mid);
    model.setSnapshot(now);
    const int r0 = model.rowOfRegister(0);
    QVERIFY(!model.index(r0, 0).data(ChangedRole).toBool()); // vs previous: unchanged
    QVERIFY(model.index(r0, 1).data(ChangedRole).toBool());
    model.setBaseline(base);
    QVERIFY(model.comparing());
    QVERIFY(model.index(r0, 0).data(ChangedRole).toBool()); // vs baseline: changed
    QCOMPARE(model.index(r0, 0).data(BaselineRole).toString(), QStringLiteral("0x00000000"));
    model.setBaseline(nullptr);
    QVERIFY(!model.index(r0, 0).data(ChangedRole).toBool());
}

void LaneRegistersModelTest::lightSnapshotsIgnored() {
    LaneRegistersModel model;
    auto s = makeSnapshot(1, 4, 2);
    model.setSnapshot(s);
    auto light = copy(*s);
    light->full = false;
    light->waves[0].registers.clear();
    QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
    model.setSnapshot(light);
    QCOMPARE(spy.count(), 0);
    QCOMPARE(model.snapshot(), LaneRegistersModel::Snapshot(s));
}

void LaneRegistersModelTest::focusFollowsWaveAndLane() {
    LaneRegistersModel model;
    model.setSnapshot(makeSnapshot(2, 4, 2));
    model.setShowAllWaves(true);
    QVERIFY(model.index(0, 0).data(FocusRole).toBool());
    QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
    model.setFocus(1, 2);
    QVERIFY(!model.index(0, 0).data(FocusRole).toBool());
    QVERIFY(model.index(3, 6).data(FocusRole).toBool());
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy[0][0].toModelIndex().column(), 0);
    QCOMPARE(spy[1][0].toModelIndex().column(), 6);
    QCOMPARE(spy[1][1].toModelIndex(), model.index(model.rowCount() - 1, 6));
}

QTEST_MAIN(LaneRegistersModelTest)
#include "LaneRegistersModelTest.moc"
