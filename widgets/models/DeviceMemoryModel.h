#pragma once
// Device memory as rows of one 4-byte word: address, bytes in hex, and the word as u32, i32,
// f32 and two f16. GUI thread only.
//
// The model keeps its own image of device memory and patches it with each full snapshot's
// changedDevicePages (pages that differ from the previous full snapshot), so it must see every
// full snapshot of a session, in order. Words that differ from the previous stop are marked
// with ChangedRole; dataChanged is emitted only for rows whose value or mark changed.

#include "debug/session/MachineSnapshot.h"

#include <QAbstractTableModel>

#include <cstdlib>
#include <memory>
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

    int rowOfAddress(std::uint64_t address) const;
    std::uint64_t addressOfRow(int row) const { return std::uint64_t(row) * kRowBytes; }
    bool changed(int row) const;
    int changedCount() const { return static_cast<int>(flagged_.size()); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void emitRows(std::vector<int> rows);

    struct FreeDeleter {
        void operator()(std::uint8_t* p) const { std::free(p); }
    };
    // Zero-filled by calloc and written only where a page holds something else: the pages the
    // kernel never touches cost no memory, however large the device memory.
    std::unique_ptr<std::uint8_t[], FreeDeleter> bytes_;
    std::size_t size_ = 0;
    std::vector<int> flagged_; // rows changed at the last stop, ascending
};

} // namespace wave::widgets
