#pragma once
// Device memory as rows of one 4-byte word: address, bytes in hex, and the word as u32, i32,
// f32 and two f16. GUI thread only.
//
// The model holds the latest full snapshot's device image (MachineSnapshot::device: the
// session's copy-on-write pages, so no copy of device memory of its own) and compares it with
// the image of the snapshot before, page by page where they do not share a page. Words that
// differ from the previous stop are marked with ChangedRole; dataChanged is emitted only for
// rows whose value or mark changed.
//
// Colouring: by default changed words are marked (ChangedRole). In Coalescing colouring each
// word a device load or store touched carries the worst efficiency of those accesses
// (EfficiencyRole, from the analyses' CoalescingWords), and every touched word's tooltip names
// the worst and the last access (line, instruction, efficiency) in either colouring.
//
// The rows are a window of at most kWindowRows words (1 MiB) of device memory: a table costs
// memory per row (QHeaderView keeps every section), and a row per word of a 4 GiB memory
// would not fit. showAddress() moves the window; rows and addresses are relative to it.

#include "debug/analysis/CoalescingWords.h"
#include "debug/session/MachineSnapshot.h"

#include <QAbstractTableModel>

#include <algorithm>
#include <functional>
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
    using Words = std::shared_ptr<const debug::CoalescingWords>;
    using LineLookup = std::function<std::uint32_t(std::uint32_t pc)>;
    using TextLookup = std::function<QString(std::uint32_t pc)>;
    enum class Colouring { Changes, Coalescing };

    explicit DeviceMemoryModel(QObject* parent = nullptr);

    void setSnapshot(const Snapshot& snapshot);
    // The analyses' per-word coalescing (null: none recorded) and how to name its pcs.
    void setCoalescingWords(Words words);
    void setLookups(LineLookup lines, TextLookup text);
    void setColouring(Colouring colouring);
    Colouring colouring() const { return colouring_; }
    bool hasCoalescingWords() const { return words_ != nullptr; }
    std::optional<debug::WordCoalescing> coalescingAt(std::uint64_t address) const;
    // "line 31 (device_store_u32 r11, r9), 12.5% coalesced" for a pc and efficiency.
    QString accessText(std::uint32_t pc, double efficiency) const;
    // No image (no session).
    void clear();
    // Bytes of device memory shown (at most 4 GiB).
    std::uint64_t size() const { return size_; }
    // The bytes [address, address + size) (zeros beyond the memory).
    std::vector<std::uint8_t> read(std::uint64_t address, std::uint64_t size) const;
    std::uint32_t word(std::uint64_t address) const;
    const std::shared_ptr<const emu::DeviceImage>& image() const { return image_; }

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
    void emitAll();
    QString coalescingToolTip(std::uint64_t address) const;
    std::uint64_t totalRows() const { return (size_ + kRowBytes - 1) / kRowBytes; }

    std::shared_ptr<const emu::DeviceImage> image_;
    std::uint64_t size_ = 0;
    std::uint64_t firstRow_ = 0;        // the word shown in row 0
    std::vector<std::int64_t> flagged_; // words changed at the last stop, ascending
    Words words_;
    LineLookup lines_;
    TextLookup text_;
    Colouring colouring_ = Colouring::Changes;
};

} // namespace wave::widgets
