#include "DiagnosticPrinter.h"

namespace wave::cli {

std::string DiagnosticPrinter::format(const assembler::Diagnostic& d) {
    std::string out = d.severity == assembler::Severity::Error ? "Error: " : "Warning: ";
    out += d.message;
    out += "\n   --> " + d.file + ':' + std::to_string(d.line) + ':' + std::to_string(d.column) +
           " [" + std::to_string(d.byteStart) + ".." + std::to_string(d.byteEnd) + "]: " + d.label +
           '\n';
    if (!d.hint.empty())
        out += "   = help: " + d.hint + '\n';
    return out;
}

} // namespace wave::cli
