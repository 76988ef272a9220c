// The Registers dock with a real SessionController: a value typed into the grid reaches the
// engine (and errors reach the explain line); "Compare with N steps ago" highlights what
// differs from the state N steps back without moving the session.

#include "Workbench.h"

#include "models/ModelRoles.h"
#include "views/LaneRegistersView.h"
#include "workbench/ExplainView.h"
#include "workbench/RegistersDockControl.h"
#include "workbench/WorkbenchIds.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QMenu>
#include <QSpinBox>

using namespace wave;
using namespace wave::widgets;
using namespace wave::widgets::test;

namespace {

// One wave of 32 threads: r2 = id * r1 (r1 = 3 unless edited), r3 = r2 + r1.
const char* const kScale = R"(.kernel scale
    mov r0, sr_thread_id_x
    mov_imm r1, 3
    imul r2, r0, r1
    iadd r3, r2, r1
    halt
.end
)";

LaunchRequestPtr storeIds() {
    ExampleLaunch l = sourceLaunch(kScale, "scale.wave", QString(), 0);
    if (!l.request)
        return nullptr;
    auto request = std::make_shared<LaunchRequest>(*l.request);
    request->config.workgroup = emu::Dim3{32, 1, 1};
    request->config.grid = emu::Dim3{1, 1, 1};
    request->config.waveWidth = 32;
    request->config.deviceMemory = 4096;
    return request;
}

bool changed(const LaneRegistersModel& m, std::uint32_t reg, std::uint32_t lane) {
    return m.index(m.rowOfRegister(reg), m.columnOf(0, lane)).data(ChangedRole).toBool();
}

} // namespace

class RegisterEditCompareTest : public QObject {
    Q_OBJECT
private slots:
    void editInTheGridReachesTheEngine();
    void editErrorsAreShown();
    void compareWithStepsAgo();
};

void RegisterEditCompareTest::editInTheGridReachesTheEngine() {
    Workbench bench;
    QVERIFY(bench.startRequest(storeIds()));
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    QVERIFY(bench.run(SessionCommand::StepInstruction)); // r1 = 3
    LaneRegistersModel* model = bench.docks->registersView()->registersModel();
    const QModelIndex cell = model->index(model->rowOfRegister(1), model->columnOf(0, 5));
    QVERIFY(model->flags(cell) & Qt::ItemIsEditable);

    QSignalSpy stopped(&bench.controller, &SessionController::stopped);
    QVERIFY(model->setData(cell, QStringLiteral("0x7")));
    QVERIFY(Workbench::waitFor(stopped));
    const SnapshotPtr after = bench.controller.stopSnapshot();
    QCOMPARE(after->step, 2u);
    QCOMPARE(after->reg(0, 1, 5), 7u);
    QCOMPARE(after->reg(0, 1, 4), 3u);
    QCOMPARE(model->snapshot(), after);
    QCOMPARE(cell.data(RawValueRole).value<quint64>(), 7u);
    QVERIFY(changed(*model, 1, 5)); // the edited cell shows as changed, the others not
    QVERIFY(!changed(*model, 1, 4));
    const QString explanation = bench.docks->explainView()->explanation();
    QVERIFY2(explanation.contains(QStringLiteral("r1 of wave 0 lane 5")), qPrintable(explanation));

    // The engine computes with it: imul r2, r0, r1.
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    QCOMPARE(bench.controller.stopSnapshot()->reg(0, 2, 5), 35u);
    QCOMPARE(bench.controller.stopSnapshot()->reg(0, 2, 4), 12u);
}

