#pragma once
// Reads a layout description (docs/reference/layouts.md) from JSON. Unknown members are refused
// so that a typo does not silently drop a field; every error names the file, line and column.

#include "layout/Layout.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wave::layout {

struct LayoutError {
    std::string file;
    std::uint32_t line = 0; // 0: about the file as a whole
    std::uint32_t column = 0;
    std::string message;

    // "FILE:LINE:COLUMN: MESSAGE" (or "FILE: MESSAGE").
    std::string text() const;
};

class LayoutReader {
public:
    static std::optional<Layout> parse(std::string_view json, const std::string& file,
                                       LayoutError& error);
    // Files over 1 MiB are refused (a layout is a few kilobytes).
    static std::optional<Layout> loadFile(const std::string& path, LayoutError& error);

    // The role a field name stands for when no "role" is given ("rd" -> Rd), or nullopt.
    static std::optional<FieldRole> roleOf(std::string_view name);
    static std::string_view roleName(FieldRole role);
};

} // namespace wave::layout
