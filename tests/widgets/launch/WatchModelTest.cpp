// Watch expressions: the model is a well-behaved item model while expressions are added,
// edited and removed; values on a real session agree with the engine's own evaluation (the live
// context that breakpoint conditions use, and a conditional breakpoint's choice of lane).

#include "LaunchTestSupport.h"

#include "launch/LaunchBuilder.h"
#include "launch/WatchModel.h"
#include "launch/WatchView.h"

#include "debug/expr/Condition.h"
#include "debug/expr/Evaluator.h"
#include "debug/expr/Parser.h"
#include "debug/session/DebugSession.h"
#include "debug/session/LineTable.h"
#include "debug/session/LiveWaveContext.h"
#include "debug/session/SnapshotEvalContext.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <cstring>

using wave::widgets::LaunchBuilder;
using wave::widgets::LaunchIssue;
using wave::widgets::LaunchSettings;
using wave::widgets::SnapshotPtr;
using wave::widgets::WatchModel;
using wave::widgets::WatchView;
namespace debug = wave::debug;
namespace expr = wave::debug::expr;
namespace test = wave::widgets::test;

namespace {

struct Loaded {
    std::unique_ptr<debug::DebugSession> session;
    wave::widgets::LaunchRequestPtr request;
    QString source;
};

// An example launched exactly as its .args say.
Loaded loadExample(const QString& name) {
    Loaded l;
    QFile f(test::examplePath(name, ".wave"));
    if (!f.open(QIODevice::ReadOnly))
        return l;
    l.source = QString::fromUtf8(f.readAll());
    const auto assembly = test::assembleText(l.source, name + QStringLiteral(".wave"));
    QString error;
    const auto settings = LaunchSettings::fromArguments(test::exampleArguments(name), error);
    if (!settings)
        return l;
    LaunchIssue issue;
    l.request = LaunchBuilder::build(*settings, assembly, test::examplePath(name, ".wave"), issue);
    if (!l.request)
        return l;
    l.session = std::make_unique<debug::DebugSession>(l.request->options);
    if (l.session->load(l.request->program, l.request->sourceMap, l.request->config,
                        l.request->deviceInit))
        l.session.reset();
    return l;
}

std::uint32_t lineContaining(const QString& source, const QString& needle) {
    const QStringList lines = source.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(needle))
            return std::uint32_t(i + 1);
    return 0;
}

bool sameValue(const expr::Value& a, const expr::Value& b) {
    if (a.type != b.type)
        return false;
    if (a.type == expr::ValueType::Float)
        return std::memcmp(&a.f, &b.f, sizeof a.f) == 0;
    return a.i == b.i;
}

const char* const kExpressions[] = {
    "r0",           "r3 + lane * 2", "r6.f32 * 0.5",
    "r6.u32 >> 3",  "lane",          "tid_x",
    "tid_y",        "wave",          "workgroup",
    "wg_x",         "wave_width",    "active",
    "active_lanes", "any(r3 > 40)",  "count(r0 & 1)",
    "all(p0)",      "p1 || p2",      "pc",
    "line",         "r200",          "(r1 * 64 + r0) % 7 == 3",
};

} // namespace

class WatchModelTest : public QObject {
    Q_OBJECT
private slots:
    void modelIsWellBehaved() {
        WatchModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &WatchModel::expressionsChanged);
        QCOMPARE(model.rowCount(), 1); // the placeholder row
        QVERIFY(model.setData(model.index(0, WatchModel::ExpressionColumn), QStringLiteral("r3")));
        QCOMPARE(model.expressionCount(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.valueText(0), QStringLiteral("no session"));
        model.addExpression(QStringLiteral("lane =  2"));
        QCOMPARE(model.valueText(1),
                 QStringLiteral("column 6: unexpected '=': use '==' to compare"));
        QCOMPARE(model.data(model.index(1, 0), WatchModel::ErrorRole).toBool(), true);
        // Edit in place; an empty text removes.
        QVERIFY(model.setData(model.index(1, 0), QStringLiteral("lane == 2")));
        QCOMPARE(model.data(model.index(1, 0), WatchModel::ErrorRole).toBool(), false);
        QVERIFY(model.setData(model.index(0, 0), QString()));
        QCOMPARE(model.expressions(), QStringList{QStringLiteral("lane == 2")});
        QVERIFY(!model.setData(model.index(1, 0), QStringLiteral("   "))); // empty placeholder
        QVERIFY(!model.setData(model.index(0, WatchModel::ValueColumn), QStringLiteral("5")));
        model.setExpressions({QStringLiteral("r1"), QStringLiteral("r2"), QStringLiteral("r3")});
        QVERIFY(model.removeRows(0, 2));
        QVERIFY(!model.removeRows(1, 1)); // the placeholder stays
        QCOMPARE(model.expressions(), QStringList{QStringLiteral("r3")});
        QCOMPARE(changed.count(), 6);

        Loaded l = loadExample(QStringLiteral("vector_add"));
        QVERIFY(l.session);
        l.session->stepInstruction();
        model.setSnapshot(l.session->snapshot());
        model.setSnapshot(l.session->lightSnapshot()); // ignored: no registers
        QCOMPARE(model.valueText(0), QStringLiteral("0"));
        model.setSnapshot(nullptr);
        QCOMPARE(model.valueText(0), QStringLiteral("no session"));
    }

