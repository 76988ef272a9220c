#pragma once
// Draws the cells of the snapshot tables (registers, waves, divergence stack, device memory,
// bank conflicts) from the model roles: changed values on a highlight, inactive lanes dimmed,
// the focused lane outlined, masks as lane strips, coalescing efficiency as a swatch of
// EfficiencyScale's colour, and optional in-cell bars. Painting is
// direct (no QStyle round trip) so a 1024-lane register grid repaints within a frame.

#include "views/ViewStyle.h"

#include <QStyledItemDelegate>

namespace wave::widgets {

class SnapshotCellDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit SnapshotCellDelegate(QObject* parent = nullptr);

    void setViewStyle(const ViewStyle& style);
    const ViewStyle& viewStyle() const { return style_; }
    void setMonospace(bool on);
    // Draw a bar behind the number in `column` (RawValueRole / max), e.g. conflict degrees.
    void setBarColumn(int column, double max) {
        barColumn_ = column;
        barMax_ = max;
    }
    // FocusRole as an outline around each cell (a lane column) or as a tinted row with a bar
    // on its first cell (a wave in a list).
    enum class FocusStyle { Outline, Row };
    void setFocusStyle(FocusStyle style) { focusStyle_ = style; }
    int rowHeight() const;
    // The room an efficiency swatch takes before a cell's text (EfficiencyRole).
    int swatchWidth() const;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // A text cut to its column is shown whole in the tooltip, above the model's own.
    bool helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                   const QModelIndex& index) override;

private:
    void paintMask(QPainter* p, const QRect& r, const QModelIndex& index) const;
    void updateFonts();
    // The rectangle a cell's text is drawn in (after the swatch of an EfficiencyRole cell),
    // and whether `text` is cut there.
    QRect textRect(const QRect& cell, bool swatch) const;
    bool cut(const QString& text, const QRect& cell, bool bold, bool swatch) const;
    QRect swatchRect(const QRect& cell) const;
    static constexpr int kSwatch = 12;

    ViewStyle style_;
    bool mono_ = true;
    // Fonts and metrics are built once per style: building a QFont per cell would dominate
    // the repaint of a large grid.
    QFont font_;
    QFont bold_;
    QFontMetrics metrics_{QFont()};
    QFontMetrics boldMetrics_{QFont()};
    FocusStyle focusStyle_ = FocusStyle::Outline;
    int barColumn_ = -1;
    double barMax_ = 1;
};

} // namespace wave::widgets
