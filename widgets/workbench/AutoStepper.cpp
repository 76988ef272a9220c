#include "workbench/AutoStepper.h"

#include "workbench/ScaledFont.h"
#include "workbench/ToolStrip.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace wave::widgets {

namespace {

constexpr int kSliderSteps = 100;

} // namespace

// The slider is logarithmic: each notch multiplies the speed by the same factor, so 0.5-2
// steps/s (following along) gets as much travel as 5-20 (watching patterns).
double AutoStepper::speedOf(int v) {
    const double t = double(std::clamp(v, 0, kSliderSteps)) / kSliderSteps;
    return kMinSpeed * std::pow(kMaxSpeed / kMinSpeed, t);
}

int AutoStepper::sliderOf(double speed) {
    const double t = std::log(speed / kMinSpeed) / std::log(kMaxSpeed / kMinSpeed);
    return int(std::lround(std::clamp(t, 0.0, 1.0) * kSliderSteps));
}

AutoStepper::AutoStepper(SessionController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    setObjectName(QStringLiteral("AutoStepper"));
    play_ = new QAction(this);
    play_->setCheckable(true);
    connect(play_, &QAction::toggled, this, &AutoStepper::setPlaying);
    button_ = new QToolButton(this);
    button_->setDefaultAction(play_);
    button_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName(QStringLiteral("AutoStepSpeed"));
    slider_->setRange(0, kSliderSteps);
    slider_->setToolTip(tr("Auto-step speed: 0.5 to 20 steps per second"));
    slider_->setMinimumWidth(90);
    label_ = new QLabel(this);
    label_->setMinimumWidth(
        label_->fontMetrics().horizontalAdvance(tr("%1 steps/s").arg(20.0, 0, 'f', 1)));

    layOutToolStrip(this, button_, slider_, label_);

    timer_ = new QTimer(this);
    timer_->setSingleShot(true);
    timer_->setTimerType(Qt::PreciseTimer);
    connect(timer_, &QTimer::timeout, this, &AutoStepper::step);
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        speed_ = speedOf(v);
        updateUi();
        emit speedChanged(speed_);
    });
    connect(controller_, &SessionController::stopped, this, &AutoStepper::onStopped);
    connect(controller_, &SessionController::stateChanged, this, &AutoStepper::onState);

    slider_->setValue(sliderOf(speed_));
    updateUi();
}

void AutoStepper::setStepsPerSecond(double speed) {
    speed = std::clamp(speed, kMinSpeed, kMaxSpeed);
    {
        const QSignalBlocker block(slider_);
        slider_->setValue(sliderOf(speed));
    }
    speed_ = speed; // exact, not the notch
    updateUi();
    emit speedChanged(speed_);
}

void AutoStepper::setGranularity(StepGranularity granularity) {
    granularity_ = granularity;
}

void AutoStepper::setScale(double scale) {
    const QFont f = scaledApplicationFont(this, scale);
    setFont(f);
    label_->setMinimumWidth(
        QFontMetrics(f).horizontalAdvance(tr("%1 steps/s").arg(20.0, 0, 'f', 1)));
}

void AutoStepper::setPlaying(bool on) {
    if (on)
        play();
    else
        pause();
}

void AutoStepper::play() {
    if (playing_)
        return;
    if (controller_->state() != SessionController::State::Stopped) {
        updateUi(); // nothing to animate: undo the button's check
        return;
    }
    playing_ = true;
    steps_ = 0;
    pauseReason_.reset();
    updateUi();
    emit playingChanged(true);
    step();
}

void AutoStepper::pause() {
    timer_->stop();
    if (!playing_) {
        updateUi();
        return;
    }
    playing_ = false;
    updateUi();
    emit playingChanged(false);
}

void AutoStepper::step() {
    if (!playing_ || waiting_)
        return;
    if (controller_->state() != SessionController::State::Stopped) {
        pause();
        return;
    }
    waiting_ = true;
    ++steps_;
    sinceStep_.start();
    controller_->run(stepCommand(granularity_));
}

void AutoStepper::onStopped(const SnapshotPtr& snapshot) {
    if (!waiting_)
        return; // someone else's command
    waiting_ = false;
    if (!playing_)
        return;
    const debug::StopReason reason =
        snapshot && snapshot->stop ? snapshot->stop->reason : debug::StopReason::StepDone;
    if (reason != debug::StopReason::StepDone) {
        pause();
        pauseReason_ = reason;
        return;
    }
    // The period counts from the previous step, so a slow step does not slow the beat more.
    const qint64 period = qint64(std::lround(1000.0 / speed_));
    timer_->start(int(std::max<qint64>(0, period - sinceStep_.elapsed())));
}

void AutoStepper::onState(SessionController::State state) {
    if (state == SessionController::State::Idle || state == SessionController::State::Starting) {
        waiting_ = false;
        pause();
    } else if (state == SessionController::State::Running && playing_ && !waiting_) {
        pause(); // the user started a long command
    }
    updateUi();
}

void AutoStepper::updateUi() {
    {
        const QSignalBlocker block(play_);
        play_->setChecked(playing_);
    }
    play_->setText(playing_ ? tr("Pause") : tr("Animate"));
    play_->setIcon(style()->standardIcon(playing_ ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    play_->setToolTip(playing_ ? tr("Pause the animation")
                               : tr("Step automatically until a breakpoint or event"));
    play_->setEnabled(playing_ || controller_->state() == SessionController::State::Stopped);
    label_->setText(tr("%1 steps/s").arg(speed_, 0, 'f', speed_ < 10 ? 1 : 0));
}

} // namespace wave::widgets
