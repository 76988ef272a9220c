#include "io/FileReader.h"

#include "io/OsError.h"

#include <cerrno>
#include <fcntl.h>
#include <new>
#include <sys/stat.h>
#include <unistd.h>

namespace wave::io {

namespace {

// `Buffer` is std::string or std::vector<std::uint8_t>.
template <typename Buffer>
FileReader::Status readInto(const std::string& path, Buffer& out, std::string& error,
                            std::uint64_t maxBytes) {
    out.clear();
    FileReader::Kind kind = FileReader::Kind::Other;
    std::uint64_t size = 0;
    int errnum = 0;
    const int fd = FileReader::openRegular(path, kind, size, errnum);
    if (fd < 0) {
        // What cannot be read is a read error, as a directory is to the reference.
        error = errnum != 0 ? OsError::text(errnum) : FileReader::notRegular(kind);
        return errnum != 0 ? FileReader::Status::OpenFailed : FileReader::Status::ReadFailed;
    }
    const auto failWith = [&](int code) {
        error = OsError::text(code);
        if (code == EFBIG)
            error += "; the limit is " + std::to_string(maxBytes) + " bytes";
        ::close(fd);
        return FileReader::Status::ReadFailed;
    };
    if (size > maxBytes)
        return failWith(EFBIG);
    char buffer[65536];
    try {
        if (size > 0)
            out.reserve(static_cast<std::size_t>(size));
    } catch (const std::bad_alloc&) {
        return failWith(ENOMEM);
    }
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return failWith(errno);
        }
        if (n == 0)
            break;
        // A file that grows while it is read (a log) stops at the limit.
        if (out.size() + static_cast<std::uint64_t>(n) > maxBytes)
            return failWith(EFBIG);
        const auto* first = reinterpret_cast<const typename Buffer::value_type*>(buffer);
        try {
            out.insert(out.end(), first, first + n);
        } catch (const std::bad_alloc&) {
            return failWith(ENOMEM);
        }
    }
    ::close(fd);
    return FileReader::Status::Ok;
}

} // namespace

int FileReader::openRegular(const std::string& path, Kind& kind, std::uint64_t& size, int& errnum) {
    errnum = 0;
    size = 0;
    kind = Kind::Other;
    // O_NONBLOCK: opening a named pipe returns at once instead of waiting for a writer. fstat on
    // the descriptor then tells what was opened, with no window for a swap between the two.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        errnum = errno;
        return -1;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        errnum = errno;
        ::close(fd);
        return -1;
    }
    kind = kindOf(st.st_mode);
    if (kind != Kind::Regular) {
        ::close(fd);
        return -1;
    }
    // Regular files ignore O_NONBLOCK; cleared so that reads behave as documented everywhere.
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    size = static_cast<std::uint64_t>(st.st_size);
    return fd;
}

FileReader::Kind FileReader::kindOf(unsigned mode) {
    if (S_ISREG(mode))
        return Kind::Regular;
    if (S_ISDIR(mode))
        return Kind::Directory;
    if (S_ISFIFO(mode))
        return Kind::NamedPipe;
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Kind::Device;
    if (S_ISSOCK(mode))
        return Kind::Socket;
    return Kind::Other;
}

std::string FileReader::notRegular(Kind kind) {
    switch (kind) {
    case Kind::Directory:
        return OsError::text(EISDIR);
    case Kind::NamedPipe:
        return "Not a regular file: it is a named pipe (FIFO)";
    case Kind::Device:
        return "Not a regular file: it is a device";
    case Kind::Socket:
        return "Not a regular file: it is a socket";
    case Kind::Regular:
    case Kind::Other:
        break;
    }
    return "Not a regular file";
}

FileReader::Status FileReader::read(const std::string& path, std::string& out, std::string& error,
                                    std::uint64_t maxBytes) {
    return readInto(path, out, error, maxBytes);
}

FileReader::Status FileReader::read(const std::string& path, std::vector<std::uint8_t>& out,
                                    std::string& error, std::uint64_t maxBytes) {
    return readInto(path, out, error, maxBytes);
}

} // namespace wave::io
