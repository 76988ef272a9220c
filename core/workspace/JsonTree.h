#pragma once
// Builds JSON trees (launch::JsonValue, the tree JsonObjectReader::readTree reads) and writes
// them as the session file has always been written: four-space indentation, one member or
// element per line, members in sorted key order, an empty array or object as "[" and "]" on two
// lines, strings escaped as Qt's QJsonDocument::Indented escapes them. Files written before the
// workspace moved to core are therefore written back byte for byte.

#include "launch/JsonValue.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace wave::workspace {

class JsonTree {
public:
    static launch::JsonValue object();
    static launch::JsonValue array();
    static launch::JsonValue text(std::string_view value);
    static launch::JsonValue boolean(bool value);
    static launch::JsonValue null();
    // A whole number: a JSON number up to 2^53 (a double's exact integers), else a decimal
    // string, so that no reader rounds it.
    static launch::JsonValue number(std::uint64_t value);
    // Adds or replaces the member `key` of an object.
    static void set(launch::JsonValue& object, std::string_view key, launch::JsonValue value);

    // The document, ending with a newline.
    static std::string write(const launch::JsonValue& value);
    // A string as a JSON literal, quotes included.
    static std::string quoted(std::string_view text);

    static constexpr std::uint64_t kExactDoubleMax = std::uint64_t(1) << 53;

private:
    static void write(const launch::JsonValue& value, int indent, std::string& out);
};

} // namespace wave::workspace
