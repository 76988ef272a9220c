#include "views/EfficiencyScale.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace wave::widgets {

namespace {

// Okabe-Ito blue, bluish green, orange and vermilion.
constexpr std::array<QRgb, EfficiencyScale::kBands> kLight = {0x0067A8, 0x00786A, 0xA85800,
                                                              0xC0281C};
constexpr std::array<QRgb, EfficiencyScale::kBands> kDark = {0x56B4E9, 0x3FC8A4, 0xE69F00,
                                                             0xFF7F50};

double luminance(const QColor& c) {
    auto lin = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}

} // namespace

int EfficiencyScale::band(double efficiency) {
    if (efficiency >= 0.9)
        return 0;
    if (efficiency >= 0.5)
        return 1;
    if (efficiency >= 0.25)
        return 2;
    return 3;
}

QColor EfficiencyScale::fill(int band, bool dark) {
    const auto i = static_cast<std::size_t>(std::clamp(band, 0, kBands - 1));
    return QColor::fromRgb(dark ? kDark[i] : kLight[i]);
}

QColor EfficiencyScale::text(int, bool dark) {
    return dark ? QColor(Qt::black) : QColor(Qt::white);
}

QString EfficiencyScale::bandRange(int band) {
    switch (band) {
    case 0:
        return tr("90–100% (coalesced)");
    case 1:
        return tr("50–90%");
    case 2:
        return tr("25–50%");
    default:
        return tr("below 25% (scattered)");
    }
}

QString EfficiencyScale::legendHtml(bool dark) {
    QString html;
    for (int b = 0; b < kBands; ++b) {
        if (b)
            html += QStringLiteral("<br>");
        html += QStringLiteral("<span style=\"background-color:%1;color:%2\">&nbsp;&nbsp;&nbsp;"
                               "</span>&nbsp;%3")
                    .arg(fill(b, dark).name(), text(b, dark).name(), bandRange(b).toHtmlEscaped());
    }
    return html;
}

QString EfficiencyScale::inlineLegendHtml(bool dark) {
    QString html;
    for (int b = 0; b < kBands; ++b)
        html +=
            QStringLiteral("%1<span style=\"background-color:%2;color:%3\">&nbsp;%4&nbsp;</span>")
                .arg(b ? QStringLiteral("&nbsp;&nbsp; ") : QString(), fill(b, dark).name(),
                     text(b, dark).name(), bandRange(b).toHtmlEscaped());
    return html;
}

double EfficiencyScale::contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace wave::widgets
