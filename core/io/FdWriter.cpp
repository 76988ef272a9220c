#include "io/FdWriter.h"

#include <cerrno>
#include <unistd.h>

namespace wave::io {

bool FdWriter::writeAll(int fd, std::string_view data, int& errnum) {
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

} // namespace wave::io
