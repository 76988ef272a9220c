#include "WindowSettings.h"

#include <QMainWindow>
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

void WindowSettings::save(const QMainWindow& window, const QByteArray& layout) {
    QSettings settings;
    settings.setValue(kGeometry, window.saveGeometry());
    settings.setValue(kState, layout);
}

} // namespace wave::studio
