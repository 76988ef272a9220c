#pragma once
// CSV (RFC 4180: comma separated, CRLF line ends, fields with a comma, quote or line break
// quoted, quotes doubled) of a model range, a register range of a snapshot, or a memory range.
// GUI thread only (tr()).

#include "models/RegisterFormat.h"

#include "debug/session/MachineSnapshot.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <span>

class QAbstractItemModel;

namespace wave::widgets {

class CsvExporter {
    Q_DECLARE_TR_FUNCTIONS(CsvExporter)
public:
    static QString field(const QString& text);
    static QString line(const QStringList& fields);

    // Rows [firstRow, lastRow] and columns [firstColumn, lastColumn] of a table model as
    // displayed (DisplayRole), with a header line from headerData and, when `rowHeaders`, the
    // vertical header as the first column.
    static QString fromModel(const QAbstractItemModel& model, int firstRow, int lastRow,
                             int firstColumn, int lastColumn, bool rowHeaders = true);
    // Registers [firstReg, lastReg] of one wave: one line per register, one column per lane.
    static QString registers(const debug::MachineSnapshot& snapshot, std::uint32_t wave,
                             std::uint32_t firstReg, std::uint32_t lastReg,
                             RegisterFormat::Format format = RegisterFormat::Hex);
    // Memory words [address, address + size): address, hex, u32, i32, f32 per line. bytes[0]
    // is the byte at address `base` (0: `bytes` is the whole memory).
    static QString memory(std::span<const std::uint8_t> bytes, std::uint64_t address,
                          std::uint64_t size, std::uint64_t base = 0);
    static bool save(const QString& text, const QString& path, QString* error = nullptr);
};

} // namespace wave::widgets
