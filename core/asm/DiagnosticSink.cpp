#include "asm/DiagnosticSink.h"

#include "isa/Utf8.h"

#include <algorithm>

namespace wave::assembler {

DiagnosticSink::DiagnosticSink(std::string_view file, std::size_t limit)
    : file_(isa::Utf8::decodeLossy(file)), limit_(limit == 0 ? 1 : limit) {}

void DiagnosticSink::report(DiagnosticKind kind, const SourceSpan& span, std::string message,
                            std::string label, std::string hint) {
    if (span.start >= lastByte_) {
        lastByte_ = span.start;
        lastSpan_ = span;
    }
    if (full_)
        return;
    const DiagnosticKindInfo& info = DiagnosticCodes::info(kind);
    if (diagnostics_.size() >= limit_) {
        full_ = true;
        Diagnostic note;
        note.severity = Severity::Error;
        note.code = std::string(DiagnosticCodes::info(DiagnosticKind::TooManyDiagnostics).code);
        note.message =
            "too many diagnostics: only the first " + std::to_string(limit_) + " are listed";
        note.label = "diagnostics stop here";
        note.hint = "fix these and assemble again to see the rest";
        note.file = file_;
        // At the furthest position reported so far, and pushed last: it stays last once sorted.
        note.line = note.endLine = lastSpan_.line;
        note.column = note.endColumn = lastSpan_.column;
        note.byteStart = note.byteEnd = lastByte_;
        diagnostics_.push_back(std::move(note));
        ++errors_;
        return;
    }
    Diagnostic d;
    d.severity = info.severity;
    d.code = std::string(info.code);
    d.message = std::move(message);
    d.label = std::move(label);
    d.hint = std::move(hint);
    d.file = file_;
    d.line = span.line;
    d.column = span.column;
    d.endLine = span.endLine;
    d.endColumn = span.endColumn;
    d.byteStart = span.start;
    d.byteEnd = span.end;
    if (d.severity == Severity::Error)
        ++errors_;
    diagnostics_.push_back(std::move(d));
}

std::vector<Diagnostic> DiagnosticSink::take() {
    std::stable_sort(
        diagnostics_.begin(), diagnostics_.end(),
        [](const Diagnostic& a, const Diagnostic& b) { return a.byteStart < b.byteStart; });
    return std::move(diagnostics_);
}

std::string DiagnosticSink::quote(std::string_view text) {
    return isa::Utf8::decodeLossy(text, 200);
}

} // namespace wave::assembler
