#include "views/BarrierBoardLayout.h"

#include <QFontMetrics>

#include <algorithm>
#include <map>

namespace wave::widgets {

using debug::WaveReport;
using debug::WaveStatus;
using Item = BarrierBoardItem;
using Kind = BarrierBoardItem::Kind;

QString BarrierBoardLayout::statusText(const WaveReport& r) {
    const QString where =
        r.line ? tr("line %1").arg(r.line) : tr("pc 0x%1").arg(r.pc, 4, 16, QLatin1Char('0'));
    switch (r.status) {
    case WaveStatus::Ready:
        return tr("ready at %1").arg(where);
    case WaveStatus::AtBarrier:
        return tr("waiting at %1").arg(where);
    case WaveStatus::Finished:
        return tr("finished at %1").arg(where);
    case WaveStatus::Faulted:
        return tr("faulted at %1").arg(where);
    }
    return where;
}

std::vector<BarrierBoardItem> BarrierBoardLayout::items(const Content& c, const ViewStyle& style,
                                                        int width) {
    std::vector<Item> items;
    const int m = style.px(10);
    const int inner = std::max(width - 2 * m, style.px(200));
    int y = m;

    if (!c.sentences.empty()) {
        const int pad = style.px(10);
        const QFontMetrics title(style.font(14, true));
        const QFontMetrics body(style.font(13));
        const QFontMetrics button(style.font(12, true));
        Item banner{Kind::Banner, {}, {}, {}, 0, 0, WaveStatus::Ready, 0, false};
        const int top = y;
        y += pad;
        Item t{Kind::BannerTitle,
               QRect(m + pad, y, inner - 2 * pad, title.height()),
               c.divergence ? tr("Barrier divergence") : tr("Deadlock"),
               {},
               0,
               0,
               WaveStatus::Ready,
               0,
               false};
        items.push_back(t);
        y += title.height() + style.px(4);
        for (const QString& text : c.sentences) {
            const QRect r =
                body.boundingRect(QRect(0, 0, inner - 2 * pad, 100000), Qt::TextWordWrap, text);
            items.push_back(Item{Kind::BannerText,
                                 QRect(m + pad, y, inner - 2 * pad, r.height()),
                                 text,
                                 {},
                                 0,
                                 0,
                                 WaveStatus::Ready,
                                 0,
                                 false});
            y += r.height() + style.px(4);
        }
        y += style.px(4);
        int x = m + pad;
        for (std::uint32_t line : c.lines) {
            const QString label = tr("Go to line %1").arg(line);
            const int w = button.horizontalAdvance(label) + style.px(20);
            const int h = button.height() + style.px(10);
            if (x + w > m + inner - pad && x > m + pad) {
                x = m + pad;
                y += h + style.px(6);
            }
            items.push_back(Item{Kind::GoToLine,
                                 QRect(x, y, w, h),
                                 label,
                                 {},
                                 0,
                                 line,
                                 WaveStatus::Ready,
                                 0,
                                 false});
            x += w + style.px(8);
        }
        if (!c.lines.isEmpty())
            y += button.height() + style.px(10);
        y += pad;
        banner.rect = QRect(m, top, inner, y - top);
        items.insert(items.begin(), banner);
        y += style.px(12);
    }

    // Title
    std::uint32_t waiting = 0;
    for (const WaveReport& r : c.board.waves)
        waiting += r.status == WaveStatus::AtBarrier ? 1 : 0;
    const QFontMetrics titleFm(style.font(13, true));
    items.push_back(
        Item{Kind::Title, QRect(m, y, inner, titleFm.height()),
             tr("workgroup (%1,%2,%3)").arg(c.workgroup.x).arg(c.workgroup.y).arg(c.workgroup.z),
             tr("%1 of %2 waves wait at a barrier").arg(waiting).arg(c.board.waves.size()), 0, 0,
             WaveStatus::Ready, 0, false});
    y += titleFm.height() + style.px(10);

    const int chipW = style.px(150);
    const int chipH = style.px(50);
    const int chipGap = style.px(8);
    auto flow = [&](const std::vector<const WaveReport*>& waves) {
        int x = m;
        for (const WaveReport* r : waves) {
            if (x + chipW > m + inner && x > m) {
                x = m;
                y += chipH + chipGap;
            }
            const bool culprit =
                std::find(c.culprits.begin(), c.culprits.end(), r->wave) != c.culprits.end();
            items.push_back(Item{Kind::Chip, QRect(x, y, chipW, chipH), tr("wave %1").arg(r->wave),
                                 statusText(*r), r->wave, r->line, r->status, r->activeMask,
                                 culprit});
            x += chipW + chipGap;
        }
        if (!waves.empty())
            y += chipH + style.px(14);
    };

    // One group per barrier instruction, in line order.
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<const WaveReport*>> groups;
    std::vector<const WaveReport*> elsewhere;
    for (const WaveReport& r : c.board.waves) {
        if (r.status == WaveStatus::AtBarrier)
            groups[{r.line, r.pc}].push_back(&r);
        else
            elsewhere.push_back(&r);
    }
    const QFontMetrics headFm(style.font(12, true));
    for (const auto& [key, waves] : groups) {
        const QString where =
            key.first ? tr("Barrier at line %1").arg(key.first)
                      : tr("Barrier at pc 0x%1").arg(key.second, 4, 16, QLatin1Char('0'));
        items.push_back(
            Item{Kind::GroupHeader, QRect(m, y, inner, headFm.height()), where,
                 tr("%1 of %2 waves arrived").arg(waves.size()).arg(c.board.waves.size()), 0,
                 key.first, WaveStatus::AtBarrier, 0, false});
        y += headFm.height() + style.px(6);
        flow(waves);
    }
    if (!elsewhere.empty()) {
        items.push_back(Item{Kind::Section,
                             QRect(m, y, inner, headFm.height()),
                             groups.empty() ? tr("Waves") : tr("Elsewhere"),
                             {},
                             0,
                             0,
                             WaveStatus::Ready,
                             0,
                             false});
        y += headFm.height() + style.px(6);
        flow(elsewhere);
    }
    // Bottom margin marker: an empty title item keeps heightForWidth simple.
    items.push_back(
        Item{Kind::Section, QRect(m, y, 0, 0), {}, {}, 0, 0, WaveStatus::Ready, 0, false});
    return items;
}

} // namespace wave::widgets
