#pragma once
// Device memory as rows of one 4-byte word: address, bytes in hex, and the word as u32, i32,
// f32 and two f16. GUI thread only.
//
// The model keeps its own image of device memory and patches it with each full snapshot's
// changedDevicePages (pages that differ from the previous full snapshot), so it must see every
// full snapshot of a session, in order. Words that differ from the previous stop are marked
// with ChangedRole; dataChanged is emitted only for rows whose value or mark changed.
//
// The rows are a window of at most kWindowRows words (1 MiB) of device memory: a table costs
// memory per row (QHeaderView keeps every section), and a row per word of a 4 GiB memory
// would not fit. showAddress() moves the window; rows and addresses are relative to it.

#include "debug/session/MachineSnapshot.h"

#include <QAbstractTableModel>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace wave::widgets {

class DeviceMemoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        AddressColumn,
        BytesColumn,
        U32Column,
        I32Column,
        F32Column,
        F16Column,
        ColumnCount
    };
    static constexpr std::uint32_t kRowBytes = 4;
    using Snapshot = std::shared_ptr<const debug::MachineSnapshot>;

    explicit DeviceMemoryModel(QObject* parent = nullptr);

    void setSnapshot(const Snapshot& snapshot);
    // No image (no session).
    void clear();
    std::span<const std::uint8_t> bytes() const { return {bytes_.get(), size_}; }
    std::uint32_t word(std::uint64_t address) const;

    static constexpr int kWindowRows = 1 << 18;

    // The row of `address` in the window (clamped to the memory), -1 outside the window.
    int rowOfAddress(std::uint64_t address) const;
    std::uint64_t addressOfRow(int row) const {
        return (firstRow_ + std::uint64_t(row)) * kRowBytes;
    }
    // Moves the window to the one holding `address`; false when beyond the memory.
    bool showAddress(std::uint64_t address);
    // [windowStart, windowEnd): the addresses the rows show; the whole memory when it fits.
    std::uint64_t windowStart() const { return addressOfRow(0); }
    std::uint64_t windowEnd() const {
        return std::min<std::uint64_t>(addressOfRow(rowCount()), size_);
    }
    bool windowed() const { return totalRows() > std::uint64_t(kWindowRows); }
    bool changed(int row) const;
    int changedCount() const { return static_cast<int>(flagged_.size()); }
    // The first changed word after `address`, wrapping around; nullopt when none changed.
    std::optional<std::uint64_t> nextChangedAddress(std::optional<std::uint64_t> after) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void emitRows(std::vector<std::int64_t> rows);
    std::uint64_t totalRows() const { return (size_ + kRowBytes - 1) / kRowBytes; }

    struct FreeDeleter {
        void operator()(std::uint8_t* p) const { std::free(p); }
    };
    // Zero-filled by calloc and written only where a page holds something else: the pages the
    // kernel never touches cost no memory, however large the device memory.
    std::unique_ptr<std::uint8_t[], FreeDeleter> bytes_;
    std::size_t size_ = 0;
    std::uint64_t firstRow_ = 0;        // the word shown in row 0
    std::vector<std::int64_t> flagged_; // words changed at the last stop, ascending
};

} // namespace wave::widgets
