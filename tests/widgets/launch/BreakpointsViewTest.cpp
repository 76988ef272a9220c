// The Breakpoints dock on a real SessionController (breakpoints exist without a session): the
// model is a well-behaved item model while breakpoints come and go; the toolbar adds the kinds
// the gutter cannot, the check box and the condition edit the controller's specs, Remove and
// Delete remove; the watch range dialog refuses ranges that make no sense; a double-clicked
// line breakpoint asks for its line.

#include "launch/BreakpointsView.h"
#include "launch/BreakpointsModel.h"
#include "launch/WatchRangeDialog.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using wave::widgets::BreakpointEntry;
using wave::widgets::BreakpointsModel;
using wave::widgets::BreakpointsView;
using wave::widgets::SessionController;
using wave::widgets::WatchRangeDialog;
namespace debug = wave::debug;

namespace {

debug::BreakpointSpec spec(debug::BreakpointKind kind) {
    debug::BreakpointSpec s;
    s.kind = kind;
    return s;
}

debug::BreakpointSpec lineSpec(std::uint32_t line) {
    debug::BreakpointSpec s;
    s.line = line;
    return s;
}

QString what(const BreakpointsModel* model, int row) {
    return model->index(row, BreakpointsModel::WhatColumn).data().toString();
}

} // namespace

