#include "PaneCycle.h"

#include "StudioIds.h"

#include "workbench/WindowRegistry.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>

#include <algorithm>

namespace wave::studio {

PaneCycle::PaneCycle(QMainWindow* window, widgets::SessionController* session,
                     std::function<QWidget*()> editor, QWidget* toolbar)
    : QObject(window), window_(window), editor_(std::move(editor)), toolbar_(toolbar) {
    // F6 is Pause's shortcut: the keys come through eventFilter() when Pause lets them by, and
    // the menu names them after a tab (one action per key, as the window's rule has it).
    const auto named = [](const QString& text, const QKeySequence& key) {
        return text + QLatin1Char('\t') + key.toString(QKeySequence::NativeText);
    };
    next_ = new QAction(named(tr("Ne&xt Pane"), QKeySequence(Qt::Key_F6)), this);
    previous_ =
        new QAction(named(tr("Pre&vious Pane"), QKeySequence(Qt::SHIFT | Qt::Key_F6)), this);
    widgets::WindowRegistry* registry = widgets::WindowRegistry::of(window);
    registry->add(StudioIds::NextPane, next_);
    registry->add(StudioIds::PreviousPane, previous_);
    QCoreApplication::instance()->installEventFilter(this);
    connect(next_, &QAction::triggered, this, [this] { cycle(true); });
    connect(previous_, &QAction::triggered, this, [this] { cycle(false); });
    // F6 pauses a running session (Debug > Pause): the cycle gives way meanwhile.
    connect(session, &widgets::SessionController::stateChanged, this,
            [this](widgets::SessionController::State state) {
                using State = widgets::SessionController::State;
                const bool running = state == State::Running || state == State::Starting;
                next_->setEnabled(!running);
                previous_->setEnabled(!running);
            });
}

bool PaneCycle::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
        QWidget* focus = QApplication::focusWidget();
        if (key->key() == Qt::Key_F6 && (mods == Qt::NoModifier || mods == Qt::ShiftModifier) &&
            watched == focus && focus->window() == window_ && next_->isEnabled()) {
            cycle(mods == Qt::NoModifier);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void PaneCycle::populateMenu(QMenu* menu) {
    menu->addAction(next_);
    menu->addAction(previous_);
}

QList<QWidget*> PaneCycle::panes() const {
    QList<QWidget*> panes;
    if (QWidget* editor = editor_(); editor && editor->isVisible())
        panes << editor;
    if (toolbar_ && toolbar_->isVisible() && focusTarget(toolbar_))
        panes << toolbar_;
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        if (dock->isVisible() && !dock->isFloating() && dock->widget() &&
            !dock->visibleRegion().isEmpty())
            panes << dock;
    // Reading order on the screen: rows from the top, in each from the left.
    auto topLeft = [this](const QWidget* w) { return w->mapTo(window_, QPoint(0, 0)); };
    std::stable_sort(panes.begin(), panes.end(), [&](const QWidget* a, const QWidget* b) {
        const QPoint pa = topLeft(a);
        const QPoint pb = topLeft(b);
        return pa.y() != pb.y() ? pa.y() < pb.y() : pa.x() < pb.x();
    });
    return panes;
}

// The first widget inside `pane` that Tab would give the focus to, or the pane's own content.
QWidget* PaneCycle::focusTarget(QWidget* pane) {
    QWidget* content = pane;
    if (auto* dock = qobject_cast<QDockWidget*>(pane))
        content = dock->widget();
    if (!content)
        return nullptr;
    QWidget* w = content;
    do {
        if ((w == content || content->isAncestorOf(w)) && w->isVisible() && w->isEnabled() &&
            (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy())
            return w;
        w = w->nextInFocusChain();
    } while (w && w != content);
    // A painted view that takes no focus: its dock's content still has the keys (scrolling).
    return qobject_cast<QDockWidget*>(pane) ? content : nullptr;
}

void PaneCycle::cycle(bool forward) {
    const QList<QWidget*> ring = panes();
    if (ring.isEmpty())
        return;
    const QWidget* focus = QApplication::focusWidget();
    qsizetype current = -1;
    for (qsizetype i = 0; i < ring.size() && focus; ++i)
        if (ring[i] == focus || ring[i]->isAncestorOf(focus))
            current = i;
    const qsizetype n = ring.size();
    const qsizetype next =
        current < 0 ? (forward ? 0 : n - 1) : (current + (forward ? 1 : n - 1)) % n;
    if (QWidget* target = focusTarget(ring[next]))
        target->setFocus(forward ? Qt::TabFocusReason : Qt::BacktabFocusReason);
}

} // namespace wave::studio
