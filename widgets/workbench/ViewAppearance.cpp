#include "workbench/ViewAppearance.h"

#include "views/ViewStyle.h"

#include <QEvent>
#include <QScrollArea>

#include <utility>

namespace wave::widgets {

ViewAppearance::ViewAppearance(QWidget* window, QObject* parent)
    : QObject(parent), window_(window) {
    window_->installEventFilter(this);
}

void ViewAppearance::add(ScaleCall scale, PaletteCall palette) {
    parts_.push_back({std::move(scale), std::move(palette)});
}

void ViewAppearance::addScrollArea(QScrollArea* area) {
    add(nullptr, [area](const ViewPalette& palette) {
        area->setPalette(palette.qtPalette(area->palette()));
        area->viewport()->setAutoFillBackground(true);
    });
}

void ViewAppearance::setScale(double scale) {
    scale_ = ViewStyle::clampScale(scale);
    for (const Part& p : parts_)
        if (p.scale)
            p.scale(scale_);
}

void ViewAppearance::setPalette(const ViewPalette& palette) {
    follow_ = false;
    applyPalette(palette);
}

void ViewAppearance::followApplicationPalette() {
    follow_ = true;
    applyPalette(ViewPalette::forQtPalette(window_->palette()));
}

void ViewAppearance::applyPalette(const ViewPalette& palette) {
    palette_ = palette;
    for (const Part& p : parts_)
        if (p.palette)
            p.palette(palette_);
}

bool ViewAppearance::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && event->type() == QEvent::PaletteChange && follow_)
        applyPalette(ViewPalette::forQtPalette(window_->palette()));
    return QObject::eventFilter(watched, event);
}

} // namespace wave::widgets
