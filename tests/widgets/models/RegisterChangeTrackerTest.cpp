// RegisterGrid and RegisterChangeTracker without the Qt model: which cell is which register of
// which lane, what changed against which reference, and the runs a view repaints.

#include "TestSnapshots.h"

#include "models/RegisterChangeTracker.h"
#include "models/RegisterGrid.h"
#include "models/RegisterRowFormatter.h"

#include <QTest>

using namespace wave;
using namespace wave::widgets;
using wave::widgets::test::copy;
using wave::widgets::test::makeSnapshot;

using Run = RegisterChangeTracker::Run;

class RegisterChangeTrackerTest : public QObject {
    Q_OBJECT
private slots:
    void gridMapsRowsAndColumns();
    void everyWaveGridIsWaveMajor();
    void focusMovesTheCellsOnlyInSingleWaveMode();
    void changesAreMeasuredAgainstTheReference();
    void runsMergeNeighbouringChangedCells();
    void f64RowsHoldBothWords();
};

void RegisterChangeTrackerTest::gridMapsRowsAndColumns() {
    const auto s = makeSnapshot(2, 8, 4);
    const RegisterGrid grid(RegisterGrid::Options{}, s.get());
    QCOMPARE(grid.rows(), 1 + 4 + 4);
    QCOMPARE(grid.columns(), 8);
    QCOMPARE(grid.rowKind(0), RegisterGrid::RowKind::ActiveMask);
    QCOMPARE(grid.rowKind(3), RegisterGrid::RowKind::Predicate);
    QCOMPARE(grid.rowNumber(3), 2u);
    QCOMPARE(grid.rowOfRegister(2), 7);
    QCOMPARE(grid.rowKind(7), RegisterGrid::RowKind::Register);
    QCOMPARE(grid.rowNumber(7), 2u);
    QCOMPARE(grid.columnOf(0, 5), 5);
    QCOMPARE(grid.columnOf(1, 5), -1); // not the focused wave
    QCOMPARE(grid.columnOf(0, 8), -1); // past the width

    RegisterGrid::Options bare;
    bare.showMask = bare.showPredicates = false;
    const RegisterGrid registersOnly(bare, s.get());
    QCOMPARE(registersOnly.rows(), 4);
    QCOMPARE(registersOnly.rowOfRegister(0), 0);
    // No snapshot, or a focused wave it does not have: no cells.
    QCOMPARE(RegisterGrid(RegisterGrid::Options{}, nullptr).rows(), 0);
    RegisterGrid::Options far;
    far.focusWave = 5;
    QCOMPARE(RegisterGrid(far, s.get()).columns(), 0);
}

void RegisterChangeTrackerTest::everyWaveGridIsWaveMajor() {
    const auto s = makeSnapshot(3, 8, 4);
    RegisterGrid::Options all;
    all.allWaves = true;
    const RegisterGrid grid(all, s.get());
    QCOMPARE(grid.columns(), 24);
    QCOMPARE(grid.waveOfColumn(19), 2u);
    QCOMPARE(grid.laneOfColumn(19), 3u);
    QCOMPARE(grid.columnOf(2, 3), 19);
}

void RegisterChangeTrackerTest::focusMovesTheCellsOnlyInSingleWaveMode() {
    const auto s = makeSnapshot(3, 8, 4);
    RegisterGrid::Options a;
    RegisterGrid::Options b;
    b.focusWave = 1;
    QVERIFY(!RegisterGrid(a, s.get()).sameCells(RegisterGrid(b, s.get())));
    a.allWaves = b.allWaves = true;
    QVERIFY(RegisterGrid(a, s.get()).sameCells(RegisterGrid(b, s.get())));
}

