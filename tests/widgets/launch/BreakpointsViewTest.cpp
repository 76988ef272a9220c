// The Breakpoints dock on a real SessionController (breakpoints exist without a session): the
// model is a well-behaved item model while breakpoints come and go; the toolbar adds the kinds
// the gutter cannot, the check box and the condition edit the controller's specs, Remove and
// Delete remove; the watch range dialog refuses ranges that make no sense; a double-clicked
// line breakpoint asks for its line.

#include "launch/BreakpointsView.h"
#include "launch/BreakpointConditionDialog.h"
#include "launch/BreakpointsModel.h"
#include "launch/WatchRangeDialog.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using wave::widgets::BreakpointConditionDialog;
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
        controller.addBreakpoint(lineSpec(9));
        controller.moveLineBreakpoints({{a, 4}}); // an edit moved line 3 to 4: same breakpoint
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.idAt(model.rowOf(a)), a);
        QCOMPARE(model.index(model.rowOf(a), BreakpointsModel::LineColumn).data().toString(),
                 QStringLiteral("4"));
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
        // One that does not parse is refused, with its column.
        QSignalSpy rejected(model, &BreakpointsModel::conditionRejected);
        QVERIFY(!model->setData(condition, QStringLiteral("lane ==")));
        QCOMPARE(rejected.size(), 1);
        QVERIFY(rejected[0][2].toString().startsWith(QStringLiteral("column 8: ")));
        QCOMPARE(controller.breakpoint(id)->spec.condition, std::string("lane == 5"));

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
    // Issue 12: the dock names each breakpoint by its id, kind, file and line; ids are given
    // once and survive a reload of the list (a session file, another launch).
    void showsIdKindFileAndLine() {
        SessionController controller;
        BreakpointsView view(&controller);
        BreakpointsModel* model = view.model();
        model->setSourceName(QStringLiteral("/tmp/kernels/seven.wave"));
        const int a = controller.addBreakpoint(lineSpec(8));
        debug::BreakpointSpec barrier = spec(debug::BreakpointKind::BarrierRelease);
        barrier.line = 10;
        const int b = controller.addBreakpoint(barrier);
        QVERIFY(a != b);
        auto at = [&](int row, int column) { return model->index(row, column).data().toString(); };
        QCOMPARE(at(0, BreakpointsModel::IdColumn), QString::number(a));
        QCOMPARE(at(0, BreakpointsModel::KindColumn), QStringLiteral("Line"));
        QCOMPARE(at(0, BreakpointsModel::FileColumn), QStringLiteral("seven.wave"));
        QCOMPARE(at(0, BreakpointsModel::LineColumn), QStringLiteral("8"));
        QCOMPARE(at(1, BreakpointsModel::IdColumn), QString::number(b));
        QCOMPARE(at(1, BreakpointsModel::KindColumn), QStringLiteral("Barrier release"));
        QCOMPARE(at(1, BreakpointsModel::LineColumn), QStringLiteral("10"));
        // The same list given back (a document shown again) keeps the ids.
        QVector<BreakpointEntry> again = controller.breakpoints();
        controller.setBreakpoints(again);
        QCOMPARE(at(0, BreakpointsModel::IdColumn), QString::number(a));
        QCOMPARE(at(1, BreakpointsModel::IdColumn), QString::number(b));
        const int c = controller.addBreakpoint(lineSpec(12));
        QVERIFY(c > a && c > b);
    }

    // Issue 14: a condition that does not parse, loaded from a session file, is shown as an
    // error on its breakpoint (red, with the column); one typed in the table is refused, said
    // under the table, and the editor opens again on it.
    void conditionErrorsAreShownInPlace() {
        SessionController controller;
        BreakpointsView view(&controller);
        BreakpointsModel* model = view.model();
        BreakpointEntry loaded;
        loaded.id = 7;
        loaded.spec = lineSpec(3);
        loaded.spec.condition = "r3 >";
        controller.setBreakpoints({loaded});
        const QModelIndex condition = model->index(0, BreakpointsModel::ConditionColumn);
        QCOMPARE(condition.data(BreakpointsModel::ErrorRole).toString(),
                 QStringLiteral("column 5: expected an operand but found end of expression"));
        QVERIFY(condition.data(Qt::ForegroundRole).isValid());
        QVERIFY(condition.data(Qt::ToolTipRole).toString().contains(QStringLiteral("column 5")));

        view.resize(900, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        auto* error = view.findChild<QLabel*>(QStringLiteral("conditionError"));
        QVERIFY(error && error->isHidden());
        view.table()->setFocus();
        view.table()->setCurrentIndex(condition);
        QTest::keyClick(view.table(), Qt::Key_F2);
        QLineEdit* edit = view.table()->viewport()->findChild<QLineEdit*>();
        QVERIFY(edit);
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("lane == 5 && r3 =="));
        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_VERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QStringLiteral("column 19")), qPrintable(error->text()));
        QCOMPARE(controller.breakpoint(7)->spec.condition, std::string("r3 >"));
        // The editor opens again on what was typed (the refused one is deleted meanwhile).
        QTRY_COMPARE(view.table()->viewport()->findChildren<QLineEdit*>().size(), 1);
        edit = view.table()->viewport()->findChild<QLineEdit*>();
        QCOMPARE(edit->text(), QStringLiteral("lane == 5 && r3 =="));
        // Fixed, it is accepted and the message goes.
        QTest::keyClicks(edit, QStringLiteral(" 0"));
        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_COMPARE(controller.breakpoint(7)->spec.condition, std::string("lane == 5 && r3 == 0"));
        QVERIFY(controller.breakpoint(7)->error.isEmpty());
        QTRY_VERIFY(error->isHidden());
    }

    // The condition dialog: the example reads "&&" as written, a condition that does not
    // parse disables OK and Enter is refused with the column; an empty one is fine.
    void conditionDialogRefusesWhatDoesNotParse() {
        BreakpointConditionDialog dialog(QStringLiteral("line 8"), QString());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        auto* example = dialog.findChild<QLabel*>(QStringLiteral("example"));
        QVERIFY(example);
        QVERIFY(example->text().contains(QStringLiteral("lane == 5 && r3 == 0")));
        QVERIFY(dialog.errorText().isEmpty());
        QTest::keyClicks(dialog.edit(), QStringLiteral("  any(r3 <"));
        QCOMPARE(dialog.errorText(),
                 QStringLiteral("Column 11: expected an operand but found end of expression"));
        QTest::keyClick(dialog.edit(), Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(dialog.edit()->cursorPosition(), 10);
        QTest::keyClick(dialog.edit(), Qt::Key_End);
        QTest::keyClicks(dialog.edit(), QStringLiteral(" 0)"));
        QVERIFY(dialog.errorText().isEmpty());
        QTest::keyClick(dialog.edit(), Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.condition(), QStringLiteral("any(r3 < 0)"));
    }

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
