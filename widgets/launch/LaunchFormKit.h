#pragma once
// The pieces the Launch dock's forms share (the launch settings, the occupancy what-if): number
// editors sized for their values rather than for INT_MAX, grey hints, an editor stacked with
// its hint and message, and rows of editors.

#include <QColor>
#include <QPalette>
#include <QString>

#include <initializer_list>

class QGridLayout;
class QHBoxLayout;
class QLabel;
class QLayout;
class QLineEdit;
class QSpinBox;
class QVBoxLayout;
class QWidget;

namespace wave::widgets {

class LaunchFormKit {
public:
    // 0..INT_MAX, accelerated, as wide as six digits and a prefix.
    static QSpinBox* spinBox(QWidget* parent, const QString& name);
    // Digits only; u64 values that a spin box cannot hold.
    static QLineEdit* numberEdit(QWidget* parent, const QString& name, const QString& tip);
    // Shows `label`'s text in a red that reads on the form's background, light or dark (contrast
    // above 4.5:1), or in the form's own colour when `error` is false. Called whenever the text
    // is set, so that it follows a change of theme.
    static void setErrorText(QLabel* label, bool error);
    // The red of setErrorText on the background of `palette`.
    static QColor errorColor(const QPalette& palette);
    // Word-wrapped, grey, hidden until it has a text.
    static QLabel* hintLabel(QWidget* parent);
    // `editors` with the optional hint and message under them (each may be null), for a form's
    // field column.
    static QVBoxLayout* fieldBox(QLayout* editors, QLabel* hint, QLabel* message);
    static QVBoxLayout* fieldBox(QWidget* editor, QLabel* hint, QLabel* message);
    // A row of `form` (label | field): `text` labels `field`, its mnemonic focuses `buddy`.
    static void addRow(QGridLayout* form, const QString& text, QWidget* buddy, QVBoxLayout* field);
    // One editor keeps its minimum width; several share the row.
    static QHBoxLayout* row(std::initializer_list<QWidget*> widgets);
};

} // namespace wave::widgets
