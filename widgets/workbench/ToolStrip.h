#pragma once
// The layout the workbench's toolbar strips share (AutoStepper, ClassroomMode): a button, a
// slider that takes the room left, and its value's label, spaced alike so that the strips line
// up in the toolbar.

#include <QHBoxLayout>
#include <QWidget>

namespace wave::widgets {

inline void layOutToolStrip(QWidget* strip, QWidget* button, QWidget* slider, QWidget* label) {
    auto* layout = new QHBoxLayout(strip);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(4);
    layout->addWidget(button);
    layout->addWidget(slider, 1);
    layout->addWidget(label);
}

} // namespace wave::widgets
