// Completion: what is offered where (mnemonics with their syntax at statement start, the
// operand kinds the instruction accepts, labels of the buffer, registers of the kernel's
// .registers count, directives, scopes), and the list in a real editor: it opens after two typed
// characters and on Ctrl+Space, choosing an item (Tab) inserts only its word, Enter is a newline
// unless the user moved through the list, and a typed whole item closes the list.

#include "editor/CodeEditor.h"
#include "editor/CompletionProvider.h"

#include <QTest>

using wave::widgets::CodeEditor;
using wave::widgets::CompletionProvider;

namespace {

const char* const kSource = ".kernel first\n"        // 0
                            ".registers 16\n"        // 1
                            "    ia\n"               // 2
                            "    iadd r1, r2, \n"    // 3
                            "    call \n"            // 4
                            "helper: halt\n"         // 5
                            "loop_top:\n"            // 6
                            "    icmp_lt \n"         // 7
                            "    fence_acquire .w\n" // 8
                            "    mov r0, sr_l\n"     // 9
                            ".end\n"                 // 10
                            ".kernel second\n"       // 11
                            "    iadd r1, r2, r\n"   // 12
                            "    .re\n";             // 13

// Completion at the end of 0-based `line` of kSource.
CompletionProvider::Result at(int line) {
    const QByteArray source(kSource);
    const QList<QByteArray> lines = source.split('\n');
    return CompletionProvider::complete(source, line, static_cast<int>(lines[line].size()));
}

} // namespace

class CompletionTest : public QObject {
    Q_OBJECT
private slots:
    void statementStartOffersMnemonicsWithTheirSyntax() {
        const CompletionProvider::Result r = at(2);
        QCOMPARE(r.prefixStart, 4);
        QCOMPARE(r.prefixLength, 2);
        QVERIFY2(r.items.contains(QStringLiteral("iadd rd, rs1, rs2")),
                 qPrintable(r.items.join(QLatin1Char('|'))));
        QVERIFY(r.items.contains(QStringLiteral("iabs rd, rs1")));
        for (const QString& item : r.items)
            QVERIFY(item.startsWith(QStringLiteral("ia")));
        QCOMPARE(CompletionProvider::insertionText(QStringLiteral("iadd rd, rs1, rs2")),
                 QStringLiteral("iadd "));
        QCOMPARE(CompletionProvider::insertionText(QStringLiteral("halt")), QStringLiteral("halt"));
    }

    void registerOperandsFollowTheKernelRegisterCount() {
        const QByteArray source(kSource);
        // Empty prefix (Ctrl+Space) after "iadd r1, r2, ": registers r0..r15 and special registers.
        const CompletionProvider::Result r = CompletionProvider::complete(source, 3, 17);
        QVERIFY2(r.items.contains(QStringLiteral("r0")),
                 qPrintable(r.items.join(QLatin1Char('|'))));
        QVERIFY(r.items.contains(QStringLiteral("r15")));
        QVERIFY(!r.items.contains(QStringLiteral("r16")));
        QVERIFY(r.items.contains(QStringLiteral("sr_lane_id")));
        QVERIFY(!r.items.contains(QStringLiteral("p1")));
        QVERIFY(!r.items.contains(QStringLiteral("helper")));
        // The second kernel has the default 32 registers.
        const CompletionProvider::Result second = at(12);
        QVERIFY(second.items.contains(QStringLiteral("r31")));
        QVERIFY(!second.items.contains(QStringLiteral("r32")));
        QVERIFY(!second.items.contains(QStringLiteral("sr_lane_id"))); // prefix "r"
    }

    void labelsOfTheBufferForCall() {
        const CompletionProvider::Result r = at(4);
        QVERIFY2(r.items.contains(QStringLiteral("helper")),
                 qPrintable(r.items.join(QLatin1Char('|'))));
        QVERIFY(r.items.contains(QStringLiteral("loop_top")));
        QVERIFY(!r.items.contains(QStringLiteral("first"))); // kernel names are not labels
        QVERIFY(!r.items.contains(QStringLiteral("r0")));
        QCOMPARE(CompletionProvider::labels(QByteArray(kSource)),
                 (QStringList{QStringLiteral("helper"), QStringLiteral("loop_top")}));
    }

    void predicatesScopesDirectivesAndSpecialRegisters() {
        const CompletionProvider::Result pd = at(7); // icmp_lt: pd first
        QVERIFY(pd.items.contains(QStringLiteral("p0")));
        QVERIFY(pd.items.contains(QStringLiteral("p3")));
        QVERIFY(!pd.items.contains(QStringLiteral("r0")));
        const CompletionProvider::Result scope = at(8);
        QCOMPARE(scope.items, (QStringList{QStringLiteral(".wave"), QStringLiteral(".workgroup")}));
        const CompletionProvider::Result sr = at(9);
        QVERIFY(sr.items.contains(QStringLiteral("sr_lane_id")));
        QVERIFY(!sr.items.contains(QStringLiteral("sr_wave_id")));
        const CompletionProvider::Result directive = at(13);
        QCOMPARE(directive.items, QStringList{QStringLiteral(".registers N")});
        QCOMPARE(directive.wordLength, 2);
    }

