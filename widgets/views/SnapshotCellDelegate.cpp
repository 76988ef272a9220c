#include "views/SnapshotCellDelegate.h"

#include "models/DivergenceStackModel.h"
#include "models/LaneStatus.h"
#include "models/ModelRoles.h"
#include "views/EfficiencyScale.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace wave::widgets {

SnapshotCellDelegate::SnapshotCellDelegate(QObject* parent) : QStyledItemDelegate(parent) {
    updateFonts();
}

void SnapshotCellDelegate::setViewStyle(const ViewStyle& style) {
    style_ = style;
    updateFonts();
}

void SnapshotCellDelegate::setMonospace(bool on) {
    mono_ = on;
    updateFonts();
}

void SnapshotCellDelegate::updateFonts() {
    font_ = mono_ ? style_.mono(12) : style_.font(12);
    bold_ = mono_ ? style_.mono(12, true) : style_.font(12, true);
    metrics_ = QFontMetrics(font_);
    boldMetrics_ = QFontMetrics(bold_);
}

int SnapshotCellDelegate::rowHeight() const {
    return metrics_.height() + style_.px(6);
}

namespace {

struct Fitted {
    QString text;
    bool elided = false;
};

// What of `text` fits `width`: all of it, a hex value without its 0x (before any digit goes),
// or the text elided.
Fitted fitted(const QString& text, int width, const QFontMetrics& fm) {
    if (fm.horizontalAdvance(text) <= width)
        return {text};
    if (text.startsWith(QLatin1String("0x")) && fm.horizontalAdvance(text.mid(2)) <= width)
        return {text.mid(2)};
    return {fm.elidedText(text, Qt::ElideRight, width), true};
}

} // namespace

QRect SnapshotCellDelegate::textRect(const QRect& cell, bool swatch) const {
    return cell.adjusted(style_.px(5) + (swatch ? swatchWidth() : 0), 0, -style_.px(5), 0);
}

int SnapshotCellDelegate::swatchWidth() const {
    return style_.px(kSwatch + 4);
}

QRect SnapshotCellDelegate::swatchRect(const QRect& cell) const {
    return QRect(cell.left() + style_.px(4), cell.top() + style_.px(3), style_.px(kSwatch),
                 cell.height() - style_.px(6));
}

bool SnapshotCellDelegate::cut(const QString& text, const QRect& cell, bool bold,
                               bool swatch) const {
    return fitted(text, textRect(cell, swatch).width(), bold ? boldMetrics_ : metrics_).elided;
}

bool SnapshotCellDelegate::helpEvent(QHelpEvent* event, QAbstractItemView* view,
                                     const QStyleOptionViewItem& option, const QModelIndex& index) {
    if (event->type() != QEvent::ToolTip || !index.isValid() || index.data(MaskRole).isValid())
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty() || !cut(text, option.rect, index.data(ChangedRole).toBool(),
                               index.data(EfficiencyRole).isValid()))
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    const QString own = index.data(Qt::ToolTipRole).toString();
    QToolTip::showText(event->globalPos(), own.isEmpty() ? text : text + QLatin1Char('\n') + own,
                       view);
    return true;
}

QSize SnapshotCellDelegate::sizeHint(const QStyleOptionViewItem&, const QModelIndex& index) const {
    if (index.data(MaskRole).isValid()) {
        const int lanes = std::max(1, index.data(MaskWidthRole).toInt());
        return QSize(lanes * style_.px(5) + style_.px(8), rowHeight());
    }
    const QString text = index.data(Qt::DisplayRole).toString();
    const int swatch = index.data(EfficiencyRole).isValid() ? swatchWidth() : 0;
    return QSize(boldMetrics_.horizontalAdvance(text) + style_.px(14) + swatch, rowHeight());
}

void SnapshotCellDelegate::paintMask(QPainter* p, const QRect& r, const QModelIndex& index) const {
    const ViewPalette& pal = style_.palette;
    const auto mask = index.data(MaskRole).toULongLong();
    const QVariant existsV = index.data(MaskExistsRole);
    const std::uint64_t exists = existsV.isValid() ? existsV.toULongLong() : ~std::uint64_t{0};
    const int lanes = std::clamp(index.data(MaskWidthRole).toInt(), 1, 64);
    const QByteArray statuses = index.data(LaneStatusListRole).toByteArray();
    const QVariant colorV = index.data(MaskColorRole);
    const QColor on =
        pal.lane(colorV.isValid() ? static_cast<LaneStatus>(colorV.toInt()) : LaneStatus::Active);
    const QColor off = ViewPalette::mix(pal.surface, pal.lane(LaneStatus::Inactive), 0.55);
    const QRect area = r.adjusted(style_.px(4), style_.px(4), -style_.px(4), -style_.px(4));
    const double cellW = double(area.width()) / lanes;
    const double gap = cellW >= 4 ? 1.0 : 0.0;
    for (int l = 0; l < lanes; ++l) {
        QColor c;
        if (!((exists >> l) & 1u))
            c = pal.lane(LaneStatus::NotLaunched);
        else if (l < statuses.size())
            c = pal.lane(static_cast<LaneStatus>(statuses[l]));
        else
            c = ((mask >> l) & 1u) ? on : off;
        p->fillRect(
            QRectF(area.left() + l * cellW, area.top(), std::max(1.0, cellW - gap), area.height()),
            c);
    }
}

