#pragma once
// Rows of coloured bit fields, one per layout (or per decoded word): on the left the row's
// title and format, on the right its words in hex and a box per field (name over value, a
// width that grows with the field's bits), or in the error colour why it cannot be encoded.
// Colours from FieldColors (the same field has the same colour in every row), sizes from the
// views' scale (classroom mode). A click selects a row. GUI thread only.

#include "encoding/LabRows.h"
#include "views/ViewStyle.h"

#include <QList>
#include <QWidget>

namespace wave::widgets {

class FieldRowsView : public QWidget {
    Q_OBJECT
public:
    explicit FieldRowsView(QWidget* parent = nullptr);

    void setRows(const QList<LabRow>& rows);
    const QList<LabRow>& rows() const { return rows_; }
    // The row whose title is `title` (a layout name); -1 when none.
    int indexOf(const QString& title) const;
    // Selects the row titled `title`, now and in the rows set later (false: none now).
    bool selectRow(const QString& title);
    int selectedRow() const { return selected_; }
    // Where row `index` is drawn (for tests and scrolling to it).
    QRect rowRect(int index) const;

    void setViewPalette(const ViewPalette& palette);
    void setScale(double scale);
    const ViewStyle& style() const { return style_; }

    QSize sizeHint() const override;

signals:
    void rowSelected(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    int rowHeight() const;
    int titleWidth() const;
    int fieldWidth(const LabField& f) const;

    QList<LabRow> rows_;
    int selected_ = -1;
    QString selectedTitle_;
    ViewStyle style_;
};

} // namespace wave::widgets
