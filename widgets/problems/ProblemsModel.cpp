#include "problems/ProblemsModel.h"

#include "editor/DiagnosticIcons.h"

#include <QFileInfo>

namespace wave::widgets {

using assembler::Diagnostic;
using assembler::Severity;

ProblemsModel::ProblemsModel(QObject* parent) : QAbstractTableModel(parent) {
    setColors(QColor(0xcf, 0x22, 0x2e), QColor(0xbf, 0x87, 0x00));
}

void ProblemsModel::setDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    beginResetModel();
    diagnostics_ = diagnostics;
    errors_ = 0;
    warnings_ = 0;
    for (const Diagnostic& d : diagnostics_)
        ++(d.severity == Severity::Error ? errors_ : warnings_);
    endResetModel();
}

void ProblemsModel::setColors(const QColor& error, const QColor& warning) {
    errorIcon_ = DiagnosticIcons::icon(Severity::Error, error);
    warningIcon_ = DiagnosticIcons::icon(Severity::Warning, warning);
    if (!diagnostics_.empty())
        emit dataChanged(index(0, MessageColumn), index(rowCount() - 1, MessageColumn),
                         {Qt::DecorationRole});
}

const Diagnostic* ProblemsModel::diagnosticAt(int row) const {
    return row >= 0 && row < rowCount() ? &diagnostics_[static_cast<std::size_t>(row)] : nullptr;
}

int ProblemsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(diagnostics_.size());
}

int ProblemsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemsModel::data(const QModelIndex& index, int role) const {
    const Diagnostic* d = diagnosticAt(index.row());
    if (!d)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case MessageColumn: {
            QString text = QString::fromStdString(d->message);
            if (!d->hint.empty())
                text += QStringLiteral(" \u2014 ") + QString::fromStdString(d->hint);
            return text;
        }
        case CodeColumn:
            return QString::fromStdString(d->code);
        case LocationColumn: {
            const QString file = QFileInfo(QString::fromStdString(d->file)).fileName();
            return QStringLiteral("%1:%2:%3").arg(file).arg(d->line).arg(d->column);
        }
        default:
            return {};
        }
    case Qt::DecorationRole:
        if (index.column() == MessageColumn)
            return d->severity == Severity::Error ? errorIcon_ : warningIcon_;
        return {};
    case Qt::ToolTipRole: {
        QString tip = QString::fromStdString(d->message);
        if (!d->label.empty())
            tip += QLatin1Char('\n') + QString::fromStdString(d->label);
        if (!d->hint.empty())
            tip += QLatin1Char('\n') + QString::fromStdString(d->hint);
        return tip;
    }
    case LineRole:
        return static_cast<int>(d->line);
    case ColumnRole:
        return static_cast<int>(d->column);
    case SeverityRole:
        return d->severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning");
    default:
        return {};
    }
}

QVariant ProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MessageColumn:
        return tr("Message");
    case CodeColumn:
        return tr("Code");
    case LocationColumn:
        return tr("Location");
    default:
        return {};
    }
}

} // namespace wave::widgets
