#pragma once
// The Watch dock's contents: a table of watch expressions over a WatchModel (which it owns),
// with Add / Remove buttons. Expressions are edited in place (double-click or F2, or type in
// the last row); Delete removes the selected rows.
//
// GUI thread only.

#include "launch/WatchModel.h"

#include <QWidget>

class QTableView;
class QToolButton;

namespace wave::widgets {

class WatchView : public QWidget {
    Q_OBJECT
public:
    explicit WatchView(QWidget* parent = nullptr);

    WatchModel* model() const { return model_; }
    QTableView* table() const { return table_; }

public slots:
    void setSnapshot(const wave::widgets::SnapshotPtr& snapshot) { model_->setSnapshot(snapshot); }
    // Starts editing a new expression in the last row.
    void addExpression();
    void removeSelected();

private:
    WatchModel* model_;
    QTableView* table_;
    QToolButton* add_;
    QToolButton* remove_;
};

} // namespace wave::widgets
