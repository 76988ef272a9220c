#pragma once
// Writes an output file so that a reader never sees a half-written one and a failed run leaves
// the old file (or none) behind: regular files are written to a temporary file in the same
// directory and renamed over the target. Observable results match the reference tools' plain
// std::fs::write where it succeeds or fails, with the same error texts:
//  * symbolic links are followed (the link stays, its target is replaced; a dangling link
//    creates its target);
//  * an existing file keeps its permission bits and must be writable; a new file gets
//    0666 & ~umask;
//  * anything that is not a regular file (a device such as /dev/null or /dev/stdout, a FIFO)
//    is written in place, and a directory fails with "Is a directory (os error 21)".

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace wave::cli {

class AtomicFileWriter {
public:
    // On failure returns false with `error` set to the OS error text (OsError::text).
    static bool write(const std::string& path, std::string_view data, std::string& error);
    static bool write(const std::string& path, std::span<const std::uint8_t> data,
                      std::string& error);

private:
    static bool writeInPlace(const std::string& path, std::string_view data, std::string& error);
};

} // namespace wave::cli