void SnapshotCellDelegate::paint(QPainter* p, const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const {
    const ViewPalette& pal = style_.palette;
    const QRect r = option.rect;
    const bool selected = option.state & QStyle::State_Selected;
    const bool changed = index.data(ChangedRole).toBool();
    const QVariant statusV = index.data(LaneStatusRole);
    const bool dim =
        statusV.isValid() && static_cast<LaneStatus>(statusV.toInt()) != LaneStatus::Active;
    const QVariant changeV = index.data(FrameChangeRole);
    const auto frameChange = changeV.isValid()
                                 ? static_cast<DivergenceStackModel::FrameChange>(changeV.toInt())
                                 : DivergenceStackModel::FrameChange::None;
    const bool popped = frameChange == DivergenceStackModel::FrameChange::Popped;

    QColor bg = dim || popped ? pal.surface : pal.background;
    if (changed && !popped)
        bg = pal.changed;
    if (index.data(RaceRole).toBool())
        bg = ViewPalette::mix(bg, pal.race, 0.12);
    const QVariant efficiencyV = index.data(EfficiencyRole);
    const int efficiencyBand =
        efficiencyV.isValid() ? EfficiencyScale::band(efficiencyV.toDouble()) : -1;
    const bool darkFills = pal.theme == ViewPalette::Theme::Dark;
    const bool focus = index.data(FocusRole).toBool();
    if (focus && focusStyle_ == FocusStyle::Row && !changed)
        bg = ViewPalette::mix(bg, pal.accent, 0.12);
    if (selected)
        bg = ViewPalette::mix(bg, pal.accent, 0.28);
    p->fillRect(r, bg);
    // Efficiency is a swatch of the scale's colour before the text, as in the legend: a cell
    // filled with it (white on blue for "coalesced") would read as a selected row.
    if (efficiencyBand >= 0)
        p->fillRect(swatchRect(r), EfficiencyScale::fill(efficiencyBand, darkFills));

    if (index.column() == barColumn_ && barMax_ > 0) {
        const double v = index.data(RawValueRole).toDouble();
        if (v > 1) {
            const double t = std::clamp(v / barMax_, 0.0, 1.0);
            QRect bar = r.adjusted(style_.px(2), style_.px(3), -style_.px(2), -style_.px(3));
            bar.setWidth(std::max(style_.px(2), int(bar.width() * t)));
            bar.moveRight(r.right() - style_.px(2));
            p->fillRect(bar, ViewPalette::mix(bg, pal.conflictHot, 0.35 + 0.45 * t));
        }
    }

    if (index.data(MaskRole).isValid()) {
        paintMask(p, r, index);
    } else {
        const QString text = index.data(Qt::DisplayRole).toString();
        if (!text.isEmpty()) {
            const bool bold = changed && !popped;
            p->setFont(bold ? bold_ : font_);
            const QFontMetrics& fm = bold ? boldMetrics_ : metrics_;
            QColor fg = dim || popped ? pal.mutedText : pal.text;
            if (index.data(RaceRole).toBool() && !text.isEmpty() && !text.at(0).isDigit())
                fg = pal.race;
            p->setPen(fg);
            const QVariant alignV = index.data(Qt::TextAlignmentRole);
            const Qt::Alignment align = alignV.isValid() ? Qt::Alignment(alignV.toInt())
                                                         : (Qt::AlignLeft | Qt::AlignVCenter);
            const QRect textRect = this->textRect(r, efficiencyBand >= 0);
            const Fitted fit = fitted(text, textRect.width(), fm);
            p->drawText(textRect, int(align), fit.text);
            const int textWidth = fm.horizontalAdvance(fit.text);
            if (popped) {
                const int y = r.center().y();
                p->fillRect(QRect(textRect.left(), y, std::min(textRect.width(), textWidth),
                                  std::max(1, style_.px(1))),
                            pal.mutedText);
            }
        }
    }
    if (frameChange == DivergenceStackModel::FrameChange::Pushed && index.column() == 0)
        p->fillRect(QRect(r.left(), r.top(), style_.px(3), r.height()), pal.changedStrong);
    if (focus && focusStyle_ == FocusStyle::Outline) {
        p->setPen(QPen(pal.accent, style_.pxf(1.5)));
        p->setBrush(Qt::NoBrush);
        p->drawRect(QRectF(r).adjusted(0.75, 0.75, -0.75, -0.75));
    } else if (focus && index.column() == 0) {
        p->fillRect(QRect(r.left(), r.top(), style_.px(3), r.height()), pal.accent);
    }
    // Hairline grid.
    p->fillRect(QRect(r.left(), r.bottom(), r.width(), 1), pal.grid);
    p->fillRect(QRect(r.right(), r.top(), 1, r.height()), pal.grid);
}

} // namespace wave::widgets
