// Occupancy in the Launch dock as a user meets it, in the real MainWindow with real key presses
// and clicks sent to the focused widget: open an example, bring the Launch dock forward and
// read the occupancy; type a new `.registers` in the editor and see it follow; try other
// registers and workgroup sizes in the what-if (including one that does not fit on a core),
// compare, and reset - the source and the launch settings untouched throughout.
//
// tiled_matmul declares .registers 24, .local_memory 128 and .workgroup_size 4,4,1 (16
// threads: 1 wave of 32 lanes); the default core has 65536 registers, 65536 bytes of local
// memory and 64 wave slots.

#include "DocumentWorkspaces.h"
#include "FocusKeys.h"
#include "MainWindow.h"
#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "launch/LaunchConfigPanel.h"

#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabBar>
#include <QTest>

using wave::studio::MainWindow;
using wave::widgets::LaunchConfigPanel;
using wave::widgets::LaunchSettings;

namespace {

using wave::apptest::focused;

void type(const QString& text) {
    QVERIFY(wave::apptest::typeOnFocus(text));
}

// A click on the dock tab titled `title`, as the user brings a tabbed dock forward.
bool clickDockTab(QMainWindow& window, const QString& title) {
    for (QTabBar* bar : window.findChildren<QTabBar*>()) {
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->tabText(i) == title) {
                QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(i).center());
                return true;
            }
        }
    }
    return false;
}

// Scrolls the Launch dock to `field` (as the user would) and clicks into it.
void clickInto(QWidget* field) {
    for (QWidget* w = field->parentWidget(); w; w = w->parentWidget())
        if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
            scroll->ensureWidgetVisible(field);
            break;
        }
    QTest::mouseClick(field, Qt::LeftButton, {}, field->rect().center());
}

// `window` at `size`, active, with tiled_matmul assembled and its launch valid.
void openTiledMatmul(MainWindow& window, QSize size) {
    window.resize(size);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QString error;
    QVERIFY2(window.openFile(QStringLiteral(WAVE_EXAMPLES "/tiled_matmul.wave"), error),
             qPrintable(error));
    QTRY_VERIFY(window.documents()->current()->snapshot() != nullptr);
    QTRY_VERIFY(window.documentWorkspaces()->panel()->isValid());
}

} // namespace

class OccupancyJourneyTest : public QObject {
    Q_OBJECT
private slots:
    void occupancyFollowsTheSourceAndTheWhatIf() {
        MainWindow window;
        openTiledMatmul(window, QSize(1280, 800));
        if (QTest::currentTestFailed())
            return;
        LaunchConfigPanel* panel = window.documentWorkspaces()->panel();
        const LaunchSettings settings = panel->settings();

        QVERIFY(clickDockTab(window, window.documentWorkspaces()->launchDock()->windowTitle()));
        auto* headline = panel->findChild<QLabel*>(QStringLiteral("occupancyHeadline"));
        QVERIFY(headline);
        QTRY_VERIFY(headline->isVisible());
        // 24 x 32 x 1 = 768 registers (85 workgroups), 128 bytes (512): the 64 slots limit.
        QCOMPARE(headline->text(), QStringLiteral("64 workgroups per core (64 waves, 100% of the "
                                                  "64 wave slots), limited by wave slots"));

        // Ctrl+G 15: the `.registers 24` line; End, two Backspaces, 255.
        window.editor()->setFocus();
        QCOMPARE(focused(), static_cast<QWidget*>(window.editor()));
        QTest::keyClick(focused(), Qt::Key_G, Qt::ControlModifier);
        type(QStringLiteral("15\n"));
        QCOMPARE(focused(), static_cast<QWidget*>(window.editor()));
        QTest::keyClick(focused(), Qt::Key_End);
        QTest::keyClick(focused(), Qt::Key_Backspace);
        QTest::keyClick(focused(), Qt::Key_Backspace);
        type(QStringLiteral("255"));
        QCOMPARE(window.editor()->text(14).trimmed(), QStringLiteral(".registers 255"));
        // 255 x 32 x 1 = 8160: 65536 / 8160 = 8 workgroups of 1 wave.
        QTRY_COMPARE(headline->text(), QStringLiteral("8 workgroups per core (8 waves, 13% of the "
                                                      "64 wave slots), limited by registers"));
        auto* registers = panel->findChild<QSpinBox*>(QStringLiteral("whatIfRegisters"));
        auto* threads = panel->findChild<QSpinBox*>(QStringLiteral("whatIfThreads"));
        auto* whatIf = panel->findChild<QLabel*>(QStringLiteral("whatIfHeadline"));
        auto* comparison = panel->findChild<QLabel*>(QStringLiteral("whatIfComparison"));
        QVERIFY(registers && threads && whatIf && comparison);
        QCOMPARE(registers->value(), 255); // the what-if follows the source until edited
        QCOMPARE(threads->value(), 16);

        // What if the workgroup had 1024 threads? 32 waves x 255 x 32 = 261120 registers: more
        // than the core's 65536.
        clickInto(threads);
        QCOMPARE(focused(), static_cast<QWidget*>(threads));
        QTest::keyClick(focused(), Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("1024\n"));
        QCOMPARE(threads->value(), 1024);
        QCOMPARE(whatIf->text(), QStringLiteral("No workgroup fits on a core: one workgroup needs "
                                                "more registers than a core has"));
        QCOMPARE(
            comparison->text(),
            QStringLiteral("Against the launch: 8 → 0 workgroups, 8 → 0 waves (-8) per core."));

        // ... and only 16 registers per thread? 16 x 32 x 32 = 16384 (4 workgroups), but the 32
        // waves of a workgroup leave room for 2 in 64 slots.
        clickInto(registers);
        QCOMPARE(focused(), static_cast<QWidget*>(registers));
        QTest::keyClick(focused(), Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("16\n"));
        QCOMPARE(whatIf->text(), QStringLiteral("2 workgroups per core (64 waves, 100% of the 64 "
                                                "wave slots), limited by wave slots"));
        QCOMPARE(comparison->text(),
                 QStringLiteral("Against the launch: 8 → 2 workgroups, 8 → 64 waves (+56) per "
                                "core; limited by wave slots instead of registers."));
        // The Down key takes one register off: 15 x 32 x 32 = 15360, still 2 workgroups.
        QTest::keyClick(focused(), Qt::Key_Down);
        QCOMPARE(registers->value(), 15);
        QVERIFY(whatIf->text().startsWith(QStringLiteral("2 workgroups per core")));

        // Nothing of it reached the source or the launch.
        QCOMPARE(window.editor()->text(14).trimmed(), QStringLiteral(".registers 255"));
        QCOMPARE(panel->settings(), settings);
        QCOMPARE(headline->text(), QStringLiteral("8 workgroups per core (8 waves, 13% of the "
                                                  "64 wave slots), limited by registers"));

        // Reset: the launch's values again.
        auto* reset = panel->findChild<QPushButton*>(QStringLiteral("whatIfReset"));
        QVERIFY(reset && reset->isEnabled());
        clickInto(reset);
        QCOMPARE(registers->value(), 255);
        QCOMPARE(threads->value(), 16);
        QCOMPARE(whatIf->text(), QString());
        QCOMPARE(comparison->text(),
                 QStringLiteral("These are the launch's values: change one to see its effect."));

        window.documents()->current()->setModified(false); // nothing to save
    }

