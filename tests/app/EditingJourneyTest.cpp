// Everyday editing through the real MainWindow, with real key events sent to the focused widget
// (the editor with its completion list, the find bar, the go-to-line field, a dock's field):
// typing a kernel whose lines end in words the completion list offers, auto-dedent, the Edit
// menu's Find / Replace / Go to line / Toggle comment / Indent, the focus after File > New and
// Open, and spin and combo boxes that ignore the mouse wheel without focus (issue 12).
//
// main() points XDG_CONFIG_HOME and XDG_DATA_HOME at a scratch folder, so nothing here touches
// the user's settings, recent files or autosaves.

#include "AppTestFiles.h"
#include "EditActions.h"
#include "FocusKeys.h"
#include "MainWindow.h"
#include "StudioIds.h"
#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "editor/FindBar.h"
#include "editor/GoToLineBar.h"
#include "views/DeviceMemoryView.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

using wave::studio::MainWindow;
using wave::widgets::CodeEditor;

namespace {

const char* const kSearchText = ".kernel k\n"
                                ".registers 8\n"
                                "    mov r1, sr_lane_id    ; Foo\n"
                                "    iadd r2, r1, r1       ; foo\n"
                                "    iadd r3, r2, r1       ; FOO food\n"
                                "    mov r4, r1            ; foo\n"
                                "    halt\n"
                                ".end\n";

QStringList lines(const QString& text) {
    return text.split(QLatin1Char('\n'));
}

using wave::apptest::focused;

} // namespace

class EditingJourneyTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void init() {
        window_ = std::make_unique<MainWindow>();
        window_->show();
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        window_->editor()->setFocus();
        QCOMPARE(focused(), static_cast<QWidget*>(window_->editor()));
    }
    void cleanup() {
        // Nothing is saved: drop the buffers without asking.
        for (wave::widgets::Document* d : window_->documents()->documents())
            d->setModified(false);
        window_.reset();
    }

    // Issue 12's first defect: Enter after `sr_thread_id_x`, `r0`, `endif`, `halt` (words the
    // list offers) must start a new line, and the indentation follows the blocks.
    void typingAKernelKeepsEveryLine() {
        QTest::keyClick(focused(), Qt::Key_N, Qt::ControlModifier);
        type(QStringLiteral(".kernel k\n"
                            ".registers 8\n"
                            "mov r0, sr_thread_id_x\n"
                            "mov_imm r1, 2\n"
                            "icmp_lt p1, r0, r1\n"
                            "if p1\n"
                            "iadd r2, r0, r0\n"
                            "endif\n"
                            "barrier\n"
                            "mov r3, r0\n"
                            "halt\n"
                            ".end"));
        const QStringList expected{QStringLiteral(".kernel k"),
                                   QStringLiteral("    .registers 8"),
                                   QStringLiteral("    mov r0, sr_thread_id_x"),
                                   QStringLiteral("    mov_imm r1, 2"),
                                   QStringLiteral("    icmp_lt p1, r0, r1"),
                                   QStringLiteral("    if p1"),
                                   QStringLiteral("        iadd r2, r0, r0"),
                                   QStringLiteral("    endif"),
                                   QStringLiteral("    barrier"),
                                   QStringLiteral("    mov r3, r0"),
                                   QStringLiteral("    halt"),
                                   QStringLiteral(".end")};
        const QStringList actual = lines(window_->editor()->text());
        QCOMPARE(actual.size(), expected.size());
        for (int i = 0; i < expected.size(); ++i)
            QCOMPARE(actual[i], expected[i]);
        QVERIFY(!window_->editor()->isListActive());
    }

    void closingKeywordsDedentAsTheyAreTyped() {
        type(QStringLiteral(".kernel k\nloop\nif p1\nbreak p1\nelse"));
        QCOMPARE(window_->editor()->text(4), QStringLiteral("        else"));
        type(QStringLiteral("\nnop\nendif"));
        QCOMPARE(window_->editor()->text(6), QStringLiteral("        endif"));
        type(QStringLiteral("\nendloop"));
        QCOMPARE(window_->editor()->text(7), QStringLiteral("    endloop"));
        type(QStringLiteral("\n.end"));
        QCOMPARE(window_->editor()->text(8), QStringLiteral(".end"));
        QCOMPARE(lines(window_->editor()->text()).mid(1, 3),
                 (QStringList{QStringLiteral("    loop"), QStringLiteral("        if p1"),
                              QStringLiteral("            break p1")}));
        QCOMPARE(window_->editor()->text(5), QStringLiteral("            nop\n"));
    }

    void findNextAndPreviousWithMatchCase() {
        CodeEditor* editor = openText(QStringLiteral("find.wave"), kSearchText);
        editor->setCursorPosition(0, 0);
        QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
        auto* bar = window_->editActions()->findBar();
        QVERIFY(bar->isVisible());
        QCOMPARE(focused()->objectName(), QStringLiteral("findEdit"));
        type(QStringLiteral("foo"));
        QCOMPARE(bar->matches().size(), std::size_t(5)); // Foo foo FOO food foo
        QCOMPARE(selectedLine(editor), 2);               // incremental: the first one
        QCOMPARE(bar->statusText(), QStringLiteral("1 of 5"));

        auto* matchCase = bar->findChild<QCheckBox*>(QStringLiteral("matchCase"));
        QTest::mouseClick(matchCase, Qt::LeftButton, {}, QPoint(4, matchCase->height() / 2));
        QVERIFY(matchCase->isChecked());
        // The search runs again from the selection: "Foo" no longer matches.
        QCOMPARE(bar->matches().size(), std::size_t(3)); // foo, food, foo
        QCOMPARE(selectedLine(editor), 3);
        QCOMPARE(bar->statusText(), QStringLiteral("1 of 3"));
        QTest::keyClick(focused(), Qt::Key_F3);
        QCOMPARE(selectedLine(editor), 4); // "food"
        auto* wholeWord = bar->findChild<QCheckBox*>(QStringLiteral("wholeWord"));
        wholeWord->click();
        QCOMPARE(selectedLine(editor), 5);
        QCOMPARE(bar->statusText(), QStringLiteral("2 of 2"));
        QTest::keyClick(focused(), Qt::Key_F3); // wraps to the first
        QCOMPARE(selectedLine(editor), 3);
        QVERIFY(bar->statusText().contains(QStringLiteral("wrapped")));
        QTest::keyClick(focused(), Qt::Key_F3, Qt::ShiftModifier); // wraps to the last
        QCOMPARE(selectedLine(editor), 5);
        QTest::keyClick(focused(), Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(selectedLine(editor), 3);
        QCOMPARE(bar->statusText(), QStringLiteral("1 of 2"));

        // Enter in the field is "next", and an absent word says so.
        bar->findChild<QLineEdit*>(QStringLiteral("findEdit"))->setFocus();
        QTest::keyClick(focused(), Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("bar"));
        QCOMPARE(bar->statusText(), QStringLiteral("No match"));
        QTest::keyClick(focused(), Qt::Key_Escape);
        QVERIFY(!bar->isVisible());
        QCOMPARE(focused(), static_cast<QWidget*>(editor));
        // Esc in the editor closes the bar too.
        QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(bar->isVisible());
        editor->setFocus();
        QTest::keyClick(focused(), Qt::Key_Escape);
        QVERIFY(!bar->isVisible());
    }

    void replaceAllIsOneUndoStep() {
        CodeEditor* editor = openText(QStringLiteral("replace.wave"), kSearchText);
        auto* undo = window_->editActions()->action(wave::studio::StudioIds::Undo);
        QVERIFY(undo);
        QVERIFY(!undo->isEnabled()); // a freshly opened file has nothing to undo
        QTest::keyClick(focused(), Qt::Key_H, Qt::ControlModifier);
        auto* bar = window_->editActions()->findBar();
        QVERIFY(bar->isReplaceShown());
        type(QStringLiteral("r1"));
        QTest::keyClick(focused(), Qt::Key_Tab);
        QCOMPARE(focused()->objectName(), QStringLiteral("replaceEdit"));
        type(QStringLiteral("r7"));
        auto* all = bar->findChild<QPushButton*>(QStringLiteral("replaceAll"));
        QTest::mouseClick(all, Qt::LeftButton);
        QCOMPARE(
            editor->text(),
            QString::fromLatin1(kSearchText).replace(QStringLiteral("r1"), QStringLiteral("r7")));
        QVERIFY(bar->statusText().startsWith(QStringLiteral("Replaced 5 occurrence")));
        QVERIFY(undo->isEnabled());
        QTest::keyClick(focused(), Qt::Key_Escape);
        QCOMPARE(focused(), static_cast<QWidget*>(editor));
        auto* redo = window_->editActions()->action(wave::studio::StudioIds::Redo);
        QVERIFY(!redo->isEnabled());
        QTest::keyClick(focused(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor->text(), QString::fromLatin1(kSearchText));
        QVERIFY(redo->isEnabled());
        QVERIFY(!undo->isEnabled()); // back where the file was opened

        // Replace: the selected match, then on to the next.
        QTest::keyClick(focused(), Qt::Key_H, Qt::ControlModifier);
        bar->findChild<QLineEdit*>(QStringLiteral("replaceEdit"))->setFocus();
        QTest::keyClick(focused(), Qt::Key_Return); // selects the first match
        QTest::keyClick(focused(), Qt::Key_Return); // replaces it
        QCOMPARE(editor->text().count(QStringLiteral("r7")), 1);
    }

    void goToLineExplainsAndMoves() {
        CodeEditor* editor = openText(QStringLiteral("goto.wave"), kSearchText);
        QTest::keyClick(focused(), Qt::Key_G, Qt::ControlModifier);
        auto* bar = window_->editActions()->goToLineBar();
        QVERIFY(bar->isVisible());
        QCOMPARE(focused()->objectName(), QStringLiteral("goToLineEdit"));
        type(QStringLiteral("99\n"));
        QVERIFY2(bar->errorText().contains(QStringLiteral("past the end")),
                 qPrintable(bar->errorText()));
        QVERIFY(bar->isVisible());
        QTest::keyClick(focused(), Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("5:9\n"));
        QVERIFY(!bar->isVisible());
        QCOMPARE(focused(), static_cast<QWidget*>(editor));
        int line = 0;
        int index = 0;
        editor->getCursorPosition(&line, &index);
        QCOMPARE(line, 4);
        QCOMPARE(index, 8);
        // Ctrl+L is the same command (Qt Creator), not QScintilla's "cut line".
        QTest::keyClick(focused(), Qt::Key_L, Qt::ControlModifier);
        QVERIFY(bar->isVisible());
        QCOMPARE(editor->text(), QString::fromLatin1(kSearchText));
        type(QStringLiteral("abc\n"));
        QVERIFY(bar->errorText().contains(QStringLiteral("not a line number")));
        QTest::keyClick(focused(), Qt::Key_Escape);
        QCOMPARE(focused(), static_cast<QWidget*>(editor));
    }

    void toggleCommentAndIndent() {
        CodeEditor* editor = openText(QStringLiteral("comment.wave"), kSearchText);
        editor->setCursorPosition(3, 6);
        QTest::keyClick(focused(), Qt::Key_Slash, Qt::ControlModifier);
        QCOMPARE(editor->text(3), QStringLiteral("    ; iadd r2, r1, r1       ; foo\n"));
        QTest::keyClick(focused(), Qt::Key_Slash, Qt::ControlModifier);
        QCOMPARE(editor->text(3), QStringLiteral("    iadd r2, r1, r1       ; foo\n"));
        // A selection over two lines (made with Shift+Down) toggles both, as one undo step.
        editor->setCursorPosition(2, 0);
        QTest::keyClick(focused(), Qt::Key_Down, Qt::ShiftModifier);
        QTest::keyClick(focused(), Qt::Key_Down, Qt::ShiftModifier);
        QTest::keyClick(focused(), Qt::Key_Slash, Qt::ControlModifier);
        QVERIFY(editor->text(2).startsWith(QStringLiteral("    ; mov r1")));
        QVERIFY(editor->text(3).startsWith(QStringLiteral("    ; iadd r2")));
        QCOMPARE(editor->text(4), QStringLiteral("    iadd r3, r2, r1       ; FOO food\n"));
        QTest::keyClick(focused(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(editor->text(), QString::fromLatin1(kSearchText));
        // Indent (Ctrl+]) and unindent (Ctrl+[, Shift+Tab) the selected lines.
        editor->setSelection(2, 0, 4, 0);
        QTest::keyClick(focused(), Qt::Key_BracketRight, Qt::ControlModifier);
        QCOMPARE(editor->text(2), QStringLiteral("        mov r1, sr_lane_id    ; Foo\n"));
        QCOMPARE(editor->text(3), QStringLiteral("        iadd r2, r1, r1       ; foo\n"));
        QCOMPARE(editor->text(4), QStringLiteral("    iadd r3, r2, r1       ; FOO food\n"));
        QTest::keyClick(focused(), Qt::Key_BracketLeft, Qt::ControlModifier);
        QTest::keyClick(focused(), Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(editor->text(2), QStringLiteral("mov r1, sr_lane_id    ; Foo\n"));
        QCOMPARE(editor->text(3), QStringLiteral("iadd r2, r1, r1       ; foo\n"));
    }

    // The new kernel once went into Device memory's "Go to address" field.
    void newAndOpenFromADockFieldFocusTheEditor() {
        auto* view = window_->findChild<wave::widgets::DeviceMemoryView*>();
        QVERIFY(view);
        auto* dock = qobject_cast<QDockWidget*>(view->parentWidget());
        QVERIFY(dock);
        dock->show();
        dock->raise();
        auto* address = view->findChild<QLineEdit*>();
        QTRY_VERIFY(address->isVisible());
        address->setFocus();
        QTRY_COMPARE(focused(), static_cast<QWidget*>(address));
        const int before = window_->documents()->count();
        QTest::keyClick(focused(), Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(window_->documents()->count(), before + 1);
        QCOMPARE(focused(), static_cast<QWidget*>(window_->editor()));
        type(QStringLiteral("halt"));
        QCOMPARE(window_->editor()->text(), QStringLiteral("halt"));
        QVERIFY(address->text().isEmpty());

        // File > Open (as Open Recent and Examples do) from the same field.
        address->setFocus();
        QTRY_COMPARE(focused(), static_cast<QWidget*>(address));
        const QString path = dir_.filePath(QStringLiteral("opened.wave"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kSearchText);
        file.close();
        QString error;
        QVERIFY2(window_->openFile(path, error), qPrintable(error));
        QCOMPARE(focused(), static_cast<QWidget*>(window_->editor()));
        QVERIFY(window_->documents()->current()->path().endsWith(QStringLiteral("opened.wave")));
    }

    // Scrolling over the Launch dock (or any dock) must not change its values: the wheel
    // changes a spin or combo box only while it has the focus, and otherwise goes on to the
    // scroll area behind it (the event is left unaccepted for QApplication to pass on).
    void theWheelChangesNoFieldWithoutFocus() {
        for (QDockWidget* dock : window_->findChildren<QDockWidget*>())
            dock->show();
        QCoreApplication::processEvents();
        window_->editor()->setFocus();
        const QList<QAbstractSpinBox*> spins = window_->findChildren<QAbstractSpinBox*>();
        const QList<QComboBox*> combos = window_->findChildren<QComboBox*>();
        QVERIFY2(spins.size() >= 5, qPrintable(QString::number(spins.size())));
        QVERIFY2(combos.size() >= 1, qPrintable(QString::number(combos.size())));
        for (QAbstractSpinBox* spin : spins) {
            const QString before = spin->text();
            for (int delta : {-120, 120, 120}) {
                const bool taken = wheel(spin, delta);
                QCOMPARE(spin->text(), before);
                QVERIFY(!taken);
            }
            QVERIFY(spin->focusPolicy() != Qt::WheelFocus);
        }
        for (QComboBox* combo : combos) {
            const int before = combo->currentIndex();
            for (int delta : {-120, 120, 120}) {
                const bool taken = wheel(combo, delta);
                QCOMPARE(combo->currentIndex(), before);
                QVERIFY(!taken);
            }
            QVERIFY(combo->focusPolicy() != Qt::WheelFocus);
        }
        // With the focus, the wheel steps as usual.
        QSpinBox* spin = nullptr;
        for (QAbstractSpinBox* s : spins)
            if (auto* sb = qobject_cast<QSpinBox*>(s);
                sb && sb->isEnabled() && !spin && sb->value() > sb->minimum())
                spin = sb;
        QVERIFY(spin);
        spin->setFocus();
        QTRY_VERIFY(spin->hasFocus());
        const int value = spin->value();
        wheel(spin, -120);
        QVERIFY(spin->value() != value);
    }

    // The Edit menu's keys (F3, Ctrl+G, Ctrl+L, Ctrl+/ ...) are nobody else's: no two commands
    // of the window answer the same key.
    void noTwoCommandsShareAKey() {
        QMap<QString, QStringList> owners;
        for (QAction* action : window_->findChildren<QAction*>()) {
            if (action->shortcutContext() == Qt::WidgetShortcut)
                continue;
            for (const QKeySequence& key : action->shortcuts()) {
                const QString name =
                    action->objectName().isEmpty() ? action->text() : action->objectName();
                QStringList& list = owners[key.toString()];
                if (!list.contains(name))
                    list << name;
            }
        }
        for (QShortcut* shortcut : window_->findChildren<QShortcut*>())
            if (shortcut->context() != Qt::WidgetShortcut)
                owners[shortcut->key().toString()] << shortcut->objectName();
        for (auto it = owners.cbegin(); it != owners.cend(); ++it)
            QVERIFY2(it.value().size() == 1,
                     qPrintable(it.key() + QStringLiteral(": ") + it.value().join(u", ")));
        for (const char* key : {"F3", "Shift+F3", "Ctrl+F", "Ctrl+H", "Ctrl+G", "Ctrl+L", "Ctrl+/"})
            QVERIFY2(owners.contains(QLatin1String(key)), key);
    }

private:
    // Types with real key presses on whatever has the focus (Enter for '\n').
    void type(const QString& text) { QVERIFY(wave::apptest::typeOnFocus(text)); }

    CodeEditor* openText(const QString& name, const char* text) {
        const QString path = dir_.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return nullptr;
        file.write(text);
        file.close();
        QString error;
        if (!window_->openFile(path, error))
            return nullptr;
        return window_->editor();
    }

    static int selectedLine(CodeEditor* editor) {
        int lineFrom = 0;
        int indexFrom = 0;
        int lineTo = 0;
        int indexTo = 0;
        editor->getSelection(&lineFrom, &indexFrom, &lineTo, &indexTo);
        return lineFrom;
    }

    // Sends a wheel event over the middle of `widget`; true when the widget took it.
    static bool wheel(QWidget* widget, int delta) {
        const QPointF pos(widget->width() / 2.0, widget->height() / 2.0);
        QWheelEvent event(pos, widget->mapToGlobal(pos), QPoint(), QPoint(0, delta), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(widget, &event);
        return event.isAccepted();
    }

    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> window_;
};

int main(int argc, char* argv[]) {
    return wave::apptest::runWithThrowawayHome<EditingJourneyTest>(argc, argv);
}

#include "EditingJourneyTest.moc"
