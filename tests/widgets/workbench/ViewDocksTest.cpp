// ViewDocks with a real SessionController: dock names and layout, every view following steps
// and the focus selector, light refreshes while running, exports from the dock menus.

#include "Workbench.h"

#include "models/ModelRoles.h"
#include "views/BarrierBoardView.h"
#include "views/DeviceMemoryView.h"
#include "views/DivergenceStackView.h"
#include "views/LaneRegistersView.h"
#include "views/MaskStripView.h"
#include "views/TimelineView.h"
#include "views/WavesView.h"
#include "workbench/ExplainView.h"
#include "workbench/FocusSelector.h"
#include "workbench/WorkbenchIds.h"

#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>

using namespace wave;
using namespace wave::widgets;
using namespace wave::widgets::test;

namespace {

// Any cell of a model marked as changed.
bool anyChanged(const QAbstractItemModel& model) {
    for (int r = 0; r < model.rowCount(); ++r)
        for (int c = 0; c < model.columnCount(); ++c)
            if (model.index(r, c).data(ChangedRole).toBool())
                return true;
    return false;
}

} // namespace

class ViewDocksTest : public QObject {
    Q_OBJECT
private slots:
    void docksHaveStableNames();
    void compactLayoutKeepsTheEditorWide();
    void stepReachesTheViews();
    void focusSelectorReachesEveryView();
    void lightRefreshesAreThrottledWhileRunning();
    void exportsFromTheDockMenus();
    void watchFromDeviceMemoryAddsAWatchpoint();
};

void ViewDocksTest::docksHaveStableNames() {
    Workbench bench;
    QStringList names;
    for (QDockWidget* d : bench.docks->docks())
        names << d->objectName();
    const QStringList expected{
        QStringLiteral("RegistersDock"),    QStringLiteral("WavesDock"),
        QStringLiteral("MasksDock"),        QStringLiteral("DivergenceDock"),
        QStringLiteral("BarrierDock"),      QStringLiteral("LocalMemoryDock"),
        QStringLiteral("DeviceMemoryDock"), QStringLiteral("TimelineDock"),
        QStringLiteral("StatisticsDock"),   QStringLiteral("ExplainDock")};
    QCOMPARE(names, expected);
    for (QDockWidget* d : bench.docks->docks()) {
        QCOMPARE(bench.window.findChild<QDockWidget*>(d->objectName()), d);
        QVERIFY(!d->windowTitle().isEmpty());
        QMenu* menu = bench.docks->dockMenu(d);
        QVERIFY(menu);
        QVERIFY2(menu->actions().size() >= 2, qPrintable(d->objectName()));
    }
    // saveState/restoreState round trip by object name.
    const QByteArray state = bench.window.saveState();
    QVERIFY(bench.window.restoreState(state));
    const auto formats = bench.docks->exportFormats(bench.docks->dock(WorkbenchIds::Timeline));
    QVERIFY(formats.contains(ViewDocks::ExportFormat::ChromeTrace));
    QVERIFY(bench.docks->exportFormats(bench.docks->dock(WorkbenchIds::Registers))
                .contains(ViewDocks::ExportFormat::Csv));
}

void ViewDocksTest::compactLayoutKeepsTheEditorWide() {
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
        Workbench bench(size);
        bench.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bench.window));
        QCoreApplication::processEvents();
        const QWidget* editor = bench.window.centralWidget();
        // The editor keeps at least two fifths of the width (beside eight lanes of registers at
        // 1280x800) and a third of the height.
        QVERIFY2(editor->width() >= size.width() * 2 / 5,
                 qPrintable(QString::number(editor->width())));
        QVERIFY2(editor->height() >= size.height() / 3,
                 qPrintable(QString::number(editor->height())));
        // Every dock is docked, and the ones in front have room to show something.
        QTest::qWait(50); // the deferred sizing
        for (QDockWidget* d : bench.docks->docks()) {
            QVERIFY(!d->isFloating());
            if (!d->visibleRegion().isEmpty()) {
                QVERIFY2(d->widget()->width() >= 250, qPrintable(QStringLiteral("%1 %2x%3 at %4")
                                                                     .arg(d->objectName())
                                                                     .arg(d->widget()->width())
                                                                     .arg(d->widget()->height())
                                                                     .arg(size.width())));
                QVERIFY2(d->widget()->height() >= 30, qPrintable(d->objectName()));
            }
        }
        // In front: the masks, the registers and the explanation; the waves too where there is
        // room, one click away (a tab of the masks' group) otherwise.
        for (DockId id : {WorkbenchIds::Masks, WorkbenchIds::Registers, WorkbenchIds::Explain})
            QVERIFY2(!bench.docks->dock(id)->visibleRegion().isEmpty(), id.name().data());
        QDockWidget* waves = bench.docks->dock(WorkbenchIds::Waves);
        if (bench.docks->arrangement() == ViewDocks::Arrangement::Wide)
            QVERIFY(!waves->visibleRegion().isEmpty());
        else
            QVERIFY(bench.window.tabifiedDockWidgets(bench.docks->dock(WorkbenchIds::Masks))
                        .contains(waves));
        // The registers show several rows; the explanation its two lines.
        QVERIFY(bench.docks->registersView()->height() >= size.height() / 5);
        const ExplainView* explain = bench.docks->explainView();
        QVERIFY2(explain->height() >= explain->sizeHint().height() - 2,
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(explain->height())
                                .arg(explain->sizeHint().height())));
    }
}