void RegisterEditCompareTest::editErrorsAreShown() {
    Workbench bench;
    QVERIFY(bench.startRequest(storeIds()));
    LaneRegistersModel* model = bench.docks->registersView()->registersModel();
    const QModelIndex cell = model->index(model->rowOfRegister(1), model->columnOf(0, 5));

    // Not a value of the row's format: said at once, nothing sent; the window's status bar
    // is told too.
    QSignalSpy stopped(&bench.controller, &SessionController::stopped);
    QSignalSpy status(bench.docks, &ViewDocks::statusMessage);
    QVERIFY(!model->setData(cell, QStringLiteral("zz")));
    QString text = bench.docks->explainView()->explanation();
    QVERIFY2(text.contains(QStringLiteral("\"zz\"")) && text.contains(QStringLiteral("r1")),
             qPrintable(text));
    QCOMPARE(status.count(), 1);
    QCOMPARE(status.front().front().toString(), text);

    // The engine's refusal: a register the kernel does not have.
    QSignalSpy failed(&bench.controller, &SessionController::editFailed);
    bench.controller.writeRegister(0, 5, 200, 1);
    QVERIFY(Workbench::waitFor(failed));
    text = bench.docks->explainView()->explanation();
    QVERIFY2(text.contains(QStringLiteral("r200 of wave 0 lane 5")), qPrintable(text));
    QCOMPARE(stopped.count(), 0);

    // While running: refused by the controller.
    failed.clear();
    bench.controller.run(SessionCommand::Continue);
    if (bench.controller.state() == SessionController::State::Running) {
        bench.controller.writeRegister(0, 5, 1, 1);
        QCOMPARE(failed.count(), 1);
    }
}

void RegisterEditCompareTest::compareWithStepsAgo() {
    Workbench bench;
    QVERIFY(bench.startRequest(storeIds()));
    for (int i = 0; i < 3; ++i) // mov r0; mov_imm r1; imul r2
        QVERIFY(bench.run(SessionCommand::StepInstruction));
    const SnapshotPtr here = bench.controller.stopSnapshot();
    QCOMPARE(here->step, 3u);
    LaneRegistersModel* model = bench.docks->registersView()->registersModel();
    RegistersDockControl* control = bench.docks->registersControl();

    // Through the dock's title-bar menu: N = 3, then on.
    QMenu* menu = bench.docks->dockMenu(bench.docks->dock(WorkbenchIds::Registers));
    QVERIFY(menu);
    auto* toggle = menu->findChild<QCheckBox*>(QStringLiteral("compareToggle"));
    auto* steps = menu->findChild<QSpinBox*>(QStringLiteral("compareSteps"));
    QVERIFY(toggle && steps);
    QSignalSpy baseline(control, &RegistersDockControl::baselineChanged);
    QSignalSpy stopped(&bench.controller, &SessionController::stopped);
    steps->setValue(3);
    toggle->setChecked(true);
    QVERIFY(Workbench::waitFor(baseline));
    QVERIFY(model->comparing());
    QCOMPARE(control->baselineStep(), 0u);
    QVERIFY(changed(*model, 0, 1) && changed(*model, 1, 1) && changed(*model, 2, 1));

    // N = 1: only what the last instruction (imul r2) changed.
    baseline.clear();
    steps->setValue(1);
    QVERIFY(Workbench::waitFor(baseline));
    QCOMPARE(control->baselineStep(), 2u);
    QVERIFY(changed(*model, 2, 1));
    QVERIFY(changed(*model, 2, 31));
    QVERIFY(!changed(*model, 1, 1));
    QVERIFY(!changed(*model, 0, 1));
    QVERIFY(!changed(*model, 2, 0)); // 0 * 3: unchanged
    // The session did not move.
    QCOMPARE(stopped.count(), 0);
    QCOMPARE(bench.controller.stopSnapshot(), here);
    QCOMPARE(model->snapshot(), here);

    // The next stop compares with one step before it.
    baseline.clear();
    QVERIFY(bench.run(SessionCommand::StepInstruction)); // iadd r3, r2, r1
    QVERIFY(Workbench::waitFor(baseline));
    QCOMPARE(control->baselineStep(), 3u);
    QVERIFY(changed(*model, 3, 1));
    QVERIFY(!changed(*model, 2, 1));

    // Off: ordinary change marks (since the previous stop) again.
    toggle->setChecked(false);
    QVERIFY(!model->comparing());
    QVERIFY(!control->comparing());
    QVERIFY(changed(*model, 3, 1));
    QVERIFY(!changed(*model, 2, 1));
}

QTEST_MAIN(RegisterEditCompareTest)
#include "RegisterEditCompareTest.moc"
