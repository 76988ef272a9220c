// Offscreen render tests of the painted views: known pixels (lane colours, heat colours),
// scaling, hit areas and the signals they emit.

#include "ResidentMemory.h"
#include "TestSnapshots.h"

#include "debug/analysis/DeadlockVerdict.h"
#include "views/BarrierBoardView.h"
#include "views/DeviceMemoryView.h"
#include "views/LaneRegistersView.h"
#include "views/LocalMemoryHeatmapView.h"
#include "views/MaskStripView.h"
#include "views/StatisticsView.h"

#include <QHeaderView>
#include <QSignalSpy>
#include <QTest>

#include <cstring>

using namespace wave;
using namespace wave::widgets;
using wave::widgets::test::copy;
using wave::widgets::test::ifFrame;
using wave::widgets::test::localImage;
using wave::widgets::test::loopFrame;
using wave::widgets::test::makeSnapshot;

namespace {

QColor pixel(QWidget& w, const QPoint& p) {
    return QColor(w.grab().toImage().pixel(p));
}

// One wave of 8 lanes inside a loop: lanes 0-1 active, 2-3 broke, 4 continued, 5 halted,
// 6-7 do not exist.
std::shared_ptr<debug::MachineSnapshot> loopSnapshot() {
    auto s = makeSnapshot(1, 8, 2);
    auto& w = s->waves[0];
    w.initialMask = 0x3F;
    w.liveMask = 0x1F;
    w.activeMask = 0x03;
    w.frames.push_back(loopFrame(4, 0x1F, 0x0C, 0x10));
    return s;
}

} // namespace

class ViewsRenderTest : public QObject {
    Q_OBJECT
private slots:
    void brokenLaneColour();
    void laneColoursInEveryTheme();
    void maskStripScalesEverything();
    void maskStripMarksChanges();
    void maskStripClick();
    void heatmapCellWithThreeWrites();
    void heatmapModesAndTooltip();
    void heatmapPaintsOnlyVisibleRows();
    void heatmapOfTheLargestLocalMemory();
    void barrierBoardVerdict();
    void barrierBoardWithoutVerdict();
    void statisticsSections();
    void registerGridDimsAndHighlights();
    void deviceMemoryWatch();
};

void ViewsRenderTest::brokenLaneColour() {
    MaskStripView view;
    view.setAnimationEnabled(false);
    view.setSnapshot(loopSnapshot());
    view.resize(view.sizeHint());
    const ViewPalette pal = ViewPalette::light();
    QCOMPARE(view.status(0, 2), LaneStatus::Broken);
    QCOMPARE(pixel(view, view.cellRect(0, 2).center()), pal.lane(LaneStatus::Broken));
    QCOMPARE(pal.lane(LaneStatus::Broken), QColor(0xd5, 0x5e, 0x00)); // Okabe-Ito vermillion
    QCOMPARE(pixel(view, view.cellRect(0, 0).center()), pal.lane(LaneStatus::Active));
    QCOMPARE(pixel(view, view.cellRect(0, 4).center()), pal.lane(LaneStatus::Continued));
    QCOMPARE(pixel(view, view.cellRect(0, 5).center()), pal.lane(LaneStatus::Halted));
    QCOMPARE(pixel(view, view.cellRect(0, 7).center()), pal.lane(LaneStatus::NotLaunched));
}

void ViewsRenderTest::laneColoursInEveryTheme() {
    for (auto theme :
         {ViewPalette::Theme::Light, ViewPalette::Theme::Dark, ViewPalette::Theme::HighContrast}) {
        const ViewPalette pal = ViewPalette::forTheme(theme);
        MaskStripView view;
        view.setAnimationEnabled(false);
        view.setViewPalette(pal);
        view.setSnapshot(loopSnapshot());
        view.resize(view.sizeHint());
        QCOMPARE(pixel(view, view.cellRect(0, 3).center()), pal.lane(LaneStatus::Broken));
        // Every status has its own colour.
        for (int a = 0; a < kLaneStatusCount; ++a)
            for (int b = a + 1; b < kLaneStatusCount; ++b)
                QVERIFY(pal.lane(LaneStatus(a)) != pal.lane(LaneStatus(b)));
    }
}

