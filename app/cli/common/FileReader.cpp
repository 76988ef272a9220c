#include "FileReader.h"

#include "OsError.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace wave::cli {

namespace {

// `Buffer` is std::string or std::vector<std::uint8_t>.
template <typename Buffer>
FileReader::Status readInto(const std::string& path, Buffer& out, std::string& error) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        error = OsError::text(errno);
        return FileReader::Status::OpenFailed;
    }
    out.clear();
    struct stat st {};
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
        out.reserve(static_cast<std::size_t>(st.st_size));
    char buffer[65536];
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
        const auto* first = reinterpret_cast<const typename Buffer::value_type*>(buffer);
        out.insert(out.end(), first, first + n);
    }
    ::close(fd);
    return FileReader::Status::Ok;
}

} // namespace

FileReader::Status FileReader::read(const std::string& path, std::string& out, std::string& error) {
    return readInto(path, out, error);
}

FileReader::Status FileReader::read(const std::string& path, std::vector<std::uint8_t>& out,
                                    std::string& error) {
    return readInto(path, out, error);
}

} // namespace wave::cli
