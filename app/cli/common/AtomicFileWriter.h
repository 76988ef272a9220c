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
#include <functional>
#include <span>
#include <string>
#include <string_view>

namespace wave::cli {

class AtomicFileWriter {
public:
    // Takes each piece of the content; returns false once a write has failed (the producer may
    // stop then; what it passes afterwards is ignored).
    using Sink = std::function<bool(std::string_view piece)>;
    // Produces the content in pieces, so that a large file never has to be held in memory. When
    // it throws, nothing is written (the temporary file is removed) and the exception goes on.
    using Producer = std::function<void(const Sink& sink)>;

    // On failure returns false with `error` set to the OS error text (OsError::text).
    static bool write(const std::string& path, std::string_view data, std::string& error);
    static bool write(const std::string& path, std::span<const std::uint8_t> data,
                      std::string& error);
    static bool write(const std::string& path, const Producer& produce, std::string& error);

private:
    // Writes everything `produce` gives to `fd`; false with `errnum` set on the first failure.
    static bool writeAll(int fd, const Producer& produce, int& errnum);
    static bool writeInPlace(const std::string& path, const Producer& produce, std::string& error);
};

} // namespace wave::cli
