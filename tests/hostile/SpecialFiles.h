#pragma once
// The special files of the hostile-environment tests (issue 22), made for real, no mocks:
// copies of /dev/null and /dev/full (mknod: the tests run as root; skipped otherwise), a named
// pipe that no program reads, symbolic links to each and to a regular file, a read-only folder
// and a full file system (tmpfs mounts in a private mount namespace of the test process, which
// the tools it starts inherit; skipped with the reason when the namespace cannot be made).

#include <string>

namespace wave::test {

class SpecialFiles {
public:
    // Creates a character device with the numbers of /dev/null (1, 3) or /dev/full (1, 7).
    static bool makeDevice(const std::string& path, unsigned major, unsigned minor);
    static bool makeFifo(const std::string& path);
    static bool makeLink(const std::string& target, const std::string& link);

    static bool isDevice(const std::string& path, unsigned major, unsigned minor);
    static bool isFifo(const std::string& path);
    static bool isLink(const std::string& path);
    static bool isRegular(const std::string& path);

    // Why special files cannot be made here, or empty (root can mknod).
    static std::string cannotMakeDevices();

    // Mounts a tmpfs of 64 KiB at `directory` (created), read-only, or holding the file
    // `existing` with `content` and then filled up to the last byte, in this process's own
    // mount namespace. Empty on success, else why not.
    static std::string mountReadOnly(const std::string& directory);
    static std::string mountFull(const std::string& directory, const std::string& existing,
                                 const std::string& content);

    // Undoes a mount of mountReadOnly or mountFull (lazily: nothing may use it any more).
    static void unmount(const std::string& directory);

    // The number of entries in `directory`, for "no temporary file was left behind".
    static int countEntries(const std::string& directory);

private:
    static std::string privateNamespace();
    static std::string mountTmpfs(const std::string& directory, bool readOnly);
};

} // namespace wave::test
