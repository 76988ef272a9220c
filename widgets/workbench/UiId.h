#pragma once
// A typed id for a part of a main window (a dock, an action, a menu, a toolbar), in the spirit
// of Qt Creator's Core::Id: code names a part by a constant that the layer owning the part
// declares once (WorkbenchIds.h, app/gui/StudioIds.h), and finds it through the window's
// WindowRegistry, never by an objectName string. The parameter is the part's Qt class: a
// lookup returns that class, and an action's id cannot be used to look for a dock.
//
// The name is the objectName the registry gives the part. QMainWindow::saveState() stores the
// objectNames of docks and toolbars, so a name must never change: a saved layout would stop
// restoring.

#include <QString>

#include <string_view>

class QAction;
class QDockWidget;
class QMenu;
class QToolBar;

namespace wave::widgets {

template <class Part>
class UiId {
public:
    constexpr explicit UiId(std::string_view name) : name_(name) {}

    constexpr std::string_view name() const { return name_; }
    QString objectName() const {
        return QString::fromLatin1(name_.data(), static_cast<qsizetype>(name_.size()));
    }

    friend constexpr bool operator==(UiId a, UiId b) { return a.name_ == b.name_; }

private:
    std::string_view name_;
};

using DockId = UiId<QDockWidget>;
using ActionId = UiId<QAction>;
using MenuId = UiId<QMenu>;
using ToolBarId = UiId<QToolBar>;

} // namespace wave::widgets
