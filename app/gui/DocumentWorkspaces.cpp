#include "DocumentWorkspaces.h"

#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "launch/BreakpointsView.h"
#include "launch/LaunchConfigPanel.h"
#include "launch/WatchView.h"

#include "debug/session/EditLineMap.h"
#include "editor/CodeEditor.h"

#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace wave::studio {

using widgets::Document;
using widgets::SessionController;
using widgets::WorkspaceSource;
using workspace::Workspace;

namespace {

const QString kSuffix = QString::fromLatin1(workspace::WorkspaceFile::kSuffix.data(),
                                            qsizetype(workspace::WorkspaceFile::kSuffix.size()));

} // namespace

DocumentWorkspaces::DocumentWorkspaces(QMainWindow* window, widgets::DocumentTabs* documents,
                                       SessionController* session)
    : QObject(window), documents_(documents), session_(session) {
    createDocks(window);
    writeTimer_ = new QTimer(this);
    writeTimer_->setSingleShot(true);
    writeTimer_->setInterval(kWriteDelayMs);
    connect(writeTimer_, &QTimer::timeout, this, &DocumentWorkspaces::writePending);

    connect(panel_, &widgets::LaunchConfigPanel::settingsChanged, this,
            &DocumentWorkspaces::changed);
    connect(watch_->model(), &widgets::WatchModel::expressionsChanged, this,
            &DocumentWorkspaces::changed);
    connect(session_, &SessionController::breakpointsChanged, this,
            &DocumentWorkspaces::onBreakpointsChanged);
    connect(documents_, &widgets::DocumentTabs::currentAssembled, panel_,
            &widgets::LaunchConfigPanel::setAssembly);
    connect(documents_, &widgets::DocumentTabs::fileSaved, this, &DocumentWorkspaces::onSaved);
    connect(documents_, &widgets::DocumentTabs::documentClosing, this,
            &DocumentWorkspaces::onClosing);
    // Watches are evaluated at stops (the model ignores the light snapshots of a run); a new
    // launch, or the end of the session, clears the values of the previous one.
    connect(session_, &SessionController::snapshotChanged, watch_,
            &widgets::WatchView::setSnapshot);
    connect(session_, &SessionController::stateChanged, this, [this](SessionController::State s) {
        if (s == SessionController::State::Starting || s == SessionController::State::Idle)
            watch_->setSnapshot(nullptr);
    });
}

// The launch form shares the right column with the Listing (ViewDocks tabs them with the
// views there); the watches and the breakpoints, wide tables, share the bottom row with
// Problems (the breakpoints tab after the watches).
void DocumentWorkspaces::createDocks(QMainWindow* window) {
    auto* launch = new QWidget;
    auto* column = new QVBoxLayout(launch);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(4);
    notice_ = new QLabel;
    notice_->setObjectName(QStringLiteral("sessionNotice"));
    notice_->setWordWrap(true);
    notice_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    notice_->setContentsMargins(6, 4, 6, 4);
    QPalette p = notice_->palette();
    p.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28)); // the panel's message colour
    notice_->setPalette(p);
    notice_->hide();
    panel_ = new widgets::LaunchConfigPanel;
    column->addWidget(notice_);
    column->addWidget(panel_, 1);

    launchDock_ = new QDockWidget(tr("Launch"), window);
    launchDock_->setObjectName(QStringLiteral("LaunchDock"));
    launchDock_->setWidget(launch);
    window->addDockWidget(Qt::RightDockWidgetArea, launchDock_);

    watch_ = new widgets::WatchView;
    watchDock_ = new QDockWidget(tr("Watch"), window);
    watchDock_->setObjectName(QStringLiteral("WatchDock"));
    watchDock_->setWidget(watch_);
    window->addDockWidget(Qt::BottomDockWidgetArea, watchDock_);

    breakpoints_ = new widgets::BreakpointsView(session_);
    breakpointsDock_ = new QDockWidget(tr("Breakpoints"), window);
    breakpointsDock_->setObjectName(QStringLiteral("BreakpointsDock"));
    breakpointsDock_->setWidget(breakpoints_);
    window->addDockWidget(Qt::BottomDockWidgetArea, breakpointsDock_);
    window->tabifyDockWidget(watchDock_, breakpointsDock_);
    watchDock_->raise();
    connect(breakpoints_, &widgets::BreakpointsView::lineActivated, this,
            &DocumentWorkspaces::lineActivated);
}

QString DocumentWorkspaces::notice() const {
    return notice_->isHidden() ? QString() : notice_->text();
}

