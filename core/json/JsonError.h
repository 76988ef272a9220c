#pragma once
// Where a JSON text is wrong and why (JsonReader).

#include <cstdint>
#include <string>

namespace wave::json {

struct JsonError {
    std::uint32_t line = 1;   // 1-based
    std::uint32_t column = 1; // 1-based, in bytes
    std::string message;
};

} // namespace wave::json
