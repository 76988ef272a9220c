// The keywords of the block at the cursor are boxed together: nested if/else/endif pick their
// own partners, loops collect their own break/continue (not those of inner loops), blocks stop
// at kernel boundaries. Checked on BlockMatcher and on the indicator a real editor draws.

#include "editor/BlockMatcher.h"
#include "editor/CodeEditor.h"

#include <QTest>

using wave::widgets::BlockMatcher;
using wave::widgets::CodeEditor;
using wave::widgets::KeywordSpan;

namespace {

const char* const kSource = ".kernel k\n"                   // 0
                            "    if p1\n"                   // 1
                            "        if p2\n"               // 2
                            "            nop\n"             // 3
                            "        else\n"                // 4
                            "            nop\n"             // 5
                            "        endif\n"               // 6
                            "    else\n"                    // 7
                            "        loop\n"                // 8
                            "            break p1\n"        // 9
                            "            loop\n"            // 10
                            "                continue p2\n" // 11
                            "            endloop\n"         // 12
                            "            if p3\n"           // 13
                            "                continue p3\n" // 14
                            "            endif\n"           // 15
                            "        endloop\n"             // 16
                            "    endif\n"                   // 17
                            "    if p1\n"                   // 18
                            ".end\n"                        // 19
                            "    endif\n";                  // 20

std::vector<std::string> sourceLines() {
    std::vector<std::string> lines;
    for (const QByteArray& l : QByteArray(kSource).split('\n'))
        lines.push_back(l.toStdString());
    return lines;
}

// "line:column" of each matched keyword.
QStringList matchAt(int line, int column) {
    const std::vector<std::string> lines = sourceLines();
    QStringList out;
    for (const KeywordSpan& s : BlockMatcher::match(
             static_cast<int>(lines.size()),
             [&](int l) { return lines[static_cast<std::size_t>(l)]; }, line, column))
        out << QStringLiteral("%1:%2+%3").arg(s.line).arg(s.start).arg(s.length);
    return out;
}

} // namespace

class BlockMatchTest : public QObject {
    Q_OBJECT
private slots:
    void nestedIfElseEndifPickTheirOwnPartners() {
        const QStringList outer{QStringLiteral("1:4+2"), QStringLiteral("7:4+4"),
                                QStringLiteral("17:4+5")};
        const QStringList inner{QStringLiteral("2:8+2"), QStringLiteral("4:8+4"),
                                QStringLiteral("6:8+5")};
        QCOMPARE(matchAt(1, 4), outer);  // on "if"
        QCOMPARE(matchAt(1, 6), outer);  // just after "if"
        QCOMPARE(matchAt(7, 6), outer);  // in "else"
        QCOMPARE(matchAt(17, 9), outer); // after "endif"
        QCOMPARE(matchAt(2, 9), inner);
        QCOMPARE(matchAt(4, 8), inner);
        QCOMPARE(matchAt(6, 10), inner);
    }

    void loopsCollectTheirOwnBreakAndContinue() {
        const QStringList outer{QStringLiteral("8:8+4"), QStringLiteral("9:12+5"),
                                QStringLiteral("14:16+8"), QStringLiteral("16:8+7")};
        QCOMPARE(matchAt(8, 8), outer);
        QCOMPARE(matchAt(14, 20), outer); // continue inside an if of the outer loop
        QCOMPARE(matchAt(16, 8), outer);
        const QStringList inner{QStringLiteral("10:12+4"), QStringLiteral("11:16+8"),
                                QStringLiteral("12:12+7")};
        QCOMPARE(matchAt(11, 16), inner);
    }

    void otherWordsAndKernelBoundaries() {
        QVERIFY(matchAt(3, 13).isEmpty());                               // nop
        QVERIFY(matchAt(1, 8).isEmpty());                                // the operand p1
        QCOMPARE(matchAt(18, 4), QStringList{QStringLiteral("18:4+2")}); // unclosed: .end stops it
        QCOMPARE(matchAt(20, 4), QStringList{QStringLiteral("20:4+5")}); // no opener in reach
        QVERIFY(matchAt(99, 0).isEmpty());
    }

    void editorBoxesTheKeywordsOfTheBlockAtTheCursor() {
        // Scintilla reports caret moves (SCN_UPDATEUI) when it paints: show the editor.
        CodeEditor editor;
        editor.setText(QString::fromUtf8(kSource));
        editor.resize(600, 500);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const auto pos = [&](int line, int index) {
            return editor.positionFromLineIndex(line, index);
        };
        editor.setCursorPosition(4, 10); // inner else
        const QList<QPair<int, int>> inner{{pos(2, 8), 2}, {pos(4, 8), 4}, {pos(6, 8), 5}};
        QTRY_COMPARE(editor.blockMatchRanges(), inner);

        editor.setCursorPosition(17, 5); // outer endif
        const QList<QPair<int, int>> outer{{pos(1, 4), 2}, {pos(7, 4), 4}, {pos(17, 4), 5}};
        QTRY_COMPARE(editor.blockMatchRanges(), outer);

        editor.setCursorPosition(3, 13); // nop: nothing boxed
        QTRY_VERIFY(editor.blockMatchRanges().isEmpty());

        editor.setCursorPosition(8, 9); // loop: boxed again
        QTRY_COMPARE(editor.blockMatchRanges().size(), 4);
        editor.setCursorPosition(18, 4); // a lone if: not boxed
        QTRY_VERIFY(editor.blockMatchRanges().isEmpty());
    }
};

QTEST_MAIN(BlockMatchTest)
#include "BlockMatchTest.moc"
