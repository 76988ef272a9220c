#pragma once
// Writes an output file so that a reader never sees a half-written one and a failed run leaves
// the old file (or none) behind: regular files are written to a temporary file in the same
// directory and renamed over the target. Every write of the tools and of the IDE goes through
// here (the IDE through FileIo::writeAtomically). Observable results match the reference tools'
// plain std::fs::write where it succeeds or fails, with the same error texts:
//  * symbolic links are followed (the link stays, its target is replaced; a dangling link
//    creates its target);
//  * an existing file keeps its permission bits and must be writable; a new file gets
//    0666 & ~umask;
//  * anything that is not a regular file (a device such as /dev/null or /dev/stdout, a named
//    pipe) is written in place and never replaced by a regular file; it is opened without
//    blocking, so a named pipe that no program reads is an error ("No such device or address
//    (os error 6); it is a named pipe (FIFO) that no program is reading") instead of a hang;
//  * a directory fails with "Is a directory (os error 21)".

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>

namespace wave::io {

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
    // Writes to the open descriptor of a device or named pipe, and closes it.
    static bool writeInPlace(int fd, const Producer& produce, std::string& error);
    // Creates the target of a dangling symbolic link, as a plain open(O_CREAT) does.
    static bool createThroughLink(const std::string& path, const Producer& produce,
                                  std::string& error);
    // The file `path` names, through symbolic links (the link stays, its target is replaced).
    static std::string realTarget(const std::string& path);
    // Writes `target` (a regular file, or none yet) through a temporary file and rename.
    static bool replace(const std::string& target, bool exists, unsigned mode,
                        const Producer& produce, std::string& error);
};

} // namespace wave::io
