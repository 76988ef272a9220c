#include "launch/LaunchFormKit.h"

#include <QApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace wave::widgets {

QSpinBox* LaunchFormKit::spinBox(QWidget* parent, const QString& name) {
    auto* s = new QSpinBox(parent);
    s->setObjectName(name);
    s->setRange(0, std::numeric_limits<int>::max());
    s->setAccelerated(true);
    // The hint for INT_MAX would make every spin box wide: size for six digits instead.
    s->setMinimumWidth(s->fontMetrics().horizontalAdvance(QStringLiteral("x: 000000")) + 40);
    s->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    return s;
}

QLineEdit* LaunchFormKit::numberEdit(QWidget* parent, const QString& name, const QString& tip) {
    auto* e = new QLineEdit(parent);
    e->setObjectName(name);
    e->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]*")), e));
    e->setToolTip(tip);
    return e;
}

QColor LaunchFormKit::errorColor(const QPalette& palette) {
    const bool dark = palette.color(QPalette::Window).lightnessF() < 0.5;
    return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28);
}

void LaunchFormKit::setErrorText(QLabel* label, bool error) {
    const QWidget* form = label->parentWidget();
    QPalette p = form ? form->palette() : QApplication::palette();
    if (error)
        p.setColor(QPalette::WindowText, errorColor(p));
    label->setPalette(p);
}

QLabel* LaunchFormKit::hintLabel(QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    l->setEnabled(false); // drawn in the disabled (grey) colour
    l->hide();
    return l;
}

QVBoxLayout* LaunchFormKit::fieldBox(QLayout* editors, QLabel* hint, QLabel* message) {
    auto* v = new QVBoxLayout;
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    v->addLayout(editors);
    if (hint)
        v->addWidget(hint);
    if (message)
        v->addWidget(message);
    return v;
}

QVBoxLayout* LaunchFormKit::fieldBox(QWidget* editor, QLabel* hint, QLabel* message) {
    auto* editors = new QVBoxLayout;
    editors->setContentsMargins(0, 0, 0, 0);
    editors->addWidget(editor);
    return fieldBox(editors, hint, message);
}

void LaunchFormKit::addRow(QGridLayout* form, const QString& text, QWidget* buddy,
                           QVBoxLayout* field) {
    auto* label = new QLabel(text, form->parentWidget());
    label->setBuddy(buddy);
    // Level with the editors (centred on a one-line row, near the top of a table), where
    // QFormLayout would put it.
    const int editors = field->itemAt(0)->sizeHint().height();
    label->setMinimumHeight(std::min(editors, label->sizeHint().height() * 7 / 4));
    const int row = form->rowCount();
    form->addWidget(label, row, 0, Qt::AlignLeft | Qt::AlignTop);
    form->addLayout(field, row, 1);
}

QHBoxLayout* LaunchFormKit::row(std::initializer_list<QWidget*> widgets) {
    auto* h = new QHBoxLayout;
    h->setContentsMargins(0, 0, 0, 0);
    for (QWidget* w : widgets)
        h->addWidget(w, 1);
    if (widgets.size() == 1) {
        (*widgets.begin())->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        h->addStretch(1);
    }
    return h;
}

} // namespace wave::widgets
