#include "io/OsError.h"

#include <cstring>

namespace wave::io {

std::string OsError::text(int errnum) {
    return std::string(std::strerror(errnum)) + " (os error " + std::to_string(errnum) + ")";
}

} // namespace wave::io
