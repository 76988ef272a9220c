#pragma once
// The application's look: the Fusion style everywhere (so screenshots and CI look like the
// desktop), with the platform's palette ("system"), or a light, dark or high-contrast one.

#include <QString>
#include <QStringList>

class QApplication;

namespace wave::studio {

class AppTheme {
public:
    // The theme names, as stored in the settings and accepted by --theme.
    static QStringList names(); // system, light, dark, high-contrast
    static bool isValid(const QString& name);

    // `name` is one of names(); empty means "system" (the platform palette). Can be called
    // again at run time to switch.
    static void apply(QApplication& app, const QString& name);
    // The theme last applied ("system" before any).
    static QString current();
};

} // namespace wave::studio
