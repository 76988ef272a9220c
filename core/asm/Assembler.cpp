#include "asm/Assembler.h"

#include "asm/DiagnosticSink.h"
#include "asm/EncodingPass.h"
#include "asm/Parser.h"
#include "asm/ProgramLayout.h"

#include <cstdint>
#include <string>

namespace wave::assembler {

namespace {
// Header, metadata count and records, and the symbol section must stay addressable with the
// 32-bit offsets of the container (docs/reference/container.md §2).
bool fitsContainer(const Layout& layout) {
    std::uint64_t total = 0x20 + layout.codeSize + 4 + 32 * std::uint64_t(layout.kernels.size());
    for (const isa::Kernel& k : layout.kernels)
        total += k.name.size() + 1;
    return total <= UINT32_MAX;
}

} // namespace

AssemblyResult Assembler::assemble(std::string_view source, std::string_view fileName) {
    AssemblyResult result;
    result.sourceMap.file = std::string(fileName);
    DiagnosticSink sink(fileName);
    if (source.size() >= UINT32_MAX) {
        sink.report(DiagnosticKind::ProgramTooLarge, SourceSpan{}, "source file too large",
                    "file too large", "sources must be smaller than 4 GiB");
        result.diagnostics = sink.take();
        return result;
    }
    ParsedProgram parsed = Parser(source, sink).parse();
    const Layout layout = ProgramLayout(parsed, sink).run();
    if (!fitsContainer(layout)) {
        sink.report(DiagnosticKind::ProgramTooLarge, SourceSpan{}, "program too large",
                    "program too large", "a .wbin file holds at most 4 GiB");
    } else {
        EncodingPass(parsed, layout, sink, result).run();
    }
    result.diagnostics = sink.take();
    return result;
}

} // namespace wave::assembler
