// "Explain this step" and the verdicts from core's structured data, through a real
// SessionController and the docks: every kind of move, device and local writes, quotes from
// the assembled buffer, and a German verdict from the shipped translation.
#include "Workbench.h"

#include "views/BarrierBoardView.h"
#include "workbench/ExplainView.h"

#include <QRegularExpression>
#include <QTranslator>

using namespace wave::widgets;
using namespace wave::widgets::test;

namespace {

// The largest number written in `text` (0 when none), saturated: a wrapped difference
// (18446744073709551615) shows as at least 2^32.
quint64 largestNumber(const QString& text) {
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    quint64 largest = 0;
    for (auto it = digits.globalMatch(text); it.hasNext();) {
        const QString n = it.next().captured(0);
        bool ok = false;
        const quint64 v = n.length() > 19 ? ~quint64{0} : n.toULongLong(&ok);
        largest = std::max(largest, ok ? v : ~quint64{0});
    }
    return largest;
}

QString explanation(const Workbench& bench) {
    return bench.docks->explainView()->explanation();
}

} // namespace

class ExplainStepTest : public QObject {
    Q_OBJECT
private slots:
    void everyMoveBackNamesTheLineWithoutWrappedCounts();
    void deviceStoreIsExplainedWithAddressAndValues();
    void localStoreOf32LanesWrites32Words();
    void quotesComeFromTheAssembledBuffer();
    void germanUiShowsAGermanVerdict();
};

void ExplainStepTest::everyMoveBackNamesTheLineWithoutWrappedCounts() {
    Workbench bench;
    QVERIFY(bench.start(QStringLiteral("tree_reduction"), 256));
    for (int i = 0; i < 6; ++i)
        QVERIFY(bench.run(SessionCommand::StepInstruction));
    const struct {
        SessionCommand command;
        quint64 argument;
    } moves[] = {{SessionCommand::StepBackInstruction, 0},
                 {SessionCommand::StepBackWorkgroup, 0},
                 {SessionCommand::TravelTo, 1},
                 {SessionCommand::StepInstruction, 0},
                 {SessionCommand::StepInstruction, 0},
                 {SessionCommand::ReverseContinue, 0}};
    for (const auto& m : moves) {
        QVERIFY(bench.run(m.command, m.argument));
        const QString text = explanation(bench);
        QVERIFY2(largestNumber(text) < (quint64{1} << 32), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("line ")), qPrintable(text));
    }
    // After a step back the line of the focused wave is named with its instruction.
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    QVERIFY(bench.run(SessionCommand::StepBackInstruction));
    const QString back = explanation(bench);
    QVERIFY2(back.contains(QStringLiteral("went back 1 step")), qPrintable(back));
    QVERIFY2(back.contains(QStringLiteral("is at line 18 again: `mov_imm r1, 2`")),
             qPrintable(back));
}

void ExplainStepTest::deviceStoreIsExplainedWithAddressAndValues() {
    Workbench bench;
    QVERIFY(bench.start(QStringLiteral("tree_reduction"), 256));
    const std::uint32_t store = bench.line("device_store_u32");
    QVERIFY(bench.run(SessionCommand::RunToLine, store));
    QCOMPARE(bench.controller.stopSnapshot()->waves[0].line, store);
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    const QString text = explanation(bench);
    QVERIFY2(text.contains(QStringLiteral("device_store_u32 r11, r10")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("no visible effect")), qPrintable(text));
    // 32640.0 as f32 written over the zero at 0x400.
    QVERIFY2(text.contains(QStringLiteral("0x400: 0 \u2192 0x46ff0000 (32640.0 as f32)")),
             qPrintable(text));
}

void ExplainStepTest::localStoreOf32LanesWrites32Words() {
    Workbench bench;
    QVERIFY(bench.start(QStringLiteral("tree_reduction"), 256));
    QVERIFY(bench.run(SessionCommand::RunToLine, bench.line("local_store_u32 r2, r3")));
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    const QString text = explanation(bench);
    // Lane 0 stores 0.0 over the zero already there: 32 written, 31 changed.
    QVERIFY2(text.contains(QStringLiteral("32 word")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("(31 changed)")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("31 word")), qPrintable(text));
}

void ExplainStepTest::quotesComeFromTheAssembledBuffer() {
    // An untitled buffer (no file) whose text differs from every file on disk: three lines
    // were inserted above the kernel, so every line number moves.
    QFile file(QDir(kExamples).filePath(QStringLiteral("tree_reduction.wave")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    std::string edited = "; unsaved\n; edit\n; here\n" + file.readAll().toStdString();
    const std::string needle = "mov_imm  r1, 2";
    edited.replace(edited.find(needle), needle.size(), "mov_imm  r1, 2  ; edited");
    Workbench bench;
    bench.launch = sourceLaunch(edited, "untitled", QString(), 256);
    QVERIFY(bench.launch.request);
    QVERIFY(bench.startRequest(bench.launch.request));
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    QVERIFY(bench.run(SessionCommand::StepInstruction));
    const QString text = explanation(bench);
    QVERIFY2(text.contains(QStringLiteral("`mov_imm r1, 2` at line 21")), qPrintable(text));
    QVERIFY2(bench.docks->explainView()->currentText().contains(QStringLiteral("shl")),
             qPrintable(bench.docks->explainView()->currentText()));
}

void ExplainStepTest::germanUiShowsAGermanVerdict() {
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(WAVE_DE_QM)));
    QCoreApplication::installTranslator(&german);
    Workbench bench;
    QVERIFY(bench.start(QStringLiteral("barrier_deadlock"), 64));
    QVERIFY(bench.run(SessionCommand::Continue));
    const SnapshotPtr stop = bench.controller.stopSnapshot();
    QCoreApplication::removeTranslator(&german);
    QVERIFY(stop && stop->stop);
    QCOMPARE(stop->stop->reason, wave::debug::StopReason::Deadlock);
    const BarrierBoardView* board = bench.window.findChild<BarrierBoardView*>();
    QVERIFY(board);
    const QString verdict = board->verdictText();
    const QString english = QString::fromStdString(stop->stop->verdict->sentences.front());
    QVERIFY2(!verdict.contains(english), qPrintable(verdict));
    QVERIFY2(verdict.startsWith(QStringLiteral("Wave 1 erreicht die Barriere in Zeile 25 nie: ")),
             qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("Wave 0 wartet dort")), qPrintable(verdict));
    // The go-to-line targets come from the data: the barrier, then the halt.
    const QList<std::uint32_t> lines = board->goToLines();
    QVERIFY(!lines.isEmpty());
    QCOMPARE(lines.front(), stop->stop->verdict->findings.front().barrier.line);
    const QString explained = explanation(bench);
    QVERIFY2(explained.contains(QStringLiteral("erreicht die Barriere")), qPrintable(explained));
}

QTEST_MAIN(ExplainStepTest)
#include "ExplainStepTest.moc"
