#include "WheelGuard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>

namespace wave::studio {

namespace {

bool isGuarded(QObject* object) {
    return qobject_cast<QAbstractSpinBox*>(object) || qobject_cast<QComboBox*>(object);
}

} // namespace

WheelGuard::WheelGuard(QObject* parent) : QObject(parent) {}

void WheelGuard::install(QCoreApplication* app) {
    // Found by its class (one per application), as CtrlTabFocus is.
    if (!app || app->findChild<WheelGuard*>(QString(), Qt::FindDirectChildrenOnly))
        return;
    app->installEventFilter(new WheelGuard(app));
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Polish && isGuarded(watched)) {
        auto* widget = static_cast<QWidget*>(watched);
        if (widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
    } else if (event->type() == QEvent::Wheel && isGuarded(watched) &&
               !static_cast<QWidget*>(watched)->hasFocus()) {
        // Not for this widget: ignored, so QApplication offers it to the parents (a scroll area).
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace wave::studio
