#pragma once
// Table of assembler diagnostics for the Problems view: severity icon and message, code, and
// location. Rows keep the assembler's order (source order). GUI thread only.

#include "asm/Diagnostic.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QIcon>

#include <vector>

namespace wave::widgets {

class ProblemsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { MessageColumn, CodeColumn, LocationColumn, ColumnCount };
    enum Role { LineRole = Qt::UserRole + 1, ColumnRole, SeverityRole };

    explicit ProblemsModel(QObject* parent = nullptr);

    void setDiagnostics(const std::vector<assembler::Diagnostic>& diagnostics);
    const assembler::Diagnostic* diagnosticAt(int row) const;
    int errorCount() const { return errors_; }
    int warningCount() const { return warnings_; }
    // Icon colours (from the editor theme).
    void setColors(const QColor& error, const QColor& warning);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<assembler::Diagnostic> diagnostics_;
    int errors_ = 0;
    int warnings_ = 0;
    QIcon errorIcon_;
    QIcon warningIcon_;
};

} // namespace wave::widgets
