#include "listing/AssemblyListing.h"

#include "disasm/Disassembler.h"

namespace wave::widgets {

namespace {

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
    listing.lines.reserve(dis.lines.size());
    for (const disasm::DisassembledLine& line : dis.lines) {
        ListingLine out;
        out.text = QString::fromStdString(line.text);
        if (line.kind == disasm::LineKind::Instruction) {
            out.address = addressColumn(line);
            if (const isa::SourceMapEntry* e = map.at(static_cast<std::uint32_t>(line.codeOffset)))
                out.sourceLine = static_cast<int>(e->position.line);
            ++listing.instructionCount;
            listing.codeBytes += line.size;
        }
        listing.lines.push_back(std::move(out));
    }
    return listing;
}

} // namespace wave::widgets
