#include "workbench/RegistersDockControl.h"

#include "views/LaneRegistersView.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSpinBox>
#include <QWidgetAction>

#include <algorithm>

namespace wave::widgets {

RegistersDockControl::RegistersDockControl(SessionController* controller, LaneRegistersView* view,
                                           QObject* parent)
    : QObject(parent), controller_(controller), view_(view) {
    // The model speaks (wave, reg, lane); the session (wave, lane, reg).
    connect(view_, &LaneRegistersView::registerEditRequested, this,
            [this](quint32 wave, quint32 reg, quint32 lane, quint32 value) {
                controller_->writeRegister(wave, lane, reg, value);
            });
    connect(view_, &LaneRegistersView::editRejected, this, &RegistersDockControl::message);
    connect(controller_, &SessionController::editFailed, this, [this](const QString& text) {
        emit message(tr("The register was not changed: %1").arg(text));
    });
    connect(controller_, &SessionController::stopped, this, [this](const SnapshotPtr&) {
        if (comparing_)
            requestBaseline();
    });
    connect(controller_, &SessionController::comparisonReady, this,
            &RegistersDockControl::onComparison);
    connect(controller_, &SessionController::comparisonFailed, this, [this](const QString& text) {
        if (++answers_ == requests_ && comparing_)
            emit message(
                tr("No comparison with %n step(s) ago: %1", nullptr, stepsBack_).arg(text));
    });
    connect(controller_, &SessionController::stateChanged, this,
            [this](SessionController::State state) {
                if (state == SessionController::State::Starting ||
                    state == SessionController::State::Idle) {
                    requests_ = answers_ = 0;
                    view_->setBaseline(nullptr);
                }
            });
}

void RegistersDockControl::setComparing(bool on) {
    if (on == comparing_)
        return;
    comparing_ = on;
    if (on) {
        requestBaseline();
    } else {
        view_->setBaseline(nullptr);
        emit baselineChanged();
    }
}

void RegistersDockControl::setStepsBack(int steps) {
    steps = std::max(steps, 1);
    if (steps == stepsBack_)
        return;
    stepsBack_ = steps;
    if (comparing_)
        requestBaseline();
}

void RegistersDockControl::requestBaseline() {
    const SnapshotPtr stop = controller_->stopSnapshot();
    if (!stop || controller_->state() != SessionController::State::Stopped)
        return; // the next stop asks
    const auto back = static_cast<std::uint64_t>(stepsBack_);
    ++requests_;
    controller_->requestSnapshotAt(stop->step > back ? stop->step - back : 0);
}

void RegistersDockControl::onComparison(const SnapshotPtr& snapshot) {
    if (++answers_ != requests_ || !comparing_)
        return; // a newer request is on its way, or compare mode ended meanwhile
    baselineStep_ = snapshot->step;
    view_->setBaseline(snapshot);
    emit baselineChanged();
}

void RegistersDockControl::fillMenu(QMenu* menu) {
    // One row: [x] Compare with [N] steps ago. Changes apply at once.
    auto* row = new QWidget(menu);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(8, 2, 8, 2);
    auto* toggle = new QCheckBox(tr("Compare with"), row);
    toggle->setObjectName(QStringLiteral("compareToggle"));
    toggle->setChecked(comparing_);
    toggle->setToolTip(tr("Highlight the registers that differ from the state N steps ago "
                          "instead of the changes since the previous stop."));
    auto* steps = new QSpinBox(row);
    steps->setObjectName(QStringLiteral("compareSteps"));
    steps->setRange(1, 1'000'000'000);
    steps->setValue(stepsBack_);
    steps->setToolTip(tr("Global steps back (wave-instructions of the workgroup)."));
    auto* suffix = new QLabel(tr("steps ago"), row);
    layout->addWidget(toggle);
    layout->addWidget(steps);
    layout->addWidget(suffix);
    connect(toggle, &QCheckBox::toggled, this, &RegistersDockControl::setComparing);
    connect(steps, &QSpinBox::valueChanged, this, &RegistersDockControl::setStepsBack);
    auto* action = new QWidgetAction(menu);
    action->setDefaultWidget(row);
    menu->addAction(action);
}

} // namespace wave::widgets
