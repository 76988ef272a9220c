#include "SpecialFiles.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sched.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace wave::test {

bool SpecialFiles::makeDevice(const std::string& path, unsigned major, unsigned minor) {
    return ::mknod(path.c_str(), S_IFCHR | 0666, makedev(major, minor)) == 0;
}

bool SpecialFiles::makeFifo(const std::string& path) {
    return ::mkfifo(path.c_str(), 0666) == 0;
}

bool SpecialFiles::makeLink(const std::string& target, const std::string& link) {
    return ::symlink(target.c_str(), link.c_str()) == 0;
}

bool SpecialFiles::isDevice(const std::string& path, unsigned major, unsigned minor) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISCHR(st.st_mode) &&
           st.st_rdev == makedev(major, minor);
}

bool SpecialFiles::isFifo(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISFIFO(st.st_mode);
}

bool SpecialFiles::isLink(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode);
}

bool SpecialFiles::isRegular(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

std::string SpecialFiles::cannotMakeDevices() {
    if (::geteuid() != 0)
        return "device nodes need root (mknod)";
    return {};
}

std::string SpecialFiles::privateNamespace() {
    static std::string why = [] {
        if (::unshare(CLONE_NEWNS) != 0)
            return std::string("cannot make a mount namespace: ") + std::strerror(errno);
        // Mounts made here must not reach the rest of the system.
        if (::mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
            return std::string("cannot make the mounts private: ") + std::strerror(errno);
        return std::string();
    }();
    return why;
}

std::string SpecialFiles::mountTmpfs(const std::string& directory, bool readOnly) {
    if (std::string why = privateNamespace(); !why.empty())
        return why;
    std::filesystem::create_directories(directory);
    const unsigned long flags = readOnly ? MS_RDONLY : 0;
    if (::mount("tmpfs", directory.c_str(), "tmpfs", flags, "size=64k") != 0)
        return std::string("cannot mount a tmpfs: ") + std::strerror(errno);
    return {};
}

std::string SpecialFiles::mountReadOnly(const std::string& directory) {
    return mountTmpfs(directory, true);
}

std::string SpecialFiles::mountFull(const std::string& directory, const std::string& existing,
                                    const std::string& content) {
    if (std::string why = mountTmpfs(directory, false); !why.empty())
        return why;
    const int old = ::open((directory + "/" + existing).c_str(),
                           O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (old < 0 ||
        ::write(old, content.data(), content.size()) != static_cast<ssize_t>(content.size()))
        return std::string("cannot write the existing file: ") + std::strerror(errno);
    ::close(old);
    const std::string filler = directory + "/filler";
    const int fd = ::open(filler.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return std::string("cannot fill the tmpfs: ") + std::strerror(errno);
    char block[4096] = {};
    while (::write(fd, block, sizeof block) > 0) {
    }
    while (::write(fd, block, 1) > 0) { // the last bytes of a partial block
    }
    ::close(fd);
    return {};
}

void SpecialFiles::unmount(const std::string& directory) {
    ::umount2(directory.c_str(), MNT_DETACH);
}

int SpecialFiles::countEntries(const std::string& directory) {
    int n = 0;
    std::error_code ec;
    for (std::filesystem::directory_iterator it(directory, ec), end; !ec && it != end;
         it.increment(ec))
        ++n;
    return n;
}

} // namespace wave::test