class BreakpointsViewTest : public QObject {
    Q_OBJECT
private slots:
    void modelIsWellBehaved() {
        SessionController controller;
        BreakpointsModel model(&controller);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int a = controller.addBreakpoint(lineSpec(3));
        const int b = controller.addBreakpoint(spec(debug::BreakpointKind::Divergence));
        controller.addBreakpoint(spec(debug::BreakpointKind::Reconvergence));
        QCOMPARE(model.rowCount(), 3);
        controller.removeBreakpoint(b);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(what(&model, 1), QStringLiteral("Reconvergence"));
        controller.setLineBreakpoints({3, 9}); // keeps line 3, adds line 9
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.idAt(model.rowOf(a)), a);
        controller.setBreakpoints({}); // a reset
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(
            !model.setData(model.index(0, BreakpointsModel::ConditionColumn), QStringLiteral("x")));
    }

    void describesEveryKind() {
        auto d = [](const debug::BreakpointSpec& s) { return BreakpointsModel::describe(s); };
        QCOMPARE(d(lineSpec(12)), QStringLiteral("Line 12"));
        debug::BreakpointSpec s = spec(debug::BreakpointKind::Address);
        s.pc = 0x40;
        QCOMPARE(d(s), QStringLiteral("Address 0x0040"));
        s = spec(debug::BreakpointKind::BarrierArrival);
        QCOMPARE(d(s), QStringLiteral("Any wave arrives at any barrier"));
        s.line = 25;
        QCOMPARE(d(s), QStringLiteral("Any wave arrives at the barrier at line 25"));
        s.line = 0;
        s.wave = 2;
        QCOMPARE(d(s), QStringLiteral("Wave 2 arrives at any barrier"));
        s = spec(debug::BreakpointKind::BarrierQuorum);
        s.arrivals = 3;
        s.line = 25;
        QCOMPARE(d(s), QStringLiteral("3rd wave arrives at the barrier at line 25"));
        s.arrivals = 11;
        s.line = 0;
        s.pc = 0x80;
        QCOMPARE(d(s), QStringLiteral("11th wave arrives at the barrier at 0x0080"));
        s.arrivals = 22;
        QCOMPARE(d(s), QStringLiteral("22nd wave arrives at the barrier at 0x0080"));
        s = spec(debug::BreakpointKind::BarrierRelease);
        s.line = 25;
        QCOMPARE(d(s), QStringLiteral("Barrier at line 25 releases"));
        QCOMPARE(d(spec(debug::BreakpointKind::BarrierRelease)),
                 QStringLiteral("Any barrier releases"));
        QCOMPARE(d(spec(debug::BreakpointKind::Divergence)), QStringLiteral("Divergence"));
        s = spec(debug::BreakpointKind::Reconvergence);
        s.wave = 1;
        QCOMPARE(d(s), QStringLiteral("Reconvergence (wave 1 only)"));
        s = spec(debug::BreakpointKind::Watch);
        s.space = debug::MemorySpace::Device;
        s.address = 0x100;
        s.length = 0x40;
        QCOMPARE(d(s), QStringLiteral("Write of device [0x100, 0x140)"));
        s.space = debug::MemorySpace::Local;
        s.access = debug::WatchAccess::Either;
        QCOMPARE(d(s), QStringLiteral("Read or write of local [0x100, 0x140)"));
    }

    void addMenuAddsDivergenceAndTheRowEditsTheController() {
        SessionController controller;
        BreakpointsView view(&controller);
        BreakpointsModel* model = view.model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAction* divergence = view.addAction(QStringLiteral("addDivergence"));
        QVERIFY(divergence);
        divergence->trigger();
        QCOMPARE(controller.breakpoints().size(), 1);
        QCOMPARE(controller.breakpoints()[0].spec.kind, debug::BreakpointKind::Divergence);
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(what(model, 0), QStringLiteral("Divergence"));
        const int id = controller.breakpoints()[0].id;

        // Unchecking disables it in the controller.
        const QModelIndex check = model->index(0, BreakpointsModel::EnabledColumn);
        QCOMPARE(check.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
        QVERIFY(model->flags(check) & Qt::ItemIsUserCheckable);
        QVERIFY(model->setData(check, Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(controller.breakpoint(id)->spec.enabled, false);
        QCOMPARE(check.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Unchecked);
        view.setAllEnabled(true);
        QCOMPARE(controller.breakpoint(id)->spec.enabled, true);

        // The condition is edited in place; a broken one shows its error in red.
        const QModelIndex condition = model->index(0, BreakpointsModel::ConditionColumn);
        QVERIFY(model->flags(condition) & Qt::ItemIsEditable);
        QVERIFY(model->setData(condition, QStringLiteral(" lane == 5 ")));
        QCOMPARE(controller.breakpoint(id)->spec.condition, std::string("lane == 5"));
        QCOMPARE(condition.data().toString(), QStringLiteral("lane == 5"));
        QVERIFY(condition.data(BreakpointsModel::ErrorRole).toString().isEmpty());
        QVERIFY(model->setData(condition, QStringLiteral("lane ==")));
        QVERIFY(!condition.data(BreakpointsModel::ErrorRole).toString().isEmpty());
        QVERIFY(condition.data(Qt::ForegroundRole).isValid());
        QVERIFY(condition.data(Qt::ToolTipRole).toString().contains(QStringLiteral("column")));

        // Barrier kinds from the menu mean any wave at any barrier.
        view.addAction(QStringLiteral("addBarrierArrival"))->trigger();
        view.addAction(QStringLiteral("addBarrierRelease"))->trigger();
        view.addAction(QStringLiteral("addReconvergence"))->trigger();
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(what(model, 1), QStringLiteral("Any wave arrives at any barrier"));
        QCOMPARE(what(model, 2), QStringLiteral("Any barrier releases"));
        QCOMPARE(what(model, 3), QStringLiteral("Reconvergence"));

        // Remove removes the selected row; Delete too; Remove All the rest.
        view.table()->selectRow(0);
        auto* remove = view.findChild<QToolButton*>(QStringLiteral("removeBreakpoint"));
        QVERIFY(remove && remove->isEnabled());
        remove->click();
        QVERIFY(!controller.breakpoint(id));
        QCOMPARE(model->rowCount(), 3);
        view.show(); // the Delete shortcut works where the user can press it: a shown, focused
                     // table
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.table()->setFocus();
        view.table()->selectRow(0);
        QTest::keyClick(view.table(), Qt::Key_Delete);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(what(model, 0), QStringLiteral("Any barrier releases"));
        view.removeAll();
        QVERIFY(controller.breakpoints().isEmpty());
        QCOMPARE(model->rowCount(), 0);
    }

    void watchDialogRefusesBadRanges() {
        WatchRangeDialog dialog;
        dialog.show();
        dialog.addressEdit()->setText(QStringLiteral("0x100"));
        dialog.lengthEdit()->setText(QStringLiteral("0"));
        dialog.accept();
        QVERIFY(dialog.isVisible()); // stays open
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY2(dialog.errorText().contains(QStringLiteral("at least 1 byte")),
                 qPrintable(dialog.errorText()));

        dialog.addressEdit()->setText(QStringLiteral("0xzz"));
        dialog.lengthEdit()->setText(QStringLiteral("64"));
        QString error;
        QVERIFY(!dialog.spec(error));
        QVERIFY(error.contains(QStringLiteral("\"0xzz\"")));
        dialog.addressEdit()->setText(QStringLiteral("0xffffffffffffffff"));
        dialog.lengthEdit()->setText(QStringLiteral("2"));
        QVERIFY(!dialog.spec(error));
        QVERIFY(error.contains(QStringLiteral("address space")));

        dialog.setSpace(debug::MemorySpace::Device);
        dialog.addressEdit()->setText(QStringLiteral("0x100"));
        dialog.lengthEdit()->setText(QStringLiteral("0x40"));
        dialog.accessBox()->setCurrentIndex(
            dialog.accessBox()->findData(int(debug::WatchAccess::Either)));
        const auto s = dialog.spec(error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->kind, debug::BreakpointKind::Watch);
        QCOMPARE(s->space, debug::MemorySpace::Device);
        QCOMPARE(s->address, 0x100u);
        QCOMPARE(s->length, 0x40u);
        QCOMPARE(s->access, debug::WatchAccess::Either);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(!dialog.isVisible());
    }

    void doubleClickOnALineShowsIt() {
        SessionController controller;
        controller.addBreakpoint(spec(debug::BreakpointKind::Divergence));
        controller.addBreakpoint(lineSpec(17));
        BreakpointsView view(&controller);
        view.resize(600, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy spy(&view, &BreakpointsView::lineActivated);
        QTableView* table = view.table();
        auto doubleClick = [table](int row) {
            const QRect r =
                table->visualRect(table->model()->index(row, BreakpointsModel::WhatColumn));
            QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, r.center());
            QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, r.center());
        };
        doubleClick(0); // not a line
        QCOMPARE(spy.count(), 0);
        doubleClick(1);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 17);
    }

    // Five kinds as a user would see them; WAVE_SCREENSHOT_DIR keeps the picture.
    void rendersLegibly() {
        SessionController controller;
        controller.addBreakpoint(lineSpec(12));
        debug::BreakpointSpec arrival = spec(debug::BreakpointKind::BarrierArrival);
        arrival.line = 25;
        controller.addBreakpoint(arrival);
        debug::BreakpointSpec quorum = spec(debug::BreakpointKind::BarrierQuorum);
        quorum.arrivals = 3;
        quorum.line = 25;
        quorum.condition = "r3 >";
        controller.addBreakpoint(quorum);
        debug::BreakpointSpec divergence = spec(debug::BreakpointKind::Divergence);
        divergence.condition = "lane == 5";
        divergence.enabled = false;
        controller.addBreakpoint(divergence);
        debug::BreakpointSpec watch = spec(debug::BreakpointKind::Watch);
        watch.space = debug::MemorySpace::Device;
        watch.address = 0x100;
        watch.length = 0x40;
        controller.addBreakpoint(watch);
        BreakpointsView view(&controller);
        view.resize(760, 220);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.table()->selectRow(1);
        // Nothing cut off: every description fits its column.
        const QFontMetrics fm = view.table()->fontMetrics();
        for (int row = 0; row < view.model()->rowCount(); ++row)
            QVERIFY2(fm.horizontalAdvance(what(view.model(), row)) + 8 <=
                         view.table()->columnWidth(BreakpointsModel::WhatColumn),
                     qPrintable(what(view.model(), row)));
        const QImage image = view.grab().toImage();
        QVERIFY(!image.isNull());
        const QString dir = qEnvironmentVariable("WAVE_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(image.save(QDir(dir).filePath(QStringLiteral("breakpoints.png"))));
    }
};

QTEST_MAIN(BreakpointsViewTest)
#include "BreakpointsViewTest.moc"
