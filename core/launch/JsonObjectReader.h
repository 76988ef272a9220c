#pragma once
// Reads a JSON document whose top level is an object, for small hand-edited data files (device
// profiles), through the project's one parser (json/JsonReader). The members are returned with
// the position of their value so that a caller can say which line is wrong. Nested objects and
// arrays are checked and kept as Kind::Other by read(); readTree() keeps them (JsonValue).

#include "launch/JsonValue.h"
#include "json/JsonError.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::launch {

struct JsonMember {
    enum class Kind : std::uint8_t { String, Number, Bool, Null, Other };
    std::string key;
    Kind kind = Kind::Null;
    std::string text;         // a string's decoded value, a number's literal, "true"/"false"/"null"
    std::uint32_t line = 1;   // 1-based position of the value
    std::uint32_t column = 1; // 1-based, in bytes
};

using json::JsonError;

class JsonObjectReader {
public:
    // The top-level object's members in file order (a repeated key is an error), or the first
    // syntax error.
    static std::optional<std::vector<JsonMember>> read(std::string_view text, JsonError& error);
    // The whole document, nested members included; the top level must be an object.
    static std::optional<JsonValue> readTree(std::string_view text, JsonError& error);
};

} // namespace wave::launch
