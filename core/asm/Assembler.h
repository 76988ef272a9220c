#pragma once
// Assembles WAVE source text (docs/reference/assembly.md with docs/reference/differences.md §1–2)
// into a Program and a SourceMap, or reports every error in the file. Never throws on user input;
// safe to call from any thread (no shared mutable state).

#include "asm/Diagnostic.h"
#include "isa/Program.h"
#include "isa/SourceMap.h"

#include <string_view>
#include <vector>

namespace wave::assembler {

struct AssemblyResult {
    isa::Program program;                // valid only when !hasErrors()
    isa::SourceMap sourceMap;            // code offset <-> line/column
    std::vector<Diagnostic> diagnostics; // errors and warnings, in source order

    bool hasErrors() const {
        for (const Diagnostic& d : diagnostics)
            if (d.severity == Severity::Error)
                return true;
        return false;
    }
};

class Assembler {
public:
    // `fileName` only labels diagnostics and the source map. `source` should be UTF-8 (the CLI
    // and the editor check it); other bytes in identifiers are taken as letters, never a crash.
    static AssemblyResult assemble(std::string_view source, std::string_view fileName);
};

} // namespace wave::assembler
