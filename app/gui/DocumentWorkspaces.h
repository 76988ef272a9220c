#pragma once
// The workspace of each document (workspace::Workspace): its launch settings (the Launch
// dock), breakpoints (the controller edits them there for the gutter and the Breakpoints dock)
// and watch expressions (the Watch dock), loaded from `<source>.wavesession` (else the
// example's `<base>.args`, else the defaults) when the file is opened or first saved under a
// name, and switched with the tabs. The breakpoints follow every change of the document's text
// (Workspace::followEdit), so that they stay on their instructions when lines are inserted or
// removed above them, also when a reload from disk changes the text.
//
// Saving: a session the user changed is written beside its source (atomically) once the source
// is saved, and a moment after the change while the source has no unsaved edits, so that the
// breakpoint lines always match the file on disk. A session nobody changed is never written:
// opening an example and closing it leaves no file behind. Problems reading or writing a
// session are shown in the Launch dock and the status bar, naming the file.
//
// GUI thread only.

#include "launch/WorkspaceSource.h"
#include "session/SessionController.h"

#include "workspace/Workspace.h"
#include "workspace/WorkspaceFile.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <string>

class QDockWidget;
class QLabel;
class QMainWindow;
class QTimer;

namespace wave::widgets {
class BreakpointsView;
class Document;
class DocumentTabs;
class LaunchConfigPanel;
class WatchView;
} // namespace wave::widgets

namespace wave::studio {

class DocumentWorkspaces : public QObject {
    Q_OBJECT
public:
    static constexpr int kWriteDelayMs = 500;

    // Adds the Launch dock (right column) and the Watch and Breakpoints docks (bottom row) to
    // `window`.
    DocumentWorkspaces(QMainWindow* window, widgets::DocumentTabs* documents,
                       widgets::SessionController* session);

    QDockWidget* launchDock() const { return launchDock_; }
    QDockWidget* watchDock() const { return watchDock_; }
    QDockWidget* breakpointsDock() const { return breakpointsDock_; }
    widgets::LaunchConfigPanel* panel() const { return panel_; }
    widgets::WatchView* watchView() const { return watch_; }
    widgets::BreakpointsView* breakpointsView() const { return breakpoints_; }
    // Why the current document's session file was not used (or not written), or empty.
    QString notice() const;

    // The current tab changed: shows its session (loading it on first sight). MainWindow calls
    // it before the debugger follows the tab, so that the gutter shows the new breakpoints.
    void showDocument(widgets::Document* document);
    // While a debug session runs, the controller keeps the breakpoints of the document it runs
    // (`owner`), whichever tab is shown; null gives the controller the current tab's again.
    void pinBreakpoints(widgets::Document* owner);
    widgets::Document* breakpointOwner() const;
    // --session FILE: the source FILE belongs to (FILE without ".wavesession"), or empty with
    // `error` when FILE is not named like a session file.
    static QString sourceForSession(const QString& sessionPath, QString& error);
    // Applies the session in `sessionPath` to the open document of its source. False with
    // `error` (naming the file) when it cannot be read.
    bool applySessionFile(const QString& sessionPath, QString& error);
    // Writes every changed session whose source has a name and no unsaved edits.
    void writePending();

signals:
    // The current document's notice (a session file not read whole, not written, or kept as
    // a copy) changed; empty when there is none. For the status bar's own session field, so
    // that it stays readable however other messages come and go.
    void noticeChanged(const QString& text);
    // A line breakpoint was double-clicked in the Breakpoints dock: show the line.
    void lineActivated(int line);

private:
    struct State {
        QString path; // the source the session belongs to (empty: untitled)
        // Shared with the controller while the document owns the breakpoints.
        std::shared_ptr<workspace::Workspace> workspace = std::make_shared<workspace::Workspace>();
        std::uint64_t revision = 0; // the workspace's breakpoint revision last seen
        std::string text;           // the text the breakpoint lines refer to
        bool followPending = false; // a change of the text waits for followEdit()
        bool fromFile = false;      // read from (or written to) its session file
        bool changed = false;       // changed since read or written
        bool rejected = false;      // its file was not read whole: copied before it is overwritten
        QString notice;
    };

    void createDocks(QMainWindow* window);
    State& stateOf(widgets::Document* document);
    void load(State& state, const QString& sourcePath);
    void apply(widgets::Document* document);
    void applyLaunch(widgets::Document* document);
    void applyBreakpoints(widgets::Document* document);
    void changed();
    void onBreakpointsChanged();
    void scheduleFollow(widgets::Document* document);
    // The document's breakpoints follow the change of its text since the last call.
    void followEdit(widgets::Document* document);
    void onSaved(const QString& path);
    void onClosing(widgets::Document* document);
    bool write(widgets::Document* document, State& state);
    void setNotice(State& state, const QString& text);
    void showNotice(const State& state);

    widgets::DocumentTabs* documents_;
    widgets::SessionController* session_;
    QDockWidget* launchDock_ = nullptr;
    QDockWidget* watchDock_ = nullptr;
    QDockWidget* breakpointsDock_ = nullptr;
    QLabel* notice_ = nullptr;
    widgets::LaunchConfigPanel* panel_ = nullptr;
    widgets::WatchView* watch_ = nullptr;
    widgets::BreakpointsView* breakpoints_ = nullptr;
    QTimer* writeTimer_ = nullptr;
    QHash<widgets::Document*, State> states_;
    QPointer<widgets::Document> current_;
    QPointer<widgets::Document> owner_; // whose breakpoints the controller holds
    bool pinned_ = false;
    bool applying_ = false;
};

} // namespace wave::studio
