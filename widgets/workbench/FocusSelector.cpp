#include "workbench/FocusSelector.h"

#include "workbench/ScaledFont.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <cmath>

namespace wave::widgets {

FocusSelector::FocusSelector(SessionController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller) {
    setObjectName(QStringLiteral("FocusSelector"));
    auto caption = [this](const QString& text) {
        auto* l = new QLabel(text, this);
        captions_ << l;
        return l;
    };
    workgroup_ = new QLabel(this);
    workgroup_->setObjectName(QStringLiteral("FocusWorkgroup"));
    workgroup_->setToolTip(tr("The workgroup that runs now (workgroups run one after another)"));
    wave_ = new QSpinBox(this);
    wave_->setObjectName(QStringLiteral("FocusWave"));
    wave_->setToolTip(tr("The focused wave: the one a wave step runs and the registers show"));
    lane_ = new QSpinBox(this);
    lane_->setObjectName(QStringLiteral("FocusLane"));
    lane_->setToolTip(tr("The focused lane"));
    step_ = new QComboBox(this);
    step_->setObjectName(QStringLiteral("StepGranularity"));
    step_->addItem(tr("Wave"), static_cast<int>(StepGranularity::Wave));
    step_->addItem(tr("Workgroup"), static_cast<int>(StepGranularity::Workgroup));
    step_->setToolTip(tr("A step runs one instruction of the focused wave, or one instruction "
                         "of every ready wave of the workgroup"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(4);
    layout->addWidget(caption(tr("Workgroup")));
    layout->addWidget(workgroup_);
    layout->addSpacing(8);
    layout->addWidget(caption(tr("Wave")));
    layout->addWidget(wave_);
    layout->addWidget(caption(tr("Lane")));
    layout->addWidget(lane_);
    layout->addSpacing(8);
    layout->addWidget(caption(tr("Step")));
    layout->addWidget(step_);

    connect(wave_, &QSpinBox::valueChanged, this, [this] { sendFocus(); });
    connect(lane_, &QSpinBox::valueChanged, this, [this] { sendFocus(); });
    connect(step_, &QComboBox::currentIndexChanged, this, [this](int index) {
        const auto g = static_cast<StepGranularity>(step_->itemData(index).toInt());
        if (g == granularity_)
            return;
        granularity_ = g;
        emit granularityChanged(g);
    });
    connect(controller_, &SessionController::snapshotChanged, this, &FocusSelector::follow);
    connect(controller_, &SessionController::stateChanged, this, &FocusSelector::updateEnabled);
    workgroup_->setText(QStringLiteral("\u2014"));
    createActions();
    updateEnabled();
}

void FocusSelector::createActions() {
    auto add = [this](const QString& text, const QKeySequence& key, QSpinBox* box, int step) {
        auto* action = new QAction(text, this);
        action->setShortcut(key);
        action->setToolTip(tr("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')),
                                             key.toString(QKeySequence::NativeText)));
        connect(action, &QAction::triggered, box, [box, step] { box->stepBy(step); });
        return action;
    };
    nextWave_ = add(tr("Next &Wave"), QKeySequence(Qt::ALT | Qt::Key_Down), wave_, 1);
    previousWave_ = add(tr("Previous W&ave"), QKeySequence(Qt::ALT | Qt::Key_Up), wave_, -1);
    nextLane_ = add(tr("Ne&xt Lane"), QKeySequence(Qt::ALT | Qt::Key_Right), lane_, 1);
    previousLane_ = add(tr("Previous &Lane"), QKeySequence(Qt::ALT | Qt::Key_Left), lane_, -1);
}

std::uint32_t FocusSelector::wave() const {
    return static_cast<std::uint32_t>(wave_->value());
}

std::uint32_t FocusSelector::lane() const {
    return static_cast<std::uint32_t>(lane_->value());
}

QString FocusSelector::workgroupText() const {
    return workgroup_->text();
}

void FocusSelector::selectWave(std::uint32_t wave) {
    wave_->setValue(int(wave));
}

void FocusSelector::selectLane(std::uint32_t lane) {
    lane_->setValue(int(lane));
}

void FocusSelector::setGranularity(StepGranularity granularity) {
    step_->setCurrentIndex(step_->findData(static_cast<int>(granularity)));
}

void FocusSelector::setScale(double scale) {
    const QFont f = scaledApplicationFont(this, scale);
    setFont(f);
}

void FocusSelector::follow(const SnapshotPtr& snapshot) {
    if (!snapshot)
        return;
    following_ = true;
    {
        const QSignalBlocker bw(wave_);
        const QSignalBlocker bl(lane_);
        wave_->setRange(0, std::max(0, int(snapshot->waves.size()) - 1));
        lane_->setRange(0, std::max(0, int(snapshot->waveWidth) - 1));
        wave_->setValue(int(snapshot->focusWave));
        lane_->setValue(int(snapshot->focusLane));
    }
    following_ = false;
    const emu::Dim3& id = snapshot->workgroupId;
    workgroup_->setText(tr("(%1,%2,%3) \u00b7 %4 of %5")
                            .arg(id.x)
                            .arg(id.y)
                            .arg(id.z)
                            .arg(snapshot->workgroupIndex + 1)
                            .arg(snapshot->workgroupCount));
    updateEnabled();
}

void FocusSelector::sendFocus() {
    if (following_)
        return;
    controller_->setFocus(wave(), lane());
}

void FocusSelector::updateEnabled() {
    // The session takes a new focus only at a stop.
    const bool stopped = controller_->state() == SessionController::State::Stopped;
    wave_->setEnabled(stopped);
    lane_->setEnabled(stopped);
    for (QAction* a : {nextWave_, previousWave_, nextLane_, previousLane_})
        a->setEnabled(stopped);
    if (!controller_->active()) {
        // No session: no wave or lane of an old one stays selected.
        const QSignalBlocker bw(wave_);
        const QSignalBlocker bl(lane_);
        wave_->setRange(0, 0);
        lane_->setRange(0, 0);
        workgroup_->setText(QStringLiteral("\u2014"));
    }
}

} // namespace wave::widgets
