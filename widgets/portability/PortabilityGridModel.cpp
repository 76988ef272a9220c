#include "portability/PortabilityGridModel.h"

#include "portability/GroupColors.h"
#include "portability/PortabilityGroups.h"
#include "portability/PortabilityText.h"

#include <QFont>

namespace wave::widgets {

PortabilityGridModel::PortabilityGridModel(QObject* parent) : QAbstractTableModel(parent) {}

void PortabilityGridModel::setResult(PortabilityResultPtr result) {
    beginResetModel();
    result_ = std::move(result);
    endResetModel();
}

void PortabilityGridModel::setViewPalette(const ViewPalette& palette) {
    palette_ = palette;
    changedAll();
}

void PortabilityGridModel::setFont(const QFont& font) {
    font_ = font;
    changedAll();
}

void PortabilityGridModel::changedAll() {
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int PortabilityGridModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !result_ ? 0
                                        : static_cast<int>(result_->matrix.plan.profiles.size());
}

int PortabilityGridModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || !result_ ? 0
                                        : static_cast<int>(result_->matrix.plan.schedules.size());
}

std::optional<std::size_t> PortabilityGridModel::runAt(const QModelIndex& index) const {
    if (!result_ || !index.isValid())
        return std::nullopt;
    const std::size_t run =
        static_cast<std::size_t>(index.row()) * result_->matrix.plan.schedules.size() +
        static_cast<std::size_t>(index.column());
    if (run >= result_->matrix.runs.size())
        return std::nullopt;
    return run;
}

QModelIndex PortabilityGridModel::indexOfRun(std::size_t run) const {
    if (!result_ || run >= result_->matrix.runs.size())
        return {};
    const auto& r = result_->matrix.runs[run];
    return index(static_cast<int>(r.profile), static_cast<int>(r.schedule));
}

QVariant PortabilityGridModel::data(const QModelIndex& index, int role) const {
    if (!result_ || !index.isValid())
        return {};
    const portability::PortabilityMatrix& m = result_->matrix;
    const std::optional<std::size_t> run = runAt(index);
    switch (role) {
    case Qt::DisplayRole:
        return run ? QString::fromStdString(
                         portability::PortabilityGroups::name(m.runs[*run].group))
                   : QStringLiteral("\u2014");
    case Qt::BackgroundRole:
        return run ? QVariant(GroupColors::background(m, m.runs[*run].group, palette_))
                   : QVariant();
    case Qt::ForegroundRole:
        return run ? QVariant(GroupColors::text(
                         GroupColors::background(m, m.runs[*run].group, palette_)))
                   : QVariant();
    case Qt::FontRole: {
        QFont font = font_;
        font.setBold(run && *run == m.reference);
        return font;
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::ToolTipRole:
        return run ? PortabilityText::toolTip(m, m.runs[*run])
                   : tr("Not run: the matrix was cancelled");
    case Qt::AccessibleTextRole:
        return run ? PortabilityText::label(m, m.runs[*run]) + QLatin1Char(' ') +
                         QString::fromStdString(
                             portability::PortabilityGroups::name(m.runs[*run].group))
                   : tr("not run");
    case GroupRole:
        return run ? static_cast<int>(m.runs[*run].group) : -1;
    case RunRole:
        return run ? static_cast<int>(*run) : -1;
    default:
        return {};
    }
}

QVariant PortabilityGridModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (!result_ || section < 0)
        return {};
    const auto& plan = result_->matrix.plan;
    if (orientation == Qt::Horizontal &&
        static_cast<std::size_t>(section) < plan.schedules.size()) {
        if (role == Qt::DisplayRole)
            return QString::fromStdString(plan.schedules[section].name());
        if (role == Qt::ToolTipRole)
            return tr("Wave schedule %1")
                .arg(QString::fromStdString(plan.schedules[section].name()));
    }
    if (orientation == Qt::Vertical && static_cast<std::size_t>(section) < plan.profiles.size()) {
        const emu::DeviceProfile& p = plan.profiles[section];
        if (role == Qt::DisplayRole)
            return tr("%1 (%2)").arg(QString::fromStdString(p.name)).arg(p.waveWidth);
        if (role == Qt::ToolTipRole)
            return QString::fromStdString(p.description);
    }
    return {};
}

} // namespace wave::widgets