void ViewsRenderTest::maskStripScalesEverything() {
    MaskStripView view;
    view.setSnapshot(makeSnapshot(4, 32, 2));
    const QSize one = view.sizeHint();
    const QRect cell1 = view.cellRect(1, 5);
    view.setScale(2.0);
    const QSize two = view.sizeHint();
    const QRect cell2 = view.cellRect(1, 5);
    QCOMPARE(cell2.width(), cell1.width() * 2);
    QVERIFY(std::abs(two.width() - 2 * one.width()) < one.width() / 8);
    QVERIFY(std::abs(two.height() - 2 * one.height()) < one.height() / 4);
    view.setScale(9.0); // clamped
    QCOMPARE(view.style().scale, 3.0);
}

void ViewsRenderTest::maskStripMarksChanges() {
    MaskStripView view;
    view.setAnimationEnabled(false);
    auto a = makeSnapshot(1, 8, 2);
    view.setSnapshot(a);
    auto b = copy(*a);
    b->waves[0].frames.push_back(ifFrame(9, 0xFF, 0x0F));
    b->waves[0].activeMask = 0x0F;
    view.setSnapshot(b);
    QVERIFY(!view.changed(0, 0));
    QVERIFY(view.changed(0, 5));
    QCOMPARE(view.status(0, 5), LaneStatus::OffInThen);
    for (auto theme :
         {ViewPalette::Theme::Light, ViewPalette::Theme::Dark, ViewPalette::Theme::HighContrast}) {
        const ViewPalette pal = ViewPalette::forTheme(theme);
        view.setViewPalette(pal);
        view.resize(view.sizeHint());
        // The cell keeps its reason's colour; the change is a corner mark on top of it, in a
        // colour no reason uses (after a step back every lane changes: none may read as
        // "continued").
        const QRect c = view.cellRect(0, 5);
        QCOMPARE(pixel(view, c.center()), pal.lane(LaneStatus::OffInThen));
        const QRect mark = view.changeMarkRect(0, 5);
        QVERIFY(c.contains(mark) && mark.width() < c.width());
        const QColor markColor = pixel(view, mark.topLeft() + QPoint(1, 1));
        QCOMPARE(markColor, MaskStripView::changeMarkOn(pal.lane(LaneStatus::OffInThen)));
        for (int s = 0; s < kLaneStatusCount; ++s)
            QVERIFY2(markColor != pal.lane(LaneStatus(s)),
                     qPrintable(LaneStatusInfo::name(LaneStatus(s))));
        // Unchanged cells carry no mark.
        const QRect same = view.changeMarkRect(0, 0);
        QCOMPARE(pixel(view, same.topLeft() + QPoint(1, 1)), pal.lane(LaneStatus::Active));
    }
    // The legend names every reason, continue and waiting at a barrier included, and the mark.
    QStringList legend;
    for (std::size_t i = 0; !MaskStripView::legendName(i).isEmpty() && i < 20; ++i)
        legend << MaskStripView::legendName(i);
    for (const char* name : {"off in then", "off in else", "broken", "continued", "halted",
                             "not launched", "waiting at barrier", "changed by the last step"})
        QVERIFY2(legend.contains(QString::fromLatin1(name)), name);
}

void ViewsRenderTest::maskStripClick() {
    MaskStripView view;
    view.setSnapshot(makeSnapshot(3, 8, 2));
    view.resize(view.sizeHint());
    QSignalSpy spy(&view, &MaskStripView::laneActivated);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellRect(2, 6).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][0].toUInt(), 2u);
    QCOMPARE(spy[0][1].toUInt(), 6u);
}

void ViewsRenderTest::heatmapCellWithThreeWrites() {
    LocalMemoryHeatmapView view;
    auto s = makeSnapshot(1, 8, 2);
    s->local = localImage(1024);
    view.setSnapshot(s);
    debug::LocalMemoryHeat heat;
    heat.reset(1024);
    heat.edit(5).writes = 3;
    heat.edit(6).writes = 1;
    heat.edit(7).reads = 2;
    view.setHeat(heat);
    view.setMode(LocalMemoryHeatmapView::Mode::Writes);
    view.resize(800, 400);
    const ViewPalette pal = ViewPalette::light();
    QCOMPARE(view.maxValue(), 3ull);
    QImage image = view.grab().toImage();
    auto at = [&](std::uint32_t cell) { return QColor(image.pixel(view.cellRect(cell).center())); };
    QCOMPARE(at(5), pal.writeHot); // 3 writes of at most 3: the hot end of the ramp
    const HeatRamp ramp(pal.surface, pal.writeCold, pal.writeHot);
    QCOMPARE(at(6).rgb(), ramp.color(1, 3)); // log scale: log(2)/log(4) = half way
    QVERIFY(std::abs(HeatRamp::index(1, 3) - 128) <= 1);
    QCOMPARE(at(7), pal.surface); // read only: untouched in Writes mode
    QCOMPARE(at(4), pal.surface);
    QCOMPARE(view.cellColor(5), pal.writeHot);
}

