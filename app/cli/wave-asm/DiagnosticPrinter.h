#pragma once
// Prints assembler diagnostics in the reference's plain format (golden/asm-errors/*.expected):
//   Error: <message>
//      --> <file>:<line>:<col> [<start>..<end>]: <label>
// plus, when the diagnostic has advice, a line `   = help: <hint>`. Warnings start with
// "Warning: ". Columns count characters.

#include "asm/Diagnostic.h"

#include <string>

namespace wave::cli {

class DiagnosticPrinter {
public:
    static std::string format(const assembler::Diagnostic& d);
};

} // namespace wave::cli
