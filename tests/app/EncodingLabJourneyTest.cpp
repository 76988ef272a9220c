// The Encoding lab as a user meets it (issue 25), on the real MainWindow with real key and
// mouse events: open the modifier-field lesson's kernel, go to the fsin line with Ctrl+G, click
// the Encoding Lab dock's tab, read the wave-v0.2-note row ("fsin needs modifier 8; ... has 3
// bits") while v0.3 holds it, move to fsqrt (every generation holds it), click the Decode tab,
// click into the words field, type a v0.1 word and read its fields. Opening the lesson (as the
// gallery does) selects wave-v0.2-note on the fsin line.

#include "AppTestFiles.h"
#include "EncodingLabActions.h"
#include "FileActions.h"
#include "FocusKeys.h"
#include "MainWindow.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "encoding/EncodingLab.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using wave::apptest::focused;
using wave::apptest::typeOnFocus;
using wave::studio::MainWindow;
using wave::widgets::EncodingLab;
using wave::widgets::LabRow;

namespace {

const LabRow* rowOf(const EncodingLab* lab, const QString& layout) {
    for (const LabRow& row : lab->generations()->rows())
        if (row.layout == layout)
            return &row;
    return nullptr;
}

// The visible tab titled `title` in the window's dock tab bars, and its index; null when none.
QTabBar* dockTab(MainWindow& window, const QString& title, int& index) {
    for (QTabBar* bar : window.findChildren<QTabBar*>()) {
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->isVisible() && bar->tabText(i) == title) {
                index = i;
                return bar;
            }
        }
    }
    return nullptr;
}

int lineOf(const QByteArray& source, const char* text) {
    const QList<QByteArray> lines = source.split('\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].trimmed().startsWith(text))
            return i + 1;
    return 0;
}

} // namespace

class EncodingLabJourneyTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void fsinInEveryGenerationThenDecodeAWord() {
        const QByteArray source = wave::apptest::readFile(
            QStringLiteral(WAVE_EXAMPLES) + QStringLiteral("/why_modifier_grew.wave"));
        const QString path = dir_.filePath(QStringLiteral("why_modifier_grew.wave"));
        QVERIFY(!wave::apptest::writeFile(path, source).isEmpty());
        const int fsinLine = lineOf(source, "fsin");
        const int fsqrtLine = lineOf(source, "fsqrt");
        QVERIFY(fsinLine > 0 && fsqrtLine > 0);

        MainWindow window;
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(window.assembliesShown() > 0);
        window.editor()->setFocus();
        QCOMPARE(focused(), static_cast<QWidget*>(window.editor()));

        // Ctrl+G to the fsin line.
        QTest::keyClick(focused(), Qt::Key_G, Qt::ControlModifier);
        QVERIFY(typeOnFocus(QStringLiteral("%1:5\n").arg(fsinLine)));
        QCOMPARE(focused(), static_cast<QWidget*>(window.editor()));

        // The lab's tab in the bottom row, clicked.
        int index = -1;
        QTabBar* bar = dockTab(window, QStringLiteral("Encoding Lab"), index);
        QVERIFY2(bar, "the Encoding Lab dock has no visible tab");
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
        EncodingLab* lab = window.encodingLab()->lab();
        QTRY_VERIFY(lab->isVisible());
        QVERIFY(lab->generations()->isVisible());
        QTRY_VERIFY2(lab->headerText().contains(QStringLiteral("fsin r4, r3")),
                     qPrintable(lab->headerText()));

        const LabRow* note = rowOf(lab, QStringLiteral("wave-v0.2-note"));
        QVERIFY(note);
        QVERIFY(!note->ok);
        QVERIFY2(note->reason.contains(QStringLiteral("fsin needs modifier 8")) &&
                     note->reason.contains(QStringLiteral("has 3 bits")),
                 qPrintable(note->reason));
        const LabRow* v03 = rowOf(lab, QStringLiteral("wave-v0.3"));
        QVERIFY(v03 && v03->ok);
        QVERIFY(v03->fieldText().contains(QStringLiteral("modifier=8")));
        // Every row is in sight in the dock at 1280x800 or a scroll away (the painted rows).
        QTRY_VERIFY(lab->generations()->height() >=
                    lab->generations()->rowRect(lab->generations()->rows().size() - 1).bottom());

        // Down to fsqrt: modifier 0 fits every generation.
        window.editor()->setFocus();
        for (int i = fsinLine; i < fsqrtLine; ++i)
            QTest::keyClick(focused(), Qt::Key_Down);
        QTRY_VERIFY(lab->headerText().contains(QStringLiteral("fsqrt")));
        for (const LabRow& row : lab->generations()->rows())
            QVERIFY2(row.ok || row.layout == QStringLiteral("custom64"),
                     qPrintable(row.layout + QStringLiteral(": ") + row.reason));

        // Decode: a click on the tab and on the words field, a v0.1 word typed, Enter.
        QTabBar* pages = lab->tabs()->tabBar();
        QTest::mouseClick(pages, Qt::LeftButton, {}, pages->tabRect(2).center());
        QCOMPARE(lab->tabs()->currentIndex(), 2);
        QTRY_VERIFY(lab->decodePage()->isVisible());
        QVERIFY(lab->decodePage()->selectLayout(QStringLiteral("wave-v0.1")));
        QLineEdit* words = lab->decodePage()->wordsEdit();
        QTest::mouseClick(words, Qt::LeftButton);
        QCOMPARE(focused(), static_cast<QWidget*>(words));
        QVERIFY(typeOnFocus(QStringLiteral("0x00221800\n")));
        const auto& decoded = lab->decodePage()->rows()->rows();
        QCOMPARE(decoded.size(), 1);
        QVERIFY2(decoded[0].fieldText().contains(QStringLiteral("opcode=0 rd=1 rs1=2 rs2=3")),
                 qPrintable(decoded[0].fieldText()));
        QVERIFY(lab->decodePage()->rows()->isVisible());

        for (wave::widgets::Document* d : window.documents()->documents())
            d->setModified(false);
    }

    // The gallery's lesson: opening the example puts the cursor on fsin and selects v0.2-note.
    void theLessonOpensOnFsinWithTheNoteLayout() {
        const QString path = dir_.filePath(QStringLiteral("why_modifier_grew.wave"));
        MainWindow window;
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(window.assembliesShown() > 0);
        emit window.fileActions()->lessonRequested(QStringLiteral("wave-v0.2-note"),
                                                   QStringLiteral("fsin"));
        EncodingLab* lab = window.encodingLab()->lab();
        QTRY_VERIFY(lab->isVisible());
        QTRY_VERIFY2(lab->headerText().contains(QStringLiteral("fsin")),
                     qPrintable(lab->headerText()));
        const int selected = lab->generations()->selectedRow();
        QVERIFY(selected >= 0);
        QCOMPARE(lab->generations()->rows()[selected].layout, QStringLiteral("wave-v0.2-note"));
        QCOMPARE(lab->validationPage()->layoutBox()->currentText(),
                 QStringLiteral("wave-v0.2-note"));
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(EncodingLabJourneyTest)
#include "EncodingLabJourneyTest.moc"