QString DocumentWorkspaces::sourceForSession(const QString& sessionPath, QString& error) {
    if (!sessionPath.endsWith(kSuffix) || sessionPath.size() == kSuffix.size() ||
        sessionPath.endsWith(QLatin1Char('/') + kSuffix)) {
        error = tr("'%1' is not a session file: its name must be the source's followed by "
                   "\"%2\" (e.g. kernel.wave%2)")
                    .arg(sessionPath, kSuffix);
        return QString();
    }
    return sessionPath.chopped(kSuffix.size());
}

DocumentWorkspaces::State& DocumentWorkspaces::stateOf(Document* document) {
    auto it = states_.find(document);
    if (it == states_.end()) {
        it = states_.insert(document, State{});
        it->text = document->editor()->text().toStdString();
        if (!document->isUntitled())
            load(*it, document->path());
        // The breakpoints follow every change of the text, whatever made it (typing, paste,
        // undo, a reload from disk), even in a tab that is not shown.
        connect(document->editor(), &QsciScintilla::textChanged, this,
                [this, document] { scheduleFollow(document); });
    }
    return *it;
}

// A reload replaces the text in two steps (all removed, then the new text inserted): the
// breakpoints follow once both are done, from the old text to the new.
void DocumentWorkspaces::scheduleFollow(Document* document) {
    const auto it = states_.find(document);
    if (it == states_.end() || it->followPending)
        return;
    it->followPending = true;
    QTimer::singleShot(0, this, [this, doc = QPointer<Document>(document)] {
        if (doc)
            followEdit(doc);
    });
}

void DocumentWorkspaces::followEdit(Document* document) {
    const auto it = states_.find(document);
    if (it == states_.end())
        return;
    State& state = *it;
    state.followPending = false;
    std::string text = document->editor()->text().toStdString();
    if (text == state.text)
        return;
    const debug::EditLineMap map(state.text, text);
    state.text = std::move(text);
    if (!state.workspace->followEdit(map))
        return;
    if (state.workspace == session_->workspace()) {
        session_->workspaceBreakpointsChanged(); // onBreakpointsChanged() marks the change
        return;
    }
    state.revision = state.workspace->breakpointRevision();
    state.changed = true;
    writeTimer_->start();
}

void DocumentWorkspaces::load(State& state, const QString& sourcePath) {
    WorkspaceSource::Loaded loaded = WorkspaceSource::load(sourcePath);
    state.path = sourcePath;
    state.workspace = std::make_shared<Workspace>(std::move(loaded.workspace));
    state.revision = state.workspace->breakpointRevision();
    state.fromFile = loaded.origin == WorkspaceSource::Origin::SessionFile;
    state.changed = false;
    state.rejected = loaded.rejected;
    if (loaded.error.isEmpty())
        setNotice(state, QString());
    else if (state.fromFile)
        setNotice(state, tr("Session partly restored: %1").arg(loaded.error));
    else
        setNotice(state, tr("Launch settings not restored: %1").arg(loaded.error));
}

void DocumentWorkspaces::showDocument(Document* document) {
    current_ = document;
    stateOf(document);
    applyLaunch(document);
    if (!pinned_)
        applyBreakpoints(document);
}

void DocumentWorkspaces::pinBreakpoints(Document* owner) {
    pinned_ = owner != nullptr;
    if (pinned_) {
        if (owner != owner_ && states_.contains(owner))
            applyBreakpoints(owner);
    } else if (current_ && current_ != owner_) {
        applyBreakpoints(current_);
    }
}

Document* DocumentWorkspaces::breakpointOwner() const {
    return owner_;
}

// The document's session into whatever shows it: the docks if it is the current tab, the
// controller and the gutter if it owns the breakpoints.
void DocumentWorkspaces::apply(Document* document) {
    if (document == current_)
        applyLaunch(document);
    if (document == owner_)
        applyBreakpoints(document);
}

// Launch settings and watches into the docks, without counting as a change.
void DocumentWorkspaces::applyLaunch(Document* document) {
    const State& state = states_[document];
    applying_ = true;
    panel_->setSourcePath(document->path());
    panel_->setSettings(WorkspaceSource::launch(*state.workspace));
    panel_->setAssembly(document->snapshot());
    watch_->model()->setExpressions(WorkspaceSource::watches(*state.workspace));
    applying_ = false;
    showNotice(state);
}

// The document's workspace to the controller (and through its breakpointsChanged to the
// gutter and the Breakpoints dock), without counting as a change: they edit it there.
void DocumentWorkspaces::applyBreakpoints(Document* document) {
    owner_ = document;
    applying_ = true;
    breakpoints_->model()->setSourceName(document->path().isEmpty() ? document->displayName()
                                                                    : document->path());
    session_->setWorkspace(states_[document].workspace);
    applying_ = false;
}

