// Live assembly drives a real CodeEditor: typing an error makes a diagnostic appear at the right
// line after the debounce, fixing it clears it, and results for outdated buffers are dropped.

#include "editor/LiveAssembler.h"
#include "editor/CodeEditor.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using wave::assembler::Severity;
using wave::widgets::AssemblySnapshotPtr;
using wave::widgets::CodeEditor;
using wave::widgets::LiveAssembler;

namespace {

const char* const kValid = ".kernel k\n"
                           "    mov r0, sr_lane_id\n"
                           "    iadd r1, r0, r0\n"
                           "    halt\n"
                           ".end\n";

bool indicatorAt(const CodeEditor& editor, int indicator, long position) {
    return editor.SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT,
                                static_cast<unsigned long>(indicator), position) != 0;
}

} // namespace

class LiveAssemblerTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        editor_ = std::make_unique<CodeEditor>();
        live_ = std::make_unique<LiveAssembler>();
        editor_->setText(QString::fromUtf8(kValid));
        editor_->setLiveAssembler(live_.get());
        editor_->show();
        QVERIFY(QTest::qWaitForWindowExposed(editor_.get()));
        editor_->setFocus();
        QTRY_VERIFY(live_->latest() != nullptr);
        QVERIFY(editor_->diagnostics().empty());
    }
    void cleanup() {
        editor_.reset();
        live_.reset();
    }

    void typingAnErrorShowsItAtItsLineAfterTheDebounce() {
        // Line 3 is "    iadd r1, r0, r0": make the mnemonic unknown by typing into it.
        editor_->setCursorPosition(2, 8);
        QElapsedTimer sinceLastKey;
        QSignalSpy changed(editor_.get(), &CodeEditor::diagnosticsChanged);
        QTest::keyClicks(editor_->viewport(), QStringLiteral("x"));
        sinceLastKey.start();
        QCOMPARE(editor_->text(2), QStringLiteral("    iaddx r1, r0, r0\n"));

        QTRY_COMPARE(editor_->markedLines(Severity::Error), QList<int>{3});
        // Nothing was reported before the debounce ran out (the timer may fire a little early).
        QVERIFY2(sinceLastKey.elapsed() >= LiveAssembler::kDefaultDebounceMs - 30,
                 qPrintable(QString::number(sinceLastKey.elapsed())));
        QCOMPARE(changed.count(), 1);

        const auto& diagnostics = editor_->diagnostics();
        QCOMPARE(diagnostics.size(), std::size_t(1));
        QCOMPARE(diagnostics[0].line, 3u);
        QVERIFY(QString::fromStdString(diagnostics[0].message).contains(QStringLiteral("iaddx")));
        QVERIFY(editor_->annotation(2).contains(QStringLiteral("iaddx")));
        const long mnemonicStart = editor_->positionFromLineIndex(2, 4);
        QVERIFY(indicatorAt(*editor_, CodeEditor::kErrorIndicator, mnemonicStart));

        // Fixing it clears marker, squiggle and annotation.
        QTest::keyClick(editor_->viewport(), Qt::Key_Backspace);
        QTRY_VERIFY(editor_->markedLines(Severity::Error).isEmpty());
        QVERIFY(editor_->diagnostics().empty());
        QVERIFY(editor_->annotation(2).isEmpty());
        QVERIFY(!indicatorAt(*editor_, CodeEditor::kErrorIndicator, mnemonicStart));
    }

    void errorsOnSeveralLinesAreAllShown() {
        editor_->setText(
            QStringLiteral(".kernel k\n    iadd r1, r2\n    halt\n    bogus r1\n.end\n"));
        QTRY_COMPARE(editor_->markedLines(Severity::Error), (QList<int>{2, 4}));
    }

    void staleResultsAreDropped() {
        QSignalSpy spy(live_.get(), &LiveAssembler::assembled);
        live_->setSource(QStringLiteral(".kernel k\n    nonsense\n.end\n"));
        live_->assembleNow(); // starts; its result is outdated by the next line
        live_->setSource(QString::fromUtf8(kValid));
        QTRY_COMPARE(spy.count(), 1);
        QTest::qWait(LiveAssembler::kDefaultDebounceMs / 2);
        QCOMPARE(spy.count(), 1);
        const auto snapshot = spy.at(0).at(0).value<AssemblySnapshotPtr>();
        QCOMPARE(snapshot->generation, live_->generation());
        QVERIFY(!snapshot->result.hasErrors());
        QCOMPARE(snapshot->source, std::string(kValid));
    }

    void garbageNeverBlocksTheEditor() {
        QByteArray garbage(64 * 1024, '\0');
        for (int i = 0; i < garbage.size(); ++i)
            garbage[i] = static_cast<char>((i * 7919) % 251 + 1);
        live_->setSource(QString::fromLatin1(garbage));
        live_->assembleNow();
        QTRY_VERIFY(live_->latest() && live_->latest()->generation == live_->generation());
        QVERIFY(live_->latest()->result.hasErrors());
    }

private:
    std::unique_ptr<CodeEditor> editor_;
    std::unique_ptr<LiveAssembler> live_;
};

QTEST_MAIN(LiveAssemblerTest)
#include "LiveAssemblerTest.moc"
