#pragma once
// File and stdout I/O for wave-dis with the reference's error texts: OS errors read
// "<description> (os error <errno>)", as Rust's std::io::Error prints them.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace wave::cli {

class FileIo {
public:
    static std::string osErrorText(int errnum);

    // Reads the whole file. On failure returns false with `error` set to the OS error text.
    static bool readFile(const std::string& path, std::vector<std::uint8_t>& bytes,
                         std::string& error);

    // Writes `data` to `path` so that a reader never sees a half-written file: a regular file
    // (or a new one) is written to a temporary file in the same directory and renamed over it,
    // keeping the old file's permissions (a new one gets 0666 & ~umask). Anything else (a
    // device such as /dev/null, a FIFO) is written in place. Symbolic links are followed.
    static bool writeFileAtomically(const std::string& path, std::string_view data,
                                    std::string& error);

    // Writes all of `data` to file descriptor 1.
    static bool writeStdout(std::string_view data, std::string& error);
};

} // namespace wave::cli
