#include "models/DeviceMemoryModel.h"

#include "models/EfficiencyText.h"
#include "models/ModelRoles.h"
#include "models/RegisterFormat.h"

#include <algorithm>
#include <cstring>

namespace wave::widgets {

DeviceMemoryModel::DeviceMemoryModel(QObject* parent) : QAbstractTableModel(parent) {}

void DeviceMemoryModel::clear() {
    beginResetModel();
    image_.reset();
    size_ = 0;
    firstRow_ = 0;
    flagged_.clear();
    words_.reset();
    endResetModel();
}

void DeviceMemoryModel::setSnapshot(const Snapshot& snapshot) {
    if (!snapshot || !snapshot->full || !snapshot->device)
        return;
    const std::shared_ptr<const emu::DeviceImage>& next = snapshot->device;
    const std::uint64_t size = std::min<std::uint64_t>(next->size(), 1ull << 32);
    if (!image_ || size != size_) {
        beginResetModel();
        image_ = next;
        size_ = size;
        firstRow_ = 0;
        flagged_.clear();
        endResetModel();
        return;
    }
    std::vector<std::int64_t> touched = flagged_;
    flagged_.clear();
    // Pages the two images share are equal without a look at their bytes.
    for (const std::uint64_t page : next->changedPages(*image_)) {
        const std::uint64_t base = page * emu::DeviceImage::kPageSize;
        if (base >= size)
            break;
        const std::span<const std::uint8_t> before = image_->page(page);
        const std::span<const std::uint8_t> after = next->page(page);
        const std::size_t n = std::min<std::size_t>(after.size(), size - base);
        for (std::size_t off = 0; off < n; off += kRowBytes) {
            const std::size_t len = std::min<std::size_t>(kRowBytes, n - off);
            if (off + len <= before.size() &&
                std::memcmp(before.data() + off, after.data() + off, len) == 0)
                continue;
            const auto row = static_cast<std::int64_t>((base + off) / kRowBytes);
            flagged_.push_back(row);
            touched.push_back(row);
        }
    }
    image_ = next;
    emitRows(std::move(touched));
}

void DeviceMemoryModel::setCoalescingWords(Words words) {
    words_ = std::move(words);
    emitAll();
}

void DeviceMemoryModel::setLookups(LineLookup lines, TextLookup text) {
    lines_ = std::move(lines);
    text_ = std::move(text);
    emitAll();
}

void DeviceMemoryModel::setColouring(Colouring colouring) {
    if (colouring_ == colouring)
        return;
    colouring_ = colouring;
    emitAll();
}

void DeviceMemoryModel::emitAll() {
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

std::optional<debug::WordCoalescing> DeviceMemoryModel::coalescingAt(std::uint64_t address) const {
    return words_ ? words_->at(address) : std::nullopt;
}

QString DeviceMemoryModel::accessText(std::uint32_t pc, double efficiency) const {
    const std::uint32_t line = lines_ ? lines_(pc) : 0;
    const QString instruction = text_ ? text_(pc) : QString();
    const QString percent = EfficiencyText::percent(efficiency);
    const QString where = line ? tr("line %1").arg(line) : tr("pc 0x%1").arg(pc, 0, 16);
    return instruction.isEmpty() ? tr("%1, %2 coalesced").arg(where, percent)
                                 : tr("%1 (%2), %3 coalesced").arg(where, instruction, percent);
}

QString DeviceMemoryModel::coalescingToolTip(std::uint64_t address) const {
    const auto c = coalescingAt(address);
    if (!c)
        return {};
    QString text =
        tr("0x%1 was accessed by device loads or stores").arg(address, 8, 16, QLatin1Char('0'));
    text += QLatin1Char('\n') + tr("Worst: %1").arg(accessText(c->worstPc, c->worst));
    text += QLatin1Char('\n') + tr("Last: %1").arg(accessText(c->lastPc, c->last));
    return text;
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

std::vector<std::uint8_t> DeviceMemoryModel::read(std::uint64_t address, std::uint64_t size) const {
    std::vector<std::uint8_t> out(static_cast<std::size_t>(size), 0);
    if (!image_)
        return out;
    const std::uint64_t page = emu::DeviceImage::kPageSize;
    for (std::uint64_t done = 0; done < size && address + done < size_;) {
        const std::uint64_t a = address + done;
        const std::span<const std::uint8_t> bytes = image_->page(a / page);
        const std::uint64_t offset = a % page;
        if (offset >= bytes.size())
            break;
        const std::uint64_t n = std::min({size - done, bytes.size() - offset, size_ - a});
        std::memcpy(out.data() + done, bytes.data() + offset, static_cast<std::size_t>(n));
        done += n;
    }
    return out;
}

std::uint32_t DeviceMemoryModel::word(std::uint64_t address) const {
    std::uint32_t v = 0;
    if (!image_ || address >= size_)
        return 0;
    // Rows are word-aligned: a word never straddles two pages.
    const std::span<const std::uint8_t> bytes = image_->page(address / emu::DeviceImage::kPageSize);
    const std::uint64_t offset = address % emu::DeviceImage::kPageSize;
    if (offset < bytes.size())
        std::memcpy(&v, bytes.data() + offset,
                    std::min<std::size_t>(4, bytes.size() - std::size_t(offset)));
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
    case EfficiencyRole:
        // On the address only: the swatch marks the word, the values stay plain.
        if (colouring_ == Colouring::Coalescing && index.column() == AddressColumn)
            if (const auto c = coalescingAt(address))
                return double(c->worst);
        return {};
    case Qt::ToolTipRole:
        return coalescingToolTip(address);
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
