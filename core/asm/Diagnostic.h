#pragma once
// One assembler message: severity, a stable code (so the UI can translate it), the message, an
// optional hint, and the source range it covers. Every text is valid UTF-8.

#include <cstdint>
#include <string>

namespace wave::assembler {

enum class Severity : std::uint8_t { Error, Warning };

struct Diagnostic {
    Severity severity = Severity::Error;
    std::string code;    // stable, e.g. "E0107" for an unknown instruction; see DiagnosticCodes.h
    std::string message; // "unknown instruction 'iaddd'"
    std::string hint;    // "did you mean `iadd`?" (may be empty)
    std::string file;
    std::uint32_t line = 1;    // 1-based
    std::uint32_t column = 1;  // 1-based, in characters
    std::uint32_t endLine = 1; // end of the range (exclusive column)
    std::uint32_t endColumn = 1;
    std::uint32_t byteStart = 0; // byte range in the source
    std::uint32_t byteEnd = 0;
    // The short text shown under the source range, as the reference prints it ("expected
    // register", "'iaddd' is not a valid instruction"). `hint` adds advice beyond it.
    std::string label;
};

} // namespace wave::assembler
