#pragma once
// The Launch dock's table of device-memory fills, applied in wave-emu's order: zero fills
// (--fill-zero), iota fills (--fill-iota, value i x scale), then files (--arg). One row per
// fill with its kind, address, type, count, scale and file (chosen with a file dialog, kept
// relative to the source's folder when it is inside it). The text is kept as typed;
// LaunchBuilder checks it. GUI thread only.

#include "launch/LaunchSettings.h"

#include <QString>
#include <QVector>
#include <QWidget>

class QTableWidget;

namespace wave::widgets {

class MemoryFillsEditor : public QWidget {
    Q_OBJECT
public:
    explicit MemoryFillsEditor(QWidget* parent = nullptr);

    // Shows `fills` (does not emit edited).
    void setFills(const QVector<MemoryFill>& fills);
    const QVector<MemoryFill>& fills() const { return fills_; }
    // Relative files are relative to the source's folder.
    void setSourcePath(const QString& sourcePath) { sourcePath_ = sourcePath; }
    QTableWidget* table() const { return table_; }

signals:
    void edited();

private:
    void fillRows();
    void updateRow(int row);
    void browse(int row);

    QVector<MemoryFill> fills_;
    QString sourcePath_;
    QTableWidget* table_ = nullptr;
    bool updating_ = false;
};

} // namespace wave::widgets
