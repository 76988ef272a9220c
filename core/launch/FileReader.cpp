#include "launch/FileReader.h"

#include "launch/OsError.h"

#include <cerrno>
#include <fcntl.h>
#include <new>
#include <sys/stat.h>
#include <unistd.h>

namespace wave::launch {

namespace {

// `Buffer` is std::string or std::vector<std::uint8_t>.
template <typename Buffer>
FileReader::Status readInto(const std::string& path, Buffer& out, std::string& error,
                            std::uint64_t maxBytes) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        error = OsError::text(errno);
        return FileReader::Status::OpenFailed;
    }
    out.clear();
    const auto failWith = [&](int errnum) {
        error = OsError::text(errnum);
        if (errnum == EFBIG)
            error += "; the limit is " + std::to_string(maxBytes) + " bytes";
        ::close(fd);
        return FileReader::Status::ReadFailed;
    };
    struct stat st {};
    const bool regular = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    if (regular && static_cast<std::uint64_t>(st.st_size) > maxBytes)
        return failWith(EFBIG);
    char buffer[65536];
    try {
        if (regular && st.st_size > 0)
            out.reserve(static_cast<std::size_t>(st.st_size));
    } catch (const std::bad_alloc&) {
        return failWith(ENOMEM);
    }
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            error = OsError::text(errno);
            ::close(fd);
            return FileReader::Status::ReadFailed;
        }
        if (n == 0)
            break;
        // Devices and pipes may never end (/dev/zero): stop at the limit.
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

FileReader::Status FileReader::read(const std::string& path, std::string& out, std::string& error,
                                    std::uint64_t maxBytes) {
    return readInto(path, out, error, maxBytes);
}

FileReader::Status FileReader::read(const std::string& path, std::vector<std::uint8_t>& out,
                                    std::string& error, std::uint64_t maxBytes) {
    return readInto(path, out, error, maxBytes);
}

} // namespace wave::launch
