#include "CtrlTabFocus.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QKeyEvent>
#include <QTabWidget>
#include <QWidget>

#include <Qsci/qsciscintilla.h>

namespace wave::studio {

namespace {

// The next (or previous) widget after `from` that Tab would reach, outside `from` itself.
QWidget* nextFocus(QWidget* from, bool forward) {
    QWidget* w = from;
    for (;;) {
        w = forward ? w->nextInFocusChain() : w->previousInFocusChain();
        if (!w || w == from)
            return nullptr;
        if (w->window() == from->window() && !from->isAncestorOf(w) && w->isVisible() &&
            w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy())
            return w;
    }
}

} // namespace

bool CtrlTabFocus::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    const bool tab = key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab;
    if (!tab || !(key->modifiers() & Qt::ControlModifier))
        return QObject::eventFilter(watched, event);
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget != QApplication::focusWidget())
        return QObject::eventFilter(watched, event);
    const bool editor = qobject_cast<QsciScintilla*>(widget) != nullptr;
    if (!editor && !qobject_cast<QAbstractItemView*>(widget))
        return QObject::eventFilter(watched, event);
    // Several documents: Ctrl+Tab is the tab widget's, to the next document.
    if (editor)
        for (QWidget* p = widget->parentWidget(); p; p = p->parentWidget())
            if (auto* tabs = qobject_cast<QTabWidget*>(p); tabs && tabs->count() > 1)
                return QObject::eventFilter(watched, event);
    const bool forward = key->key() == Qt::Key_Tab && !(key->modifiers() & Qt::ShiftModifier);
    if (QWidget* next = nextFocus(widget, forward)) {
        next->setFocus(forward ? Qt::TabFocusReason : Qt::BacktabFocusReason);
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace wave::studio
