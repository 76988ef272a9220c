#pragma once
// A QTableView for the snapshot models: SnapshotCellDelegate painting, fonts and row heights
// that follow the view scale, and colours from a ViewPalette. The concrete views (registers,
// waves, divergence stack, device memory) derive from it. GUI thread only.

#include "views/SnapshotCellDelegate.h"
#include "views/ViewStyle.h"

#include <QTableView>

#include <vector>

namespace wave::widgets {

class SnapshotTableView : public QTableView {
    Q_OBJECT
public:
    explicit SnapshotTableView(QWidget* parent = nullptr);

    // A list of whole-row items (waves, frames): row selection, no editing, no row numbers.
    void configureAsList();
    void setScale(double scale);
    void setViewPalette(const ViewPalette& palette);
    const ViewStyle& style() const { return style_; }
    SnapshotCellDelegate* cellDelegate() const { return delegate_; }
    // Columns as wide as their contents and titles; where they do not all fit the viewport,
    // `column` (an instruction's text, say) gives up the difference down to its title's
    // width, its text elided (the tooltip has it whole). -1: contents widths only.
    void setElasticColumn(int column);
    // Fits the columns again (the data changed): as wide as their contents, the elastic one
    // (if any) narrowed to the viewport.
    void fitColumnsToView();
    // The width that shows every column without scrolling: whole, or the elastic one at its
    // least.
    int wholeWidthForColumns() const;
    int leastWidthForColumns() const;
    // Said in the middle of the view while it has no cells (before a session, say), as the
    // other views say why they are empty; none by default.
    void setEmptyText(const QString& text);
    const QString& emptyText() const { return emptyText_; }

protected:
    // Re-applies fonts, row heights and colours; subclasses extend it (column widths).
    virtual void applyStyle();
    bool viewportEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

    ViewStyle style_;
    SnapshotCellDelegate* delegate_ = nullptr;

private:
    // What each column's contents and title need, and the elastic column's least.
    std::vector<int> wantedWidths() const;
    int elasticLeast() const;
    int widthFor(std::vector<int> columns) const; // with the frame and a vertical scroll bar

    int elastic_ = -1;
    QString emptyText_;
};

} // namespace wave::widgets
