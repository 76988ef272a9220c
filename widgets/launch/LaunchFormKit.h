#pragma once
// The pieces the Launch dock's forms share (the launch settings, the occupancy what-if): number
// editors sized for their values rather than for INT_MAX, grey hints, an editor stacked with
// its hint and message, and rows of editors.

#include <QString>

#include <initializer_list>

class QHBoxLayout;
class QLabel;
class QLayout;
class QLineEdit;
class QSpinBox;
class QWidget;

namespace wave::widgets {

class LaunchFormKit {
public:
    // 0..INT_MAX, accelerated, as wide as six digits and a prefix.
    static QSpinBox* spinBox(QWidget* parent, const QString& name);
    // Digits only; u64 values that a spin box cannot hold.
    static QLineEdit* numberEdit(QWidget* parent, const QString& name, const QString& tip);
    // Word-wrapped, grey, hidden until it has a text.
    static QLabel* hintLabel(QWidget* parent);
    // `editors` with the optional hint and the message under them.
    static QWidget* fieldBox(QWidget* parent, QLayout* editors, QLabel* hint, QLabel* message);
    // One editor keeps its minimum width; several share the row.
    static QHBoxLayout* row(std::initializer_list<QWidget*> widgets);
};

} // namespace wave::widgets
