#include "documents/WbinConversion.h"

#include "asm/Assembler.h"
#include "disasm/Disassembler.h"
#include "disasm/ListingFormatter.h"
#include "wbin/WbinReader.h"
#include "wbin/WbinWriter.h"

#include <QDir>
#include <QFileInfo>

#include <span>

namespace wave::widgets {

namespace {

QString hex(std::uint64_t value) {
    return QStringLiteral("0x") +
           QString::number(value, 16).toUpper().rightJustified(4, QLatin1Char('0'));
}

} // namespace

bool WbinConversion::hasMagic(const QByteArray& bytes) {
    return bytes.startsWith(QByteArrayLiteral("WAVE"));
}

bool WbinConversion::disassemble(const QString& path, const QByteArray& bytes, QString& text,
                                 QString& error) {
    const QString shown = QDir::toNativeSeparators(path);
    const std::span<const std::uint8_t> file(reinterpret_cast<const std::uint8_t*>(bytes.data()),
                                             static_cast<std::size_t>(bytes.size()));
    const wbin::ReadResult read = wbin::WbinReader::readStrict(file);
    if (!read.ok()) {
        const wbin::ReadError& e = *read.error;
        error = tr("Cannot open %1: it is not a valid WAVE binary: %2")
                    .arg(shown, QString::fromStdString(e.message));
        if (!e.field.empty())
            error +=
                tr(" (field %1 at offset %2)").arg(QString::fromStdString(e.field), hex(e.offset));
        return false;
    }
    disasm::DisassemblyOptions options;
    options.syntax = disasm::Syntax::Source;
    const disasm::Disassembly dis =
        disasm::Disassembler::disassemble(file, read.header, read.program, options);
    if (!dis.ok()) {
        error =
            tr("Cannot disassemble %1: failed to decode instruction: %2 (file offset %3)")
                .arg(shown, QString::fromStdString(dis.error->message), hex(dis.error->fileOffset));
        return false;
    }
    text = tr("; Disassembled from %1 by WAVE Studio; it assembles back to the same bytes.\n")
               .arg(QFileInfo(path).fileName()) +
           QString::fromStdString(disasm::ListingFormatter::format(dis.lines, {}));
    return true;
}

bool WbinConversion::assemble(const QString& source, const QString& fileName, QByteArray& bytes,
                              QString& error) {
    const std::string name = fileName.toStdString();
    const assembler::AssemblyResult result =
        assembler::Assembler::assemble(source.toStdString(), name);
    if (result.hasErrors()) {
        int errors = 0;
        QString first;
        for (const assembler::Diagnostic& d : result.diagnostics) {
            if (d.severity != assembler::Severity::Error)
                continue;
            if (errors++ == 0)
                first = tr("line %1, column %2: %3")
                            .arg(d.line)
                            .arg(d.column)
                            .arg(QString::fromStdString(d.message));
        }
        error = tr("the buffer has %n error(s) (first: %1); fix them first.", nullptr, errors)
                    .arg(first);
        return false;
    }
    const std::vector<std::uint8_t> written = wbin::WbinWriter::write(result.program);
    if (written.empty()) {
        error = tr("the program is too large for the .wbin container.");
        return false;
    }
    bytes = QByteArray(reinterpret_cast<const char*>(written.data()),
                       static_cast<qsizetype>(written.size()));
    return true;
}

} // namespace wave::widgets
