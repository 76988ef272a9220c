#pragma once
// The title bar of a debugger dock: the title, a "⋮" menu button (export and view options,
// filled on demand), and the float and close buttons. A right-click anywhere on the bar opens
// the same menu. Mouse presses it does not use go to the QDockWidget, so dragging and
// double-click docking work as with the native title bar. GUI thread only.

#include <QWidget>

#include <functional>

class QDockWidget;
class QLabel;
class QMenu;
class QToolButton;

namespace wave::widgets {

class DockTitleBar : public QWidget {
    Q_OBJECT
public:
    // `fill` adds the dock's actions to an empty menu each time it opens.
    using MenuFiller = std::function<void(QMenu* menu)>;

    DockTitleBar(QDockWidget* dock, MenuFiller fill);

    QToolButton* menuButton() const { return menuButton_; }
    // Fills and returns the menu (also what the button shows); for tests.
    QMenu* menu();
    // Scales the title font and buttons (classroom mode).
    void setScale(double scale);
    // A short warning after the title (empty: none), e.g. that the source changed since the
    // run the dock shows; `toolTip` says more.
    void setNote(const QString& note, const QString& toolTip = QString());
    QString note() const;

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void updateButtons();
    void updateNoteColor();

    QDockWidget* dock_;
    MenuFiller fill_;
    QLabel* title_ = nullptr;
    QLabel* note_ = nullptr;
    QMenu* menu_ = nullptr;
    QToolButton* menuButton_ = nullptr;
    QToolButton* floatButton_ = nullptr;
    QToolButton* closeButton_ = nullptr;
    double scale_ = 1.0;
};

} // namespace wave::widgets
