#include "AppTheme.h"

#include <QApplication>
#include <QPalette>
#include <QStyleFactory>

namespace wave::studio {

namespace {

struct PaletteColors {
    QRgb window, text, base, alternateBase, button, disabled, placeholder, link;
};

// Both palettes derive their 3-D shades (light, mid, dark, shadow) from the button and window
// colours, then set the roles the Fusion style paints with.
QPalette makePalette(const PaletteColors& c) {
    QPalette p{QColor(c.button), QColor(c.window)};
    p.setColor(QPalette::WindowText, QColor(c.text));
    p.setColor(QPalette::Base, QColor(c.base));
    p.setColor(QPalette::AlternateBase, QColor(c.alternateBase));
    p.setColor(QPalette::Text, QColor(c.text));
    p.setColor(QPalette::ButtonText, QColor(c.text));
    p.setColor(QPalette::ToolTipBase, QColor(c.base));
    p.setColor(QPalette::ToolTipText, QColor(c.text));
    p.setColor(QPalette::PlaceholderText, QColor(c.placeholder));
    p.setColor(QPalette::Link, QColor(c.link));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xd8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    for (QPalette::ColorRole role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(c.disabled));
    return p;
}

constexpr PaletteColors kLight{0xf3f4f6, 0x1f2328, 0xffffff, 0xf6f8fa,
                               0xf3f4f6, 0x8c959f, 0x6e7781, 0x0969da};
constexpr PaletteColors kDark{0x2b2d31, 0xdfe1e5, 0x1e2024, 0x25272b,
                              0x33363b, 0x6e7681, 0x8b949e, 0x6cb6ff};
// White on black, yellow links, and frames drawn in white (the 3-D shades), so every edge and
// text stands out.
constexpr PaletteColors kHighContrast{0x000000, 0xffffff, 0x000000, 0x1c1c1c,
                                      0x000000, 0xb0b0b0, 0xc8c8c8, 0xffff00};

QPalette highContrastPalette() {
    QPalette p = makePalette(kHighContrast);
    p.setColor(QPalette::Highlight, QColor(0x1a, 0xeb, 0xff));
    p.setColor(QPalette::HighlightedText, Qt::black);
    for (QPalette::ColorRole role :
         {QPalette::Light, QPalette::Midlight, QPalette::Mid, QPalette::Dark, QPalette::Shadow})
        p.setColor(role, Qt::white);
    return p;
}

QString& currentName() {
    static QString name = QStringLiteral("system");
    return name;
}

} // namespace

QStringList AppTheme::names() {
    return {QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark"),
            QStringLiteral("high-contrast")};
}

bool AppTheme::isValid(const QString& name) {
    return name.isEmpty() || names().contains(name);
}

void AppTheme::apply(QApplication& app, const QString& name) {
    // The platform's palette, as the Fusion style shows it, taken before any theme replaces it.
    static bool styled = false;
    static QPalette system;
    if (!styled) {
        app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        system = QApplication::palette();
        styled = true;
    }
    if (name == QLatin1String("dark"))
        app.setPalette(makePalette(kDark));
    else if (name == QLatin1String("light"))
        app.setPalette(makePalette(kLight));
    else if (name == QLatin1String("high-contrast"))
        app.setPalette(highContrastPalette());
    else if (currentName() != QLatin1String("system"))
        app.setPalette(system); // back from another theme; untouched at start-up
    currentName() = name.isEmpty() ? QStringLiteral("system") : name;
}

QString AppTheme::current() {
    return currentName();
}

} // namespace wave::studio
