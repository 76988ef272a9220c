#pragma once
// Device memory as a table of words (address, bytes, u32, i32, f32, f16x2) with a "go to
// address" field, the words changed since the last stop highlighted (and a button to jump to
// the next one), and "Watch this range" in the context menu (watchRequested). A memory
// larger than the model's window (1 MiB) is shown a window at a time, with buttons to the
// previous and next one; "go to address" and "next change" move the window. A colouring
// choice beside them colours the words by the coalescing efficiency of the device accesses
// that touched them instead (with a legend of EfficiencyScale's bands). GUI thread only.

#include "models/DeviceMemoryModel.h"
#include "views/SnapshotTableView.h"

#include <QWidget>

#include <optional>
#include <utility>

class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace wave::widgets {

class DeviceMemoryView : public QWidget {
    Q_OBJECT
public:
    explicit DeviceMemoryView(QWidget* parent = nullptr);

    DeviceMemoryModel* memoryModel() const { return model_; }
    SnapshotTableView* table() const { return table_; }
    void setSnapshot(const DeviceMemoryModel::Snapshot& snapshot);
    void setCoalescingWords(DeviceMemoryModel::Words words);
    void setColouring(DeviceMemoryModel::Colouring colouring);
    QComboBox* colouringBox() const { return colouring_; }
    QLabel* legend() const { return legend_; }
    void setScale(double scale);
    void setViewPalette(const ViewPalette& palette);
    // Scrolls to and selects the word at `address`; false when out of range.
    bool goToAddress(std::uint64_t address);
    // Parses "0x1000", "4096" or "1000h"; nullopt when not an address.
    static std::optional<std::uint64_t> parseAddress(const QString& text);
    // The selected rows as [address, address + size); size 0 when nothing is selected.
    std::pair<std::uint64_t, std::uint64_t> selectedRange() const;
    // "Watch this range": emits watchRequested for the selection (nothing when empty).
    void watchSelection();

signals:
    void watchRequested(quint64 address, quint64 size);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void nextChange();
    void moveWindow(bool forward);
    void fitColumns();
    void updateStatus();
    void updateLegend();

    DeviceMemoryModel* model_ = nullptr;
    SnapshotTableView* table_ = nullptr;
    QLineEdit* address_ = nullptr;
    QToolButton* next_ = nullptr;
    QLabel* status_ = nullptr;
    QComboBox* colouring_ = nullptr;
    QLabel* legend_ = nullptr;
    bool dark_ = false;
    QToolButton* previousWindow_ = nullptr;
    QToolButton* nextWindow_ = nullptr;
};

} // namespace wave::widgets