void ViewsRenderTest::heatmapModesAndTooltip() {
    LocalMemoryHeatmapView view;
    auto s = makeSnapshot(1, 8, 2);
    s->local = localImage(512, {0, 0, 0, 0, 0, 0x3F800000u});
    view.setSnapshot(s);
    debug::LocalMemoryHeat heat;
    heat.reset(512);
    heat.edit(5).reads = 4;
    heat.edit(5).writes = 3;
    heat.edit(5).lastWriter = debug::AccessSite{1, 5, 0x30, 12};
    heat.edit(5).worstConflict = 2; // a read by pc 0x38 at line 14, not its last writer
    heat.edit(5).worstConflictSite = debug::AccessSite{3, 0, 0x38, 14};
    view.setHeat(heat);
    debug::InstructionConflicts c{0x30, 1, 32, 32};
    debug::InstructionConflicts read{0x38, 2, 4, 6};
    view.setConflicts({c, read});
    view.setMode(LocalMemoryHeatmapView::Mode::Reads);
    QCOMPARE(view.cellValue(5), 4ull);
    view.setMode(LocalMemoryHeatmapView::Mode::Traffic);
    QCOMPARE(view.cellValue(5), 7ull);
    view.setMode(LocalMemoryHeatmapView::Mode::Conflicts);
    QCOMPARE(view.cellValue(5), 2ull); // the word's own worst, not its last writer's
    const QString tip = view.toolTipFor(5);
    QVERIFY2(tip.contains(QStringLiteral("worst bank conflict: degree 2, by line 14")),
             qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("wave 3; its worst anywhere: 4")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("0x0014")), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("bank 5")));
    QVERIFY(tip.contains(QStringLiteral("= 1 (f32)")));
    QVERIFY(tip.contains(QStringLiteral("reads 4")));
    QVERIFY(tip.contains(QStringLiteral("writes 3")));
    QVERIFY(tip.contains(QStringLiteral("last written by wave 1, lane 5, line 12")));
    // Bank configuration: 16 banks of 8 bytes -> a cell holds two words.
    view.setBankConfig(debug::BankConfig{16, 8});
    QCOMPARE(view.cellBytes(), 8u);
    QCOMPARE(view.cellCount(), 64u);
    QCOMPARE(view.columns(), 16u);
}

void ViewsRenderTest::heatmapPaintsOnlyVisibleRows() {
    LocalMemoryHeatmapView view;
    auto s = makeSnapshot(1, 8, 2);
    s->local = localImage(64 * 1024);
    view.setSnapshot(s);
    debug::LocalMemoryHeat heat;
    heat.reset(64 * 1024);
    heat.edit(16383).writes = 1;
    view.setHeat(heat);
    view.setMode(LocalMemoryHeatmapView::Mode::Writes);
    view.resize(700, 300);
    view.show(); // lay the viewport out: scroll ranges depend on its size
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // The last word is far below: not in the viewport until scrolled there.
    QVERIFY(view.cellRect(16383).top() > view.viewport()->height());
    view.scrollToAddress(65532);
    const QRect r = view.cellRect(16383);
    QVERIFY(view.viewport()->rect().contains(r.center()));
    QImage image = view.viewport()->grab().toImage();
    QCOMPARE(QColor(image.pixel(r.center())), ViewPalette::light().writeHot);
}