void ViewDocksTest::stepReachesTheViews() {
    Workbench bench;
    QVERIFY(bench.start(QStringLiteral("tree_reduction"), 256));
    const SnapshotPtr start = bench.controller.stopSnapshot();
    QVERIFY(start && start->full);
    QCOMPARE(bench.docks->registersView()->registersModel()->snapshot(), start);
    QCOMPARE(bench.docks->wavesView()->wavesModel()->snapshot(), start);
    QVERIFY(bench.docks->explainView()->explanation().contains(QStringLiteral("8 wave")));
    QVERIFY2(bench.docks->explainView()->currentText().contains(QStringLiteral("mov")),
             qPrintable(bench.docks->explainView()->currentText()));

    // `mov r0, sr_thread_id_x`: r0 changes in every lane of wave 0.
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    const SnapshotPtr after = bench.controller.stopSnapshot();
    QVERIFY(after->step > start->step);
    QCOMPARE(bench.docks->registersView()->registersModel()->snapshot(), after);
    QCOMPARE(bench.docks->wavesView()->wavesModel()->snapshot(), after);
    QVERIFY(anyChanged(*bench.docks->registersView()->registersModel()));
    QVERIFY(anyChanged(*bench.docks->wavesView()->wavesModel()));
    const QString explanation = bench.docks->explainView()->explanation();
    QVERIFY2(explanation.contains(QStringLiteral("r0")), qPrintable(explanation));
    QVERIFY2(bench.docks->explainView()->currentText().contains(QStringLiteral("mov_imm")),
             qPrintable(bench.docks->explainView()->currentText()));

    // The next step of the same wave: changes compare with this stop, not the first one.
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    const auto* regs = bench.docks->registersView()->registersModel();
    const int r0 = regs->rowOfRegister(0);
    const int r1 = regs->rowOfRegister(1);
    QVERIFY(!regs->index(r0, 0).data(ChangedRole).toBool());
    QVERIFY(regs->index(r1, 0).data(ChangedRole).toBool());
}

void ViewDocksTest::focusSelectorReachesEveryView() {
    Workbench bench;
    FocusSelector selector(&bench.controller);
    QVERIFY(!selector.waveBox()->isEnabled());
    QVERIFY(bench.start(QStringLiteral("tree_reduction"), 256));
    QVERIFY(selector.waveBox()->isEnabled());
    QCOMPARE(selector.waveBox()->maximum(), 7);
    QCOMPARE(selector.laneBox()->maximum(), 31);
    QVERIFY2(selector.workgroupText().contains(QStringLiteral("(0,0,0)")),
             qPrintable(selector.workgroupText()));

    selector.selectWave(5);
    selector.selectLane(9);
    ViewDocks* d = bench.docks;
    QTRY_COMPARE(d->registersView()->registersModel()->focusWave(), 5u);
    QTRY_COMPARE(d->registersView()->registersModel()->focusLane(), 9u);
    QCOMPARE(d->wavesView()->wavesModel()->focusWave(), 5u);
    QCOMPARE(d->masksView()->focusWave(), 5u);
    QCOMPARE(d->masksView()->focusLane(), 9u);
    QCOMPARE(d->divergenceView()->stackModel()->focusWave(), 5u);
    QCOMPARE(d->barrierView()->focusWave(), 5u);
    QCOMPARE(d->timelineView()->focusWave(), 5u);
    QVERIFY(d->explainView()->currentText().startsWith(QStringLiteral("Wave 5")));
    // The registers still show the stop's values (a focus change sends a light snapshot).
    QVERIFY(d->registersView()->registersModel()->snapshot()->full);

    // A wave step now runs wave 5, and the selector follows the session.
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    const SnapshotPtr s = bench.controller.stopSnapshot();
    QCOMPARE(s->waves[5].issued, 1u);
    QCOMPARE(s->waves[0].issued, 0u);
    QCOMPARE(selector.wave(), 5u);

    // Clicking a wave in the waves view focuses it too.
    emit d->wavesView()->waveActivated(2);
    QTRY_COMPARE(selector.wave(), 2u);
    QTRY_COMPARE(d->masksView()->focusWave(), 2u);
    QCOMPARE(d->masksView()->focusLane(), 9u);
}

