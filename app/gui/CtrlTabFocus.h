#pragma once
// Ctrl+Tab and Ctrl+Shift+Tab move the keyboard focus on from the widgets that keep plain Tab
// for themselves: the code editor (Tab indents) and tables (Tab goes to the next cell, and so
// did Ctrl+Tab: the Registers table held the focus for good). Where the documents are several
// tabs, Ctrl+Tab in the editor still switches them (QTabWidget's own key). An event filter on
// the application, as WheelGuard, so every dock present or future follows it. GUI thread only.

#include <QObject>

namespace wave::studio {

class CtrlTabFocus : public QObject {
    Q_OBJECT
public:
    // A child of the application, as its event filter (MainWindow installs one).
    explicit CtrlTabFocus(QObject* parent) : QObject(parent) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace wave::studio
