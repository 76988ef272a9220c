// Coalescing as a user meets it in the IDE (issue 16): the copy examples run with F5 sent to
// the focused widget, then the editor's gutter shows each load/store line's efficiency in
// EfficiencyScale's colour (read back from the pixels on screen) with the figures on hover,
// and the Device memory view, switched to its coalescing colouring with the mouse, colours the
// words those accesses touched and names the instruction in the tooltip.

#include "AppTestFiles.h"
#include "MainWindow.h"

#include "editor/CodeEditor.h"
#include "models/CoalescingModel.h"
#include "models/DeviceMemoryModel.h"
#include "models/ModelRoles.h"
#include "session/SessionController.h"
#include "views/CoalescingGutter.h"
#include "views/DeviceMemoryView.h"
#include "views/EfficiencyScale.h"
#include "views/LocalMemoryPanel.h"
#include "views/SnapshotTableView.h"
#include "workbench/DebugWorkbench.h"
#include "workbench/ViewDocks.h"
#include "workbench/WorkbenchIds.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using wave::studio::MainWindow;
using wave::widgets::CoalescingGutter;
using wave::widgets::CodeEditor;
using wave::widgets::EfficiencyScale;
using wave::widgets::SessionController;
using State = wave::widgets::SessionController::State;

namespace {

QByteArray readExample(const char* name) {
    QFile file(QStringLiteral(WAVE_EXAMPLES) + QLatin1Char('/') + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

int lineOf(const QByteArray& text, const char* needle) {
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(needle))
            return i + 1;
    return 0;
}

void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, key, modifiers);
}

// The middle of 1-based `line` in the gutter's margin, in viewport coordinates.
QPoint gutterPoint(CodeEditor* editor, int line) {
    int left = 0;
    for (int m = 0; m < CoalescingGutter::kMargin; ++m)
        left += editor->marginWidth(m);
    const int height = int(editor->SendScintilla(QsciScintilla::SCI_TEXTHEIGHT, 0UL));
    const int display = int(editor->SendScintilla(QsciScintilla::SCI_VISIBLEFROMDOCLINE,
                                                  static_cast<unsigned long>(line - 1)));
    return {left + 3, (display - editor->firstVisibleLine()) * height + height / 2};
}

// What the user sees at a viewport point of `widget`.
QColor pixel(QWidget* widget, const QPoint& p) {
    const QImage image = widget->grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    return image.pixelColor(int(p.x() * ratio), int(p.y() * ratio));
}

bool near(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) <= 6 && std::abs(a.green() - b.green()) <= 6 &&
           std::abs(a.blue() - b.blue()) <= 6;
}

QString hoverText(QWidget* widget, const QPoint& p) {
    QToolTip::hideText(); // the last one fades out: not to be read as this one
    if (!QTest::qWaitFor([] { return !QToolTip::isVisible(); }))
        return QStringLiteral("(the previous tooltip did not go)");
    QTest::mouseMove(widget, p);
    QHelpEvent help(QEvent::ToolTip, p, widget->mapToGlobal(p));
    QApplication::sendEvent(widget, &help);
    return QToolTip::isVisible() ? QToolTip::text() : QString();
}

} // namespace

class CoalescingJourneyTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
    }

    // F5 on the strided copy: its load and store lines are marked 12.5% in the scattered
    // colour, and hovering says why (32 sectors where 4 would do); the coalesced copy's lines
    // are 100% in the coalesced colour. The gutter agrees with the coalescing table.
    void f5ColoursTheGutterByEfficiency() {
        for (const auto& [name, label, band, sectors] :
             {std::tuple{"strided_copy.wave", "12.5%", 3, "32 sectors of 32 bytes where 4"},
              std::tuple{"coalesced_copy.wave", "100%", 0, "4 sectors of 32 bytes where 4"}}) {
            MainWindow window;
            const QByteArray text = readExample(name);
            open(window, QString::fromLatin1(name), text);
            CodeEditor* editor = window.editor();
            QCOMPARE(editor->marginWidth(CoalescingGutter::kMargin), 0); // nothing before a run
            press(Qt::Key_F5);
            QTRY_VERIFY(
                window.session()->state() == State::Stopped &&
                window.workbench()->docks()->localMemoryPanel()->coalescingModel()->rowCount() ==
                    2);
            QTRY_VERIFY(editor->marginWidth(CoalescingGutter::kMargin) > 0);
            const bool dark = editor->theme().dark;
            for (const char* instruction : {"device_load_u32", "device_store_u32"}) {
                const int line = lineOf(text, instruction);
                QVERIFY(line > 0);
                editor->ensureLineVisible(line - 1);
                const QPoint p = gutterPoint(editor, line);
                const QColor seen = pixel(editor->viewport(), p);
                QVERIFY2(
                    near(seen, EfficiencyScale::fill(band, dark)),
                    qPrintable(QStringLiteral("%1 line %2: %3")
                                   .arg(QLatin1String(name), QString::number(line), seen.name())));
                const QString tip = hoverText(editor->viewport(), p);
                QVERIFY2(tip.contains(QStringLiteral("Line %1").arg(line)), qPrintable(tip));
                QVERIFY2(tip.contains(QStringLiteral("%1 coalesced on average, %1 at worst")
                                          .arg(QLatin1String(label))),
                         qPrintable(tip));
                QVERIFY2(tip.contains(QLatin1String(sectors)), qPrintable(tip));
                QVERIFY2(tip.contains(EfficiencyScale::bandRange(0).toHtmlEscaped()),
                         qPrintable(tip)); // the legend
            }
            // Not on a line without device accesses.
            QVERIFY(!near(pixel(editor->viewport(), gutterPoint(editor, lineOf(text, "halt"))),
                          EfficiencyScale::fill(band, dark)));
            const QString none =
                hoverText(editor->viewport(), gutterPoint(editor, lineOf(text, "halt")));
            QVERIFY2(!none.contains(QStringLiteral("coalesced")), qPrintable(none));
            // An edit: each mark stays with its instruction's line (issue 21), here where it
            // was, since the line typed on moves no line.
            editor->setFocus();
            press(Qt::Key_End);
            QTest::keyClicks(QApplication::focusWidget(), QStringLiteral(" ; edited"));
            QVERIFY(editor->marginWidth(CoalescingGutter::kMargin) > 0);
            const int store = lineOf(text, "device_store_u32");
            editor->ensureLineVisible(store - 1);
            QVERIFY(near(pixel(editor->viewport(), gutterPoint(editor, store)),
                         EfficiencyScale::fill(band, dark)));
        }
    }

    // The Device memory view's colouring, chosen with the mouse: the strided copy's output
    // words take the scattered colour and their tooltip names the store's line.
    void deviceMemoryColoursWordsByTheirAccesses() {
        MainWindow window;
        const QByteArray text = readExample("strided_copy.wave");
        open(window, QStringLiteral("strided_copy.wave"), text);
        press(Qt::Key_F5);
        QTRY_VERIFY(
            window.session()->state() == State::Stopped &&
            window.workbench()->docks()->localMemoryPanel()->coalescingModel()->rowCount() == 2);
        wave::widgets::ViewDocks* docks = window.workbench()->docks();
        QDockWidget* dock = docks->dock(wave::widgets::WorkbenchIds::DeviceMemory);
        QVERIFY(dock);
        dock->show();
        dock->raise();
        wave::widgets::DeviceMemoryView* view = docks->deviceMemoryView();
        QTRY_VERIFY(view->isVisible());
        QVERIFY(!view->legend()->isVisible());

        QComboBox* box = view->colouringBox();
        QTest::mouseClick(box, Qt::LeftButton);
        QAbstractItemView* list = box->view();
        QTRY_VERIFY(list->isVisible());
        const QModelIndex item = list->model()->index(1, 0);
        QCOMPARE(item.data().toString(), QStringLiteral("Coalescing efficiency"));
        // The popup ignores a release within a double-click interval of opening (the release
        // of the click that opened it): the user's second click comes later.
        QTest::qWait(QApplication::doubleClickInterval() + 100);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(item).center());
        QTRY_VERIFY(!list->isVisible());
        QCOMPARE(view->memoryModel()->colouring(),
                 wave::widgets::DeviceMemoryModel::Colouring::Coalescing);
        QTRY_VERIFY(view->legend()->isVisible());

        QVERIFY(view->goToAddress(0x1000 + 128 * 3)); // out[96]: stored by lane 3 of wave 0
        wave::widgets::SnapshotTableView* table = view->table();
        const int row = view->memoryModel()->rowOfAddress(0x1000 + 128 * 3);
        const QModelIndex cell =
            view->memoryModel()->index(row, wave::widgets::DeviceMemoryModel::AddressColumn);
        table->scrollTo(cell);
        table->clearSelection();
        QApplication::processEvents();
        const QPoint p = table->visualRect(cell).center();
        const bool dark = table->style().palette.theme == wave::widgets::ViewPalette::Theme::Dark;
        // The swatch before the address has the legend's colour; the rest of the row keeps the
        // table's background (a row filled with the scale's blue reads as selected).
        const QPoint swatch =
            table->visualRect(cell).topLeft() + QPoint(8, p.y() - table->visualRect(cell).top());
        QVERIFY2(near(pixel(table->viewport(), swatch), EfficiencyScale::fill(3, dark)),
                 qPrintable(pixel(table->viewport(), swatch).name()));
        const QModelIndex value =
            view->memoryModel()->index(row, wave::widgets::DeviceMemoryModel::U32Column);
        QVERIFY(!near(pixel(table->viewport(), table->visualRect(value).center() + QPoint(0, -4)),
                      EfficiencyScale::fill(3, dark)));
        const QString tip = hoverText(table->viewport(), p);
        const int store = lineOf(text, "device_store_u32");
        QVERIFY2(tip.contains(QStringLiteral("Worst: line %1 (").arg(store)), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("device_store_u32")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("12.5% coalesced")), qPrintable(tip));
        // A word no access touched (past the output) stays uncoloured and has no tooltip.
        const int untouched = view->memoryModel()->rowOfAddress(0x2000);
        QVERIFY(untouched >= 0);
        QVERIFY(!view->memoryModel()
                     ->index(untouched, 2)
                     .data(wave::widgets::EfficiencyRole)
                     .isValid());
        QVERIFY(
            view->memoryModel()->index(untouched, 2).data(Qt::ToolTipRole).toString().isEmpty());
    }

    // Issue 21: one colour scale in the three coalescing views. After F5 on each copy, the
    // gutter's mark, the swatch of the Local memory dock's Worst cell and the swatch of the
    // Device memory words the store wrote are the same colour, the band of the efficiency the
    // cells say, and both tables carry the gutter's legend.
    void oneColourScaleInTheThreeCoalescingViews() {
        for (const auto& [name, label, band] : {std::tuple{"strided_copy.wave", "12.5%", 3},
                                                std::tuple{"coalesced_copy.wave", "100%", 0}}) {
            MainWindow window;
            const QByteArray text = readExample(name);
            open(window, QString::fromLatin1(name), text);
            press(Qt::Key_F5);
            wave::widgets::ViewDocks* docks = window.workbench()->docks();
            wave::widgets::LocalMemoryPanel* local = docks->localMemoryPanel();
            QTRY_VERIFY(window.session()->state() == State::Stopped &&
                        local->coalescingModel()->rowCount() == 2);
            CodeEditor* editor = window.editor();
            QTRY_VERIFY(editor->marginWidth(CoalescingGutter::kMargin) > 0);
            const QColor colour = EfficiencyScale::fill(band, editor->theme().dark);
            const int store = lineOf(text, "device_store_u32");

            // The gutter.
            editor->ensureLineVisible(store - 1);
            QVERIFY2(near(pixel(editor->viewport(), gutterPoint(editor, store)), colour),
                     qPrintable(pixel(editor->viewport(), gutterPoint(editor, store)).name()));

            // The Local memory dock's device accesses: the store's Worst cell.
            QDockWidget* localDock = docks->dock(wave::widgets::WorkbenchIds::LocalMemory);
            localDock->show();
            localDock->raise();
            wave::widgets::SnapshotTableView* accesses = local->coalescingTable();
            QTRY_VERIFY(accesses->isVisible());
            using M = wave::widgets::CoalescingModel;
            int row = -1;
            for (int r = 0; r < local->coalescingModel()->rowCount(); ++r)
                if (local->coalescingModel()->index(r, M::LineColumn).data().toInt() == store)
                    row = r;
            QVERIFY(row >= 0);
            const QModelIndex worst = local->coalescingModel()->index(row, M::WorstColumn);
            QCOMPARE(worst.data().toString(), QString::fromLatin1(label));
            accesses->scrollTo(worst);
            accesses->clearSelection();
            QApplication::processEvents();
            const QRect cell = accesses->visualRect(worst);
            const QPoint swatch(cell.left() + 8, cell.center().y());
            QVERIFY2(
                near(pixel(accesses->viewport(), swatch), colour),
                qPrintable(QStringLiteral("%1: Worst swatch %2, the gutter's %3")
                               .arg(QLatin1String(name), pixel(accesses->viewport(), swatch).name(),
                                    colour.name())));
            // Nothing else in the cell is of another band's colour (the old bar was purple
            // for 12.5% and absent for 100%).
            for (int b = 0; b < EfficiencyScale::kBands; ++b)
                if (b != band)
                    QVERIFY(!near(pixel(accesses->viewport(), cell.center()),
                                  EfficiencyScale::fill(b, editor->theme().dark)));
            QTRY_VERIFY(local->coalescingLegend()->isVisible());
            for (int b = 0; b < EfficiencyScale::kBands; ++b)
                QVERIFY(local->coalescingLegend()->text().contains(
                    EfficiencyScale::bandRange(b).toHtmlEscaped()));

            // Device memory, coloured by coalescing: a word the store wrote.
            QDockWidget* deviceDock = docks->dock(wave::widgets::WorkbenchIds::DeviceMemory);
            deviceDock->show();
            deviceDock->raise();
            wave::widgets::DeviceMemoryView* device = docks->deviceMemoryView();
            QTRY_VERIFY(device->isVisible());
            device->setColouring(wave::widgets::DeviceMemoryModel::Colouring::Coalescing);
            QTRY_VERIFY(device->legend()->isVisible());
            QVERIFY(device->legend()->text().contains(
                EfficiencyScale::inlineLegendHtml(editor->theme().dark)));
            QVERIFY(local->coalescingLegend()->text().contains(
                EfficiencyScale::inlineLegendHtml(editor->theme().dark)));
            const std::uint64_t out = 0x1000 + (band == 3 ? 128 * 3 : 4 * 3);
            QVERIFY(device->goToAddress(out));
            wave::widgets::SnapshotTableView* table = device->table();
            const QModelIndex word =
                device->memoryModel()->index(device->memoryModel()->rowOfAddress(out),
                                             wave::widgets::DeviceMemoryModel::AddressColumn);
            table->scrollTo(word);
            table->clearSelection();
            QApplication::processEvents();
            const QRect wordCell = table->visualRect(word);
            const QPoint wordSwatch(wordCell.left() + 8, wordCell.center().y());
            QVERIFY2(near(pixel(table->viewport(), wordSwatch), colour),
                     qPrintable(pixel(table->viewport(), wordSwatch).name()));
        }
    }

private:
    void open(MainWindow& window, const QString& name, const QByteArray& text) {
        const QString path = dir_->filePath(name);
        wave::apptest::writeFile(path, text);
        const int shown = window.assembliesShown();
        QString error;
        if (!window.openFile(path, error))
            qWarning("%s", qPrintable(error));
        window.resize(1280, 800);
        window.show();
        window.activateWindow();
        if (!QTest::qWaitForWindowActive(&window))
            qWarning("the window is not active");
        window.editor()->setFocus();
        if (!QTest::qWaitFor([&] { return window.assembliesShown() > shown; }, 5000))
            qWarning("%s was not assembled", qPrintable(name));
    }

    std::unique_ptr<QTemporaryDir> dir_;
};

int main(int argc, char* argv[]) {
    return wave::apptest::runWithThrowawayHome<CoalescingJourneyTest>(argc, argv);
}

#include "CoalescingJourneyTest.moc"
