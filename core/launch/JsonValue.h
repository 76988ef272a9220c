#pragma once
// A parsed JSON value with the position of its first character, for data files whose members
// nest (encoding layouts: arrays of formats and fields). Produced by JsonObjectReader::readTree.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wave::launch {

struct JsonValue {
    enum class Kind : std::uint8_t { String, Number, Bool, Null, Object, Array };
    Kind kind = Kind::Null;
    std::string text;         // a string's decoded value, a number's literal, "true"/"false"/"null"
    std::uint32_t line = 1;   // 1-based position of the value
    std::uint32_t column = 1; // 1-based, in bytes
    std::vector<std::pair<std::string, JsonValue>> members; // an object's, in file order
    std::vector<JsonValue> elements;                        // an array's

    // The member named `key` of an object, or nullptr.
    const JsonValue* member(std::string_view key) const {
        for (const auto& [name, value] : members)
            if (name == key)
                return &value;
        return nullptr;
    }
};

} // namespace wave::launch
