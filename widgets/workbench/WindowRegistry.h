#pragma once
// The parts of one main window by their typed ids (UiId.h): the docks, actions, menus and
// toolbars that code elsewhere needs, in the spirit of Qt Creator's ActionManager. The part
// that makes a dock or an action registers it; a part that needs it looks it up by id and gets
// its Qt class back. No code finds a dock or a menu by an objectName string.
//
// Registering names the part after its id (its objectName): what QMainWindow::saveState()
// stores for docks and toolbars, and what tests find. A dock may be registered as showing
// results (the Portability grid): the arrangement of the debugger views groups it with them.
// GUI thread only.

#include "workbench/UiId.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <string_view>
#include <vector>

class QWidget;

namespace wave::widgets {

class WindowRegistry : public QObject {
    Q_OBJECT
public:
    // What a dock shows, for where the arrangement puts it.
    enum class DockRole { Tool, Results };

    // The registry of `window`, made as its child on first use.
    static WindowRegistry* of(QWidget* window);

    // Registers `part` under `id` and gives it the id's name as its objectName. Refused (false,
    // nothing changes) when the id names another part that still exists, or `part` is null.
    template <class Part>
    bool add(UiId<Part> id, Part* part) {
        return addPart(&Part::staticMetaObject, id.name(), part);
    }
    bool add(DockId id, QDockWidget* dock, DockRole role);

    // The part registered under `id`; null when there is none (or it was deleted).
    template <class Part>
    Part* find(UiId<Part> id) const {
        return static_cast<Part*>(findPart(&Part::staticMetaObject, id.name()));
    }
    // Whether `part` is registered (under any id of its kind).
    template <class Part>
    bool contains(const Part* part) const {
        return part && containsPart(&Part::staticMetaObject, part);
    }
    // The registered parts of one kind, in the order they were registered.
    template <class Part>
    QList<Part*> all() const {
        QList<Part*> parts;
        for (QObject* o : allParts(&Part::staticMetaObject))
            parts << static_cast<Part*>(o);
        return parts;
    }

    DockRole role(const QDockWidget* dock) const;

private:
    explicit WindowRegistry(QWidget* window);

    struct Entry {
        const QMetaObject* kind;
        std::string_view name;
        QPointer<QObject> part;
        DockRole role = DockRole::Tool;
    };

    bool addPart(const QMetaObject* kind, std::string_view name, QObject* part);
    QObject* findPart(const QMetaObject* kind, std::string_view name) const;
    bool containsPart(const QMetaObject* kind, const QObject* part) const;
    QList<QObject*> allParts(const QMetaObject* kind) const;

    std::vector<Entry> entries_;
};

} // namespace wave::widgets
