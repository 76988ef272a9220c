// The Portability dock's widget on the shipped examples, launched as the IDE launches them
// (LaunchSettings from the example's .args, LaunchBuilder): the grid's groups, colours and
// tooltips, the legend, the word-by-word comparison of a clicked run with the reference and
// its last writers, the worker's progress and cancel, a second Run while one is running, the
// view destroyed while running, and launches that cannot be built; the views' themes and
// classroom scale, stale results after changed settings or source, and Cancel of the last
// writers being found.

#include "portability/PortabilityView.h"
#include "PortabilityExample.h"
#include "portability/GroupColors.h"
#include "portability/MemoryDiffModel.h"
#include "portability/PortabilityDiffPanel.h"
#include "portability/PortabilityGridModel.h"
#include "portability/StaleBanner.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QFile>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

#include <cmath>
#include <memory>

using namespace wave::widgets;
using wave::widgets::test::Example;

namespace {

// WCAG relative luminance and contrast.
double luminance(const QColor& c) {
    const auto channel = [](double v) {
        v /= 255.0;
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue());
}

double contrast(const QColor& a, const QColor& b) {
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

QString rowLetters(const PortabilityGridModel* model, int row) {
    QString out;
    for (int c = 0; c < model->columnCount(); ++c)
        out += model->index(row, c).data().toString();
    return out;
}

bool runAndWait(PortabilityView& view) {
    QSignalSpy finished(&view, &PortabilityView::finished);
    QTest::mouseClick(view.runButton(), Qt::LeftButton);
    return finished.wait(30000) || !finished.isEmpty();
}

} // namespace

class PortabilityViewTest : public QObject {
    Q_OBJECT
private slots:
    // 32-wide profiles agree with the reference; 8 and 16 give one other result, 64 a third.
    void gridGroupsTheReductionByWaveWidth() {
        const Example example(QStringLiteral("reduction_assumes_32"));
        PortabilityView view;
        example.attach(view);
        QAbstractItemModelTester tester(view.gridModel());
        QVERIFY(runAndWait(view));
        const PortabilityGridModel* model = view.gridModel();
        QCOMPARE(model->rowCount(), 5);
        QCOMPARE(model->columnCount(), 4); // round robin, reverse, barrier-run, random:1
        QCOMPARE(model->headerData(0, Qt::Vertical).toString(), QStringLiteral("intel-8 (8)"));
        QCOMPARE(model->headerData(3, Qt::Horizontal).toString(), QStringLiteral("random:1"));
        const QStringList rows = {rowLetters(model, 0), rowLetters(model, 1), rowLetters(model, 2),
                                  rowLetters(model, 3), rowLetters(model, 4)};
        QCOMPARE(rows, (QStringList{QStringLiteral("BBBB"), QStringLiteral("BBBB"),
                                    QStringLiteral("AAAA"), QStringLiteral("AAAA"),
                                    QStringLiteral("CCCC")}));
        // Colours by group, each distinct, each with dark text at WCAG AAA contrast.
        const QColor a = model->index(2, 0).data(Qt::BackgroundRole).value<QColor>();
        const QColor b = model->index(0, 0).data(Qt::BackgroundRole).value<QColor>();
        const QColor c = model->index(4, 0).data(Qt::BackgroundRole).value<QColor>();
        QVERIFY(a != b && b != c && a != c);
        QCOMPARE(model->index(3, 2).data(Qt::BackgroundRole).value<QColor>(), a);
        for (const QColor& bg : {a, b, c})
            QVERIFY2(contrast(bg, model->index(0, 0).data(Qt::ForegroundRole).value<QColor>()) >= 7,
                     qPrintable(bg.name()));
        // The tooltip has the facts of the run.
        const QString tip = model->index(4, 1).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("amd-64 / reverse")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("wave width 64")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Group C: completed")), qPrintable(tip));
        // The legend says what each group is.
        const QString legend = view.legendLabel()->text();
        QVERIFY2(legend.contains(QStringLiteral("agrees with nvidia-32 / round-robin")),
                 qPrintable(legend));
        QVERIFY2(legend.contains(QStringLiteral("at wave width 8, 16 only")), qPrintable(legend));
        QVERIFY2(legend.contains(QStringLiteral("at wave width 64 only")), qPrintable(legend));
        QVERIFY2(view.statusLabel()->text().contains(QStringLiteral("3 different results")),
                 qPrintable(view.statusLabel()->text()));
        QVERIFY(view.runButton()->isEnabled());
        QVERIFY(!view.cancelButton()->isEnabled());
    }

