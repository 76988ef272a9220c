#pragma once
// Reads an assembler source file the way the reference does (Rust's read_to_string): the whole
// file, which must be valid UTF-8. Failures give the reference's texts.

#include <cstdint>
#include <string>

namespace wave::cli {

class SourceFile {
public:
    // Assembling takes about 20 bytes of memory per source byte: larger sources are refused
    // ("File too large (os error 27); the limit is N bytes").
    static constexpr std::uint64_t kMaxBytes = 256ull << 20;

    // On failure `error` is "failed to read <path>: <reason>" (without the "error: " prefix),
    // e.g. "... No such file or directory (os error 2)" or "... stream did not contain valid
    // UTF-8".
    static bool read(const std::string& path, std::string& text, std::string& error);
};

} // namespace wave::cli
