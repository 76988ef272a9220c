#include "LayoutProbe.h"

#include "ExampleLaunch.h"

#include "DebugActions.h"
#include "MainWindow.h"

#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "session/SessionController.h"
#include "views/DivergenceStackView.h"
#include "views/LaneRegistersView.h"
#include "views/LocalMemoryPanel.h"
#include "views/MaskStripView.h"
#include "workbench/DebugWorkbench.h"
#include "workbench/ViewDocks.h"
#include "workbench/WorkbenchIds.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <Qsci/qsciscintilla.h>

namespace wave::layoutprobe {

using namespace wave::widgets;
using wave::studio::MainWindow;

void useProfile(const QTemporaryDir& profile, const QString& application) {
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, profile.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, profile.path());
    QCoreApplication::setOrganizationName(QStringLiteral("WAVE"));
    QCoreApplication::setApplicationName(application);
}

QString copyExample(const QTemporaryDir& dir, const QString& name) {
    const QDir examples(QStringLiteral(WAVE_EXAMPLES));
    for (const QString& suffix : {QStringLiteral(".wave"), QStringLiteral(".args")})
        QFile::copy(examples.filePath(name + suffix), dir.filePath(name + suffix));
    return dir.filePath(name + QStringLiteral(".wave"));
}

static bool waitStop(SessionController* session) {
    QSignalSpy stopped(session, &SessionController::stopped);
    return stopped.wait(20000);
}

// tree_reduction in its loop: stopped at the `fadd` the 2nd time, lane 3 of wave 0 focused.
bool stopInLoop(MainWindow& window, const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const std::string source = file.readAll().toStdString();
    window.debugActions()->breakpoints()->toggleAt(
        int(test::lineContaining(source, "fadd     r9, r9, r8")));
    // The live assembly of the file just opened runs on a worker after a typing pause: on a
    // loaded machine it may not be there yet.
    QString error;
    LaunchRequestPtr built = window.buildLaunch(error);
    for (int i = 0; !built && i < 200; ++i) {
        QTest::qWait(50);
        built = window.buildLaunch(error);
    }
    if (!built) {
        qWarning("cannot launch: %s", qPrintable(error));
        return false;
    }
    auto request = std::make_shared<LaunchRequest>(*built);
    request->deviceInit = test::iotaInit(256);
    SessionController* session = window.session();
    session->launch(request);
    if (!waitStop(session))
        return false;
    for (int i = 0; i < 2; ++i) {
        session->run(SessionCommand::Continue);
        if (!waitStop(session))
            return false;
    }
    session->setFocus(0, 3);
    QTest::qWait(100);
    return true;
}

Seen measure(MainWindow& window) {
    Seen seen;
    CodeEditor* editor = window.editor();
    const int lineHeight = int(editor->SendScintilla(QsciScintillaBase::SCI_TEXTHEIGHT, 0));
    seen.editorLines = lineHeight > 0 ? editor->viewport()->height() / lineHeight : 0;

    ViewDocks* docks = window.workbench()->docks();
    LaneRegistersView* regs = docks->registersView();
    const LaneRegistersModel* model = regs->registersModel();
    const QRect port = regs->viewport()->rect();
    // In view, and its value readable: at least its hex digits fit the cell (a narrow column
    // drops the 0x, never a digit).
    const QFontMetrics bold(regs->style().mono(12, true));
    auto shown = [&](int row, int column) {
        const QModelIndex index = model->index(row, column);
        QString text = index.data().toString();
        if (text.startsWith(QLatin1String("0x")))
            text = text.mid(2);
        return regs->isVisible() && port.contains(regs->visualRect(index)) &&
               bold.horizontalAdvance(text) + 2 * regs->style().px(5) <= regs->columnWidth(column);
    };
    auto allRows = [&](int column) {
        for (std::uint32_t r = 0; r < 8; ++r)
            if (!shown(model->rowOfRegister(r), column))
                return false;
        return true;
    };
    for (std::uint32_t lane = 0; lane < 8; ++lane)
        if (allRows(model->columnOf(0, lane)))
            ++seen.laneColumns;
    seen.focusedLane = allRows(model->columnOf(0, 3));
    for (std::uint32_t r = 0; r < 8; ++r)
        if (shown(model->rowOfRegister(r), model->columnOf(0, 3)))
            ++seen.registerRows;

    MaskStripView* masks = docks->masksView();
    auto* area = qobject_cast<QScrollArea*>(docks->dock(WorkbenchIds::Masks)->widget());
    if (masks->isVisible() && area) {
        const QRect maskPort = area->viewport()->rect();
        for (std::uint32_t w = 0; w < 8; ++w) {
            const QRect first = masks->cellRect(w, 0);
            const QRect last = masks->cellRect(w, 31);
            const QRect cells(masks->mapTo(area->viewport(), first.united(last).topLeft()),
                              first.united(last).size());
            if (!first.isEmpty() && maskPort.contains(cells))
                ++seen.maskWaves;
        }
    }
    return seen;
}