    // A deadlock is named in the legend with the widths it happens at.
    void legendNamesADeadlock() {
        const Example example(QStringLiteral("barrier_deadlock"));
        PortabilityView view;
        example.attach(view);
        view.seedsBox()->setValue(0);
        QVERIFY(runAndWait(view));
        const QString legend = view.legendLabel()->text();
        QVERIFY2(legend.contains(
                     QStringLiteral("deadlocks at wave width 8, 16, 32 only: deadlock detected")),
                 qPrintable(legend));
        QCOMPARE(view.gridModel()->columnCount(), 1);
    }

    // A click on amd-64 / round-robin: memory side by side, the differing word marked, its last
    // writer in each run named by line, wave and lane; Debug this run asks for that run.
    void clickedRunIsComparedWithTheReference() {
        const Example example(QStringLiteral("reduction_assumes_32"));
        PortabilityView view;
        example.attach(view);
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(runAndWait(view));
        QTableView* grid = view.grid();
        const QModelIndex amd = view.gridModel()->index(4, 0);
        QTest::mouseClick(grid->viewport(), Qt::LeftButton, {}, grid->visualRect(amd).center());
        PortabilityDiffPanel* diff = view.diffPanel();
        QCOMPARE(diff->run(), std::optional<std::size_t>(16));
        MemoryDiffModel* memory = diff->model();
        QAbstractItemModelTester tester(memory);
        QCOMPARE(memory->rowCount(), 1); // --dump-u32 1024:1
        QCOMPARE(memory->differingWords(), 1);
        QCOMPARE(memory->firstDifference(), std::optional<std::uint64_t>(0x400));
        QVERIFY(memory->index(0, 0).data(MemoryDiffModel::DiffersRole).toBool());
        QVERIFY(memory->index(0, 0).data().toString().startsWith(QStringLiteral("0x00000400")));
        QCOMPARE(memory->index(0, MemoryDiffModel::ReferenceColumn).data().toString(),
                 QStringLiteral("0x00007f80")); // 32640
        // The run's label on two lines (whole on one in the tooltip), so that at 1280x800 the
        // comparison beside the grid (about 310 px) shows both runs' values whole.
        QCOMPARE(memory->headerData(MemoryDiffModel::RunColumn, Qt::Horizontal).toString(),
                 QStringLiteral("amd-64\nround-robin"));
        QCOMPARE(memory->headerData(MemoryDiffModel::RunColumn, Qt::Horizontal, Qt::ToolTipRole)
                     .toString(),
                 QStringLiteral("amd-64 / round-robin"));
        auto* table = diff->findChild<QTableView*>(QStringLiteral("portabilityMemoryDiff"));
        QVERIFY(table);
        const QSize wide = diff->size();
        diff->resize(310, diff->height());
        QTest::qWait(50);
        QVERIFY2(table->horizontalHeader()->length() <= table->viewport()->width(),
                 qPrintable(QString::number(table->horizontalHeader()->length())));
        const QFontMetrics values(table->font());
        for (const int column : {MemoryDiffModel::ReferenceColumn, MemoryDiffModel::RunColumn})
            QVERIFY(table->columnWidth(column) >
                    values.horizontalAdvance(memory->index(0, column).data().toString()));
        diff->resize(wide);
        QVERIFY(diff->titleLabel()->text().contains(QStringLiteral("1 word")));

        const QString store =
            QString::number(example.lineOf(QStringLiteral("device_store_u32 r14, r9")));
        QTreeWidget* writers = diff->writersView();
        QTRY_COMPARE(writers->topLevelItemCount(), 1);
        QTRY_COMPARE(writers->topLevelItem(0)->childCount(), 2);
        QCOMPARE(writers->topLevelItem(0)->text(0), QStringLiteral("0x00000400"));
        for (int i = 0; i < 2; ++i) {
            const QString w = diff->writerItem(0, i)->text(0);
            // Where first, the instruction after: a narrow column keeps line, wave and lane.
            QVERIFY2(
                w.startsWith(QStringLiteral("line ") + store + QStringLiteral(", wave 0 lane 0")),
                qPrintable(w));
            QVERIFY2(w.contains(QStringLiteral("`device_store_u32 r14, r9`")), qPrintable(w));
            QCOMPARE(diff->writerItem(0, i)->toolTip(0), w);
        }
        QCOMPARE(writers->topLevelItem(0)->child(1)->text(0),
                 QStringLiteral("amd-64 / round-robin"));

        // Only differing words: still the one word; then Debug this run.
        diff->differingOnlyBox()->setChecked(true);
        QCOMPARE(memory->rowCount(), 1);
        QSignalSpy debug(&view, &PortabilityView::debugRequested);
        QVERIFY(diff->debugButton()->isEnabled());
        QTest::mouseClick(diff->debugButton(), Qt::LeftButton);
        QCOMPARE(debug.count(), 1);
        const auto request = debug.front().front().value<PortabilityDiffPanel::DebugRun>();
        QCOMPARE(request.profile, QStringLiteral("amd-64"));
        QCOMPARE(request.schedule, QStringLiteral("round-robin"));
        QCOMPARE(request.word, std::optional<std::uint64_t>(0x400));

        // A run that agrees with the reference: nothing differs, no writers to find.
        view.showRun(12); // apple-32 / round-robin
        QCOMPARE(memory->differingWords(), 0);
        QVERIFY2(diff->titleLabel()->text().contains(QStringLiteral("the same")),
                 qPrintable(diff->titleLabel()->text()));
    }

