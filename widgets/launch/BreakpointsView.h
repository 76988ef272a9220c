#pragma once
// The Breakpoints dock's contents: every breakpoint of the session (the gutter shows only
// lines) in a BreakpointsModel table, with a toolbar to add the kinds the gutter cannot
// (barrier arrival and release, divergence, reconvergence, memory watches), remove them and
// enable or disable them all. Check boxes enable, the condition is edited in place (one that
// does not parse is refused with its column under the table), Delete removes the selected rows, and
// double-clicking a line breakpoint asks to show the line.
//
// GUI thread only.

#include "launch/BreakpointsModel.h"

#include <QWidget>

class QAction;
class QLabel;
class QTableView;
class QToolButton;

namespace wave::widgets {

class BreakpointsView : public QWidget {
    Q_OBJECT
public:
    explicit BreakpointsView(SessionController* controller, QWidget* parent = nullptr);

    BreakpointsModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    // The "Add" button's menu entries, by object name: addBarrierArrival, addBarrierRelease,
    // addDivergence, addReconvergence, addWatch.
    QAction* addAction(const QString& objectName) const;

public slots:
    void removeSelected();
    void removeAll();
    void setAllEnabled(bool enabled);
    // Opens the watch range dialog and adds what it accepts.
    void addWatch();

signals:
    // A line breakpoint was double-clicked: show `line` in the editor.
    void lineActivated(int line);

private:
    QToolButton* button(const QString& objectName, const QString& text, const QString& tip);
    void addKind(debug::BreakpointKind kind);
    void updateButtons();
    void fitDescriptions();

    BreakpointsModel* model_;
    QTableView* table_;
    QToolButton* add_ = nullptr;
    QToolButton* remove_ = nullptr;
    QToolButton* removeAll_ = nullptr;
    QToolButton* enableAll_ = nullptr;
    QToolButton* disableAll_ = nullptr;
    QLabel* error_ = nullptr; // why a typed condition was refused
};

} // namespace wave::widgets
