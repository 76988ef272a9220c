#pragma once
// The focus selector of the debug toolbar: the current workgroup (read-only: workgroups run
// one after another), the focused wave and lane, and what a step means (one wave or the whole
// workgroup). Follows every snapshot of the session and sends the user's choice to the
// session (SessionController::setFocus), whose next snapshot confirms it. Next/Previous wave
// and lane are commands too (Alt+Down/Up, Alt+Right/Left: the Debug menu has them), for the
// keyboard. GUI thread only.

#include "session/SessionController.h"
#include "workbench/StepGranularity.h"

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QSpinBox;

namespace wave::widgets {

class FocusSelector : public QWidget {
    Q_OBJECT
public:
    explicit FocusSelector(SessionController* controller, QWidget* parent = nullptr);

    std::uint32_t wave() const;
    std::uint32_t lane() const;
    StepGranularity granularity() const { return granularity_; }
    QString workgroupText() const;

    // As if the user picked them (tests, keyboard shortcuts).
    void selectWave(std::uint32_t wave);
    void selectLane(std::uint32_t lane);
    void setGranularity(StepGranularity granularity);
    void setScale(double scale);

    // Next/previous wave and lane: the focus moves by one at a stop (enabled only then).
    QAction* nextWaveAction() const { return nextWave_; }
    QAction* previousWaveAction() const { return previousWave_; }
    QAction* nextLaneAction() const { return nextLane_; }
    QAction* previousLaneAction() const { return previousLane_; }

    QSpinBox* waveBox() const { return wave_; }
    QSpinBox* laneBox() const { return lane_; }
    QComboBox* granularityBox() const { return step_; }

signals:
    void granularityChanged(wave::widgets::StepGranularity granularity);

private:
    void createActions();
    void follow(const SnapshotPtr& snapshot);
    void sendFocus();
    void updateEnabled();

    SessionController* controller_;
    QLabel* workgroup_ = nullptr;
    QSpinBox* wave_ = nullptr;
    QSpinBox* lane_ = nullptr;
    QComboBox* step_ = nullptr;
    QList<QLabel*> captions_;
    QAction* nextWave_ = nullptr;
    QAction* previousWave_ = nullptr;
    QAction* nextLane_ = nullptr;
    QAction* previousLane_ = nullptr;
    StepGranularity granularity_ = StepGranularity::Wave;
    bool following_ = false; // true while the widgets are set from a snapshot
};

} // namespace wave::widgets
