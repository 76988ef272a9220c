#pragma once
// Collects the diagnostics of one assembly. The list is capped (garbage input would otherwise
// produce millions of messages): past the limit, reports are dropped and one closing error says
// so. Callers doing expensive work for a message (suggestions) check accepting() first.

#include "asm/Diagnostic.h"
#include "asm/DiagnosticCodes.h"
#include "asm/Token.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace wave::assembler {

class DiagnosticSink {
public:
    static constexpr std::size_t kDefaultLimit = 1000;

    explicit DiagnosticSink(std::string_view file, std::size_t limit = kDefaultLimit);

    // Texts must be valid UTF-8: quote source text with quote().
    void report(DiagnosticKind kind, const SourceSpan& span, std::string message, std::string label,
                std::string hint = {});

    bool accepting() const { return !full_; }
    bool hasErrors() const { return errors_ != 0; }
    std::size_t size() const { return diagnostics_.size(); }

    // The diagnostics in source order (stable for equal positions).
    std::vector<Diagnostic> take();

    // Source text made safe for a message: valid UTF-8, long names shortened.
    static std::string quote(std::string_view text);

private:
    std::string file_;
    std::size_t limit_;
    std::size_t errors_ = 0;
    bool full_ = false;
    std::uint32_t lastByte_ = 0; // the furthest position seen, for the closing note
    SourceSpan lastSpan_;
    std::vector<Diagnostic> diagnostics_;
};

} // namespace wave::assembler
