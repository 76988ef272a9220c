// Indentation while typing in a real CodeEditor with real key events: Enter keeps the
// indentation and indents after a block opener; else / endif / endloop / .end move back to their
// opener's level as soon as they are typed, and get their indentation back if the word grows.

#include "editor/AutoIndenter.h"
#include "editor/CodeEditor.h"

#include <QTest>

using wave::widgets::CodeEditor;

class AutoIndentTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        editor_ = std::make_unique<CodeEditor>();
        editor_->show();
        QVERIFY(QTest::qWaitForWindowExposed(editor_.get()));
        editor_->setFocus();
    }
    void cleanup() { editor_.reset(); }

    void enterIndentsAfterOpenersAndClosersDedent() {
        type(QStringLiteral(".kernel k\n"
                            "mov_imm r1, 1\n"
                            "loop\n"
                            "icmp_eq p1, r1, r1\n"
                            "if p1\n"
                            "break p1\n"
                            "else\n"
                            "iadd r1, r1, r1\n"
                            "endif\n"
                            "endloop\n"
                            "halt\n"
                            ".end\n"));
        const QStringList expected{QStringLiteral(".kernel k"),
                                   QStringLiteral("    mov_imm r1, 1"),
                                   QStringLiteral("    loop"),
                                   QStringLiteral("        icmp_eq p1, r1, r1"),
                                   QStringLiteral("        if p1"),
                                   QStringLiteral("            break p1"),
                                   QStringLiteral("        else"),
                                   QStringLiteral("            iadd r1, r1, r1"),
                                   QStringLiteral("        endif"),
                                   QStringLiteral("    endloop"),
                                   QStringLiteral("    halt"),
                                   QStringLiteral(".end"),
                                   QString()};
        QCOMPARE(editor_->text().split(QLatin1Char('\n')), expected);
    }

    void aClosingKeywordMovesAsSoonAsItIsTyped() {
        editor_->setText(QStringLiteral(".kernel k\n    if p1\n        nop\n        \n"));
        editor_->setCursorPosition(3, 8);
        type(QStringLiteral("endi"));
        QCOMPARE(editor_->text(3), QStringLiteral("        endi\n"));
        type(QStringLiteral("f"));
        QCOMPARE(editor_->text(3), QStringLiteral("    endif\n"));
        int line = 0;
        int index = 0;
        editor_->getCursorPosition(&line, &index);
        QCOMPARE(index, 9); // still after the word
    }

    void aWordThatGrowsGetsItsIndentationBack() {
        editor_->setText(QStringLiteral(".kernel k\n    if p1\n        nop\n        \n"));
        editor_->setCursorPosition(3, 8);
        type(QStringLiteral("else"));
        QCOMPARE(editor_->text(3), QStringLiteral("    else\n"));
        type(QStringLiteral("where"));
        QCOMPARE(editor_->text(3), QStringLiteral("        elsewhere\n"));
    }

    void enterMidLineKeepsIndentationAndCarriesAClosingKeywordDown() {
        editor_->setText(QStringLiteral(".kernel k\n    loop\n        nop endloop\n"));
        editor_->setCursorPosition(2, 12); // before "endloop"
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(editor_->text(2), QStringLiteral("        nop \n"));
        QCOMPARE(editor_->text(3), QStringLiteral("    endloop\n"));
    }

private:
    // Types text with real key presses (Enter for '\n') into the focused widget.
    void type(const QString& text) {
        for (const QChar c : text) {
            QWidget* focus = QApplication::focusWidget();
            QVERIFY(focus);
            if (c == QLatin1Char('\n'))
                QTest::keyClick(focus, Qt::Key_Return);
            else
                QTest::keyClicks(focus, QString(c));
        }
    }

    std::unique_ptr<CodeEditor> editor_;
};

QTEST_MAIN(AutoIndentTest)
#include "AutoIndentTest.moc"
