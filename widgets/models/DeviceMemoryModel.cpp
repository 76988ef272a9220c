#include "models/DeviceMemoryModel.h"

#include "models/ModelRoles.h"
#include "models/RegisterFormat.h"

#include <algorithm>
#include <cstring>

namespace wave::widgets {

DeviceMemoryModel::DeviceMemoryModel(QObject* parent) : QAbstractTableModel(parent) {}

namespace {

bool allZero(std::span<const std::uint8_t> bytes) {
    return std::all_of(bytes.begin(), bytes.end(), [](std::uint8_t b) { return b == 0; });
}

} // namespace

void DeviceMemoryModel::clear() {
    beginResetModel();
    bytes_.reset();
    size_ = 0;
    firstRow_ = 0;
    flagged_.clear();
    endResetModel();
}

void DeviceMemoryModel::setSnapshot(const Snapshot& snapshot) {
    if (!snapshot || !snapshot->full)
        return;
    const std::uint64_t size = std::min<std::uint64_t>(snapshot->deviceSize, 1ull << 32);
    if (size != size_) {
        beginResetModel();
        bytes_.reset(static_cast<std::uint8_t*>(std::calloc(std::max<std::size_t>(size, 1), 1)));
        size_ = bytes_ ? static_cast<std::size_t>(size) : 0;
        for (const debug::DevicePage& p : snapshot->changedDevicePages) {
            if (p.address >= size_)
                continue;
            const std::size_t n = std::min<std::size_t>(p.bytes.size(), size_ - p.address);
            if (!allZero({p.bytes.data(), n}))
                std::memcpy(bytes_.get() + p.address, p.bytes.data(), n);
        }
        firstRow_ = 0;
        flagged_.clear();
        endResetModel();
        return;
    }
    std::vector<std::int64_t> touched = flagged_;
    flagged_.clear();
    for (const debug::DevicePage& p : snapshot->changedDevicePages) {
        if (p.address >= size)
            continue;
        const std::size_t n = std::min<std::size_t>(p.bytes.size(), size - p.address);
        for (std::size_t off = 0; off < n; off += kRowBytes) {
            const std::size_t len = std::min<std::size_t>(kRowBytes, n - off);
            std::uint8_t* dst = bytes_.get() + p.address + off;
            if (std::memcmp(dst, p.bytes.data() + off, len) == 0)
                continue;
            std::memcpy(dst, p.bytes.data() + off, len);
            const auto row = static_cast<std::int64_t>((p.address + off) / kRowBytes);
            flagged_.push_back(row);
            touched.push_back(row);
        }
    }
    std::sort(flagged_.begin(), flagged_.end());
    flagged_.erase(std::unique(flagged_.begin(), flagged_.end()), flagged_.end());
    emitRows(std::move(touched));
}

// `rows` are words; only those in the window are rows of the model.
void DeviceMemoryModel::emitRows(std::vector<std::int64_t> rows) {
    const auto first = static_cast<std::int64_t>(firstRow_);
    const std::int64_t end = first + rowCount();
    std::erase_if(rows, [&](std::int64_t r) { return r < first || r >= end; });
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    std::size_t i = 0;
    while (i < rows.size()) {
        std::size_t j = i;
        while (j + 1 < rows.size() && rows[j + 1] == rows[j] + 1)
            ++j;
        emit dataChanged(index(int(rows[i] - first), 0),
                         index(int(rows[j] - first), ColumnCount - 1));
        i = j + 1;
    }
}

bool DeviceMemoryModel::showAddress(std::uint64_t address) {
    if (address >= size_)
        return false;
    const std::uint64_t first = address / kRowBytes / kWindowRows * kWindowRows;
    if (first != firstRow_) {
        beginResetModel();
        firstRow_ = first;
        endResetModel();
    }
    return true;
}

std::optional<std::uint64_t>
DeviceMemoryModel::nextChangedAddress(std::optional<std::uint64_t> after) const {
    if (flagged_.empty())
        return std::nullopt;
    auto it = flagged_.begin();
    if (after)
        it = std::upper_bound(flagged_.begin(), flagged_.end(),
                              static_cast<std::int64_t>(*after / kRowBytes));
    if (it == flagged_.end())
        it = flagged_.begin();
    return std::uint64_t(*it) * kRowBytes;
}

std::uint32_t DeviceMemoryModel::word(std::uint64_t address) const {
    std::uint32_t v = 0;
    if (address >= size_)
        return 0;
    const std::size_t n = std::min<std::size_t>(4, size_ - address);
    std::memcpy(&v, bytes_.get() + address, n);
    return v;
}

int DeviceMemoryModel::rowOfAddress(std::uint64_t address) const {
    if (size_ == 0)
        return -1;
    const std::uint64_t row = std::min<std::uint64_t>(address, size_ - 1) / kRowBytes;
    if (row < firstRow_ || row >= firstRow_ + std::uint64_t(rowCount()))
        return -1;
    return static_cast<int>(row - firstRow_);
}

bool DeviceMemoryModel::changed(int row) const {
    return row >= 0 && std::binary_search(flagged_.begin(), flagged_.end(),
                                          static_cast<std::int64_t>(firstRow_) + row);
}

int DeviceMemoryModel::rowCount(const QModelIndex& parent) const {
    // Rows cover whole words; a trailing partial word reads as zero-padded.
    if (parent.isValid() || firstRow_ >= totalRows())
        return 0;
    return static_cast<int>(std::min<std::uint64_t>(totalRows() - firstRow_, kWindowRows));
}

int DeviceMemoryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DeviceMemoryModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const std::uint64_t address = addressOfRow(index.row());
    const std::uint32_t v = word(address);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case AddressColumn:
            return QStringLiteral("0x%1").arg(address, 8, 16, QLatin1Char('0'));
        case BytesColumn: {
            QString text;
            for (std::uint32_t b = 0; b < kRowBytes; ++b) {
                if (b)
                    text += QLatin1Char(' ');
                text += QStringLiteral("%1").arg((v >> (8 * b)) & 0xFFu, 2, 16, QLatin1Char('0'));
            }
            return text;
        }
        case U32Column:
            return RegisterFormat::format(v, RegisterFormat::Unsigned);
        case I32Column:
            return RegisterFormat::format(v, RegisterFormat::Signed);
        case F32Column:
            return RegisterFormat::format(v, RegisterFormat::F32);
        case F16Column:
            return RegisterFormat::format(v, RegisterFormat::F16x2);
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
            (index.column() == AddressColumn ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    case ChangedRole:
        return changed(index.row());
    case RawValueRole:
        return QVariant::fromValue<quint64>(index.column() == AddressColumn ? address : v);
    default:
        return {};
    }
}

QVariant DeviceMemoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= ColumnCount)
        return {};
    switch (section) {
    case AddressColumn:
        return tr("Address");
    case BytesColumn:
        return tr("Bytes");
    case U32Column:
        return tr("u32");
    case I32Column:
        return tr("i32");
    case F32Column:
        return tr("f32");
    case F16Column:
        return tr("f16×2");
    default:
        return {};
    }
}

} // namespace wave::widgets
