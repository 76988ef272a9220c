#pragma once
// A JSON value with the position of its first character. Read by JsonReader (data files, the
// messages of the language server and the debug adapter), built with the factories below and
// written by JsonWriter. A number keeps its literal text, so nothing is lost or rounded
// between reading and writing.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wave::json {

struct JsonValue {
    enum class Kind : std::uint8_t { String, Number, Bool, Null, Object, Array };
    Kind kind = Kind::Null;
    std::string text;         // a string's decoded value, a number's literal, "true"/"false"/"null"
    std::uint32_t line = 1;   // 1-based position of the value
    std::uint32_t column = 1; // 1-based, in bytes
    std::vector<std::pair<std::string, JsonValue>> members; // an object's, in file order
    std::vector<JsonValue> elements;                        // an array's

    // Out of line: with inline special members, clang instantiates the pair type of `members`
    // while JsonValue is still incomplete (libstdc++'s pair checks its default constructor).
    JsonValue();
    ~JsonValue();
    JsonValue(const JsonValue&);
    JsonValue(JsonValue&&) noexcept;
    JsonValue& operator=(const JsonValue&);
    JsonValue& operator=(JsonValue&&) noexcept;

    // The member named `key` of an object, or nullptr.
    const JsonValue* member(std::string_view key) const;
    JsonValue* member(std::string_view key);

    // Factories for building messages.
    static JsonValue string(std::string s);
    static JsonValue number(std::int64_t n);
    static JsonValue real(double d); // a finite double; NaN and infinities become null
    static JsonValue boolean(bool b);
    static JsonValue null();
    static JsonValue object();
    static JsonValue array();

    // Sets member `key` of an object (replacing one of that name); returns *this to chain.
    JsonValue& set(std::string key, JsonValue value);
    // Appends to an array; returns *this to chain.
    JsonValue& push(JsonValue value);

    bool isString() const { return kind == Kind::String; }
    bool isNumber() const { return kind == Kind::Number; }
    bool isBool() const { return kind == Kind::Bool; }
    bool isNull() const { return kind == Kind::Null; }
    bool isObject() const { return kind == Kind::Object; }
    bool isArray() const { return kind == Kind::Array; }

    // A number that is an integer inside int64 (a literal like 3, 3.0 or 3e2), or nothing.
    std::optional<std::int64_t> toInt() const;
    std::optional<double> toDouble() const;
    std::optional<bool> toBool() const;
    // A string member's value, or nothing when absent or of another kind.
    std::optional<std::string_view> stringMember(std::string_view key) const;
    std::optional<std::int64_t> intMember(std::string_view key) const;

    friend bool operator==(const JsonValue& a, const JsonValue& b); // positions ignored
};

} // namespace wave::json
