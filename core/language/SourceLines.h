#pragma once
// The lines of a WAVE source buffer as views into it, without their terminators ("\n" or
// "\r\n"), the way the editor and wave-lsp address positions (0-based line, byte column).

#include <string_view>
#include <vector>

namespace wave::language {

class SourceLines {
public:
    // Always at least one line; a buffer ending in '\n' has an empty last line.
    static std::vector<std::string_view> split(std::string_view source);
};

} // namespace wave::language
