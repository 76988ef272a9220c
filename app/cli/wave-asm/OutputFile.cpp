#include "OutputFile.h"

#include "SourceFile.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace wave::cli {

std::string OutputFile::defaultPath(const std::string& input) {
    const std::size_t slash = input.rfind('/');
    const std::size_t nameStart = slash == std::string::npos ? 0 : slash + 1;
    const std::string name = input.substr(nameStart);
    const std::size_t dot = name.rfind('.');
    // No dot, or only a leading one (".hidden"), or "..": no extension to replace.
    if (dot == std::string::npos || dot == 0 || name == "..")
        return input + ".wbin";
    return input.substr(0, nameStart + dot) + ".wbin";
}

bool OutputFile::writeAll(int fd, const std::vector<std::uint8_t>& bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

bool OutputFile::writeInPlace(const std::string& path, const std::vector<std::uint8_t>& bytes,
                              std::string& error) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) {
        error = SourceFile::osError(errno);
        return false;
    }
    const bool ok = writeAll(fd, bytes);
    const int e = errno;
    if (::close(fd) != 0 && ok) {
        error = SourceFile::osError(errno);
        return false;
    }
    if (!ok)
        error = SourceFile::osError(e);
    return ok;
}

bool OutputFile::write(const std::string& path, const std::vector<std::uint8_t>& bytes,
                       std::string& error) {
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        return writeInPlace(path, bytes, error); // a device or FIFO: never replace it
    std::string target = path;
    struct stat lst {};
    if (::lstat(path.c_str(), &lst) == 0 && S_ISLNK(lst.st_mode)) {
        char resolved[PATH_MAX];
        if (!::realpath(path.c_str(), resolved))
            return writeInPlace(path, bytes, error); // dangling link: let open() decide
        target = resolved;
    }
    std::string temp = target + ".tmp-XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) {
        error = SourceFile::osError(errno);
        return false;
    }
    const auto fail = [&](int e) {
        ::close(fd);
        ::unlink(temp.c_str());
        error = SourceFile::osError(e);
        return false;
    };
    if (!writeAll(fd, bytes))
        return fail(errno);
    // mkstemp creates 0600; give the file the mode a plain create would (0666 & ~umask).
    const mode_t mask = ::umask(0);
    ::umask(mask);
    if (::fchmod(fd, 0666 & ~mask) != 0)
        return fail(errno);
    if (::close(fd) != 0) {
        const int e = errno;
        ::unlink(temp.c_str());
        error = SourceFile::osError(e);
        return false;
    }
    if (::rename(temp.c_str(), target.c_str()) != 0) {
        const int e = errno;
        ::unlink(temp.c_str());
        error = SourceFile::osError(e);
        return false;
    }
    return true;
}

} // namespace wave::cli
