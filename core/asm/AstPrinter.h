#pragma once
// A readable dump of a parsed program, for `wave-asm --dump-ast` (the format is tool-specific,
// docs/reference/command-line.md §1). One line per statement: position, kind, then its parts.

#include "asm/Statement.h"

#include <string>

namespace wave::assembler {

class AstPrinter {
public:
    static std::string print(const ParsedProgram& program);
};

} // namespace wave::assembler
