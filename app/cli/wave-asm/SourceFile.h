#pragma once
// Reads an assembler source file the way the reference does (Rust's read_to_string): the whole
// file, which must be valid UTF-8. Failures give the reference's texts.

#include <string>

namespace wave::cli {

class SourceFile {
public:
    // On failure `error` is "failed to read <path>: <reason>" (without the "error: " prefix),
    // e.g. "... No such file or directory (os error 2)" or "... stream did not contain valid
    // UTF-8".
    static bool read(const std::string& path, std::string& text, std::string& error);
};

} // namespace wave::cli
