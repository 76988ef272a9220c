#pragma once
// The application's look: the Fusion style everywhere (so screenshots and CI look like the
// desktop), with a light or dark palette when asked for, the system palette otherwise.

#include <QString>

class QApplication;

namespace wave::studio {

class AppTheme {
public:
    // `name` is "light", "dark" or empty (keep the platform palette).
    static void apply(QApplication& app, const QString& name);
};

} // namespace wave::studio
