#include "MainWindow.h"

#include "AppearanceActions.h"
#include "CtrlTabFocus.h"
#include "DebugActions.h"
#include "DebugTarget.h"
#include "DocumentWorkspaces.h"
#include "EditActions.h"
#include "EncodingLabActions.h"
#include "FileActions.h"
#include "LanguageActions.h"
#include "PaneCycle.h"
#include "PortabilityActions.h"
#include "WheelGuard.h"
#include "WindowSettings.h"

#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "editor/EditorTheme.h"
#include "editor/EncodingStrip.h"
#include "editor/FindBar.h"
#include "editor/GoToLineBar.h"
#include "encoding/EncodingLab.h"
#include "help/HelpWindow.h"
#include "launch/LaunchBuilder.h"
#include "launch/LaunchConfigPanel.h"
#include "launch/LaunchFormKit.h"
#include "listing/ListingView.h"
#include "problems/ProblemsModel.h"
#include "problems/ProblemsView.h"
#include "session/SessionController.h"
#include "workbench/DebugWorkbench.h"
#include "workbench/FocusSelector.h"
#include "workbench/ViewAppearance.h"
#include "workbench/ViewDocks.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QShowEvent>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace wave::studio {

using widgets::AssemblySnapshotPtr;

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName(QStringLiteral("MainWindow"));
    resize(1280, 800);
    WheelGuard::install(QCoreApplication::instance()); // before any spin box is polished
    if (!QCoreApplication::instance()->findChild<CtrlTabFocus*>(QString(),
                                                                Qt::FindDirectChildrenOnly))
        QCoreApplication::instance()->installEventFilter(
            new CtrlTabFocus(QCoreApplication::instance()));

    documents_ = new widgets::DocumentTabs;
    fileActions_ = new FileActions(this, documents_);
    editActions_ = new EditActions(this, documents_);
    auto* central = new QWidget;
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(documents_, 1);
    centralLayout->addWidget(editActions_->findBar());
    centralLayout->addWidget(editActions_->goToLineBar());
    setCentralWidget(central);
    appearance_ = new AppearanceActions(this, documents_);
    appearance_->restoreEditorSettings();
    session_ = new widgets::SessionController(this);

    createDocks();
    createMenus();
    createDebugger();

    statusLabel_ = new QLabel;
    statusLabel_->setObjectName(QStringLiteral("statusMessage"));
    cursorLabel_ = new QLabel;
    sessionProblem_ = new QLabel;
    sessionProblem_->setObjectName(QStringLiteral("sessionProblem"));
    widgets::LaunchFormKit::setErrorText(sessionProblem_, true);
    sessionProblem_->hide();
    statusBar()->addWidget(statusLabel_, 1);
    statusBar()->addPermanentWidget(sessionProblem_);
    statusBar()->addPermanentWidget(debug_->restartOffer());
    statusBar()->addPermanentWidget(cursorLabel_);
    connect(debug_, &DebugActions::statusMessage, statusLabel_, &QLabel::setText);
    connect(target_, &DebugTarget::statusMessage, statusLabel_, &QLabel::setText);
    connect(target_, &DebugTarget::changed, this, &MainWindow::updateTitle);
    // Session files that cannot be read or written: a field of their own for as long as the
    // notice stands (the Launch dock says it in full). A temporary message would hide the
    // assembly status, or be hidden by the next one.
    connect(sessions_, &DocumentWorkspaces::noticeChanged, this, &MainWindow::showSessionNotice);
    // A launch refused for a source that does not assemble: Problems, which lists the errors,
    // comes up; refused for a setting: the Launch dock, where the setting is marked.
    connect(debug_, &DebugActions::launchFailed, this, [this] {
        if (lastAssembly_ && lastAssembly_->result.hasErrors()) {
            if (auto* problems = findChild<QDockWidget*>(QStringLiteral("ProblemsDock"))) {
                problems->show();
                problems->raise();
            }
        } else if (!sessions_->panel()->isValid()) {
            sessions_->launchDock()->raise();
        }
    });

    connect(documents_, &widgets::DocumentTabs::currentAssembled, this, &MainWindow::showAssembly);
    connect(documents_, &widgets::DocumentTabs::currentCursorMoved, this,
            &MainWindow::updateCursorLabel);
    connect(documents_, &widgets::DocumentTabs::currentDocumentChanged, this,
            &MainWindow::showDocument);
    connect(documents_, &widgets::DocumentTabs::documentStateChanged, this,
            &MainWindow::updateTitle);
    sessions_->showDocument(documents_->current());
    updateCursorLabel(1, 1);
    updateTitle();
}

