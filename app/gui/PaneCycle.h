#pragma once
// F6 and Shift+F6 (View > Next Pane / Previous Pane, as in Qt Creator and Visual Studio): the
// keyboard focus goes round the panes on screen, the editor, the docks in front of their groups
// and the focus toolbar's wave and lane, in reading order (top to bottom, left to right). A
// dock takes the focus in its first widget that Tab would reach. While a session runs, F6 is
// Pause (as in VS Code): the cycle gives way and is disabled. GUI thread only.

#include "session/SessionController.h"

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;
class QWidget;

namespace wave::studio {

class PaneCycle : public QObject {
    Q_OBJECT
public:
    // `editor` gives the current editor; `toolbar` is the focus selector (a pane while it is
    // enabled).
    PaneCycle(QMainWindow* window, widgets::SessionController* session,
              std::function<QWidget*()> editor, QWidget* toolbar);

    void populateMenu(QMenu* menu);
    QAction* nextAction() const { return next_; }
    QAction* previousAction() const { return previous_; }

    // The panes on screen in cycle order (tests).
    QList<QWidget*> panes() const;
    // Moves the focus to the next (or previous) pane.
    void cycle(bool forward);

protected:
    // F6 and Shift+F6 pressed in the window (Pause, enabled only while a kernel runs, takes
    // F6 first as its shortcut).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    static QWidget* focusTarget(QWidget* pane);

    QMainWindow* window_;
    std::function<QWidget*()> editor_;
    QWidget* toolbar_;
    QAction* next_ = nullptr;
    QAction* previous_ = nullptr;
};

} // namespace wave::studio