    // The what-if typed digit by digit at 1024x768, the Launch dock scrolled to the field as the
    // user scrolls to it: the results below wrap onto more lines and fewer as the value grows,
    // and neither the field under the pointer nor the box moves (issue 21: it shifted by a
    // line when a result line unwrapped).
    void occupancyBoxStaysPutWhileTyping() {
        MainWindow window;
        openTiledMatmul(window, QSize(1024, 768));
        if (QTest::currentTestFailed())
            return;
        LaunchConfigPanel* panel = window.documentWorkspaces()->panel();
        QVERIFY(clickDockTab(window, window.documentWorkspaces()->launchDock()->windowTitle()));
        auto* box = panel->findChild<QWidget*>(QStringLiteral("occupancy"));
        auto* threads = panel->findChild<QSpinBox*>(QStringLiteral("whatIfThreads"));
        auto* comparison = panel->findChild<QLabel*>(QStringLiteral("whatIfComparison"));
        QVERIFY(box && threads && comparison);
        QTRY_VERIFY(threads->isVisible());
        // Scrolled to its end, as when the user scrolls down to the what-if.
        QScrollArea* scroll = nullptr;
        for (QWidget* w = box->parentWidget(); w && !scroll; w = w->parentWidget())
            scroll = qobject_cast<QScrollArea*>(w);
        QVERIFY(scroll);
        clickInto(threads);
        QCOMPARE(focused(), static_cast<QWidget*>(threads));
        QTest::keyClick(focused(), Qt::Key_End);
        QTest::keyClick(focused(), Qt::Key_Backspace);
        QTest::keyClick(focused(), Qt::Key_Backspace);
        QTest::qWait(50);
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        QTest::qWait(50);
        const int fieldY = threads->mapTo(&window, QPoint(0, 0)).y();
        const int boxY = box->mapTo(&window, QPoint(0, 0)).y();
        int height = box->height();
        int lines = 0; // the comparison's height changes: a line wrapped or unwrapped
        int last = comparison->height();
        for (const QChar digit : QStringLiteral("1024")) {
            type(QString(digit));
            QTest::qWait(50);
            if (comparison->height() != last)
                ++lines;
            last = comparison->height();
            QCOMPARE(threads->mapTo(&window, QPoint(0, 0)).y(), fieldY);
            QCOMPARE(box->mapTo(&window, QPoint(0, 0)).y(), boxY);
            QVERIFY2(box->height() >= height,
                     qPrintable(QStringLiteral("%1 -> %2").arg(height).arg(box->height())));
            height = box->height();
        }
        QCOMPARE(threads->value(), 1024);
        QVERIFY(lines > 0); // the results did wrap differently on the way
        window.documents()->current()->setModified(false);
    }
};

QTEST_MAIN(OccupancyJourneyTest)
#include "OccupancyJourneyTest.moc"
