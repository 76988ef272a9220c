#pragma once
// Reads a whole file, as Rust's std::fs::read does, with the reference's OS error texts.

#include <cstdint>
#include <string>
#include <vector>

namespace wave::cli {

class FileReader {
public:
    enum class Status { Ok, OpenFailed, ReadFailed };

    // Replaces `out` with the file's bytes. On failure `error` is the OS error text
    // (OsError::text), e.g. "Is a directory (os error 21)", and `out` holds what was read.
    static Status read(const std::string& path, std::string& out, std::string& error);
    static Status read(const std::string& path, std::vector<std::uint8_t>& out, std::string& error);
};

} // namespace wave::cli
