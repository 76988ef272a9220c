#pragma once
// A QTableView for the snapshot models: SnapshotCellDelegate painting, fonts and row heights
// that follow the view scale, and colours from a ViewPalette. The concrete views (registers,
// waves, divergence stack, device memory) derive from it. GUI thread only.

#include "views/SnapshotCellDelegate.h"
#include "views/ViewStyle.h"

#include <QTableView>

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

protected:
    // Re-applies fonts, row heights and colours; subclasses extend it (column widths).
    virtual void applyStyle();

    ViewStyle style_;
    SnapshotCellDelegate* delegate_ = nullptr;
};

} // namespace wave::widgets
