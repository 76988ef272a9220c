#include "AtomicFileWriter.h"

#include "FdWriter.h"
#include "launch/OsError.h"

#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace wave::cli {

bool AtomicFileWriter::writeAll(int fd, const Producer& produce, int& errnum) {
    bool ok = true;
    produce([&](std::string_view piece) {
        ok = ok && FdWriter::writeAll(fd, piece, errnum);
        return ok;
    });
    return ok;
}

bool AtomicFileWriter::writeInPlace(const std::string& path, const Producer& produce,
                                    std::string& error) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) {
        error = launch::OsError::text(errno);
        return false;
    }
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
        error = launch::OsError::text(errnum);
    return ok;
}

bool AtomicFileWriter::write(const std::string& path, std::string_view data, std::string& error) {
    return write(
        path, [data](const Sink& sink) { sink(data); }, error);
}

bool AtomicFileWriter::write(const std::string& path, const Producer& produce, std::string& error) {
    struct stat st {};
    const bool exists = ::stat(path.c_str(), &st) == 0; // follows links
    if (exists && !S_ISREG(st.st_mode))
        return writeInPlace(path, produce, error); // devices, FIFOs; directories fail in open()
    std::string target = path;
    if (exists) {
        if (char* real = ::realpath(path.c_str(), nullptr)) {
            target = real;
            std::free(real);
        }
        // A plain open(O_TRUNC) refuses a file the user may not write; so does this.
        if (::access(target.c_str(), W_OK) != 0) {
            error = launch::OsError::text(errno);
            return false;
        }
    } else {
        struct stat lst {};
        if (::lstat(path.c_str(), &lst) == 0 && S_ISLNK(lst.st_mode))
            return writeInPlace(path, produce, error); // dangling link: open() creates its target
    }

    std::string temp = target + ".tmp-XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) {
        error = launch::OsError::text(errno);
        return false;
    }
    mode_t mode = 0;
    if (exists) {
        mode = st.st_mode & 07777;
    } else {
        // mkstemp creates 0600; a plain create gives 0666 & ~umask.
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    int errnum = 0;
    bool ok = ::fchmod(fd, mode) == 0 || (errnum = errno, false);
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
        error = launch::OsError::text(errnum);
    }
    return ok;
}

bool AtomicFileWriter::write(const std::string& path, std::span<const std::uint8_t> data,
                             std::string& error) {
    return write(path, std::string_view(reinterpret_cast<const char*>(data.data()), data.size()),
                 error);
}

} // namespace wave::cli
