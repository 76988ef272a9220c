#pragma once
// OS error texts as the reference tools (Rust programs) print a std::io::Error:
// "<description> (os error <errno>)", e.g. "No such file or directory (os error 2)"
// (docs/reference/command-line.md).

#include <string>

namespace wave::io {

class OsError {
public:
    static std::string text(int errnum);
};

} // namespace wave::io
