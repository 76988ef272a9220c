#include "workbench/WindowRegistry.h"

#include <QDockWidget>
#include <QWidget>

#include <algorithm>

namespace wave::widgets {

WindowRegistry::WindowRegistry(QWidget* window) : QObject(window) {}

WindowRegistry* WindowRegistry::of(QWidget* window) {
    // By its class, not by a name: there is one registry per window.
    if (auto* registry = window->findChild<WindowRegistry*>(QString(), Qt::FindDirectChildrenOnly))
        return registry;
    return new WindowRegistry(window);
}

bool WindowRegistry::addPart(const QMetaObject* kind, std::string_view name, QObject* part) {
    if (!part || containsPart(kind, part))
        return false;
    auto same = [&](const Entry& e) { return e.kind == kind && e.name == name; };
    const auto it = std::find_if(entries_.begin(), entries_.end(), same);
    if (it != entries_.end()) {
        if (it->part)
            return false; // one part per id
        entries_.erase(it);
    }
    part->setObjectName(QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())));
    entries_.push_back({kind, name, part});
    return true;
}

bool WindowRegistry::add(DockId id, QDockWidget* dock, DockRole role) {
    if (!add(id, dock))
        return false;
    entries_.back().role = role;
    return true;
}

QObject* WindowRegistry::findPart(const QMetaObject* kind, std::string_view name) const {
    for (const Entry& e : entries_)
        if (e.kind == kind && e.name == name)
            return e.part.data();
    return nullptr;
}

bool WindowRegistry::containsPart(const QMetaObject* kind, const QObject* part) const {
    return std::any_of(entries_.begin(), entries_.end(),
                       [&](const Entry& e) { return e.kind == kind && e.part.data() == part; });
}

QList<QObject*> WindowRegistry::allParts(const QMetaObject* kind) const {
    QList<QObject*> parts;
    for (const Entry& e : entries_)
        if (e.kind == kind && e.part)
            parts << e.part.data();
    return parts;
}

WindowRegistry::DockRole WindowRegistry::role(const QDockWidget* dock) const {
    for (const Entry& e : entries_)
        if (e.kind == &QDockWidget::staticMetaObject && e.part.data() == dock)
            return e.role;
    return DockRole::Tool;
}

} // namespace wave::widgets