// The legal maximum, 256 MiB (64M cells): the view colours what is on screen only, so it
// costs megabytes, and the last word is there to scroll to.
void ViewsRenderTest::heatmapOfTheLargestLocalMemory() {
    const std::uint64_t before = wave::test::residentBytes();
    if (before == 0)
        QSKIP("no /proc/self/statm");
    constexpr std::uint64_t kBytes = 256ull << 20;
    constexpr std::uint32_t kLast = kBytes / 4 - 1;
    LocalMemoryHeatmapView view;
    auto s = makeSnapshot(1, 8, 2);
    s->local = localImage(kBytes);
    view.setSnapshot(s);
    debug::LocalMemoryHeat heat;
    heat.reset(kBytes);
    heat.edit(kLast).writes = 2;
    view.setHeat(heat);
    view.setMode(LocalMemoryHeatmapView::Mode::Writes);
    QCOMPARE(view.cellCount(), kLast + 1);
    QCOMPARE(view.maxValue(), 2ull);
    view.resize(700, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.scrollToAddress(kBytes - 4);
    const QRect r = view.cellRect(kLast);
    QVERIFY(view.viewport()->rect().contains(r.center()));
    QImage image = view.viewport()->grab().toImage();
    QCOMPARE(QColor(image.pixel(r.center())), ViewPalette::light().writeHot);
    QVERIFY(view.toolTipFor(kLast).contains(QStringLiteral("writes 2")));
    QVERIFY2(wave::test::residentBytes() - before < 32ull << 20,
             qPrintable(QString::number((wave::test::residentBytes() - before) >> 20)));
}

void ViewsRenderTest::barrierBoardVerdict() {
    BarrierBoardView view;
    auto s = makeSnapshot(2, 32, 2);
    s->waves[0].status = emu::WaveStatus::AtBarrier;
    s->waves[0].line = 14;
    s->waves[1].status = emu::WaveStatus::Finished;
    s->waves[1].line = 30;
    // The board as core builds it (SnapshotBuilder::board): wave 1 went to the else branch of
    // the `if` at line 9 and finished at line 30; wave 0 waits at the barrier at line 14.
    debug::ControlHistory history;
    history.reset(2);
    history.ifExecuted(0, 0x10, 9, 0xFFFFFFFF, 0, true);
    history.ifExecuted(1, 0x10, 9, 0, 0xFFFFFFFF, true);
    for (std::uint32_t w = 0; w < 2; ++w) {
        debug::WaveReport r;
        r.wave = w;
        r.status = w == 0 ? debug::WaveStatus::AtBarrier : debug::WaveStatus::Finished;
        r.pc = w == 0 ? 0x20 : 0x40;
        r.line = w == 0 ? 14 : 30;
        r.decisions = history.decisions(w);
        s->board.waves.push_back(r);
    }
    s->stop = debug::StopInfo{};
    s->stop->reason = debug::StopReason::Deadlock;
    const debug::Verdict v = debug::DeadlockVerdict::deadlock(s->board);
    QCOMPARE(v.sentences.front(),
             std::string("wave 1 never reaches the barrier at line 14: it took the else branch "
                         "of the `if` at line 9; wave 0 waits there"));
    s->stop->verdict = v;
    view.setSnapshot(s);
    view.resize(640, view.heightForWidth(640));
    QVERIFY(
        view.verdictText().contains(QStringLiteral("wave 1 never reaches the barrier at line 14")));
    QCOMPARE(view.goToLines(), (QList<std::uint32_t>{14, 9}));
    QVERIFY(!view.chipRect(0).isEmpty());
    QVERIFY(!view.chipRect(1).isEmpty());
    QVERIFY(view.chipRect(1).top() > view.chipRect(0).top()); // "elsewhere" below the barrier
    QSignalSpy lines(&view, &BarrierBoardView::lineActivated);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.goToLineRect(9).center());
    QCOMPARE(lines.count(), 1);
    QCOMPARE(lines[0][0].toUInt(), 9u);
    QSignalSpy waves(&view, &BarrierBoardView::waveActivated);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.chipRect(1).center());
    QCOMPARE(waves.count(), 1);
    QCOMPARE(waves[0][0].toUInt(), 1u);
    // The culprit's chip is drawn on the banner colour.
    const QRect chip = view.chipRect(1);
    QCOMPARE(pixel(view, QPoint(chip.right() - 4, chip.top() + 4)),
             ViewPalette::light().bannerBackground);
}

void ViewsRenderTest::barrierBoardWithoutVerdict() {
    BarrierBoardView view;
    auto s = makeSnapshot(3, 8, 2);
    s->full = false; // light snapshots carry the board too
    s->waves[1].status = emu::WaveStatus::AtBarrier;
    s->waves[1].line = 20;
    for (const debug::WaveSnapshot& w : s->waves) {
        debug::WaveReport r;
        r.wave = w.id;
        r.status = debug::boardStatus(w.status);
        r.line = w.line;
        s->board.waves.push_back(r);
    }
    view.setSnapshot(s);
    QCOMPARE(view.verdictText(), QString());
    QVERIFY(view.goToLines().isEmpty());
    view.resize(600, view.heightForWidth(600));
    QVERIFY(!view.chipRect(2).isEmpty());
    QVERIFY(!view.grab().isNull());
}

