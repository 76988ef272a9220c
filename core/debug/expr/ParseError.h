#pragma once
// A condition that does not compile: where and why. Columns are 1-based and count characters.

#include <cstdint>
#include <string>

namespace wave::debug::expr {

struct ParseError {
    std::uint32_t column = 1;
    std::string message; // "unknown name 'lan'", without the column

    // "column 5: unknown name 'lan'"
    std::string toString() const { return "column " + std::to_string(column) + ": " + message; }
};

} // namespace wave::debug::expr
