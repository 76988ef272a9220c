#pragma once
// Which document the debug session runs, kept obvious and consistent:
//  - the window title (MainWindow asks debuggedName()) and a label at the end of the Debug
//    toolbar name it;
//  - a command that would debug the current tab while another tab's session lives first asks,
//    through the tabs' DocumentPrompts, whether to stop that session and debug this file;
//  - while the session lives, the debugger's editor markers and breakpoints stay with its
//    document whichever tab is shown, and the Listing (which shows the current tab's program)
//    carries PC markers only in that document's tab;
//  - when the session ends (Stop, a refused launch, its tab closing) the debugger follows the
//    tabs again.
// GUI thread only.

#include "documents/Document.h"
#include "session/SessionController.h"

#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QLabel;

namespace wave::widgets {
class DocumentTabs;
class ListingView;
} // namespace wave::widgets

namespace wave::studio {

class DebugActions;
class DocumentWorkspaces;

class DebugTarget : public QObject {
    Q_OBJECT
public:
    DebugTarget(widgets::DocumentTabs* documents, widgets::SessionController* session,
                DocumentWorkspaces* sessions, DebugActions* debug, widgets::ListingView* listing);

    // The document of the live session; null without one.
    widgets::Document* document() const { return debugged_; }
    // Its name as tabs show it; empty without a session.
    QString debuggedName() const;
    bool currentIsDebugged() const;
    QLabel* toolBarLabel() const { return label_; }

    // Before a command that would debug the current tab: true when it may go on (no session,
    // the session is this tab's, or the user chose to end the other one, which has ended).
    bool claimCurrent();
    // A launch of the current tab is on its way: the session is that document's from now on.
    void launching();
    // The current tab changed (after DocumentTabs made it current).
    void follow(widgets::Document* document);
    // A line of the debugged program (a view's "go to line", the Breakpoints dock): shown in
    // the debugged document, whose tab comes to the front; without a session, in the current
    // tab.
    void showLine(int line);
    // A line of the code the session runs, named by a debugger view: shown where the edits
    // since the launch have moved it (the session's line map); a line removed since is said
    // to be.
    void showRunLine(int line);

signals:
    // The debugged document, its name or the session's state changed (title, toolbar).
    void changed();
    void statusMessage(const QString& text);

private:
    void sessionStateChanged(widgets::SessionController::State state);
    void updateLabel();

    widgets::DocumentTabs* documents_;
    widgets::SessionController* session_;
    DocumentWorkspaces* sessions_;
    DebugActions* debug_;
    widgets::ListingView* listing_;
    QPointer<widgets::Document> debugged_;
    QLabel* label_ = nullptr;
    QAction* labelAction_ = nullptr; // a toolbar's widget is shown and hidden by its action
};

} // namespace wave::studio