// Every view follows the current tab: the listing and problems are cleared until its
// assembly result arrives (currentAssembled), the debugger uses its editor and its session
// (launch settings, breakpoints, watches). While a debug session runs, its markers and
// breakpoints stay with the document it runs (DebugTarget).
void MainWindow::showDocument(widgets::Document* document) {
    lastAssembly_ = document->snapshot();
    listing_->setListing(widgets::Listing{});
    problems_->setDiagnostics({});
    if (target_)
        target_->follow(document);
    // After the debugger: the new editor's gutter then shows the new breakpoints.
    sessions_->showDocument(document);
    if (encoding_)
        encoding_->setEditor(document->editor());
    if (encodingLab_)
        encodingLab_->lab()->setEditor(document->editor());
    updateTitle();
}

void MainWindow::showSessionNotice(const QString& text) {
    // Elided to a third of the window: the cursor position and the assembly status stay
    // readable beside it; the whole text is in the tooltip and in the Launch dock.
    const int width = std::max(240, this->width() / 3);
    sessionProblem_->setText(
        sessionProblem_->fontMetrics().elidedText(text, Qt::ElideRight, width));
    sessionProblem_->setToolTip(text);
    sessionProblem_->setVisible(!text.isEmpty());
}

widgets::CodeEditor* MainWindow::editor() const {
    return documents_->current()->editor();
}

void MainWindow::createDocks() {
    listing_ = new widgets::ListingView;
    auto* listingDock = new QDockWidget(tr("Listing"), this);
    listingDock->setObjectName(QStringLiteral("ListingDock"));
    listingDock->setWidget(listing_);
    addDockWidget(Qt::RightDockWidgetArea, listingDock);
    connect(listing_, &widgets::ListingView::sourceLineActivated, this,
            [this](int line) { editor()->goToPosition(line, 1, false); });

    problems_ = new widgets::ProblemsModel(this);
    const widgets::EditorTheme theme = widgets::EditorTheme::forPalette(palette());
    problems_->setColors(theme.error, theme.warning);
    problemsView_ = new widgets::ProblemsView(problems_);
    auto* problemsDock = new QDockWidget(tr("Problems"), this);
    problemsDock->setObjectName(QStringLiteral("ProblemsDock"));
    problemsDock->setWidget(problemsView_);
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    connect(problemsView_, &widgets::ProblemsView::problemActivated, this,
            [this](int line, int column) { editor()->goToPosition(line, column); });

    // The bytes and bit fields of the instruction under the cursor.
    encoding_ = new widgets::EncodingStrip;
    encoding_->setEditor(editor());
    auto* encodingDock = new QDockWidget(tr("Encoding"), this);
    encodingDock->setObjectName(QStringLiteral("EncodingDock"));
    encodingDock->setWidget(encoding_);
    addDockWidget(Qt::BottomDockWidgetArea, encodingDock);
    tabifyDockWidget(problemsDock, encodingDock);
    encodingLab_ = new EncodingLabActions(this, encodingDock);
    encodingLab_->lab()->setEditor(editor());
    connect(fileActions_, &FileActions::lessonRequested, this,
            [this](const QString& layout, const QString& instruction) {
                encodingLab_->openLesson(editor(), layout, instruction);
            });
    problemsDock->raise();

    // Launch (right), Watch and Breakpoints (bottom): the debugger's views take them into
    // their tab groups there, after the Listing and Problems.
    sessions_ = new DocumentWorkspaces(this, documents_, session_);
    portability_ = new PortabilityActions(this, documents_, sessions_, session_,
                                          [this](QString& error) { return buildLaunch(error); });
}

