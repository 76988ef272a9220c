#pragma once
// Reads a whole file, as Rust's std::fs::read does, with the reference's OS error texts.

#include <cstdint>
#include <string>
#include <vector>

namespace wave::launch {

class FileReader {
public:
    enum class Status { Ok, OpenFailed, ReadFailed };

    // Larger inputs are refused rather than read until memory runs out (a device such as
    // /dev/zero never ends).
    static constexpr std::uint64_t kDefaultMaxBytes = 1ull << 30;

    // Replaces `out` with the file's bytes. On failure `error` is the OS error text
    // (OsError::text), e.g. "Is a directory (os error 21)", or "Cannot allocate memory (os
    // error 12)"; beyond `maxBytes` it is "File too large (os error 27); the limit is N bytes".
    // `out` holds what was read.
    static Status read(const std::string& path, std::string& out, std::string& error,
                       std::uint64_t maxBytes = kDefaultMaxBytes);
    static Status read(const std::string& path, std::vector<std::uint8_t>& out, std::string& error,
                       std::uint64_t maxBytes = kDefaultMaxBytes);
};

} // namespace wave::launch
