#pragma once
// The main window's geometry and dock layout, kept in QSettings ("window/geometry",
// "window/state") from one session to the next.

class QMainWindow;

namespace wave::studio {

class WindowSettings {
public:
    // Restores the dock layout, and the geometry too unless `geometry` is false (an explicit
    // --size wins). True when a saved dock layout was applied.
    static bool restore(QMainWindow& window, bool geometry);
    static void save(const QMainWindow& window);

    // Bumped when the docks change in a way an old layout cannot describe.
    static constexpr int kStateVersion = 1;
};

} // namespace wave::studio
