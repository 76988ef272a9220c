#include "WindowSettings.h"

#include <QMainWindow>
#include <QScreen>
#include <QSettings>

namespace wave::studio {

namespace {

const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");

} // namespace

bool WindowSettings::restore(QMainWindow& window, bool geometry) {
    const QSettings settings;
    if (geometry && settings.contains(kGeometry))
        window.restoreGeometry(settings.value(kGeometry).toByteArray());
    return settings.contains(kState) &&
           window.restoreState(settings.value(kState).toByteArray(), kStateVersion);
}

void WindowSettings::fitScreen(QMainWindow& window) {
    const QScreen* screen = window.screen();
    if (screen == nullptr || QSettings().contains(kGeometry))
        return;
    // The window manager's frame is unknown until the window is shown: allow for a title bar
    // and a border.
    constexpr int kFrameWidth = 8;
    constexpr int kFrameHeight = 40;
    const QRect room = screen->availableGeometry();
    if (window.width() + kFrameWidth > room.width() ||
        window.height() + kFrameHeight > room.height())
        window.setWindowState(window.windowState() | Qt::WindowMaximized);
}

void WindowSettings::save(const QMainWindow& window, const QByteArray& layout) {
    QSettings settings;
    settings.setValue(kGeometry, window.saveGeometry());
    settings.setValue(kState, layout);
}

} // namespace wave::studio