    // SnapshotEvalContext gives what the engine's live context gives, for every wave and lane,
    // at several points of a real run.
    void snapshotAgreesWithLiveState() {
        Loaded l = loadExample(QStringLiteral("vector_add"));
        QVERIFY(l.session);
        const debug::DebugSession& s = *l.session;
        const auto& launch = s.emulator()->launch();
        const debug::LineTable lines(&l.request->sourceMap, launch.codeOffset, launch.codeLength);
        std::vector<expr::Expression> compiled;
        for (const char* text : kExpressions) {
            expr::Expression e;
            expr::ParseError error;
            QVERIFY2(expr::Parser::parse(text, e, error), error.toString().c_str());
            compiled.push_back(std::move(e));
        }
        int compared = 0;
        for (int stop = 0; stop < 6; ++stop) {
            for (int i = 0; i < 3 + stop; ++i)
                l.session->stepInstruction();
            if (stop == 4)
                QVERIFY(l.session->setFocus(1, 3));
            const SnapshotPtr snap = s.snapshot();
            QVERIFY(snap && snap->full);
            const auto& wg = s.emulator()->state().workgroup;
            for (std::uint32_t w = 0; w < snap->waves.size(); ++w) {
                const debug::SnapshotEvalContext mine(*snap, w);
                const debug::LiveWaveContext live(wg, w, wg.waves[w].pc, launch, lines);
                QCOMPARE(mine.activeMask(), live.activeMask());
                QCOMPARE(mine.waveWidth(), live.waveWidth());
                for (std::size_t e = 0; e < compiled.size(); ++e)
                    for (std::uint32_t lane = 0; lane < mine.waveWidth(); ++lane) {
                        const auto a = expr::Evaluator::evaluate(compiled[e], mine, lane);
                        const auto b = expr::Evaluator::evaluate(compiled[e], live, lane);
                        QVERIFY2(sameValue(a, b),
                                 qPrintable(QStringLiteral("%1 on wave %2 lane %3")
                                                .arg(QLatin1String(kExpressions[e]))
                                                .arg(w)
                                                .arg(lane)));
                        ++compared;
                    }
            }
        }
        QVERIFY(compared > 1000);
    }

    // A conditional breakpoint stops on the lowest lane where the engine finds the condition
    // true; the watch of the same text agrees on that lane and on every lane below it.
    void agreesWithBreakpointCondition() {
        Loaded l = loadExample(QStringLiteral("vector_add"));
        QVERIFY(l.session);
        const std::uint32_t line = lineContaining(l.source, QStringLiteral("shl      r5"));
        QVERIFY(line > 0);
        debug::BreakpointSpec spec;
        spec.line = line;
        spec.condition = "r3 % 32 == 5 && r3 > 32";
        std::string error;
        QVERIFY(l.session->addBreakpoint(spec, error) != 0);
        const debug::StopInfo stop = l.session->continueRun();
        QCOMPARE(int(stop.reason), int(debug::StopReason::Breakpoint));
        const SnapshotPtr snap = l.session->snapshot();
        QCOMPARE(snap->focusWave, stop.wave);
        QCOMPARE(snap->focusLane, stop.lane);
        QCOMPARE(stop.wave, 1u);
        QCOMPARE(stop.lane, 5u); // r3 = 37: workgroup 0, thread 37

        WatchModel model;
        model.setExpressions({QString::fromStdString(spec.condition), QStringLiteral("r3"),
                              QStringLiteral("wave * 100 + wg_x"), QStringLiteral("r6.f32")});
        model.setSnapshot(snap);
        QCOMPARE(model.valueText(0), QStringLiteral("true"));
        QCOMPARE(model.valueText(1), QStringLiteral("37"));
        QCOMPARE(model.lanesText(1), QStringLiteral("lanes: 0 = 32, 1 = 33, 2 = 34, 3 = 35, "
                                                    "4 = 36, 5 = 37, … (26 more runs)"));
        QCOMPARE(model.lanesText(0), QStringLiteral("lanes: 0-4 = false, 5 = true, 6-31 = false"));
        QCOMPARE(model.valueText(2), QStringLiteral("100"));
        QCOMPARE(model.lanesText(2), QString());           // the same on every lane
        QCOMPARE(model.valueText(3), QStringLiteral("0")); // a[i] is loaded after this line

        expr::ParseError perr;
        const auto condition = expr::Condition::compile(spec.condition, perr);
        QVERIFY(condition);
        const debug::SnapshotEvalContext ctx(*snap, stop.wave);
        QCOMPARE(condition->firstLane(ctx), std::optional<std::uint32_t>(stop.lane));
    }

    void viewEditsInPlace() {
        WatchView view;
        view.resize(400, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.addExpression();
        auto* editor = view.table()->viewport()->findChild<QLineEdit*>();
        QVERIFY(editor);
        QTest::keyClicks(editor, QStringLiteral("r1 + 1"));
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits on Return through a queued call.
        QTRY_COMPARE(view.model()->expressions(), QStringList{QStringLiteral("r1 + 1")});
        QCOMPARE(view.model()->valueText(0), QStringLiteral("no session"));
        view.table()->selectRow(0);
        QTest::keyClick(view.table(), Qt::Key_Delete);
        QCOMPARE(view.model()->expressionCount(), 0);
    }
};

QTEST_MAIN(WatchModelTest)
#include "WatchModelTest.moc"