void DocumentWorkspaces::changed() {
    if (applying_ || !current_ || !states_.contains(current_))
        return;
    State& state = states_[current_];
    WorkspaceSource::setLaunch(*state.workspace, panel_->settings());
    WorkspaceSource::setWatches(*state.workspace, watch_->model()->expressions());
    state.changed = true;
    writeTimer_->start();
}

// Also emitted for hit counts and resolution: only a change of the specs counts.
void DocumentWorkspaces::onBreakpointsChanged() {
    if (applying_ || !owner_ || !states_.contains(owner_))
        return;
    State& state = states_[owner_];
    if (state.workspace != session_->workspace() ||
        state.revision == state.workspace->breakpointRevision())
        return;
    state.revision = state.workspace->breakpointRevision();
    state.changed = true;
    writeTimer_->start();
}

void DocumentWorkspaces::writePending() {
    for (auto it = states_.begin(); it != states_.end(); ++it) {
        Document* document = it.key();
        State& state = *it;
        if (state.changed && !document->isUntitled() && !document->isModified() &&
            state.path == document->path())
            write(document, state);
    }
}

void DocumentWorkspaces::onSaved(const QString& path) {
    Document* document = documents_->findByPath(path);
    if (!document)
        return;
    State& state = stateOf(document);
    if (state.path != document->path()) {
        // Saved under a new name. A session nobody touched is the new name's (its session
        // file or .args); one the user made or changed goes with the buffer.
        if (!state.changed && !state.fromFile) {
            load(state, document->path());
            apply(document);
        } else {
            state.path = document->path();
            state.changed = true;
            if (document == current_)
                panel_->setSourcePath(document->path());
        }
    }
    if (state.changed)
        write(document, state);
}

void DocumentWorkspaces::onClosing(Document* document) {
    const auto it = states_.find(document);
    if (it == states_.end())
        return;
    if (it->changed && !document->isUntitled() && !document->isModified() &&
        it->path == document->path())
        write(document, *it);
    states_.erase(it);
    if (current_ == document)
        current_ = nullptr;
    if (owner_ == document)
        owner_ = nullptr;
}

bool DocumentWorkspaces::applySessionFile(const QString& sessionPath, QString& error) {
    const QString source = sourceForSession(sessionPath, error);
    if (source.isEmpty())
        return false;
    Document* document = documents_->findByPath(QFileInfo(source).absoluteFilePath());
    if (!document) {
        error = tr("%1: its source %2 is not open")
                    .arg(QDir::toNativeSeparators(sessionPath), QDir::toNativeSeparators(source));
        return false;
    }
    if (!QFileInfo::exists(sessionPath)) {
        error = tr("%1: no such session file").arg(QDir::toNativeSeparators(sessionPath));
        return false;
    }
    WorkspaceSource::Loaded loaded = WorkspaceSource::load(document->path());
    if (loaded.origin != WorkspaceSource::Origin::SessionFile) {
        error = loaded.error;
        return false;
    }
    State& state = stateOf(document);
    state.path = document->path();
    state.workspace = std::make_shared<Workspace>(std::move(loaded.workspace));
    state.revision = state.workspace->breakpointRevision();
    state.fromFile = true;
    state.changed = false;
    state.rejected = loaded.rejected;
    setNotice(state, loaded.error.isEmpty() ? QString()
                                            : tr("Session partly restored: %1").arg(loaded.error));
    apply(document);
    return true;
}

bool DocumentWorkspaces::write(Document* document, State& state) {
    QString error;
    QString kept;
    // A file that was not read whole is copied before it is overwritten: what was left out
    // (a breakpoint with a value out of range, say) can still be recovered by hand.
    if (state.rejected && !WorkspaceSource::keepRejected(state.path, error)) {
        setNotice(state, tr("Session not saved: its file was not read whole, and a copy of it "
                            "could not be kept: %1")
                             .arg(error));
    } else if (!WorkspaceSource::save(state.path, *state.workspace, error)) {
        setNotice(state, tr("Session not saved: %1").arg(error));
    } else {
        if (state.rejected)
            kept = tr("Session saved. Its file was not read whole; the file as it was is kept "
                      "as %1.")
                       .arg(QDir::toNativeSeparators(WorkspaceSource::rejectedCopyFor(state.path)));
        state.rejected = false;
        state.changed = false;
        state.fromFile = true;
        setNotice(state, kept);
    }
    if (document == current_)
        showNotice(state);
    return error.isEmpty();
}

void DocumentWorkspaces::setNotice(State& state, const QString& text) {
    state.notice = text;
}

void DocumentWorkspaces::showNotice(const State& state) {
    notice_->setText(state.notice);
    notice_->setVisible(!state.notice.isEmpty());
    emit noticeChanged(state.notice);
}

} // namespace wave::studio
