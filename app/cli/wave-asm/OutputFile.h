#pragma once
// Where the assembler writes its output (the writing itself is AtomicFileWriter's).

#include <string>

namespace wave::cli {

class OutputFile {
public:
    // The default output path (docs/reference/command-line.md §1): the input with its last
    // extension replaced by `wbin`, or `.wbin` appended when the file name has none (Rust's
    // Path::with_extension).
    static std::string defaultPath(const std::string& input);
};

} // namespace wave::cli