// The debugger: the session on its worker thread, the Debug menu and toolbar, and the
// restart offer in the status bar.
void MainWindow::createDebugger() {
    debug_ = new DebugActions(this, session_);
    target_ = new DebugTarget(documents_, session_, sessions_, debug_, listing_);
    debug_->setTarget(target_);
    portability_->setDebugger(debug_, target_);
    debug_->setLaunchProvider([this](QString& error) {
        widgets::LaunchRequestPtr request = buildLaunch(error);
        if (request)
            target_->launching();
        return request;
    });
    debug_->setEditor(editor());
    debug_->setListing(listing_);
    // Lines of the debugged program (the Breakpoints dock, the views' "go to line") are shown
    // in its document.
    connect(sessions_, &DocumentWorkspaces::lineActivated, target_, &DebugTarget::showLine);
    // Debug goes before Help, the conventional last menu.
    if (auto* help = menuBar()->findChild<QMenu*>(QStringLiteral("HelpMenu")))
        menuBar()->insertMenu(help->menuAction(), debug_->menu());
    createWorkbench();
}

// The visual debugger's docks share the right column with the Listing and the bottom row with
// Problems; classroom mode zooms the editor with the views.
void MainWindow::createWorkbench() {
    workbench_ = new widgets::DebugWorkbench(this, session_);
    widgets::ViewDocks* docks = workbench_->docks();
    // The views take the Listing, Problems and Encoding docks into their tab groups. showEvent
    // sizes them unless a saved layout was restored.
    docks->setSizeOnShow(false);
    // The views name lines of the code that runs: the editor shows where they are now.
    connect(workbench_, &widgets::DebugWorkbench::lineActivated, target_,
            &DebugTarget::showRunLine);
    connect(workbench_, &widgets::DebugWorkbench::granularityChanged, this,
            [this](widgets::StepGranularity g) {
                debug_->setGranularity(g == widgets::StepGranularity::Workgroup
                                           ? DebugActions::Granularity::Workgroup
                                           : DebugActions::Granularity::Wave);
            });
    connect(workbench_, &widgets::DebugWorkbench::editorScaleChanged, this, [this](double s) {
        appearance_->setPresentationScale(s);
        documents_->setMarkerScale(s);   // the dots and the arrow grow with the lines
        editor()->ensureCursorVisible(); // the current line stays in view
    });
    connect(workbench_, &widgets::DebugWorkbench::editorWrapChanged, documents_,
            &widgets::DocumentTabs::setWrapLines);
    connect(workbench_, &widgets::DebugWorkbench::spotlightChanged, documents_,
            &widgets::DocumentTabs::setSpotlight);
    // The Portability dock follows the views' theme and classroom scale.
    widgets::PortabilityView* portability = portability_->view();
    portability->setViewPalette(docks->viewPalette());
    portability->setScale(docks->viewScale());
    docks->appearance()->addView(portability);
    widgets::EncodingLab* lab = encodingLab_->lab();
    lab->setViewPalette(docks->viewPalette());
    lab->setScale(docks->viewScale());
    docks->appearance()->addView(lab);
    workbench_->populateDebugMenu(debug_->menu());
    panes_ = new PaneCycle(
        this, session_, [this] { return editor(); }, workbench_->focusSelector());
    if (auto* view = menuBar()->findChild<QMenu*>(QStringLiteral("ViewMenu"))) {
        workbench_->populateViewMenu(view);
        panes_->populateMenu(view);
    }
}

widgets::HelpWindow* MainWindow::helpWindow() {
    if (!help_)
        help_ = new widgets::HelpWindow(this);
    return help_;
}

