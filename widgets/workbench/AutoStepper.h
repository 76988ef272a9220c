#pragma once
// Auto-step ("animate"): steps the session again and again at a chosen speed, 0.5 to 20 steps
// per second, with the step granularity of the focus selector. Each step waits for the
// previous one's stop, so a slow step never piles up commands. It pauses by itself at any
// stop that is not a plain step: a breakpoint, watchpoint or event, a fault, a deadlock, the
// end of the kernel. A toolbar widget: Play/Pause button, speed slider and its value.
// GUI thread only.

#include "session/SessionController.h"
#include "workbench/StepGranularity.h"

#include <QElapsedTimer>
#include <QWidget>

#include <optional>

class QAction;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace wave::widgets {

class AutoStepper : public QWidget {
    Q_OBJECT
public:
    static constexpr double kMinSpeed = 0.5;
    static constexpr double kMaxSpeed = 20.0;

    explicit AutoStepper(SessionController* controller, QWidget* parent = nullptr);

    // Checkable Play/Pause action (for the Debug menu and a shortcut).
    QAction* playAction() const { return play_; }
    QSlider* speedSlider() const { return slider_; }

    bool isPlaying() const { return playing_; }
    double stepsPerSecond() const { return speed_; }
    void setStepsPerSecond(double speed);
    StepGranularity granularity() const { return granularity_; }
    void setGranularity(StepGranularity granularity);
    // Steps issued since the last play().
    int stepsTaken() const { return steps_; }
    // Why the last animation ended by itself; nullopt after a user pause.
    std::optional<debug::StopReason> pauseReason() const { return pauseReason_; }
    void setScale(double scale);

public slots:
    void play();
    void pause();
    void setPlaying(bool on);

signals:
    void playingChanged(bool playing);
    void speedChanged(double stepsPerSecond);

private:
    void step();
    void onStopped(const SnapshotPtr& snapshot);
    void onState(SessionController::State state);
    void updateUi();
    static double speedOf(int sliderValue);
    static int sliderOf(double speed);

    SessionController* controller_;
    QAction* play_ = nullptr;
    QToolButton* button_ = nullptr;
    QSlider* slider_ = nullptr;
    QLabel* label_ = nullptr;
    QTimer* timer_ = nullptr;
    QElapsedTimer sinceStep_;
    double speed_ = 4.0;
    StepGranularity granularity_ = StepGranularity::Wave;
    bool playing_ = false;
    bool waiting_ = false; // a step was sent, its stop has not come back yet
    int steps_ = 0;
    std::optional<debug::StopReason> pauseReason_;
};

} // namespace wave::widgets
