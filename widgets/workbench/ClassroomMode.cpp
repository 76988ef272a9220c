#include "workbench/ClassroomMode.h"

#include "views/ViewStyle.h"
#include "workbench/ScaledFont.h"
#include "workbench/ToolStrip.h"
#include "workbench/ViewDocks.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>

#include <cmath>

namespace wave::widgets {

namespace {

// The slider moves in quarter steps: 1x, 1.25x, ... 3x.
constexpr int kNotchesPerUnit = 4;

} // namespace

ClassroomMode::ClassroomMode(ViewDocks* docks, QWidget* parent) : QWidget(parent), docks_(docks) {
    setObjectName(QStringLiteral("ClassroomMode"));
    toggle_ = new QAction(tr("Classroom"), this);
    toggle_->setCheckable(true);
    toggle_->setToolTip(tr("Presentation mode: larger views, high contrast, lane numbers and a "
                           "spotlight on the current instruction"));
    highContrast_ = new QAction(tr("High contrast"), this);
    highContrast_->setCheckable(true);
    highContrast_->setChecked(true);
    largeNumbers_ = new QAction(tr("Large lane numbers"), this);
    largeNumbers_->setCheckable(true);
    // Off by default: the cells and their numbers already grow with the scale, and larger
    // ones would leave a single wave of masks on a 1280x800 projector.
    largeNumbers_->setChecked(false);
    spotlight_ = new QAction(tr("Spotlight the current instruction"), this);
    spotlight_->setCheckable(true);
    spotlight_->setChecked(true);
    // The editor's larger font leaves 40 to 60 characters beside the views: a comment or a
    // long operand list would be cut off at the right.
    wrapLines_ = new QAction(tr("Wrap long lines"), this);
    wrapLines_->setCheckable(true);
    wrapLines_->setChecked(true);
    auto* menu = new QMenu(this);
    menu->addAction(highContrast_);
    menu->addAction(largeNumbers_);
    menu->addAction(spotlight_);
    menu->addAction(wrapLines_);

    button_ = new QToolButton(this);
    button_->setDefaultAction(toggle_);
    button_->setMenu(menu);
    button_->setPopupMode(QToolButton::MenuButtonPopup);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName(QStringLiteral("ClassroomScale"));
    slider_->setRange(int(ViewStyle::kMinScale * kNotchesPerUnit),
                      int(ViewStyle::kMaxScale * kNotchesPerUnit));
    slider_->setPageStep(kNotchesPerUnit / 2);
    slider_->setToolTip(tr("Presentation scale: 1\u00d7 to 3\u00d7"));
    slider_->setMinimumWidth(80);
    label_ = new QLabel(this);

    layOutToolStrip(this, button_, slider_, label_);

    connect(toggle_, &QAction::toggled, this, &ClassroomMode::setOn);
    for (QAction* a : {highContrast_, largeNumbers_, spotlight_, wrapLines_})
        connect(a, &QAction::toggled, this, &ClassroomMode::apply);
    connect(slider_, &QSlider::valueChanged, this,
            [this](int v) { setPresentationScale(double(v) / kNotchesPerUnit); });
    setPresentationScale(presentationScale_);
}

bool ClassroomMode::isOn() const {
    return toggle_->isChecked();
}

double ClassroomMode::scale() const {
    return isOn() ? presentationScale_ : 1.0;
}

bool ClassroomMode::spotlight() const {
    return isOn() && spotlight_->isChecked();
}

bool ClassroomMode::wrapLines() const {
    return isOn() && wrapLines_->isChecked();
}

void ClassroomMode::setOn(bool on) {
    if (toggle_->isChecked() != on) {
        toggle_->setChecked(on); // comes back through toggled
        return;
    }
    apply();
    emit toggled(on);
}

void ClassroomMode::setPresentationScale(double scale) {
    presentationScale_ = ViewStyle::clampScale(scale);
    {
        const QSignalBlocker block(slider_);
        slider_->setValue(int(std::lround(presentationScale_ * kNotchesPerUnit)));
    }
    updateLabel();
    apply();
}

void ClassroomMode::updateLabel() {
    label_->setText(tr("%1\u00d7").arg(presentationScale_, 0, 'g', 3));
}

void ClassroomMode::apply() {
    const bool on = isOn();
    const double s = scale();
    if (on)
        docks_->beginPresentation(); // the user's layout, before anything changes
    // The scale is the presentation's: no slider to move while there is none.
    slider_->setVisible(on);
    slider_->setEnabled(on);
    label_->setVisible(on);
    docks_->setViewScale(s);
    if (on && highContrast_->isChecked())
        docks_->setViewPalette(ViewPalette::highContrast());
    else
        docks_->followApplicationPalette();
    docks_->setLargeLaneNumbers(on && largeNumbers_->isChecked());
    docks_->setEmphasis(on);
    const QFont f = scaledApplicationFont(this, s);
    setFont(f);
    if (s != applied_) {
        applied_ = s;
        emit scaleChanged(s);
    }
    if (spotlight() != spotlightApplied_) {
        spotlightApplied_ = spotlight();
        emit spotlightChanged(spotlightApplied_);
    }
    if (wrapLines() != wrapApplied_) {
        wrapApplied_ = wrapLines();
        emit wrapLinesChanged(wrapApplied_);
    }
    if (on)
        docks_->layoutPresentation();
    else
        docks_->endPresentation();
}

} // namespace wave::widgets
