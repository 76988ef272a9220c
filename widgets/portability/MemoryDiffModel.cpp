#include "portability/MemoryDiffModel.h"

#include "views/ViewPalette.h"

#include "portability/PortabilityText.h"

#include <QFont>

#include <algorithm>

namespace wave::widgets {

MemoryDiffModel::MemoryDiffModel(QObject* parent)
    : QAbstractTableModel(parent), font_(QStringLiteral("monospace")) {
    font_.setStyleHint(QFont::TypeWriter);
}

void MemoryDiffModel::setHighlight(const QColor& background) {
    highlight_ = background;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void MemoryDiffModel::setFont(const QFont& mono) {
    font_ = mono;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void MemoryDiffModel::setRuns(PortabilityResultPtr result, std::size_t run) {
    beginResetModel();
    result_ = std::move(result);
    run_ = run;
    words_ = 0;
    differing_.clear();
    if (result_ && run < result_->matrix.runs.size()) {
        const auto& m = result_->matrix;
        const auto& a = m.runs[m.reference];
        const auto& b = m.runs[run];
        if (a.status == emu::RunStatus::Completed && b.status == emu::RunStatus::Completed) {
            const std::size_t bytes = std::min(m.output(a).size(), m.output(b).size());
            words_ = (bytes + 3) / 4;
            // Only the pages that differ are compared (untouched memory is shared or zero).
            constexpr std::size_t kPageWords = emu::DeviceImage::kPageSize / 4;
            for (const std::uint64_t p : m.output(a).changedPages(m.output(b)))
                for (std::size_t w = p * kPageWords; w < (p + 1) * kPageWords && w < words_; ++w)
                    if (value(a, w) != value(b, w))
                        differing_.push_back(w);
        }
    }
    endResetModel();
}

void MemoryDiffModel::setDifferingOnly(bool on) {
    if (on == differingOnly_)
        return;
    beginResetModel();
    differingOnly_ = on;
    endResetModel();
}

std::uint32_t MemoryDiffModel::value(const portability::PortabilityRun& run,
                                     std::size_t word) const {
    return result_->matrix.output(run).word(std::uint64_t(word) * 4);
}

std::size_t MemoryDiffModel::wordOfRow(int row) const {
    return differingOnly_ ? differing_[static_cast<std::size_t>(row)]
                          : static_cast<std::size_t>(row);
}

bool MemoryDiffModel::differs(std::size_t word) const {
    return std::binary_search(differing_.begin(), differing_.end(), word);
}

std::optional<std::uint64_t> MemoryDiffModel::firstDifference() const {
    if (!result_ || differing_.empty())
        return std::nullopt;
    return result_->matrix.addressOf(differing_.front() * 4);
}

std::uint64_t MemoryDiffModel::addressOfRow(int row) const {
    return result_ ? result_->matrix.addressOf(wordOfRow(row) * 4) : 0;
}

int MemoryDiffModel::firstDifferenceRow() const {
    if (differing_.empty())
        return -1;
    return differingOnly_ ? 0 : static_cast<int>(differing_.front());
}

int MemoryDiffModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid())
        return 0;
    return static_cast<int>(differingOnly_ ? differing_.size() : words_);
}

int MemoryDiffModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MemoryDiffModel::data(const QModelIndex& index, int role) const {
    if (!result_ || !index.isValid() || index.row() >= rowCount())
        return {};
    const std::size_t word = wordOfRow(index.row());
    const bool different = differs(word);
    const auto& m = result_->matrix;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case AddressColumn:
            // The mark says it without colour.
            return PortabilityText::hex(m.addressOf(word * 4)) +
                   (different ? QStringLiteral("  \u2260") : QString());
        case ReferenceColumn:
            return PortabilityText::hex(value(m.runs[m.reference], word));
        case RunColumn:
            return PortabilityText::hex(value(m.runs[run_], word));
        default:
            return {};
        }
    case Qt::BackgroundRole:
        return different ? QVariant(highlight_) : QVariant();
    case Qt::ForegroundRole:
        return different ? QVariant(ViewPalette::textOn(highlight_)) : QVariant();
    case Qt::FontRole: {
        QFont font = font_;
        font.setBold(different);
        return font;
    }
    case DiffersRole:
        return different;
    default:
        return {};
    }
}

QVariant MemoryDiffModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    // A run's label is "profile / schedule": shown on two lines, so that the values' columns
    // stay narrow beside the grid; whole on one line in the tooltip.
    const auto label = [&](std::size_t run) {
        const QString text = PortabilityText::label(result_->matrix, result_->matrix.runs[run]);
        return role == Qt::DisplayRole
                   ? QString(text).replace(QStringLiteral(" / "), QStringLiteral("\n"))
                   : text;
    };
    switch (section) {
    case AddressColumn:
        return tr("Address");
    case ReferenceColumn:
        return result_ ? tr("%1\n(reference)").arg(label(result_->matrix.reference))
                       : tr("Reference");
    case RunColumn:
        return result_ && run_ < result_->matrix.runs.size() ? label(run_) : tr("Run");
    default:
        return {};
    }
}

} // namespace wave::widgets
