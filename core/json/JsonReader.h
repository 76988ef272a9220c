#pragma once
// The one JSON parser of the project (RFC 8259, the whole grammar): device profiles and encoding
// layouts (through launch/JsonObjectReader) and the messages of wave-lsp and wave-dap. Hostile
// input gets the first syntax error with its line and column, never a crash: nesting is capped
// (the parser recurses) and a repeated member name is an error found in linear time.

#include "json/JsonError.h"
#include "json/JsonValue.h"

#include <optional>
#include <string_view>

namespace wave::json {

class JsonReader {
public:
    static constexpr int kMaxDepth = 64;

    // Any JSON value, with nothing but white space after it.
    static std::optional<JsonValue> parse(std::string_view text, JsonError& error);
    // A document whose top level must be an object (data files).
    static std::optional<JsonValue> parseObject(std::string_view text, JsonError& error);
};

} // namespace wave::json
