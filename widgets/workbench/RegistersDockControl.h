#pragma once
// The Registers dock's link to the session beyond feeding snapshots:
//  - edits typed in the grid go to the session as commands (SessionController::writeRegister);
//    the new value comes back with the next stop snapshot, a refusal (text that is not a value,
//    or the engine's reason) comes out as message() for the explain line and status bar;
//  - "Compare with N steps ago": while on, every stop asks the session for the full snapshot of
//    step (current - N) without moving it, and the grid highlights the differences from it
//    instead of the changes since the previous stop. Off restores the ordinary change marks.
// GUI thread only.

#include "session/SessionController.h"

#include <QObject>

class QMenu;

namespace wave::widgets {

class LaneRegistersView;

class RegistersDockControl : public QObject {
    Q_OBJECT
public:
    RegistersDockControl(SessionController* controller, LaneRegistersView* view,
                         QObject* parent = nullptr);

    void setComparing(bool on);
    bool comparing() const { return comparing_; }
    // N >= 1 global steps (wave-instructions of the whole workgroup).
    void setStepsBack(int steps);
    int stepsBack() const { return stepsBack_; }
    // The step the baseline shows (valid while comparing and once it arrived).
    std::uint64_t baselineStep() const { return baselineStep_; }

    // Adds the compare control (toggle and N) to the dock's title-bar menu.
    void fillMenu(QMenu* menu);

signals:
    void message(const QString& text);
    // A new baseline is in the grid (tests, status).
    void baselineChanged();

private:
    void requestBaseline();
    void onComparison(const SnapshotPtr& snapshot);

    SessionController* controller_;
    LaneRegistersView* view_;
    bool comparing_ = false;
    int stepsBack_ = 1;
    std::uint64_t baselineStep_ = 0;
    // Answers come in request order: only the answer to the latest request is used.
    int requests_ = 0;
    int answers_ = 0;
};

} // namespace wave::widgets
