#pragma once
// Which lines of a WAVE kernel a layout cannot encode, and why (`wave-asm --check-layout`, the
// IDE's Encoding lab). The source is assembled by the real assembler, each instruction decoded
// back from its words, and the decoded values encoded into the layout, so the check sees exactly
// the operands the v0.4 encoding holds.

#include "asm/Diagnostic.h"
#include "layout/Layout.h"
#include "layout/LayoutEncoder.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace wave::layout {

struct LineCheck {
    std::uint32_t line = 0; // 1-based
    std::uint32_t column = 0;
    std::string text; // the source line, trimmed
    const isa::InstructionInfo* info = nullptr;
    Encoded encoded;
};

struct SourceCheckResult {
    std::vector<assembler::Diagnostic> errors; // assembly errors: nothing was checked
    std::vector<LineCheck> lines;              // every instruction, in code order

    std::size_t failing() const {
        std::size_t n = 0;
        for (const LineCheck& l : lines)
            n += l.encoded.ok ? 0 : 1;
        return n;
    }
};

class SourceCheck {
public:
    static SourceCheckResult check(const Layout& layout, std::string_view source,
                                   std::string_view fileName);
};

} // namespace wave::layout