void ViewDocksTest::lightRefreshesAreThrottledWhileRunning() {
    // An endless loop: Continue runs until paused.
    const std::string spin = ".kernel spin\n.registers 4\n.workgroup_size 64, 1, 1\n"
                             "    mov_imm r0, 0\n    mov_imm r1, 1\n    loop\n"
                             "        iadd r0, r0, r1\n    endloop\n    halt\n.end\n";
    Workbench bench;
    bench.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bench.window));
    const ExampleLaunch launch = sourceLaunch(spin, "spin.wave", QString(), 0);
    QVERIFY2(launch.request, launch.error.c_str());
    auto endless = std::make_shared<LaunchRequest>(*launch.request);
    endless->config.maxInstructions = 0; // no instruction limit: it runs until paused
    QVERIFY(bench.startRequest(endless));
    const SnapshotPtr start = bench.controller.stopSnapshot();

    // Measure how late a 10 ms timer fires while the session runs: the GUI must stay live.
    qint64 worstGap = 0;
    QElapsedTimer sinceTick;
    QTimer tick;
    tick.setInterval(10);
    QObject::connect(&tick, &QTimer::timeout,
                     [&] { worstGap = std::max(worstGap, sinceTick.restart()); });
    QSignalSpy progress(&bench.controller, &SessionController::snapshotChanged);
    QElapsedTimer clock;
    clock.start();
    sinceTick.start();
    tick.start();
    bench.controller.run(SessionCommand::Continue);
    QTest::qWait(1500);
    const qint64 ran = clock.elapsed();
    const int refreshes = bench.docks->lightRefreshes();
    QSignalSpy stopped(&bench.controller, &SessionController::stopped);
    bench.controller.pause();
    QVERIFY(Workbench::waitFor(stopped, 5000));
    tick.stop();
    QCOMPARE(bench.controller.stopSnapshot()->stop->reason, debug::StopReason::Paused);
    qInfo("light snapshots %d, view refreshes %d in %lld ms, worst GUI gap %lld ms",
          int(progress.count()), refreshes, ran, worstGap);

    QVERIFY2(refreshes >= 3, "the views should move while the kernel runs");
    QVERIFY2(refreshes <= ran / ViewDocks::kRunRefreshMs + 2, "refreshes are not throttled");
    QVERIFY2(worstGap < 1000, "the GUI thread was blocked");
    // The registers kept the full picture of the last stop until the pause.
    const SnapshotPtr stop = bench.controller.stopSnapshot();
    QVERIFY(stop->full && stop->step > start->step);
    QCOMPARE(bench.docks->registersView()->registersModel()->snapshot(), stop);
    QCOMPARE(bench.docks->wavesView()->wavesModel()->snapshot(), stop);
}

