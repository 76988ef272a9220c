#include "FileIo.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace wave::cli {

namespace {

bool writeAll(int fd, std::string_view data, int& errnum) {
    while (!data.empty()) {
        const ssize_t n = ::write(fd, data.data(), data.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            errnum = errno;
            return false;
        }
        data.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

bool writeInPlace(const std::string& path, std::string_view data, std::string& error) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) {
        error = FileIo::osErrorText(errno);
        return false;
    }
    int errnum = 0;
    const bool ok = writeAll(fd, data, errnum);
    ::close(fd);
    if (!ok)
        error = FileIo::osErrorText(errnum);
    return ok;
}

} // namespace

std::string FileIo::osErrorText(int errnum) {
    return std::string(std::strerror(errnum)) + " (os error " + std::to_string(errnum) + ")";
}

bool FileIo::readFile(const std::string& path, std::vector<std::uint8_t>& bytes,
                      std::string& error) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        error = osErrorText(errno);
        return false;
    }
    bytes.clear();
    std::uint8_t buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            error = osErrorText(errno);
            ::close(fd);
            return false;
        }
        if (n == 0)
            break;
        bytes.insert(bytes.end(), buf, buf + n);
    }
    ::close(fd);
    return true;
}

bool FileIo::writeFileAtomically(const std::string& path, std::string_view data,
                                 std::string& error) {
    std::string target = path;
    struct stat st {};
    const bool exists = ::stat(path.c_str(), &st) == 0;
    if (exists && !S_ISREG(st.st_mode))
        return writeInPlace(path, data, error); // devices, FIFOs; directories fail there
    if (exists) {
        // Write through a symbolic link, and refuse a file the user may not write, as a
        // plain open(O_TRUNC) would.
        if (char* real = ::realpath(path.c_str(), nullptr)) {
            target = real;
            std::free(real);
        }
        if (::access(target.c_str(), W_OK) != 0) {
            error = osErrorText(errno);
            return false;
        }
    }

    std::string temp = target + ".XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) {
        error = osErrorText(errno);
        return false;
    }
    mode_t mode = 0;
    if (exists) {
        mode = st.st_mode & 07777;
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    int errnum = 0;
    bool ok = ::fchmod(fd, mode) == 0 || (errnum = errno, false);
    ok = ok && writeAll(fd, data, errnum);
    ok = ok && (::fsync(fd) == 0 || (errnum = errno, false));
    if (::close(fd) != 0 && ok) {
        errnum = errno;
        ok = false;
    }
    ok = ok && (::rename(temp.c_str(), target.c_str()) == 0 || (errnum = errno, false));
    if (!ok) {
        ::unlink(temp.c_str());
        error = osErrorText(errnum);
    }
    return ok;
}

bool FileIo::writeStdout(std::string_view data, std::string& error) {
    int errnum = 0;
    if (writeAll(1, data, errnum))
        return true;
    error = osErrorText(errnum);
    return false;
}

} // namespace wave::cli
