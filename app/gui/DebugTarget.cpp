#include "DebugTarget.h"

#include "DebugActions.h"
#include "DocumentWorkspaces.h"

#include "documents/Document.h"
#include "documents/DocumentPrompts.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "listing/ListingView.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QToolBar>

namespace wave::studio {

using widgets::Document;
using State = widgets::SessionController::State;

DebugTarget::DebugTarget(widgets::DocumentTabs* documents, widgets::SessionController* session,
                         DocumentWorkspaces* sessions, DebugActions* debug,
                         widgets::ListingView* listing)
    : QObject(debug), documents_(documents), session_(session), sessions_(sessions), debug_(debug),
      listing_(listing) {
    label_ = new QLabel;
    label_->setObjectName(QStringLiteral("debuggedFile"));
    label_->setContentsMargins(8, 0, 8, 0);
    // At the end of the toolbar: appearing and changing, it never moves the buttons.
    debug_->toolBar()->addSeparator();
    labelAction_ = debug_->toolBar()->addWidget(label_);
    connect(session_, &widgets::SessionController::stateChanged, this,
            &DebugTarget::sessionStateChanged);
    // Closing the document being debugged ends its session (and the views clear).
    connect(documents_, &widgets::DocumentTabs::documentClosing, this, [this](Document* document) {
        if (document == debugged_)
            session_->terminate();
    });
    // Saved under another name: the title and the toolbar say the new one.
    connect(documents_, &widgets::DocumentTabs::documentStateChanged, this, [this] {
        updateLabel();
        emit changed();
    });
    updateLabel();
}

QString DebugTarget::debuggedName() const {
    return debugged_ ? debugged_->displayName() : QString();
}

bool DebugTarget::currentIsDebugged() const {
    return debugged_ && debugged_ == documents_->current();
}

bool DebugTarget::claimCurrent() {
    Document* current = documents_->current();
    if (session_->state() == State::Idle || !debugged_ || debugged_ == current)
        return true;
    if (!documents_->prompts()->askToStopDebugging(debugged_->displayName(),
                                                   current->displayName())) {
        emit statusMessage(
            tr("Still debugging %1: its tab has the session").arg(debugged_->displayName()));
        return false;
    }
    session_->terminate(); // Idle: the debugger follows the current tab again
    return true;
}

void DebugTarget::launching() {
    debugged_ = documents_->current();
    sessions_->pinBreakpoints(debugged_);
    debug_->setEditor(debugged_->editor());
    debug_->setListing(listing_);
    updateLabel();
    emit changed();
}

void DebugTarget::follow(Document* document) {
    if (!debugged_) {
        debug_->setEditor(document->editor());
        return;
    }
    // The Listing shows the current tab's program: the session's PCs mean nothing there.
    if (document == debugged_) {
        debug_->setListing(listing_);
    } else {
        debug_->setListing(nullptr);
        listing_->clearExecutionMarkers();
    }
    emit changed();
}

void DebugTarget::showLine(int line) {
    Document* document = debugged_ ? debugged_.data() : documents_->current();
    if (document != documents_->current())
        documents_->setCurrentWidget(document);
    document->editor()->goToPosition(line, 1, false);
}

void DebugTarget::showRunLine(int line) {
    const int edited = int(session_->editedLine(std::uint32_t(line)));
    if (edited > 0) {
        showLine(edited);
        return;
    }
    emit statusMessage(
        tr("Line %1 of the code being debugged was removed since this run").arg(line));
}

void DebugTarget::sessionStateChanged(State state) {
    if (state == State::Idle && debugged_) {
        debugged_ = nullptr; // the debugger follows the tabs again
        sessions_->pinBreakpoints(nullptr);
        debug_->setListing(listing_);
        debug_->setEditor(documents_->current()->editor());
    }
    updateLabel();
    emit changed();
}

void DebugTarget::updateLabel() {
    if (!debugged_ || session_->state() == State::Idle) {
        label_->clear();
        label_->setToolTip(QString());
        labelAction_->setVisible(false);
        return;
    }
    const QString name = debugged_->displayName();
    switch (session_->state()) {
    case State::Starting:
        label_->setText(tr("Starting %1\u2026").arg(name));
        break;
    case State::Running:
        label_->setText(tr("Debugging %1 \u2014 running").arg(name));
        break;
    default:
        label_->setText(tr("Debugging %1").arg(name));
        break;
    }
    label_->setToolTip(debugged_->isUntitled() ? name
                                               : QDir::toNativeSeparators(debugged_->path()));
    labelAction_->setVisible(true);
}

} // namespace wave::studio
