#pragma once
// Starting and restarting debug sessions, and what happens at their first stop. A launch
// always stops at the first instruction (step 0); the starter then carries out what was asked:
// stay there (F10, F11, Break at Entry), run on to the first breakpoint, fault, deadlock or end
// (F5), or run to a line (Run to Cursor). Restart is a new launch of the current code when the
// session is the current tab's, else the session's own program from its start. GUI thread
// only.

#include "session/LaunchRequest.h"
#include "session/SessionController.h"

#include <QObject>
#include <QString>

#include <functional>

namespace wave::studio {

class DebugTarget;

class SessionStarter : public QObject {
    Q_OBJECT
public:
    // Builds the launch of the current document, or returns null with a reason.
    using LaunchProvider = std::function<widgets::LaunchRequestPtr(QString& error)>;
    // What to do at the first stop.
    enum class Then { StayAtEntry, Run, RunToLine };

    SessionStarter(widgets::SessionController* session, QObject* parent);

    void setLaunchProvider(LaunchProvider provider) { launchProvider_ = std::move(provider); }
    void setTarget(DebugTarget* target) { target_ = target; }

    // Launches the current document; false with `error` when it cannot be built.
    bool start(Then then, QString& error, int line = 0);
    // As start(), the failure told through statusMessage() and launchFailed().
    void startOrReport(Then then, int line = 0);
    void restart(Then then);
    // The first stop of a launch or restart that is to go on: sends the next command and
    // returns true (the stop is not shown). False for every other stop.
    bool takeEntryStop(const widgets::SnapshotPtr& snapshot);
    // Forgets what was to happen at the first stop (Stop, a refused launch).
    void cancel() { then_ = Then::StayAtEntry; }

signals:
    void statusMessage(const QString& text);
    void launchFailed(const QString& message);
    // A launch or restart was sent (the restart offers are void).
    void starting();

private:
    widgets::SessionController* session_;
    LaunchProvider launchProvider_;
    DebugTarget* target_ = nullptr;
    Then then_ = Then::StayAtEntry;
    int line_ = 0; // RunToLine: 1-based
};

} // namespace wave::studio
