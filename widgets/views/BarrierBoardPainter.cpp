#include "views/BarrierBoardPainter.h"

#include <QPainterPath>

#include <algorithm>

namespace wave::widgets {

using debug::WaveStatus;
using Item = BarrierBoardItem;
using Kind = BarrierBoardItem::Kind;

BarrierBoardPainter::BarrierBoardPainter(const ViewStyle& style, std::uint32_t focusWave,
                                         std::uint32_t waveWidth)
    : style_(style), focusWave_(focusWave), waveWidth_(waveWidth) {}

QColor BarrierBoardPainter::statusColor(const ViewPalette& pal, WaveStatus status) {
    switch (status) {
    case WaveStatus::Ready:
        return pal.lane(LaneStatus::Active);
    case WaveStatus::AtBarrier:
        return pal.wait;
    case WaveStatus::Finished:
        return pal.lane(LaneStatus::Halted);
    case WaveStatus::Faulted:
        return pal.fault;
    }
    return pal.mutedText;
}

void BarrierBoardPainter::paint(QPainter& p, const std::vector<Item>& items) const {
    const ViewPalette& pal = style_.palette;
    for (const Item& item : items) {
        switch (item.kind) {
        case Kind::Banner: {
            p.setRenderHint(QPainter::Antialiasing, true);
            p.setPen(QPen(pal.bannerBorder, style_.pxf(1.5)));
            p.setBrush(pal.bannerBackground);
            p.drawRoundedRect(QRectF(item.rect).adjusted(0.5, 0.5, -0.5, -0.5), style_.pxf(6),
                              style_.pxf(6));
            p.setRenderHint(QPainter::Antialiasing, false);
            p.fillRect(QRect(item.rect.left(), item.rect.top() + style_.px(6), style_.px(4),
                             item.rect.height() - style_.px(12)),
                       pal.bannerBorder);
            break;
        }
        case Kind::BannerTitle:
            p.setFont(style_.font(14, true));
            p.setPen(pal.bannerBorder == pal.bannerText ? pal.bannerText : pal.bannerBorder);
            p.drawText(item.rect, Qt::AlignLeft | Qt::AlignVCenter, item.text);
            break;
        case Kind::BannerText:
            p.setFont(style_.font(13));
            p.setPen(pal.bannerText);
            p.drawText(item.rect, Qt::AlignLeft | Qt::TextWordWrap, item.text);
            break;
        case Kind::GoToLine: {
            p.setRenderHint(QPainter::Antialiasing, true);
            p.setPen(QPen(pal.accent, style_.line()));
            p.setBrush(pal.background);
            const double r = item.rect.height() / 2.0;
            p.drawRoundedRect(QRectF(item.rect).adjusted(0.5, 0.5, -0.5, -0.5), r, r);
            p.setRenderHint(QPainter::Antialiasing, false);
            p.setFont(style_.font(12, true));
            p.setPen(pal.accent);
            p.drawText(item.rect, Qt::AlignCenter, item.text);
            break;
        }
        case Kind::Title: {
            p.setFont(style_.font(13, true));
            p.setPen(pal.text);
            p.drawText(item.rect, Qt::AlignLeft | Qt::AlignVCenter, item.text);
            const int w = QFontMetrics(p.font()).horizontalAdvance(item.text);
            p.setFont(style_.font(12));
            p.setPen(pal.mutedText);
            p.drawText(item.rect.adjusted(w + style_.px(10), 0, 0, 0),
                       Qt::AlignLeft | Qt::AlignVCenter, item.detail);
            break;
        }
        case Kind::Section:
            p.setFont(style_.font(12, true));
            p.setPen(pal.mutedText);
            p.drawText(item.rect, Qt::AlignLeft | Qt::AlignVCenter, item.text);
            break;
        case Kind::GroupHeader: {
            p.setFont(style_.font(12, true));
            p.setPen(pal.text);
            const QFontMetrics fm(p.font());
            const QRect dot(item.rect.left(), item.rect.center().y() - style_.px(4), style_.px(8),
                            style_.px(8));
            p.fillRect(dot, pal.wait);
            const QRect textRect = item.rect.adjusted(style_.px(14), 0, 0, 0);
            p.setPen(pal.accent);
            p.drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter, item.text);
            const int w = fm.horizontalAdvance(item.text);
            p.setFont(style_.font(12));
            p.setPen(pal.mutedText);
            p.drawText(textRect.adjusted(w + style_.px(10), 0, 0, 0),
                       Qt::AlignLeft | Qt::AlignVCenter, item.detail);
            break;
        }
        case Kind::Chip:
            paintChip(p, item);
            break;
        }
    }
}

void BarrierBoardPainter::paintChip(QPainter& p, const Item& item) const {
    const ViewPalette& pal = style_.palette;
    const QRectF r = QRectF(item.rect).adjusted(0.5, 0.5, -0.5, -0.5);
    const double radius = style_.pxf(6);
    const bool focused = item.wave == focusWave_;
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setBrush(item.culprit ? pal.bannerBackground : pal.surface);
    QPen border(item.culprit ? pal.bannerBorder : (focused ? pal.accent : pal.grid),
                (item.culprit || focused) ? style_.pxf(2) : style_.line());
    p.setPen(border);
    p.drawRoundedRect(r, radius, radius);
    // State colour bar on the left.
    QPainterPath bar;
    const QRectF barRect(r.left(), r.top(), style_.pxf(5), r.height());
    bar.addRoundedRect(barRect, radius / 2, radius / 2);
    p.fillPath(bar, statusColor(pal, item.status));
    p.setRenderHint(QPainter::Antialiasing, false);

    const int pad = style_.px(10);
    const QRect text = item.rect.adjusted(pad + style_.px(3), style_.px(5), -pad, -style_.px(5));
    p.setPen(pal.text);
    p.setFont(style_.font(12, true));
    const QFontMetrics fm(p.font());
    p.drawText(QRect(text.left(), text.top(), text.width(), fm.height()),
               Qt::AlignLeft | Qt::AlignVCenter, item.text);
    p.setFont(style_.font(11));
    p.setPen(item.culprit ? pal.bannerText : pal.mutedText);
    const QFontMetrics small(p.font());
    p.drawText(QRect(text.left(), text.top() + fm.height(), text.width(), small.height()),
               Qt::AlignLeft | Qt::AlignVCenter,
               small.elidedText(item.detail, Qt::ElideRight, text.width()));
    // The active mask as a thin strip along the bottom.
    const std::uint32_t width = waveWidth_;
    const int stripY = item.rect.bottom() - style_.px(7);
    const double cellW = double(text.width()) / std::max<std::uint32_t>(width, 1);
    for (std::uint32_t l = 0; l < width && l < 64; ++l) {
        const bool on = (item.mask >> l) & 1u;
        const QRectF c(text.left() + l * cellW, stripY, std::max(1.0, cellW - 1), style_.pxf(3));
        p.fillRect(c, on ? pal.lane(LaneStatus::Active) : pal.grid);
    }
}

} // namespace wave::widgets