void RegisterChangeTrackerTest::changesAreMeasuredAgainstTheReference() {
    const auto before = makeSnapshot(2, 8, 4);
    auto after = copy(*before);
    after->waves[0].registers[2 * 8 + 5] = 7; // r2 lane 5
    auto baseline = copy(*before);
    baseline->waves[0].registers[1 * 8 + 0] = 9; // r1 lane 0 differs from the baseline
    const RegisterGrid grid(RegisterGrid::Options{}, after.get());
    RegisterRowFormatter formats;

    QCOMPARE(RegisterChangeTracker::reference(after.get(), before.get(), nullptr), before.get());
    QCOMPARE(RegisterChangeTracker::reference(after.get(), before.get(), baseline.get()),
             baseline.get());
    auto light = copy(*before);
    light->full = false;
    QCOMPARE(RegisterChangeTracker::reference(after.get(), light.get(), nullptr),
             static_cast<const debug::MachineSnapshot*>(nullptr));

    RegisterChangeTracker tracker;
    tracker.update(grid, after.get(), before.get(), formats);
    QVERIFY(tracker.cell(grid.rowOfRegister(2), 5)->changed);
    QCOMPARE(tracker.cell(grid.rowOfRegister(2), 5)->value, 7u);
    QVERIFY(!tracker.cell(grid.rowOfRegister(1), 0)->changed);
    tracker.update(grid, after.get(), baseline.get(), formats);
    QVERIFY(tracker.cell(grid.rowOfRegister(2), 5)->changed);
    QVERIFY(tracker.cell(grid.rowOfRegister(1), 0)->changed);
    // Without a reference nothing is marked.
    tracker.update(grid, after.get(), nullptr, formats);
    QVERIFY(!tracker.cell(grid.rowOfRegister(2), 5)->changed);
    QVERIFY(!tracker.cell(grid.rows(), 0));
    QCOMPARE(tracker.status(0, 9), LaneStatus::NotLaunched);
}

void RegisterChangeTrackerTest::runsMergeNeighbouringChangedCells() {
    const auto first = makeSnapshot(1, 8, 4);
    auto second = copy(*first);
    for (std::uint32_t lane : {2u, 3u, 4u, 6u})
        second->waves[0].registers[3 * 8 + lane] += 1; // r3
    const RegisterGrid grid(RegisterGrid::Options{}, first.get());
    RegisterRowFormatter formats;
    RegisterChangeTracker tracker;
    tracker.update(grid, first.get(), nullptr, formats);
    // Values and highlights of lanes 2-4 and 6 change; nothing else.
    const std::vector<Run> runs = tracker.update(grid, second.get(), first.get(), formats);
    const int row = grid.rowOfRegister(3);
    QCOMPARE(runs, (std::vector<Run>{{row, 2, 4}, {row, 6, 6}}));
    // The same again: the values stay, nothing to repaint.
    QVERIFY(tracker.update(grid, second.get(), first.get(), formats).empty());
    // Other cells than before: the caller starts over, no runs.
    const auto wider = makeSnapshot(1, 16, 4);
    QVERIFY(tracker
                .update(RegisterGrid(RegisterGrid::Options{}, wider.get()), wider.get(), nullptr,
                        formats)
                .empty());
}

void RegisterChangeTrackerTest::f64RowsHoldBothWords() {
    const auto s = makeSnapshot(1, 8, 4);
    const RegisterGrid grid(RegisterGrid::Options{}, s.get());
    RegisterRowFormatter formats;
    QVERIFY(formats.setFormat(1, RegisterFormat::F64Pair));
    QVERIFY(!formats.setFormat(1, RegisterFormat::F64Pair));
    QVERIFY(!formats.setFormat(300, RegisterFormat::F64Pair));
    std::uint64_t value = 0;
    QVERIFY(
        RegisterChangeTracker::cellValue(*s, grid, formats, grid.rowOfRegister(1), 0, 2, value));
    QCOMPARE(value, (std::uint64_t{202} << 32) | 102u);
    // The last register has no next one: one word.
    QVERIFY(formats.setFormat(3, RegisterFormat::F64Pair));
    QVERIFY(
        RegisterChangeTracker::cellValue(*s, grid, formats, grid.rowOfRegister(3), 0, 2, value));
    QCOMPARE(value, std::uint64_t{302});
    QVERIFY(!RegisterChangeTracker::cellValue(*s, grid, formats, grid.rowOfRegister(1), 4, 2,
                                              value)); // no wave 4
}

QTEST_MAIN(RegisterChangeTrackerTest)
#include "RegisterChangeTrackerTest.moc"
