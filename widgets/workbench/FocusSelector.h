#pragma once
// The focus selector of the debug toolbar: the current workgroup (read-only: workgroups run
// one after another), the focused wave and lane, and what a step means (one wave or the whole
// workgroup). Follows every snapshot of the session and sends the user's choice to the
// session (SessionController::setFocus), whose next snapshot confirms it. GUI thread only.

#include "session/SessionController.h"
#include "workbench/StepGranularity.h"

#include <QWidget>

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

    QSpinBox* waveBox() const { return wave_; }
    QSpinBox* laneBox() const { return lane_; }
    QComboBox* granularityBox() const { return step_; }

signals:
    void granularityChanged(wave::widgets::StepGranularity granularity);

private:
    void follow(const SnapshotPtr& snapshot);
    void sendFocus();
    void updateEnabled();

    SessionController* controller_;
    QLabel* workgroup_ = nullptr;
    QSpinBox* wave_ = nullptr;
    QSpinBox* lane_ = nullptr;
    QComboBox* step_ = nullptr;
    QList<QLabel*> captions_;
    StepGranularity granularity_ = StepGranularity::Wave;
    bool following_ = false; // true while the widgets are set from a snapshot
};

} // namespace wave::widgets
