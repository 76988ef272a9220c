#include "views/BarrierBoardView.h"

#include "models/MaskText.h"
#include "models/VerdictText.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <map>

namespace wave::widgets {

using debug::WaveReport;
using debug::WaveStatus;

BarrierBoardView::BarrierBoardView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void BarrierBoardView::setSnapshot(Snapshot snapshot) {
    snapshot_ = std::move(snapshot);
    board_ = {};
    sentences_.clear();
    culprits_.clear();
    lines_.clear();
    divergence_ = false;
    if (snapshot_) {
        board_ = snapshot_->board; // core's SnapshotBuilder::board, in every snapshot
        const auto& stop = snapshot_->stop;
        if (stop && stop->verdict &&
            (stop->reason == debug::StopReason::Deadlock ||
             stop->reason == debug::StopReason::BarrierDivergence)) {
            sentences_ = VerdictText::sentences(*stop->verdict);
            culprits_ = stop->verdict->culprits;
            divergence_ = stop->reason == debug::StopReason::BarrierDivergence;
            lines_ = verdictLines(*snapshot_);
        }
    }
    relayout();
    updateGeometry();
    update();
}

QList<std::uint32_t> BarrierBoardView::verdictLines(const debug::MachineSnapshot& snapshot) {
    const auto& stop = snapshot.stop;
    if (!stop || !stop->verdict ||
        (stop->reason != debug::StopReason::Deadlock &&
         stop->reason != debug::StopReason::BarrierDivergence))
        return {};
    return VerdictText::lines(*stop->verdict);
}

void BarrierBoardView::setFocusWave(std::uint32_t wave) {
    focusWave_ = wave;
    update();
}

void BarrierBoardView::setScale(double scale) {
    style_.scale = ViewStyle::clampScale(scale);
    relayout();
    updateGeometry();
    update();
}

void BarrierBoardView::setViewPalette(const ViewPalette& palette) {
    style_.palette = palette;
    update();
}

QString BarrierBoardView::verdictText() const {
    return sentences_.join(QLatin1Char('\n'));
}

QRect BarrierBoardView::chipRect(std::uint32_t wave) const {
    for (const Item& i : items_)
        if (i.kind == ItemKind::Chip && i.wave == wave)
            return i.rect;
    return {};
}

QRect BarrierBoardView::goToLineRect(std::uint32_t line) const {
    for (const Item& i : items_)
        if (i.kind == ItemKind::GoToLine && i.line == line)
            return i.rect;
    return {};
}

QColor BarrierBoardView::statusColor(WaveStatus status) const {
    const ViewPalette& pal = style_.palette;
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

QString BarrierBoardView::statusText(const WaveReport& r) const {
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

std::vector<BarrierBoardView::Item> BarrierBoardView::layoutItems(int width) const {
    std::vector<Item> items;
    if (!snapshot_)
        return items;
    const int m = style_.px(10);
    const int inner = std::max(width - 2 * m, style_.px(200));
    int y = m;

    if (!sentences_.empty()) {
        const int pad = style_.px(10);
        const QFontMetrics title(style_.font(14, true));
        const QFontMetrics body(style_.font(13));
        const QFontMetrics button(style_.font(12, true));
        Item banner{ItemKind::Banner, {}, {}, {}, 0, 0, WaveStatus::Ready, 0, false};
        const int top = y;
        y += pad;
        Item t{ItemKind::BannerTitle,
               QRect(m + pad, y, inner - 2 * pad, title.height()),
               divergence_ ? tr("Barrier divergence") : tr("Deadlock"),
               {},
               0,
               0,
               WaveStatus::Ready,
               0,
               false};
        items.push_back(t);
        y += title.height() + style_.px(4);
        for (const QString& text : sentences_) {
            const QRect r =
                body.boundingRect(QRect(0, 0, inner - 2 * pad, 100000), Qt::TextWordWrap, text);
            items.push_back(Item{ItemKind::BannerText,
                                 QRect(m + pad, y, inner - 2 * pad, r.height()),
                                 text,
                                 {},
                                 0,
                                 0,
                                 WaveStatus::Ready,
                                 0,
                                 false});
            y += r.height() + style_.px(4);
        }
        y += style_.px(4);
        int x = m + pad;
        for (std::uint32_t line : lines_) {
            const QString label = tr("Go to line %1").arg(line);
            const int w = button.horizontalAdvance(label) + style_.px(20);
            const int h = button.height() + style_.px(10);
            if (x + w > m + inner - pad && x > m + pad) {
                x = m + pad;
                y += h + style_.px(6);
            }
            items.push_back(Item{ItemKind::GoToLine,
                                 QRect(x, y, w, h),
                                 label,
                                 {},
                                 0,
                                 line,
                                 WaveStatus::Ready,
                                 0,
                                 false});
            x += w + style_.px(8);
        }
        if (!lines_.isEmpty())
            y += button.height() + style_.px(10);
        y += pad;
        banner.rect = QRect(m, top, inner, y - top);
        items.insert(items.begin(), banner);
        y += style_.px(12);
    }

    // Title
    std::uint32_t waiting = 0;
    for (const WaveReport& r : board_.waves)
        waiting += r.status == WaveStatus::AtBarrier ? 1 : 0;
    const QFontMetrics titleFm(style_.font(13, true));
    items.push_back(
        Item{ItemKind::Title, QRect(m, y, inner, titleFm.height()),
             tr("workgroup (%1,%2,%3)")
                 .arg(snapshot_->workgroupId.x)
                 .arg(snapshot_->workgroupId.y)
                 .arg(snapshot_->workgroupId.z),
             tr("%1 of %2 waves wait at a barrier").arg(waiting).arg(board_.waves.size()), 0, 0,
             WaveStatus::Ready, 0, false});
    y += titleFm.height() + style_.px(10);

    const int chipW = style_.px(150);
    const int chipH = style_.px(50);
    const int chipGap = style_.px(8);
    auto flow = [&](const std::vector<const WaveReport*>& waves) {
        int x = m;
        for (const WaveReport* r : waves) {
            if (x + chipW > m + inner && x > m) {
                x = m;
                y += chipH + chipGap;
            }
            const bool culprit =
                std::find(culprits_.begin(), culprits_.end(), r->wave) != culprits_.end();
            items.push_back(Item{ItemKind::Chip, QRect(x, y, chipW, chipH),
                                 tr("wave %1").arg(r->wave), statusText(*r), r->wave, r->line,
                                 r->status, r->activeMask, culprit});
            x += chipW + chipGap;
        }
        if (!waves.empty())
            y += chipH + style_.px(14);
    };

    // One group per barrier instruction, in line order.
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<const WaveReport*>> groups;
    std::vector<const WaveReport*> elsewhere;
    for (const WaveReport& r : board_.waves) {
        if (r.status == WaveStatus::AtBarrier)
            groups[{r.line, r.pc}].push_back(&r);
        else
            elsewhere.push_back(&r);
    }
    const QFontMetrics headFm(style_.font(12, true));
    for (const auto& [key, waves] : groups) {
        const QString where =
            key.first ? tr("Barrier at line %1").arg(key.first)
                      : tr("Barrier at pc 0x%1").arg(key.second, 4, 16, QLatin1Char('0'));
        items.push_back(
            Item{ItemKind::GroupHeader, QRect(m, y, inner, headFm.height()), where,
                 tr("%1 of %2 waves arrived").arg(waves.size()).arg(board_.waves.size()), 0,
                 key.first, WaveStatus::AtBarrier, 0, false});
        y += headFm.height() + style_.px(6);
        flow(waves);
    }
    if (!elsewhere.empty()) {
        items.push_back(Item{ItemKind::Section,
                             QRect(m, y, inner, headFm.height()),
                             groups.empty() ? tr("Waves") : tr("Elsewhere"),
                             {},
                             0,
                             0,
                             WaveStatus::Ready,
                             0,
                             false});
        y += headFm.height() + style_.px(6);
        flow(elsewhere);
    }
    // Bottom margin marker: an empty title item keeps heightForWidth simple.
    items.push_back(
        Item{ItemKind::Section, QRect(m, y, 0, 0), {}, {}, 0, 0, WaveStatus::Ready, 0, false});
    return items;
}

void BarrierBoardView::relayout() {
    items_ = layoutItems(QWidget::width());
}

int BarrierBoardView::heightForWidth(int width) const {
    const auto items = layoutItems(width);
    return items.empty() ? style_.px(60) : items.back().rect.bottom() + style_.px(10);
}

QSize BarrierBoardView::sizeHint() const {
    const int w = style_.px(520);
    return QSize(w, heightForWidth(w));
}

void BarrierBoardView::resizeEvent(QResizeEvent*) {
    relayout();
}

const BarrierBoardView::Item* BarrierBoardView::itemAt(const QPoint& pos) const {
    for (const Item& i : items_)
        if ((i.kind == ItemKind::Chip || i.kind == ItemKind::GoToLine ||
             i.kind == ItemKind::GroupHeader) &&
            i.rect.contains(pos))
            return &i;
    return nullptr;
}

void BarrierBoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton)
        return;
    const Item* i = itemAt(event->position().toPoint());
    if (!i)
        return;
    if (i->kind == ItemKind::Chip)
        emit waveActivated(i->wave);
    else if (i->line)
        emit lineActivated(i->line);
}

void BarrierBoardView::mouseDoubleClickEvent(QMouseEvent* event) {
    const Item* i = itemAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && i && i->kind == ItemKind::Chip && i->line)
        emit lineActivated(i->line);
}

void BarrierBoardView::mouseMoveEvent(QMouseEvent* event) {
    const Item* i = itemAt(event->position().toPoint());
    setCursor(i ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (i && i->kind == ItemKind::Chip)
        setToolTip(tr("wave %1: %2\nClick to focus the wave, double-click to show its line")
                       .arg(i->wave)
                       .arg(i->detail));
    else if (i && i->line)
        setToolTip(tr("Go to line %1").arg(i->line));
    else
        setToolTip(QString());
}

} // namespace wave::widgets
