#include "encoding/FieldColors.h"

#include <array>
#include <utility>

namespace wave::widgets {

namespace {

// Hues far apart for the fields that sit next to each other in most layouts (opcode, the
// registers, the modifier); -1: grey.
constexpr std::array<std::pair<const char*, int>, 16> kHues{{
    {"opcode", 210},
    {"rd", 120},
    {"rs1", 30},
    {"rs2", 280},
    {"rs3", 340},
    {"rs4", 60},
    {"modifier", 0},
    {"scope", 175},
    {"pred", 250},
    {"pred_neg", 300},
    {"pred_en", 225},
    {"flags", 45},
    {"imm", 90},
    {"format", 195},
    {"signal", 15},
    {"reserved", -1},
}};

int hueOf(const QString& role) {
    for (const auto& [name, hue] : kHues)
        if (role == QLatin1String(name))
            return hue;
    return -1;
}

} // namespace

QColor FieldColors::fill(const QString& role, const ViewPalette& palette) {
    const int hue = hueOf(role);
    const bool dark = palette.theme == ViewPalette::Theme::Dark;
    if (hue < 0)
        return dark ? QColor(0x4a, 0x4a, 0x4a) : QColor(0xdd, 0xdd, 0xdd);
    if (palette.theme == ViewPalette::Theme::HighContrast)
        return QColor::fromHsv(hue, 200, 255);
    return dark ? QColor::fromHsv(hue, 150, 120) : QColor::fromHsv(hue, 70, 250);
}

QColor FieldColors::text(const QString& role, const ViewPalette& palette) {
    return ViewPalette::textOn(fill(role, palette));
}

} // namespace wave::widgets