widgets::LaunchRequestPtr MainWindow::buildLaunch(QString& error) const {
    if (!lastAssembly_) {
        error = tr("the source has not been assembled yet");
        return nullptr;
    }
    const auto& result = lastAssembly_->result;
    if (result.hasErrors()) {
        error = tr("the source has errors (see Problems)");
        return nullptr;
    }
    if (result.program.kernels.empty()) {
        error = tr("the source defines no kernel");
        return nullptr;
    }
    const widgets::LaunchConfigPanel* panel = sessions_->panel();
    // A number the panel could not read keeps its last value in the settings: refuse rather
    // than run with something the form does not show.
    for (const widgets::LaunchIssue& issue : panel->issues()) {
        if (issue.field != widgets::LaunchIssue::Field::Program) {
            error = issue.describe();
            return nullptr;
        }
    }
    debug::SessionOptions options;
    options.analyses = debug::AnalysisOptions::all();
    widgets::LaunchIssue issue;
    widgets::LaunchRequestPtr request = widgets::LaunchBuilder::build(
        panel->settings(), result, documents_->current()->path(), issue, options,
        QString::fromStdString(lastAssembly_->source));
    if (!request)
        error = issue.describe();
    return request;
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    fileActions_->populateMenu(file);
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("EditMenu"));
    editActions_->populateMenu(edit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("ViewMenu"));
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    appearance_->populateMenu(view);
    (new LanguageActions(this))->populateMenu(view);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("HelpMenu"));
    help->addAction(tr("&User Guide"), QKeySequence::HelpContents, this,
                    [this] { helpWindow()->showUserGuide(); });
    help->addAction(tr("&ISA Reference"), QKeySequence(Qt::SHIFT | Qt::Key_F1), this, [this] {
        // The instruction under the cursor, if the cursor is on one.
        int line = 0;
        int index = 0;
        editor()->getCursorPosition(&line, &index);
        const QString word = editor()->wordAtLineIndex(line, index);
        if (word.isEmpty() || !helpWindow()->showIsaReference(word))
            helpWindow()->showIsaReference();
    });
    help->addSeparator();
    help->addAction(tr("&About WAVE Studio"), this, [this] {
        QMessageBox::about(
            this, tr("About WAVE Studio"),
            tr("<b>WAVE Studio %1</b><p>An IDE and visual debugger for the WAVE GPU ISA.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

bool MainWindow::openFile(const QString& path, QString& error) {
    return fileActions_->openPath(path, error);
}

void MainWindow::restoreSettings(bool geometry) {
    if (WindowSettings::restore(*this, geometry)) {
        docksSized_ = true; // the saved layout, not the default proportions
        workbench_->docks()->setUserArranged(true);
    }
}

void MainWindow::showAssembly(const AssemblySnapshotPtr& snapshot) {
    const auto& result = snapshot->result;
    lastAssembly_ = snapshot;
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
    const widgets::Document* document = documents_->current();
    // The file being debugged is named, whichever tab is shown.
    if (!target_ || !target_->document())
        setWindowTitle(tr("%1[*] \u2014 WAVE Studio").arg(document->displayName()));
    else if (target_->currentIsDebugged())
        setWindowTitle(tr("%1[*] (debugging) \u2014 WAVE Studio").arg(document->displayName()));
    else
        setWindowTitle(tr("%1[*] \u2014 debugging %2 \u2014 WAVE Studio")
                           .arg(document->displayName(), target_->debuggedName()));
    setWindowModified(document->isModified());
}

// Dock sizes are proportions of the first size the window is shown at (--size included).
void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (docksSized_)
        return;
    docksSized_ = true;
    // Listing, Problems and Encoding share the debugger views' places (see ViewDocks).
    workbench_->docks()->applyDefaultSizes();
}

// Asks once about every unsaved buffer; a clean close also removes the autosaves.
void MainWindow::closeEvent(QCloseEvent* event) {
    if (!fileActions_->confirmClose()) {
        event->ignore();
        return;
    }
    // In classroom mode: the layout from before it (the mode is not a setting).
    WindowSettings::save(*this, workbench_->docks()->userLayout());
    event->accept();
}

} // namespace wave::studio
