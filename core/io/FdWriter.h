#pragma once
// Writing to an open file descriptor until everything is written.

#include <string_view>

namespace wave::io {

class FdWriter {
public:
    // Writes all of `data` to `fd`, retrying after short writes and EINTR. On failure returns
    // false with `errnum` set to the failing write's errno.
    static bool writeAll(int fd, std::string_view data, int& errnum);
};

} // namespace wave::io
