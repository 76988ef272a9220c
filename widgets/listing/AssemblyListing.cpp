#include "listing/AssemblyListing.h"

#include "disasm/Disassembler.h"

namespace wave::widgets {

namespace {

// The text of each 1-based line of `source` (index 0 unused).
std::vector<QString> splitLines(const std::string& source) {
    std::vector<QString> lines(1);
    std::size_t start = 0;
    while (start <= source.size()) {
        std::size_t end = source.find('\n', start);
        if (end == std::string::npos)
            end = source.size();
        std::size_t len = end - start;
        if (len > 0 && source[start + len - 1] == '\r')
            --len;
        lines.push_back(QString::fromUtf8(source.data() + start, qsizetype(len)));
        if (end == source.size())
            break;
        start = end + 1;
    }
    return lines;
}

QString hex(quint64 value, int digits) {
    return QStringLiteral("%1").arg(value, digits, 16, QLatin1Char('0')).toUpper();
}

QString addressColumn(const disasm::DisassembledLine& line) {
    QString s = hex(line.codeOffset, 4) + QStringLiteral("  ") + hex(line.word0, 8);
    s += line.size == 8 ? QLatin1Char(' ') + hex(line.word1, 8) : QString(9, QLatin1Char(' '));
    return s;
}

} // namespace

Listing AssemblyListing::build(const AssemblySnapshot& snapshot) {
    Listing listing;
    if (snapshot.result.hasErrors())
        return listing;
    const disasm::Disassembly dis = disasm::Disassembler::disassemble(snapshot.result.program);
    if (!dis.ok()) {
        listing.error = QString::fromStdString(dis.error->message);
        return listing;
    }
    const isa::SourceMap& map = snapshot.result.sourceMap;
    const std::vector<QString> sourceLines = splitLines(snapshot.source);
    int previousLine = 0;
    listing.lines.reserve(dis.lines.size());
    for (const disasm::DisassembledLine& line : dis.lines) {
        ListingLine out;
        out.text = QString::fromStdString(line.text);
        if (line.kind == disasm::LineKind::Instruction) {
            out.address = addressColumn(line);
            out.pc = static_cast<int>(line.codeOffset);
            if (const isa::SourceMapEntry* e = map.at(static_cast<std::uint32_t>(line.codeOffset)))
                out.sourceLine = static_cast<int>(e->position.line);
            if (out.sourceLine > 0 && out.sourceLine != previousLine &&
                std::size_t(out.sourceLine) < sourceLines.size())
                out.sourceText = sourceLines[std::size_t(out.sourceLine)].trimmed();
            previousLine = out.sourceLine;
            ++listing.instructionCount;
            listing.codeBytes += line.size;
        }
        listing.lines.push_back(std::move(out));
    }
    return listing;
}

} // namespace wave::widgets
