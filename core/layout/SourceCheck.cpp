#include "layout/SourceCheck.h"

#include "asm/Assembler.h"
#include "isa/Decoder.h"

#include <algorithm>

namespace wave::layout {

namespace {

std::string lineText(std::string_view source, std::uint32_t byteOffset) {
    std::size_t start = std::min<std::size_t>(byteOffset, source.size());
    while (start > 0 && source[start - 1] != '\n')
        --start;
    std::size_t end = source.find('\n', start);
    if (end == std::string_view::npos)
        end = source.size();
    std::string_view line = source.substr(start, end - start);
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
        line.remove_prefix(1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
        line.remove_suffix(1);
    return std::string(line);
}

} // namespace

SourceCheckResult SourceCheck::check(const Layout& layout, std::string_view source,
                                     std::string_view fileName) {
    SourceCheckResult out;
    assembler::AssemblyResult assembled = assembler::Assembler::assemble(source, fileName);
    if (assembled.hasErrors()) {
        for (assembler::Diagnostic& d : assembled.diagnostics)
            if (d.severity == assembler::Severity::Error)
                out.errors.push_back(std::move(d));
        return out;
    }
    const std::vector<std::uint8_t>& code = assembled.program.code;
    for (const isa::SourceMapEntry& e : assembled.sourceMap.entries()) {
        isa::DecodedInstruction d;
        isa::DecodeError error;
        // What the assembler wrote always decodes; a failure would be an assembler bug, and the
        // line is then skipped rather than reported as the layout's fault.
        if (!isa::Decoder::decode(code, e.codeOffset, d, error))
            continue;
        LineCheck c;
        c.line = e.position.line;
        c.column = e.position.column;
        c.text = lineText(source, e.position.byteOffset);
        c.info = d.info;
        c.encoded = LayoutEncoder::encode(layout, Instance::fromDecoded(d));
        out.lines.push_back(std::move(c));
    }
    return out;
}

} // namespace wave::layout
