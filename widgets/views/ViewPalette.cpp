#include "views/ViewPalette.h"

namespace wave::widgets {

namespace {

void setLanes(ViewPalette& p, QColor active, QColor offThen, QColor offElse, QColor broken,
              QColor continued, QColor halted, QColor notLaunched, QColor atBarrier,
              QColor inactive) {
    p.lanes[static_cast<std::size_t>(LaneStatus::Active)] = active;
    p.lanes[static_cast<std::size_t>(LaneStatus::OffInThen)] = offThen;
    p.lanes[static_cast<std::size_t>(LaneStatus::OffInElse)] = offElse;
    p.lanes[static_cast<std::size_t>(LaneStatus::Broken)] = broken;
    p.lanes[static_cast<std::size_t>(LaneStatus::Continued)] = continued;
    p.lanes[static_cast<std::size_t>(LaneStatus::Halted)] = halted;
    p.lanes[static_cast<std::size_t>(LaneStatus::NotLaunched)] = notLaunched;
    p.lanes[static_cast<std::size_t>(LaneStatus::AtBarrier)] = atBarrier;
    p.lanes[static_cast<std::size_t>(LaneStatus::Inactive)] = inactive;
}

} // namespace

ViewPalette ViewPalette::light() {
    ViewPalette p;
    p.theme = Theme::Light;
    p.background = QColor(0xff, 0xff, 0xff);
    p.surface = QColor(0xf3, 0xf4, 0xf6);
    p.text = QColor(0x1f, 0x23, 0x28);
    p.mutedText = QColor(0x5d, 0x65, 0x6e);
    p.grid = QColor(0xd0, 0xd7, 0xde);
    p.accent = QColor(0x09, 0x69, 0xda);
    p.changed = QColor(0xff, 0xf1, 0xa8);
    p.changedStrong = QColor(0xd4, 0x8a, 0x00);
    setLanes(p, QColor(0x00, 0x9e, 0x73), QColor(0x00, 0x72, 0xb2), QColor(0x56, 0xb4, 0xe9),
             QColor(0xd5, 0x5e, 0x00), QColor(0xe6, 0x9f, 0x00), QColor(0x4d, 0x4d, 0x4d),
             QColor(0xe4, 0xe7, 0xeb), QColor(0xcc, 0x79, 0xa7), QColor(0xa8, 0xb0, 0xb8));
    p.readCold = QColor(0xdb, 0xea, 0xfe);
    p.readHot = QColor(0x1d, 0x4e, 0xd8);
    p.writeCold = QColor(0xfe, 0xe2, 0xd5);
    p.writeHot = QColor(0xb4, 0x23, 0x18);
    p.trafficCold = QColor(0xfe, 0xf3, 0xc7);
    p.trafficHot = QColor(0xc2, 0x41, 0x0c);
    p.conflictCold = QColor(0xf3, 0xe8, 0xff);
    p.conflictHot = QColor(0x7e, 0x22, 0xce);
    p.race = QColor(0xd1, 0x24, 0x2f);
    p.run = QColor(0x00, 0x9e, 0x73);
    p.runLow = QColor(0xb7, 0xe4, 0xd4);
    p.wait = QColor(0xe6, 0x9f, 0x00);
    p.event = QColor(0x00, 0x72, 0xb2);
    p.fault = QColor(0xd1, 0x24, 0x2f);
    p.scrubber = QColor(0x09, 0x69, 0xda);
    p.bannerBackground = QColor(0xff, 0xeb, 0xe9);
    p.bannerBorder = QColor(0xd1, 0x24, 0x2f);
    p.bannerText = QColor(0x1f, 0x23, 0x28);
    p.barFill = QColor(0x09, 0x69, 0xda);
    p.barTrack = QColor(0xea, 0xee, 0xf2);
    return p;
}

ViewPalette ViewPalette::dark() {
    ViewPalette p;
    p.theme = Theme::Dark;
    p.background = QColor(0x0d, 0x11, 0x17);
    p.surface = QColor(0x1b, 0x21, 0x29);
    p.text = QColor(0xe6, 0xed, 0xf3);
    p.mutedText = QColor(0x9a, 0xa4, 0xae);
    p.grid = QColor(0x30, 0x36, 0x3d);
    p.accent = QColor(0x58, 0xa6, 0xff);
    p.changed = QColor(0x4a, 0x3a, 0x05);
    p.changedStrong = QColor(0xe3, 0xb3, 0x41);
    setLanes(p, QColor(0x1f, 0xbf, 0x8f), QColor(0x3b, 0x8e, 0xd8), QColor(0x7c, 0xc8, 0xf2),
             QColor(0xf0, 0x74, 0x1a), QColor(0xf2, 0xb7, 0x1f), QColor(0x6e, 0x76, 0x81),
             QColor(0x21, 0x26, 0x2d), QColor(0xd9, 0x8f, 0xc0), QColor(0x48, 0x4f, 0x58));
    p.readCold = QColor(0x16, 0x2d, 0x4f);
    p.readHot = QColor(0x79, 0xb8, 0xff);
    p.writeCold = QColor(0x4a, 0x1e, 0x14);
    p.writeHot = QColor(0xff, 0x7b, 0x5c);
    p.trafficCold = QColor(0x3d, 0x2c, 0x05);
    p.trafficHot = QColor(0xff, 0xc6, 0x3a);
    p.conflictCold = QColor(0x2e, 0x1a, 0x47);
    p.conflictHot = QColor(0xd2, 0xa8, 0xff);
    p.race = QColor(0xff, 0x5c, 0x5c);
    p.run = QColor(0x1f, 0xbf, 0x8f);
    p.runLow = QColor(0x17, 0x4a, 0x3c);
    p.wait = QColor(0xf2, 0xb7, 0x1f);
    p.event = QColor(0x7c, 0xc8, 0xf2);
    p.fault = QColor(0xff, 0x5c, 0x5c);
    p.scrubber = QColor(0x58, 0xa6, 0xff);
    p.bannerBackground = QColor(0x3c, 0x14, 0x16);
    p.bannerBorder = QColor(0xff, 0x5c, 0x5c);
    p.bannerText = QColor(0xf6, 0xe7, 0xe7);
    p.barFill = QColor(0x58, 0xa6, 0xff);
    p.barTrack = QColor(0x21, 0x26, 0x2d);
    return p;
}

ViewPalette ViewPalette::highContrast() {
    // For projectors: white ground, black ink, saturated fills and thick lines.
    ViewPalette p;
    p.theme = Theme::HighContrast;
    p.background = QColor(0xff, 0xff, 0xff);
    p.surface = QColor(0xff, 0xff, 0xff);
    p.text = QColor(0x00, 0x00, 0x00);
    p.mutedText = QColor(0x1a, 0x1a, 0x1a);
    p.grid = QColor(0x00, 0x00, 0x00);
    p.accent = QColor(0x00, 0x33, 0xcc);
    p.changed = QColor(0xff, 0xee, 0x00);
    p.changedStrong = QColor(0x00, 0x00, 0x00);
    setLanes(p, QColor(0x00, 0x8a, 0x3e), QColor(0x00, 0x3f, 0xbf), QColor(0x00, 0xa6, 0xff),
             QColor(0xe0, 0x30, 0x00), QColor(0xff, 0xa5, 0x00), QColor(0x40, 0x40, 0x40),
             QColor(0xf2, 0xf2, 0xf2), QColor(0xa0, 0x00, 0x80), QColor(0x80, 0x80, 0x80));
    p.readCold = QColor(0xcc, 0xe0, 0xff);
    p.readHot = QColor(0x00, 0x2a, 0xa8);
    p.writeCold = QColor(0xff, 0xd6, 0xcc);
    p.writeHot = QColor(0xa8, 0x00, 0x00);
    p.trafficCold = QColor(0xff, 0xf0, 0x99);
    p.trafficHot = QColor(0xb3, 0x30, 0x00);
    p.conflictCold = QColor(0xeb, 0xd6, 0xff);
    p.conflictHot = QColor(0x5c, 0x00, 0xa8);
    p.race = QColor(0xff, 0x00, 0x00);
    p.run = QColor(0x00, 0x8a, 0x3e);
    p.runLow = QColor(0x99, 0xd6, 0xb3);
    p.wait = QColor(0xff, 0xa5, 0x00);
    p.event = QColor(0x00, 0x3f, 0xbf);
    p.fault = QColor(0xff, 0x00, 0x00);
    p.scrubber = QColor(0x00, 0x33, 0xcc);
    p.bannerBackground = QColor(0xff, 0xff, 0x00);
    p.bannerBorder = QColor(0x00, 0x00, 0x00);
    p.bannerText = QColor(0x00, 0x00, 0x00);
    p.barFill = QColor(0x00, 0x33, 0xcc);
    p.barTrack = QColor(0xdd, 0xdd, 0xdd);
    p.lineWidth = 2.0;
    return p;
}

ViewPalette ViewPalette::forTheme(Theme theme) {
    switch (theme) {
    case Theme::Light:
        return light();
    case Theme::Dark:
        return dark();
    case Theme::HighContrast:
        return highContrast();
    }
    return light();
}

ViewPalette ViewPalette::forQtPalette(const QPalette& palette) {
    const int window = palette.color(QPalette::Window).lightness();
    const int text = palette.color(QPalette::WindowText).lightness();
    if ((window <= 16 && text >= 240) || (window >= 250 && text <= 8))
        return highContrast();
    return window < 128 ? dark() : light();
}

QColor ViewPalette::textOn(const QColor& fill) {
    // Relative luminance (sRGB approximated by gamma 2.2) against the mid point.
    auto lin = [](int c) {
        const double v = c / 255.0;
        return v * v; // close enough to pick black or white
    };
    const double y =
        0.2126 * lin(fill.red()) + 0.7152 * lin(fill.green()) + 0.0722 * lin(fill.blue());
    return y > 0.18 ? QColor(0, 0, 0) : QColor(0xff, 0xff, 0xff);
}

QPalette ViewPalette::qtPalette(QPalette p) const {
    p.setColor(QPalette::Base, background);
    p.setColor(QPalette::AlternateBase, surface);
    p.setColor(QPalette::Window, surface);
    p.setColor(QPalette::Button, surface);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::PlaceholderText, mutedText);
    p.setColor(QPalette::Highlight, accent);
    p.setColor(QPalette::HighlightedText, textOn(accent));
    p.setColor(QPalette::Light, mix(surface, background, 0.5));
    p.setColor(QPalette::Midlight, mix(surface, grid, 0.5));
    p.setColor(QPalette::Mid, grid);
    p.setColor(QPalette::Dark, mix(grid, text, 0.3));
    return p;
}

QColor ViewPalette::mix(const QColor& a, const QColor& b, double t) {
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    auto m = [t](int x, int y) { return static_cast<int>(x + (y - x) * t + 0.5); };
    return QColor(m(a.red(), b.red()), m(a.green(), b.green()), m(a.blue(), b.blue()),
                  m(a.alpha(), b.alpha()));
}

} // namespace wave::widgets
