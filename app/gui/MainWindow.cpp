#include "MainWindow.h"

#include "editor/CodeEditor.h"
#include "editor/EditorTheme.h"
#include "editor/LiveAssembler.h"
#include "listing/ListingView.h"
#include "problems/ProblemsModel.h"
#include "problems/ProblemsView.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QShowEvent>
#include <QStatusBar>
#include <QTabWidget>

namespace wave::studio {

using widgets::AssemblySnapshotPtr;

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName(QStringLiteral("MainWindow"));
    resize(1280, 800);

    editor_ = new widgets::CodeEditor;
    assembler_ = new widgets::LiveAssembler(this);
    editor_->setLiveAssembler(assembler_);
    tabs_ = new QTabWidget;
    tabs_->setDocumentMode(true);
    tabs_->addTab(editor_, tr("untitled.wave"));
    setCentralWidget(tabs_);

    createDocks();
    createMenus();

    statusLabel_ = new QLabel;
    cursorLabel_ = new QLabel;
    statusBar()->addWidget(statusLabel_, 1);
    statusBar()->addPermanentWidget(cursorLabel_);

    connect(assembler_, &widgets::LiveAssembler::assembled, this, &MainWindow::showAssembly);
    connect(editor_, &QsciScintilla::cursorPositionChanged, this,
            [this](int line, int index) { updateCursorLabel(line + 1, index + 1); });
    connect(editor_, &QsciScintilla::modificationChanged, this, &MainWindow::updateTitle);
    updateCursorLabel(1, 1);
    updateTitle();
    assembler_->assembleNow();
}

void MainWindow::createDocks() {
    listing_ = new widgets::ListingView;
    auto* listingDock = new QDockWidget(tr("Listing"), this);
    listingDock->setObjectName(QStringLiteral("ListingDock"));
    listingDock->setWidget(listing_);
    addDockWidget(Qt::RightDockWidgetArea, listingDock);
    connect(listing_, &widgets::ListingView::sourceLineActivated, this,
            [this](int line) { editor_->goToPosition(line, 1, false); });

    problems_ = new widgets::ProblemsModel(this);
    const widgets::EditorTheme theme = widgets::EditorTheme::forPalette(palette());
    problems_->setColors(theme.error, theme.warning);
    problemsView_ = new widgets::ProblemsView(problems_);
    auto* problemsDock = new QDockWidget(tr("Problems"), this);
    problemsDock->setObjectName(QStringLiteral("ProblemsDock"));
    problemsDock->setWidget(problemsView_);
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    connect(problemsView_, &widgets::ProblemsView::problemActivated, editor_,
            [this](int line, int column) { editor_->goToPosition(line, column); });
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openWithDialog);
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About WAVE Studio"), this, [this] {
        QMessageBox::about(
            this, tr("About WAVE Studio"),
            tr("<b>WAVE Studio %1</b><p>An IDE and visual debugger for the WAVE GPU ISA.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

bool MainWindow::openFile(const QString& path, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = tr("Cannot open %1: %2").arg(path, file.errorString());
        return false;
    }
    const QString text = QString::fromUtf8(file.readAll());
    path_ = path;
    assembler_->setFileName(path);
    editor_->setText(text);
    editor_->setModified(false);
    tabs_->setTabText(0, QFileInfo(path).fileName());
    tabs_->setTabToolTip(0, QFileInfo(path).absoluteFilePath());
    updateTitle();
    assembler_->assembleNow();
    return true;
}

void MainWindow::showAssembly(const AssemblySnapshotPtr& snapshot) {
    const auto& result = snapshot->result;
    problems_->setDiagnostics(result.diagnostics);
    listing_->showSnapshot(snapshot);

    const int errors = problems_->errorCount();
    const int warnings = problems_->warningCount();
    if (auto* dock = qobject_cast<QDockWidget*>(problemsView_->parentWidget())) {
        dock->setWindowTitle(errors + warnings ? tr("Problems (%1)").arg(errors + warnings)
                                               : tr("Problems"));
    }
    QStringList parts;
    if (errors > 0) {
        parts << tr("%n error(s)", nullptr, errors);
    } else {
        parts << tr("Assembled %1, %2, %3 in %4 ms")
                     .arg(tr("%n kernel(s)", nullptr,
                             static_cast<int>(result.program.kernels.size())),
                          tr("%n instruction(s)", nullptr, listing_->listing().instructionCount),
                          tr("%n byte(s)", nullptr, static_cast<int>(result.program.code.size())))
                     .arg(snapshot->milliseconds, 0, 'f', 2);
    }
    if (warnings > 0)
        parts << tr("%n warning(s)", nullptr, warnings);
    statusLabel_->setText(parts.join(QStringLiteral(", ")));
    ++assembliesShown_;
    emit assemblyShown();
}

void MainWindow::updateCursorLabel(int line, int column) {
    cursorLabel_->setText(tr("Ln %1, Col %2").arg(line).arg(column));
}

void MainWindow::updateTitle() {
    const QString name = path_.isEmpty() ? tr("untitled.wave") : QFileInfo(path_).fileName();
    setWindowTitle(tr("%1[*] \u2014 WAVE Studio").arg(name));
    setWindowModified(editor_->isModified());
    tabs_->setTabText(0, editor_->isModified() ? name + QStringLiteral(" \u25CF") : name);
}

void MainWindow::openWithDialog() {
    if (!maybeSave())
        return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open"), QFileInfo(path_).absolutePath(),
                                     tr("WAVE assembly (*.wave);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openFile(path, error))
        QMessageBox::warning(this, tr("Open"), error);
}

bool MainWindow::save() {
    return path_.isEmpty() ? saveAs() : saveTo(path_);
}

bool MainWindow::saveAs() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save As"), path_, tr("WAVE assembly (*.wave)"));
    return !path.isEmpty() && saveTo(path);
}

// QSaveFile writes to a temporary file and renames it, so a failed save never truncates the
// previous version.
bool MainWindow::saveTo(const QString& path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(editor_->text().toUtf8()) < 0 ||
        !file.commit()) {
        QMessageBox::warning(this, tr("Save"),
                             tr("Cannot save %1: %2").arg(path, file.errorString()));
        return false;
    }
    path_ = path;
    assembler_->setFileName(path);
    editor_->setModified(false);
    updateTitle();
    return true;
}

bool MainWindow::maybeSave() {
    if (!editor_->isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"), tr("Save the changes to %1?").arg(tabs_->tabText(0)),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

// Dock sizes are proportions of the first size the window is shown at (--size included).
void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (docksSized_)
        return;
    docksSized_ = true;
    auto* listingDock = findChild<QDockWidget*>(QStringLiteral("ListingDock"));
    auto* problemsDock = findChild<QDockWidget*>(QStringLiteral("ProblemsDock"));
    resizeDocks({listingDock}, {width() * 2 / 5}, Qt::Horizontal);
    resizeDocks({problemsDock}, {qBound(100, height() / 6, 170)}, Qt::Vertical);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

} // namespace wave::studio
