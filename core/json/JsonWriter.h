#pragma once
// Writes a JsonValue as compact JSON text (no white space), the form sent in protocol messages.
// Strings are escaped as RFC 8259 asks; bytes that are not valid UTF-8 (a source line the
// client sent us cut in the middle of a character, say) become U+FFFD, so the output is always
// valid JSON in valid UTF-8 whatever the value holds. Iterative: any nesting depth is written.

#include "json/JsonValue.h"

#include <string>

namespace wave::json {

class JsonWriter {
public:
    static std::string write(const JsonValue& value);
    static void append(std::string& out, const JsonValue& value);
    // `text` as a JSON string literal, quotes included.
    static void appendString(std::string& out, std::string_view text);
};

} // namespace wave::json