void columnsInView(const QTableView* table, int& inView, bool& scrolls) {
    const QHeaderView* header = table->horizontalHeader();
    const int port = table->viewport()->width();
    inView = 0;
    for (int c = 0; c < header->count(); ++c) {
        const int left = header->sectionViewportPosition(c);
        if (!header->isSectionHidden(c) && left >= 0 && left + header->sectionSize(c) <= port)
            ++inView;
    }
    scrolls = table->horizontalScrollBar()->maximum() > 0;
}

void stackColumnsInView(MainWindow& window, int& inView, bool& scrolls) {
    ViewDocks* docks = window.workbench()->docks();
    docks->dock(WorkbenchIds::Divergence)->raise();
    DivergenceStackView* stack = docks->divergenceView();
    QTRY_VERIFY_WITH_TIMEOUT(stack->isVisible(), 5000);
    QTest::qWait(50);
    columnsInView(stack, inView, scrolls);
}

LocalSeen measureLocal(MainWindow& window) {
    LocalSeen seen;
    ViewDocks* docks = window.workbench()->docks();
    docks->dock(WorkbenchIds::LocalMemory)->raise();
    LocalMemoryPanel* panel = docks->localMemoryPanel();
    if (!QTest::qWaitFor([panel] { return panel->isVisible(); }, 5000))
        return seen;
    QTest::qWait(100);
    const LocalMemoryHeatmapView* heat = panel->heatmap();
    const QRect port = heat->viewport()->rect();
    seen.bankCount = int(heat->columns());
    for (std::uint32_t b = 0; b < heat->columns(); ++b) {
        const QRect cell = heat->cellRect(b);
        seen.cellWidth = cell.width();
        if (!cell.isEmpty() && cell.left() >= 0 && cell.right() < port.width())
            ++seen.banks;
    }
    columnsInView(panel->conflictTable(), seen.conflictColumns, seen.conflictScrolls);
    seen.conflictCount = panel->conflictTable()->horizontalHeader()->count();
    columnsInView(panel->coalescingTable(), seen.coalescingColumns, seen.coalescingScrolls);
    seen.coalescingCount = panel->coalescingTable()->horizontalHeader()->count();
    return seen;
}

EditorWidth measureEditorWidth(MainWindow& window) {
    EditorWidth seen;
    CodeEditor* editor = window.editor();
    const int right = editor->viewport()->width();
    int longest = -1;
    for (int line = 0; line < editor->lines(); ++line) {
        const long end = editor->SendScintilla(QsciScintillaBase::SCI_GETLINEENDPOSITION, line);
        const long x = editor->SendScintilla(QsciScintillaBase::SCI_POINTXFROMPOSITION, 0, end);
        if (x > right)
            ++seen.cutLines;
        const int length = editor->text(line).trimmed().size();
        if (length > longest) {
            longest = length;
            seen.longestLine = line;
        }
    }
    if (seen.longestLine >= 0)
        seen.longestRows =
            int(editor->SendScintilla(QsciScintillaBase::SCI_WRAPCOUNT, seen.longestLine));
    // The width of a character at the editor's font and zoom, measured on the longest line.
    const long start = editor->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE,
                                             std::max(seen.longestLine, 0));
    const long x0 = editor->SendScintilla(QsciScintillaBase::SCI_POINTXFROMPOSITION, 0, start);
    const long x1 = editor->SendScintilla(QsciScintillaBase::SCI_POINTXFROMPOSITION, 0, start + 1);
    if (x1 > x0)
        seen.columns = int((right - x0) / (x1 - x0));
    seen.wrapMarked = editor->SendScintilla(QsciScintillaBase::SCI_GETWRAPVISUALFLAGS) != 0;
    return seen;
}

} // namespace wave::layoutprobe
