#include "export/CsvExporter.h"

#include "documents/FileIo.h"

#include <QAbstractItemModel>

#include <algorithm>
#include <cstring>

namespace wave::widgets {

QString CsvExporter::field(const QString& text) {
    const bool quote = text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
                       text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'));
    if (!quote)
        return text;
    QString out = text;
    out.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

QString CsvExporter::line(const QStringList& fields) {
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString& f : fields)
        quoted << field(f);
    return quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

QString CsvExporter::fromModel(const QAbstractItemModel& model, int firstRow, int lastRow,
                               int firstColumn, int lastColumn, bool rowHeaders) {
    firstRow = std::max(firstRow, 0);
    firstColumn = std::max(firstColumn, 0);
    lastRow = std::min(lastRow, model.rowCount() - 1);
    lastColumn = std::min(lastColumn, model.columnCount() - 1);
    QString out;
    QStringList header;
    if (rowHeaders)
        header << QString();
    for (int c = firstColumn; c <= lastColumn; ++c)
        header << model.headerData(c, Qt::Horizontal).toString();
    out += line(header);
    for (int r = firstRow; r <= lastRow; ++r) {
        QStringList fields;
        if (rowHeaders)
            fields << model.headerData(r, Qt::Vertical).toString();
        for (int c = firstColumn; c <= lastColumn; ++c)
            fields << model.index(r, c).data().toString();
        out += line(fields);
    }
    return out;
}

QString CsvExporter::registers(const debug::MachineSnapshot& s, std::uint32_t wave,
                               std::uint32_t firstReg, std::uint32_t lastReg,
                               RegisterFormat::Format format) {
    QString out;
    QStringList header{tr("register")};
    for (std::uint32_t l = 0; l < s.waveWidth; ++l)
        header << tr("lane %1").arg(l);
    out += line(header);
    lastReg = std::min(lastReg, s.registerCount ? s.registerCount - 1 : 0);
    for (std::uint32_t r = firstReg; r <= lastReg && r < s.registerCount; ++r) {
        QStringList fields{QStringLiteral("r%1").arg(r)};
        for (std::uint32_t l = 0; l < s.waveWidth; ++l)
            fields << RegisterFormat::format(s.reg(wave, r, l), format, s.reg(wave, r + 1, l));
        out += line(fields);
    }
    return out;
}

QString CsvExporter::memory(std::span<const std::uint8_t> bytes, std::uint64_t address,
                            std::uint64_t size, std::uint64_t base) {
    QString out = line({tr("address"), tr("hex"), tr("u32"), tr("i32"), tr("f32")});
    const std::uint64_t end = std::min<std::uint64_t>(address + size, base + bytes.size());
    for (std::uint64_t a = std::max(address, base); a < end; a += 4) {
        std::uint32_t v = 0;
        std::memcpy(&v, bytes.data() + (a - base),
                    std::size_t(std::min<std::uint64_t>(4, end - a)));
        out += line({QStringLiteral("0x%1").arg(a, 8, 16, QLatin1Char('0')),
                     RegisterFormat::format(v, RegisterFormat::Hex),
                     RegisterFormat::format(v, RegisterFormat::Unsigned),
                     RegisterFormat::format(v, RegisterFormat::Signed),
                     RegisterFormat::format(v, RegisterFormat::F32)});
    }
    return out;
}

bool CsvExporter::save(const QString& text, const QString& path, QString* error) {
    QString why;
    if (FileIo::writeAtomically(path, text.toUtf8(), why))
        return true;
    if (error)
        *error = why;
    return false;
}

} // namespace wave::widgets
