#pragma once
// Reads a whole file, as Rust's std::fs::read does, with the reference's OS error texts, except
// that only regular files are read: the file is opened without blocking (a named pipe with no
// writer would otherwise wait forever in open(), and one with a writer may never end), and a
// named pipe, a device (/dev/zero never ends) or a socket is refused with a clear error.

#include <cstdint>
#include <string>
#include <vector>

namespace wave::io {

class FileReader {
public:
    enum class Status { Ok, OpenFailed, ReadFailed };
    // What an open path turned out to be.
    enum class Kind { Regular, Directory, NamedPipe, Device, Socket, Other };

    // Larger inputs are refused rather than read until memory runs out.
    static constexpr std::uint64_t kDefaultMaxBytes = 1ull << 30;

    // Replaces `out` with the file's bytes. On failure `error` is the OS error text
    // (OsError::text), e.g. "Is a directory (os error 21)", or "Cannot allocate memory (os
    // error 12)"; beyond `maxBytes` it is "File too large (os error 27); the limit is N bytes";
    // a named pipe, device or socket is "Not a regular file: it is a named pipe (FIFO)" (see
    // notRegular). `out` holds what was read.
    static Status read(const std::string& path, std::string& out, std::string& error,
                       std::uint64_t maxBytes = kDefaultMaxBytes);
    static Status read(const std::string& path, std::vector<std::uint8_t>& out, std::string& error,
                       std::uint64_t maxBytes = kDefaultMaxBytes);

    // Opens `path` read-only without blocking, as every reader of the tools and the IDE must:
    // returns the descriptor (blocking again, close-on-exec) of a regular file with its `kind`
    // and `size`; returns -1 with `errnum` set when open() or fstat() failed, and -1 with
    // `kind` set (errnum 0) when the path is not a regular file.
    static int openRegular(const std::string& path, Kind& kind, std::uint64_t& size, int& errnum);

    static Kind kindOf(unsigned mode);
    // "Is a directory (os error 21)" for a directory, else "Not a regular file: it is a named
    // pipe (FIFO)" (a device, a socket, a special file).
    static std::string notRegular(Kind kind);
};

} // namespace wave::io