void ViewDocksTest::exportsFromTheDockMenus() {
    Workbench bench;
    bench.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bench.window));
    QVERIFY(bench.start(QStringLiteral("tree_reduction"), 256));
    debug::BreakpointSpec bp;
    bp.line = bench.line("fadd     r9, r9, r8");
    bench.controller.addBreakpoint(bp);
    QVERIFY(bench.run(SessionCommand::Continue));
    QCOMPARE(bench.controller.stopSnapshot()->stop->reason, debug::StopReason::Breakpoint);

    QTemporaryDir dir;
    ViewDocks* d = bench.docks;
    QString error;
    // PNG of the whole mask strip, even the part scrolled out of view.
    const QString png = dir.filePath(QStringLiteral("masks.png"));
    QVERIFY2(d->exportDock(d->dock(WorkbenchIds::Masks), ViewDocks::ExportFormat::Png, png, &error),
             qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), d->masksView()->size());
    QVERIFY(d->masksView()->height() >= d->masksView()->heightForWidth(d->masksView()->width()));

    const QString svg = dir.filePath(QStringLiteral("barrier.svg"));
    QVERIFY2(
        d->exportDock(d->dock(WorkbenchIds::Barrier), ViewDocks::ExportFormat::Svg, svg, &error),
        qPrintable(error));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    QVERIFY(svgFile.readAll().contains("<svg"));

    // Registers as CSV: a header of lanes, one line per row of the grid.
    const QString csv = dir.filePath(QStringLiteral("registers.csv"));
    QVERIFY2(
        d->exportDock(d->dock(WorkbenchIds::Registers), ViewDocks::ExportFormat::Csv, csv, &error),
        qPrintable(error));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csvFile.readAll().split('\n');
    QCOMPARE(lines.size() - 1, d->registersView()->model()->rowCount() + 1);

    // Device memory needs a selection; with one, the words of the selection.
    const QString mem = dir.filePath(QStringLiteral("memory.csv"));
    QVERIFY(!d->exportDock(d->dock(WorkbenchIds::DeviceMemory), ViewDocks::ExportFormat::Csv, mem,
                           &error));
    QVERIFY(!error.isEmpty());
    d->deviceMemoryView()->goToAddress(0x10);
    error.clear();
    QVERIFY2(d->exportDock(d->dock(WorkbenchIds::DeviceMemory), ViewDocks::ExportFormat::Csv, mem,
                           &error),
             qPrintable(error));
    QFile memFile(mem);
    QVERIFY(memFile.open(QIODevice::ReadOnly));
    const QByteArray memText = memFile.readAll();
    QVERIFY2(memText.contains("4.0") || memText.contains(",4,") || memText.contains("4\r"),
             memText.constData()); // x[4] = 4.0

    // The timeline as Chrome trace JSON: complete events for the runs of every wave.
    const QString json = dir.filePath(QStringLiteral("timeline.json"));
    QVERIFY2(d->exportDock(d->dock(WorkbenchIds::Timeline), ViewDocks::ExportFormat::ChromeTrace,
                           json, &error),
             qPrintable(error));
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(jsonFile.readAll(), &parse);
    QCOMPARE(parse.error, QJsonParseError::NoError);
    const QJsonArray events = doc.object().value(QStringLiteral("traceEvents")).toArray();
    QSet<int> waves;
    qint64 instructions = 0;
    for (const QJsonValue& v : events) {
        const QJsonObject e = v.toObject();
        if (e.value(QStringLiteral("ph")).toString() == QLatin1String("X") &&
            e.value(QStringLiteral("name")).toString() == QLatin1String("run")) {
            waves.insert(e.value(QStringLiteral("tid")).toInt());
            instructions += e.value(QStringLiteral("args"))
                                .toObject()
                                .value(QStringLiteral("instructions"))
                                .toInteger();
        }
    }
    QCOMPARE(waves.size(), 8);
    QCOMPARE(quint64(instructions), bench.controller.stopSnapshot()->step);

    // A format a dock does not offer is refused.
    QVERIFY(!d->exportDock(d->dock(WorkbenchIds::Masks), ViewDocks::ExportFormat::ChromeTrace, json,
                           &error));
}

void ViewDocksTest::watchFromDeviceMemoryAddsAWatchpoint() {
    Workbench bench;
    QVERIFY(bench.start(QStringLiteral("tree_reduction"), 256));
    ViewDocks* d = bench.docks;
    QVERIFY(d->deviceMemoryView()->goToAddress(0x400));
    d->deviceMemoryView()->watchSelection();
    QCOMPARE(bench.controller.breakpoints().size(), 1);
    const debug::BreakpointSpec& spec = bench.controller.breakpoints().front().spec;
    QCOMPARE(spec.kind, debug::BreakpointKind::Watch);
    QCOMPARE(spec.space, debug::MemorySpace::Device);
    QCOMPARE(spec.address, 0x400u);
    QCOMPARE(spec.length, 4u);
    // Thread 0 stores the sum there at the end: the run stops on it.
    QVERIFY(bench.run(SessionCommand::Continue));
    QCOMPARE(bench.controller.stopSnapshot()->stop->reason, debug::StopReason::Watchpoint);
    QVERIFY2(d->explainView()->explanation().startsWith(QStringLiteral("Stopped")),
             qPrintable(d->explainView()->explanation()));
}

QTEST_MAIN(ViewDocksTest)
#include "ViewDocksTest.moc"
