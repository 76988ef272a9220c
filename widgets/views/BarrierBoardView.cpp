#include "views/BarrierBoardView.h"

#include "views/BarrierBoardLayout.h"
#include "views/BarrierBoardPainter.h"

#include "models/VerdictText.h"

#include "debug/session/EditedLines.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace wave::widgets {

using Kind = BarrierBoardItem::Kind;

BarrierBoardView::BarrierBoardView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void BarrierBoardView::setSnapshot(Snapshot snapshot) {
    snapshot_ = std::move(snapshot);
    rebuild();
}

void BarrierBoardView::setLineMap(std::shared_ptr<const debug::EditLineMap> map) {
    lineMap_ = std::move(map);
    rebuild();
}

void BarrierBoardView::rebuild() {
    board_ = {};
    sentences_.clear();
    culprits_.clear();
    lines_.clear();
    divergence_ = false;
    if (snapshot_) {
        const debug::EditLineMap unchanged;
        const debug::EditLineMap& map = lineMap_ ? *lineMap_ : unchanged;
        // core's SnapshotBuilder::board, in every snapshot
        board_ = debug::EditedLines::board(snapshot_->board, map);
        const auto& stop = snapshot_->stop;
        if (stop && stop->verdict &&
            (stop->reason == debug::StopReason::Deadlock ||
             stop->reason == debug::StopReason::BarrierDivergence)) {
            const debug::Verdict verdict = debug::EditedLines::verdict(*stop->verdict, map);
            sentences_ = VerdictText::sentences(verdict);
            culprits_ = verdict.culprits;
            divergence_ = stop->reason == debug::StopReason::BarrierDivergence;
            lines_ = VerdictText::lines(verdict);
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
    for (const BarrierBoardItem& i : items_)
        if (i.kind == Kind::Chip && i.wave == wave)
            return i.rect;
    return {};
}

std::uint32_t BarrierBoardView::runLine(std::uint32_t shown) const {
    return lineMap_ ? lineMap_->toRun(shown) : shown;
}

QString BarrierBoardView::chipStatus(std::uint32_t wave) const {
    for (const BarrierBoardItem& i : items_)
        if (i.kind == Kind::Chip && i.wave == wave)
            return i.detail;
    return {};
}

QRect BarrierBoardView::goToLineRect(std::uint32_t line) const {
    for (const BarrierBoardItem& i : items_)
        if (i.kind == Kind::GoToLine && i.line == line)
            return i.rect;
    return {};
}

std::vector<BarrierBoardItem> BarrierBoardView::layoutItems(int width) const {
    if (!snapshot_)
        return {};
    return BarrierBoardLayout::items(
        {snapshot_->workgroupId, board_, sentences_, culprits_, divergence_, lines_}, style_,
        width);
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

const BarrierBoardItem* BarrierBoardView::itemAt(const QPoint& pos) const {
    for (const BarrierBoardItem& i : items_)
        if ((i.kind == Kind::Chip || i.kind == Kind::GoToLine || i.kind == Kind::GroupHeader) &&
            i.rect.contains(pos))
            return &i;
    return nullptr;
}

void BarrierBoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton)
        return;
    const BarrierBoardItem* i = itemAt(event->position().toPoint());
    if (!i)
        return;
    if (i->kind == Kind::Chip)
        emit waveActivated(i->wave);
    else if (i->line)
        emit lineActivated(runLine(i->line));
}

void BarrierBoardView::mouseDoubleClickEvent(QMouseEvent* event) {
    const BarrierBoardItem* i = itemAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && i && i->kind == Kind::Chip && i->line)
        emit lineActivated(runLine(i->line));
}

void BarrierBoardView::mouseMoveEvent(QMouseEvent* event) {
    const BarrierBoardItem* i = itemAt(event->position().toPoint());
    setCursor(i ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (i && i->kind == Kind::Chip)
        setToolTip(tr("wave %1: %2\nClick to focus the wave, double-click to show its line")
                       .arg(i->wave)
                       .arg(i->detail));
    else if (i && i->line)
        setToolTip(tr("Go to line %1").arg(i->line));
    else
        setToolTip(QString());
}

void BarrierBoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const ViewPalette& pal = style_.palette;
    p.fillRect(rect(), pal.background);
    if (!snapshot_) {
        p.setPen(pal.mutedText);
        p.setFont(style_.font(12));
        p.drawText(rect(), Qt::AlignCenter, tr("No workgroup is running"));
        return;
    }
    BarrierBoardPainter(style_, focusWave_, snapshot_->waveWidth).paint(p, items_);
}

} // namespace wave::widgets