void ViewsRenderTest::statisticsSections() {
    StatisticsView view;
    debug::StatisticsData d;
    d.instructions = 100;
    d.byCategory[std::size_t(isa::Category::Integer)] = 60;
    d.byCategory[std::size_t(isa::Category::Memory)] = 40;
    d.activeLaneSum = 2400;
    d.laneSlots = 3200;
    d.worstBankConflict = 32;
    d.local.loadBytes = 4096;
    d.local.loads = 1024;
    view.setStatistics(d);
    const auto& sections = view.sections();
    QCOMPARE(int(sections.size()), 5);
    QCOMPARE(sections[0].title, QStringLiteral("Instruction mix"));
    QCOMPARE(int(sections[0].rows.size()), 2);
    QCOMPARE(sections[0].rows[0].text, QStringLiteral("60 \u00b7 60%"));
    QCOMPARE(sections[1].headline, QStringLiteral("75%"));
    QCOMPARE(sections[3].headline, QStringLiteral("32-way"));
    view.resize(500, view.heightForWidth(500));
    QVERIFY(!view.grab().isNull());
    // Without analysis data: the emulator's counters.
    view.clearStatistics();
    auto s = makeSnapshot(1, 32, 2);
    s->stats.integerOps = 10;
    s->stats.laneInstructions = 320;
    view.setSnapshot(s);
    QCOMPARE(view.sections()[1].headline, QStringLiteral("100%"));
}

void ViewsRenderTest::registerGridDimsAndHighlights() {
    LaneRegistersView view;
    auto a = makeSnapshot(1, 8, 4);
    view.setSnapshot(a);
    auto b = copy(*a);
    b->waves[0].frames.push_back(ifFrame(9, 0xFF, 0x0F));
    b->waves[0].activeMask = 0x0F;
    b->waves[0].registers[2 * 8 + 1] = 42; // r2 lane 1 changes
    view.setSnapshot(b);
    view.resize(900, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const LaneRegistersModel* m = view.registersModel();
    const ViewPalette pal = ViewPalette::light();
    QImage image = view.viewport()->grab().toImage();
    auto bg = [&](int row, int column) {
        const QRect r = view.visualRect(m->index(row, column));
        return QColor(image.pixel(r.left() + 2, r.top() + 2));
    };
    QCOMPARE(bg(m->rowOfRegister(2), 1), pal.changed);
    QCOMPARE(bg(m->rowOfRegister(3), 1), pal.background);
    QCOMPARE(bg(m->rowOfRegister(3), 6), pal.surface); // lane 6 is off in then: dimmed
}

void ViewsRenderTest::deviceMemoryWatch() {
    DeviceMemoryView view;
    auto s = makeSnapshot(1, 8, 2);
    s->deviceSize = 4096;
    emu::DeviceMemory memory(4096);
    s->device =
        std::make_shared<const emu::DeviceImage>(emu::DeviceImage::capture(memory, nullptr));
    view.setSnapshot(s);
    QCOMPARE(DeviceMemoryView::parseAddress(QStringLiteral("0x10")).value(), 16ull);
    QCOMPARE(DeviceMemoryView::parseAddress(QStringLiteral("1000h")).value(), 4096ull);
    QCOMPARE(DeviceMemoryView::parseAddress(QStringLiteral("64")).value(), 64ull);
    QVERIFY(!DeviceMemoryView::parseAddress(QStringLiteral("zz")));
    QVERIFY(view.goToAddress(0x10));
    QVERIFY(!view.goToAddress(4096));
    view.table()->selectionModel()->select(
        QItemSelection(view.memoryModel()->index(4, 0), view.memoryModel()->index(7, 0)),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QSignalSpy spy(&view, &DeviceMemoryView::watchRequested);
    view.watchSelection();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][0].toULongLong(), 16ull);
    QCOMPARE(spy[0][1].toULongLong(), 16ull);
}

QTEST_MAIN(ViewsRenderTest)
#include "ViewsRenderTest.moc"
