#pragma once
// JSON string escaping for the writers of machine-readable output (traces, layout decodes):
// quotes and backslashes escaped, control characters as \u00XX, UTF-8 passed through.

#include <string>
#include <string_view>

namespace wave::isa {

class JsonText {
public:
    static std::string escape(std::string_view text);
    // escape() in double quotes.
    static std::string quoted(std::string_view text) { return '"' + escape(text) + '"'; }
};

} // namespace wave::isa
