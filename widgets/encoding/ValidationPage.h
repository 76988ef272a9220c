#pragma once
// The Encoding lab's validation page: a layout chosen in a list, and the table of what it
// cannot hold (LayoutValidator): each variant of the instruction table that does not encode and
// why, then the fields that overlap and the bits no field covers. GUI thread only.

#include "encoding/LabLayouts.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;

namespace wave::widgets {

class ValidationPage : public QWidget {
    Q_OBJECT
public:
    explicit ValidationPage(const LabLayouts* layouts, QWidget* parent = nullptr);

    // The list changed (a layout was loaded or given an opcode header).
    void layoutsChanged();
    bool selectLayout(const QString& name);

    QComboBox* layoutBox() const { return layoutBox_; }
    QTableWidget* table() const { return table_; }
    QLabel* summary() const { return summary_; }

private:
    void validate();

    const LabLayouts* layouts_;
    QComboBox* layoutBox_;
    QLabel* summary_;
    QTableWidget* table_;
};

} // namespace wave::widgets
