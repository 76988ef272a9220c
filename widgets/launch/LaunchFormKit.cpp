#include "launch/LaunchFormKit.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

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

QLabel* LaunchFormKit::hintLabel(QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    l->setEnabled(false); // drawn in the disabled (grey) colour
    l->hide();
    return l;
}

QWidget* LaunchFormKit::fieldBox(QWidget* parent, QLayout* editors, QLabel* hint, QLabel* message) {
    auto* box = new QWidget(parent);
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    v->addLayout(editors);
    if (hint)
        v->addWidget(hint);
    if (message)
        v->addWidget(message);
    return box;
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
