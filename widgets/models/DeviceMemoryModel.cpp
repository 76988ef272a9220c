#include "models/DeviceMemoryModel.h"

#include "models/ModelRoles.h"
#include "models/RegisterFormat.h"

#include <algorithm>
#include <cstring>

namespace wave::widgets {

DeviceMemoryModel::DeviceMemoryModel(QObject* parent) : QAbstractTableModel(parent) {}

void DeviceMemoryModel::setImage(std::vector<std::uint8_t> bytes) {
    beginResetModel();
    bytes_ = std::move(bytes);
    // Rows cover whole words; a trailing partial word reads as zero-padded.
    const std::size_t rows = (bytes_.size() + kRowBytes - 1) / kRowBytes;
    changed_.assign(rows, 0);
    flagged_.clear();
    endResetModel();
}

void DeviceMemoryModel::setSnapshot(const Snapshot& snapshot) {
    if (!snapshot || !snapshot->full)
        return;
    const std::uint64_t size = std::min<std::uint64_t>(snapshot->deviceSize, 1ull << 32);
    if (size != bytes_.size()) {
        std::vector<std::uint8_t> image(static_cast<std::size_t>(size));
        for (const debug::DevicePage& p : snapshot->changedDevicePages) {
            if (p.address >= size)
                continue;
            const std::size_t n = std::min<std::size_t>(p.bytes.size(), size - p.address);
            std::memcpy(image.data() + p.address, p.bytes.data(), n);
        }
        setImage(std::move(image));
        return;
    }
    std::vector<int> touched = flagged_;
    for (int row : flagged_)
        changed_[std::size_t(row)] = 0;
    flagged_.clear();
    for (const debug::DevicePage& p : snapshot->changedDevicePages) {
        if (p.address >= size)
            continue;
        const std::size_t n = std::min<std::size_t>(p.bytes.size(), size - p.address);
        for (std::size_t off = 0; off < n; off += kRowBytes) {
            const std::size_t len = std::min<std::size_t>(kRowBytes, n - off);
            std::uint8_t* dst = bytes_.data() + p.address + off;
            if (std::memcmp(dst, p.bytes.data() + off, len) == 0)
                continue;
            std::memcpy(dst, p.bytes.data() + off, len);
            const int row = static_cast<int>((p.address + off) / kRowBytes);
            changed_[std::size_t(row)] = 1;
            flagged_.push_back(row);
            touched.push_back(row);
        }
    }
    std::sort(flagged_.begin(), flagged_.end());
    flagged_.erase(std::unique(flagged_.begin(), flagged_.end()), flagged_.end());
    emitRows(std::move(touched));
}

void DeviceMemoryModel::emitRows(std::vector<int> rows) {
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    std::size_t i = 0;
    while (i < rows.size()) {
        std::size_t j = i;
        while (j + 1 < rows.size() && rows[j + 1] == rows[j] + 1)
            ++j;
        emit dataChanged(index(rows[i], 0), index(rows[j], ColumnCount - 1));
        i = j + 1;
    }
}

std::uint32_t DeviceMemoryModel::word(std::uint64_t address) const {
    std::uint32_t v = 0;
    if (address >= bytes_.size())
        return 0;
    const std::size_t n = std::min<std::size_t>(4, bytes_.size() - address);
    std::memcpy(&v, bytes_.data() + address, n);
    return v;
}

int DeviceMemoryModel::rowOfAddress(std::uint64_t address) const {
    if (bytes_.empty())
        return -1;
    const std::uint64_t row = std::min<std::uint64_t>(address, bytes_.size() - 1) / kRowBytes;
    return static_cast<int>(row);
}

bool DeviceMemoryModel::changed(int row) const {
    return row >= 0 && std::size_t(row) < changed_.size() && changed_[std::size_t(row)];
}

int DeviceMemoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(changed_.size());
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
