#pragma once
// The main window's geometry and dock layout, kept in QSettings ("window/geometry",
// "window/state") from one session to the next.

#include "workbench/ViewDocks.h"

#include <QByteArray>

class QMainWindow;

namespace wave::studio {

class WindowSettings {
public:
    // Restores the dock layout, and the geometry too unless `geometry` is false (an explicit
    // --size wins). True when a saved dock layout was applied.
    static bool restore(QMainWindow& window, bool geometry);
    // A first start (no saved geometry) on a screen too small for the window's size with a
    // title bar, e.g. 1280x800 on a 1280x800 laptop, maximises the window instead of letting the
    // status bar and the bottom docks' tabs fall off the screen.
    static void fitScreen(QMainWindow& window);
    // Keeps the window's geometry and `layout`, a state saved with kStateVersion (the user's
    // layout, which is not the window's own state during a presentation).
    static void save(const QMainWindow& window, const QByteArray& layout);

    // Bumped when the docks change in a way an old layout cannot describe, or when an old
    // default layout hid what the new one shows (2: the registers beside the editor at
    // 1280x800).
    static constexpr int kStateVersion = widgets::ViewDocks::kLayoutVersion;
};

} // namespace wave::studio
