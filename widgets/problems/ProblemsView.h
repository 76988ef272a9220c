#pragma once
// The Problems list: one row per diagnostic; a click or Enter reports the diagnostic's
// position. When there is nothing to report it says so instead of showing an empty table.
// GUI thread only.

#include <QString>
#include <QTreeView>

namespace wave::widgets {

class ProblemsModel;

class ProblemsView : public QTreeView {
    Q_OBJECT
public:
    explicit ProblemsView(ProblemsModel* model, QWidget* parent = nullptr);

    void setEmptyText(const QString& text);

signals:
    // 1-based line and column of the chosen diagnostic.
    void problemActivated(int line, int column);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void activate(const QModelIndex& index);

    ProblemsModel* model_;
    QString emptyText_;
};

} // namespace wave::widgets
