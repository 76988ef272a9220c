#include "io/AtomicFileWriter.h"

#include "io/FdWriter.h"
#include "io/OsError.h"

#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace wave::io {

bool AtomicFileWriter::writeAll(int fd, const Producer& produce, int& errnum) {
    bool ok = true;
    produce([&](std::string_view piece) {
        ok = ok && FdWriter::writeAll(fd, piece, errnum);
        return ok;
    });
    return ok;
}

bool AtomicFileWriter::writeInPlace(int fd, const Producer& produce, std::string& error) {
    // Opened without blocking to find a reader; the writes themselves may wait for it.
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    int errnum = 0;
    bool ok = false;
    try {
        ok = writeAll(fd, produce, errnum);
    } catch (...) {
        ::close(fd); // a device or FIFO: there is nothing to take back
        throw;
    }
    if (::close(fd) != 0 && ok) {
        errnum = errno;
        ok = false;
    }
    if (!ok)
        error = OsError::text(errnum);
    return ok;
}

bool AtomicFileWriter::createThroughLink(const std::string& path, const Producer& produce,
                                         std::string& error) {
    // O_EXCL would refuse to follow the link; a target that appeared meanwhile is looked at
    // again like any existing file.
    const int fd =
        ::open(path.c_str(), O_WRONLY | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0666);
    if (fd < 0) {
        error = OsError::text(errno);
        return false;
    }
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::ftruncate(fd, 0) != 0) {
        error = OsError::text(errno);
        ::close(fd);
        return false;
    }
    return writeInPlace(fd, produce, error);
}

bool AtomicFileWriter::replace(const std::string& target, bool exists, unsigned mode,
                               const Producer& produce, std::string& error) {
    std::string temp = target + ".tmp-XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) {
        error = OsError::text(errno);
        return false;
    }
    if (!exists) {
        // mkstemp creates 0600; a plain create gives 0666 & ~umask.
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    int errnum = 0;
    bool ok = ::fchmod(fd, static_cast<mode_t>(mode & 07777)) == 0 || (errnum = errno, false);
    try {
        ok = ok && writeAll(fd, produce, errnum);
    } catch (...) {
        ::close(fd);
        ::unlink(temp.c_str());
        throw;
    }
    ok = ok && (::fsync(fd) == 0 || (errnum = errno, false));
    if (::close(fd) != 0 && ok) {
        errnum = errno;
        ok = false;
    }
    ok = ok && (::rename(temp.c_str(), target.c_str()) == 0 || (errnum = errno, false));
    if (!ok) {
        ::unlink(temp.c_str());
        error = OsError::text(errnum);
    }
    return ok;
}

bool AtomicFileWriter::write(const std::string& path, std::string_view data, std::string& error) {
    return write(
        path, [data](const Sink& sink) { sink(data); }, error);
}

bool AtomicFileWriter::write(const std::string& path, const Producer& produce, std::string& error) {
    // Opening (without O_CREAT or O_TRUNC, so nothing changes yet) tells what the path is:
    // O_NONBLOCK returns at once from a named pipe; O_WRONLY asks for the write permission a
    // plain open(O_TRUNC) would need. fstat on the descriptor then sees what was opened.
    const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        const int errnum = errno;
        struct stat st {};
        if (errnum == ENOENT) {
            if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode))
                return createThroughLink(path, produce, error);
            return replace(path, false, 0, produce, error);
        }
        // A program being run cannot be opened for writing, but it can be replaced.
        if (errnum == ETXTBSY && ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode))
            return replace(realTarget(path), true, st.st_mode, produce, error);
        error = OsError::text(errnum);
        if (errnum == ENXIO && ::stat(path.c_str(), &st) == 0 && S_ISFIFO(st.st_mode))
            error += "; it is a named pipe (FIFO) that no program is reading";
        return false;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        error = OsError::text(errno);
        ::close(fd);
        return false;
    }
    if (!S_ISREG(st.st_mode))
        return writeInPlace(fd, produce, error); // devices and named pipes, never replaced
    ::close(fd);
    return replace(realTarget(path), true, st.st_mode, produce, error);
}

std::string AtomicFileWriter::realTarget(const std::string& path) {
    std::string target = path;
    if (char* real = ::realpath(path.c_str(), nullptr)) {
        target = real;
        std::free(real);
    }
    return target;
}

bool AtomicFileWriter::write(const std::string& path, std::span<const std::uint8_t> data,
                             std::string& error) {
    return write(path, std::string_view(reinterpret_cast<const char*>(data.data()), data.size()),
                 error);
}

} // namespace wave::io