    // Without a --dump-* option all of device memory is compared: the race's word among 256 Ki
    // words, the first difference in view, Only differing words leaving it alone.
    void withoutDumpsAllOfDeviceMemoryIsCompared() {
        Example example(QStringLiteral("race_order"));
        example.settings.dumpU32.reset();
        PortabilityView view;
        example.attach(view);
        view.resize(1000, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(runAndWait(view));
        const auto& m = view.result()->matrix;
        QVERIFY(!m.agree());
        QVERIFY2(view.statusLabel()->text().contains(QStringLiteral("all of device memory")),
                 qPrintable(view.statusLabel()->text()));
        std::size_t other = m.runs.size();
        for (std::size_t r = 0; r < m.runs.size() && other == m.runs.size(); ++r)
            if (m.runs[r].group != 0)
                other = r;
        QVERIFY(other < m.runs.size());
        view.showRun(other);
        MemoryDiffModel* memory = view.diffPanel()->model();
        QCOMPARE(memory->rowCount(), int(example.settings.deviceMemory / 4));
        QCOMPARE(memory->differingWords(), 1);
        QCOMPARE(memory->firstDifference(), std::optional<std::uint64_t>(0x400));
        QCOMPARE(memory->firstDifferenceRow(), 0x400 / 4);
        QTableView* table = view.diffPanel()->table();
        QTRY_VERIFY(table->viewport()->rect().intersects(
            table->visualRect(memory->index(memory->firstDifferenceRow(), 0))));
        view.diffPanel()->differingOnlyBox()->setChecked(true);
        QCOMPARE(memory->rowCount(), 1);
        QCOMPARE(memory->addressOfRow(0), std::uint64_t{0x400});
    }

    // Progress reaches the total; Cancel stops a long matrix; a second Run is refused while
    // one runs.
    void progressCancelAndRerun() {
        const Example example(QStringLiteral("tree_reduction"));
        PortabilityView view;
        example.attach(view);
        view.seedsBox()->setValue(64);
        QSignalSpy finished(&view, &PortabilityView::finished);
        QVERIFY(view.run());
        QVERIFY(view.running());
        QVERIFY(!view.runButton()->isEnabled());
        QVERIFY(!view.seedsBox()->isEnabled());
        QVERIFY(!view.run()); // refused while running
        QCOMPARE(view.progressBar()->maximum(), 5 * 67);
        QTest::mouseClick(view.cancelButton(), Qt::LeftButton);
        QVERIFY(finished.wait(30000) || !finished.isEmpty());
        QCOMPARE(finished.count(), 1);
        QVERIFY(view.result());
        if (view.result()->matrix.cancelled)
            QVERIFY2(view.statusLabel()->text().startsWith(QStringLiteral("Cancelled after")),
                     qPrintable(view.statusLabel()->text()));
        QVERIFY(view.runButton()->isEnabled());

        // Runs again to the end.
        view.seedsBox()->setValue(1);
        QVERIFY(runAndWait(view));
        QVERIFY(!view.result()->matrix.cancelled);
        QCOMPARE(view.progressBar()->value(), 20);
    }

    // Run pressed while a clicked run's last writers are being found: the matrix runs next.
    void runWhileExplainingFollows() {
        const Example example(QStringLiteral("reduction_assumes_32"));
        PortabilityView view;
        example.attach(view);
        QVERIFY(runAndWait(view));
        const PortabilityResultPtr first = view.result();
        view.showRun(16);
        QSignalSpy finished(&view, &PortabilityView::finished);
        QVERIFY(view.run());
        QVERIFY(finished.wait(30000) || !finished.isEmpty());
        QVERIFY(view.result() && view.result() != first);
        QCOMPARE(view.result()->matrix.runs.size(), std::size_t{20});
    }

    // The grid, the legend and the comparison follow the views' theme: in each of light, dark
    // and high contrast every group's cell (the reference, other results, a deadlock) keeps its
    // text at contrast 4.5:1 at least, a dark theme's cells are dark, and the legend shows the
    // cells' colours.
    void followsTheViewsTheme() {
        for (const char* name : {"reduction_assumes_32", "barrier_deadlock"}) {
            const Example example(QString::fromLatin1(name));
            PortabilityView view;
            example.attach(view);
            view.seedsBox()->setValue(0);
            QVERIFY(runAndWait(view));
            const PortabilityGridModel* model = view.gridModel();
            QVERIFY(view.result()->matrix.groups.size() >= 2);
            for (const ViewPalette& p :
                 {ViewPalette::light(), ViewPalette::dark(), ViewPalette::highContrast()}) {
                view.setViewPalette(p);
                QCOMPARE(view.palette().color(QPalette::Base),
                         p.qtPalette({}).color(QPalette::Base));
                const bool dark = p.background.lightness() < 128;
                for (int r = 0; r < model->rowCount(); ++r) {
                    const QModelIndex cell = model->index(r, 0);
                    const QColor bg = cell.data(Qt::BackgroundRole).value<QColor>();
                    const QColor fg = cell.data(Qt::ForegroundRole).value<QColor>();
                    QVERIFY2(contrast(bg, fg) >= 4.5,
                             qPrintable(QStringLiteral("%1 on %2").arg(fg.name(), bg.name())));
                    QCOMPARE(bg.lightness() < 128, dark);
                    QVERIFY2(view.legendLabel()->text().contains(bg.name()),
                             qPrintable(view.legendLabel()->text()));
                }
            }
        }
        // The differing words of a comparison take the theme's "changed" fill.
        const Example example(QStringLiteral("reduction_assumes_32"));
        PortabilityView view;
        example.attach(view);
        view.seedsBox()->setValue(0);
        QVERIFY(runAndWait(view));
        view.setViewPalette(ViewPalette::dark());
        view.showRun(4); // amd-64
        const QModelIndex word = view.diffPanel()->model()->index(
            view.diffPanel()->model()->firstDifferenceRow(), MemoryDiffModel::RunColumn);
        QCOMPARE(word.data(Qt::BackgroundRole).value<QColor>(), ViewPalette::dark().changed);
        QVERIFY(contrast(word.data(Qt::BackgroundRole).value<QColor>(),
                         word.data(Qt::ForegroundRole).value<QColor>()) >= 4.5);
    }

    // Classroom scale: the dock's text, the grid's cells and the compared values grow with it.
    void followsTheClassroomScale() {
        const Example example(QStringLiteral("reduction_assumes_32"));
        PortabilityView view;
        example.attach(view);
        view.seedsBox()->setValue(0);
        view.setScale(1.0); // as the IDE sets it
        view.resize(900, 600);
        view.show();
        QVERIFY(runAndWait(view));
        view.showRun(4);
        const QFontInfo status1(view.statusLabel()->font());
        const int cell1 = view.grid()->rowHeight(0);
        const QFont value1 = view.diffPanel()
                                 ->model()
                                 ->index(0, MemoryDiffModel::RunColumn)
                                 .data(Qt::FontRole)
                                 .value<QFont>();
        view.setScale(2.0);
        const QFontInfo status2(view.statusLabel()->font());
        QVERIFY2(status2.pixelSize() >= status1.pixelSize() * 17 / 10,
                 qPrintable(
                     QStringLiteral("%1 -> %2").arg(status1.pixelSize()).arg(status2.pixelSize())));
        QVERIFY2(view.grid()->rowHeight(0) >= cell1 * 3 / 2,
                 qPrintable(QStringLiteral("%1 -> %2").arg(cell1).arg(view.grid()->rowHeight(0))));
        const QFont value2 = view.diffPanel()
                                 ->model()
                                 ->index(0, MemoryDiffModel::RunColumn)
                                 .data(Qt::FontRole)
                                 .value<QFont>();
        QVERIFY(QFontInfo(value2).pixelSize() >= QFontInfo(value1).pixelSize() * 17 / 10);
        // Back to 1: the application's font again.
        view.setScale(1.0);
        QCOMPARE(QFontInfo(view.statusLabel()->font()).pixelSize(), status1.pixelSize());
    }

    // Launch settings that change the runs make the matrix stale; the profile and schedule
    // ("Debug this run" chooses them) only choose the reference run and do not.
    void changedSettingsMakeTheMatrixStale() {
        Example example(QStringLiteral("reduction_assumes_32"));
        PortabilityView view;
        example.attach(view);
        view.setSourceProvider([&example] { return PortabilityView::Source{{}, example.source}; });
        view.seedsBox()->setValue(0);
        QVERIFY(runAndWait(view));
        view.showRun(4);
        QVERIFY(!view.stale());
        example.settings.profile = QStringLiteral("amd-64");
        example.settings.schedule = QStringLiteral("reverse");
        view.inputsChanged();
        QVERIFY(!view.stale());
        QVERIFY(view.diffPanel()->debugButton()->isEnabled());
        example.settings.deviceMemory *= 2;
        view.inputsChanged();
        QVERIFY(view.stale());
        QVERIFY(view.staleLabel()->text().contains(QStringLiteral("launch settings changed")));
        QVERIFY(!view.diffPanel()->debugButton()->isEnabled());
        QSignalSpy debug(&view, &PortabilityView::debugRequested);
        view.diffPanel()->debugButton()->click();
        QCOMPARE(debug.count(), 0);
        example.settings.deviceMemory /= 2;
        view.inputsChanged();
        QVERIFY(!view.stale());
        example.source += QStringLiteral("\n; more");
        view.inputsChanged();
        QVERIFY(view.staleLabel()->text().contains(QStringLiteral("The source changed")));
    }

    // Cancel while the last writers of a clicked run are being found: they stop, the panel says
    // so, and showing the run again finds them.
    void cancelStopsFindingTheLastWriters() {
        const Example example(QStringLiteral("reduction_assumes_32"));
        PortabilityView view;
        example.attach(view);
        view.seedsBox()->setValue(0);
        QVERIFY(runAndWait(view));
        QVERIFY(!view.cancelButton()->isEnabled());
        view.showRun(4);
        QVERIFY(view.cancelButton()->isEnabled());
        QTest::mouseClick(view.cancelButton(), Qt::LeftButton);
        QTreeWidget* writers = view.diffPanel()->writersView();
        QTRY_VERIFY(view.diffPanel()->explanationCancelled());
        QCOMPARE(writers->topLevelItemCount(), 1);
        QVERIFY(writers->topLevelItem(0)->text(0).startsWith(QStringLiteral("Cancelled")));
        QVERIFY(!view.cancelButton()->isEnabled());
        view.showRun(4);
        QTRY_VERIFY(writers->topLevelItemCount() == 1 &&
                    writers->topLevelItem(0)->childCount() == 2);
    }

    // Closing while running: the worker is stopped and waited for, nothing arrives later.
    void destroyedWhileRunning() {
        const Example example(QStringLiteral("tree_reduction"));
        auto view = std::make_unique<PortabilityView>();
        example.attach(*view);
        view->seedsBox()->setValue(64);
        QVERIFY(view->run());
        QTest::qWait(20);
        view.reset();
        QTest::qWait(50); // a queued result would arrive now
    }

    // A launch that cannot be built, and output options that do not parse: said in the dock.
    void errorsAreShownInTheDock() {
        Example broken(QStringLiteral("reduction_assumes_32"));
        broken.source = QStringLiteral(".kernel k\n    bogus r1\n.end\n");
        broken.assembly =
            wave::assembler::Assembler::assemble(broken.source.toStdString(), "k.wave");
        PortabilityView view;
        view.setLaunchProvider([](QString& error) -> LaunchRequestPtr {
            error = QStringLiteral("the source has errors (see Problems)");
            return nullptr;
        });
        QTest::mouseClick(view.runButton(), Qt::LeftButton);
        QCOMPARE(view.statusLabel()->text(),
                 QStringLiteral("Cannot run the portability matrix: the source has errors (see "
                                "Problems)"));
        QVERIFY(view.runButton()->isEnabled());
        QVERIFY(!view.result());

        Example badDump(QStringLiteral("reduction_assumes_32"));
        badDump.settings.dumpU32 = QStringLiteral("1024:zz");
        badDump.attach(view);
        QTest::mouseClick(view.runButton(), Qt::LeftButton);
        QVERIFY2(view.statusLabel()->text().startsWith(
                     QStringLiteral("Cannot run the portability matrix: ")),
                 qPrintable(view.statusLabel()->text()));
        QVERIFY(!view.running());
    }
};

QTEST_MAIN(PortabilityViewTest)
#include "PortabilityViewTest.moc"
