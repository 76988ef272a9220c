#pragma once
// Writes the assembler's output file. Regular files are replaced atomically (a temporary file
// in the same directory, then rename), so a failed or interrupted run never leaves a partial
// .wbin; symlinks are followed, and special files (/dev/stdout, FIFOs) are written in place.

#include <cstdint>
#include <string>
#include <vector>

namespace wave::cli {

class OutputFile {
public:
    // On failure `error` is the OS reason, e.g. "No such file or directory (os error 2)".
    static bool write(const std::string& path, const std::vector<std::uint8_t>& bytes,
                      std::string& error);

    // The default output path (CLI.md §1): the input with its last extension replaced by
    // `wbin`, or `.wbin` appended when the file name has none (Rust's Path::with_extension).
    static std::string defaultPath(const std::string& input);

private:
    static bool writeInPlace(const std::string& path, const std::vector<std::uint8_t>& bytes,
                             std::string& error);
    static bool writeAll(int fd, const std::vector<std::uint8_t>& bytes);
};

} // namespace wave::cli