    void typingTwoCharactersOpensTheListAndChoosingInsertsTheWord() {
        CodeEditor editor;
        editor.setText(QStringLiteral(".kernel k\n\n.end\n"));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setFocus();
        editor.setCursorPosition(1, 0);
        QTest::keyClicks(editor.viewport(), QStringLiteral("    i"));
        QVERIFY(!editor.isListActive()); // one character: not yet
        QTest::keyClicks(editor.viewport(), QStringLiteral("a"));
        QVERIFY(editor.isListActive());
        QVERIFY(editor.completionItems().contains(QStringLiteral("iadd rd, rs1, rs2")));
        QTest::keyClicks(editor.viewport(), QStringLiteral("d"));
        QVERIFY(editor.isListActive()); // "iad" is no whole item yet
        QTest::keyClick(editor.viewport(), Qt::Key_Tab);
        QVERIFY(!editor.isListActive());
        QCOMPARE(editor.text(1), QStringLiteral("    iadd \n"));

        // Ctrl+Space opens the operand list with nothing typed.
        QTest::keyClick(editor.viewport(), Qt::Key_Space, Qt::ControlModifier);
        QVERIFY(editor.isListActive());
        QVERIFY(editor.completionItems().contains(QStringLiteral("r0")));
        QTest::keyClick(editor.viewport(), Qt::Key_Escape);
        QVERIFY(!editor.isListActive());
        QCOMPARE(editor.text(1), QStringLiteral("    iadd \n"));
    }

    // VS Code's "smart" Enter: the list never eats Enter unless the user moved through it.
    void enterInsertsANewlineUnlessTheUserMovedThroughTheList() {
        CodeEditor editor;
        editor.setText(QStringLiteral(".kernel k\n\n.end\n"));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setFocus();
        editor.setCursorPosition(1, 0);
        QTest::keyClicks(editor.viewport(), QStringLiteral("    ia"));
        QVERIFY(editor.isListActive());
        QTest::keyClick(editor.viewport(), Qt::Key_Return);
        QVERIFY(!editor.isListActive());
        QCOMPARE(editor.text(1), QStringLiteral("    ia\n"));
        QCOMPARE(editor.text(2), QStringLiteral("    \n"));

        QTest::keyClicks(editor.viewport(), QStringLiteral("ia"));
        QVERIFY(editor.isListActive());
        QTest::keyClick(editor.viewport(), Qt::Key_Down);
        QTest::keyClick(editor.viewport(), Qt::Key_Return);
        QVERIFY(!editor.isListActive());
        QVERIFY2(editor.text(2).startsWith(QStringLiteral("    ia")) &&
                     editor.text(2).endsWith(QStringLiteral(" \n")) && editor.lines() == 5,
                 qPrintable(editor.text()));
    }

    // A typed word that is a whole item closes the list (or never opens it): Enter after
    // `sr_thread_id_x`, `r0` or `halt` is a newline.
    void aCompleteWordClosesTheList() {
        CodeEditor editor;
        editor.setText(QStringLiteral(".kernel k\n\n.end\n"));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setFocus();
        editor.setCursorPosition(1, 0);
        QTest::keyClicks(editor.viewport(), QStringLiteral("    hal"));
        QVERIFY(editor.isListActive());
        QTest::keyClicks(editor.viewport(), QStringLiteral("t"));
        QVERIFY(!editor.isListActive());
        QTest::keyClick(editor.viewport(), Qt::Key_Return);
        QTest::keyClicks(editor.viewport(), QStringLiteral("mov r0, sr_thread_id_"));
        QVERIFY(editor.isListActive());
        QTest::keyClicks(editor.viewport(), QStringLiteral("x"));
        QVERIFY(!editor.isListActive());
        QTest::keyClick(editor.viewport(), Qt::Key_Return);
        QTest::keyClicks(editor.viewport(), QStringLiteral("iadd r1, r0, r0"));
        QVERIFY(!editor.isListActive());
        QTest::keyClick(editor.viewport(), Qt::Key_Return);
        QCOMPARE(editor.text(1), QStringLiteral("    halt\n"));
        QCOMPARE(editor.text(2), QStringLiteral("    mov r0, sr_thread_id_x\n"));
        QCOMPARE(editor.text(3), QStringLiteral("    iadd r1, r0, r0\n"));
        QCOMPARE(editor.text(4), QStringLiteral("    \n"));
        // Ctrl+Space still shows what else starts so: r1 -> r10, r11, ...
        QTest::keyClicks(editor.viewport(), QStringLiteral("iadd r1, r1"));
        QVERIFY(!editor.isListActive());
        QTest::keyClick(editor.viewport(), Qt::Key_Space, Qt::ControlModifier);
        QVERIFY(editor.isListActive());
        QVERIFY(editor.completionItems().contains(QStringLiteral("r10")));
        QTest::keyClick(editor.viewport(), Qt::Key_Escape);
        QVERIFY(CompletionProvider::complete("halt", 0, 4).complete);
        QVERIFY(!CompletionProvider::complete("hal", 0, 3).complete);
    }
};

QTEST_MAIN(CompletionTest)
#include "CompletionTest.moc"
