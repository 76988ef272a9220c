#pragma once
// A portability matrix as a table: one row per device profile, one column per schedule, each
// cell the letter of its run's result group, coloured by group (GroupColors), with the run's
// facts in the tooltip. Empty until a matrix is set; cells of runs a cancelled matrix did not
// reach show a dash. GUI thread only.

#include "portability/PortabilityResult.h"

#include "views/ViewPalette.h"

#include <QAbstractTableModel>
#include <QFont>

#include <optional>

namespace wave::widgets {

class PortabilityGridModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        GroupRole = Qt::UserRole + 1, // int: the run's group, -1 for a run not made
        RunRole,                      // int: index into the matrix's runs, -1 for none
    };

    explicit PortabilityGridModel(QObject* parent = nullptr);

    void setResult(PortabilityResultPtr result);
    // The theme of the group colours and the cells' font (the view's scale).
    void setViewPalette(const ViewPalette& palette);
    void setFont(const QFont& font);
    const PortabilityResultPtr& result() const { return result_; }
    // The run of a cell, if it was made.
    std::optional<std::size_t> runAt(const QModelIndex& index) const;
    QModelIndex indexOfRun(std::size_t run) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void changedAll();

    PortabilityResultPtr result_;
    ViewPalette palette_ = ViewPalette::light();
    QFont font_;
};

} // namespace wave::widgets
