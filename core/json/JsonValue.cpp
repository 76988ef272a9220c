#include "json/JsonValue.h"

#include <charconv>
#include <cmath>
#include <system_error>

namespace wave::json {

JsonValue::JsonValue() = default;
JsonValue::~JsonValue() = default;
JsonValue::JsonValue(const JsonValue&) = default;
JsonValue::JsonValue(JsonValue&&) noexcept = default;
JsonValue& JsonValue::operator=(const JsonValue&) = default;
JsonValue& JsonValue::operator=(JsonValue&&) noexcept = default;

const JsonValue* JsonValue::member(std::string_view key) const {
    for (const auto& [name, value] : members)
        if (name == key)
            return &value;
    return nullptr;
}

JsonValue* JsonValue::member(std::string_view key) {
    return const_cast<JsonValue*>(std::as_const(*this).member(key));
}

JsonValue JsonValue::string(std::string s) {
    JsonValue v;
    v.kind = Kind::String;
    v.text = std::move(s);
    return v;
}

JsonValue JsonValue::number(std::int64_t n) {
    JsonValue v;
    v.kind = Kind::Number;
    v.text = std::to_string(n);
    return v;
}

JsonValue JsonValue::real(double d) {
    if (!std::isfinite(d))
        return null(); // JSON has no NaN or infinity
    JsonValue v;
    v.kind = Kind::Number;
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, d);
    v.text.assign(buffer, ec == std::errc() ? end : buffer);
    return v;
}

JsonValue JsonValue::boolean(bool b) {
    JsonValue v;
    v.kind = Kind::Bool;
    v.text = b ? "true" : "false";
    return v;
}

JsonValue JsonValue::null() {
    JsonValue v;
    v.text = "null";
    return v;
}

JsonValue JsonValue::object() {
    JsonValue v;
    v.kind = Kind::Object;
    return v;
}

JsonValue JsonValue::array() {
    JsonValue v;
    v.kind = Kind::Array;
    return v;
}

JsonValue& JsonValue::set(std::string key, JsonValue value) {
    kind = Kind::Object;
    if (JsonValue* existing = member(key))
        *existing = std::move(value);
    else
        members.emplace_back(std::move(key), std::move(value));
    return *this;
}

JsonValue& JsonValue::push(JsonValue value) {
    kind = Kind::Array;
    elements.push_back(std::move(value));
    return *this;
}

std::optional<std::int64_t> JsonValue::toInt() const {
    if (kind != Kind::Number)
        return std::nullopt;
    std::int64_t n = 0;
    const char* first = text.data();
    const char* last = first + text.size();
    const auto [end, ec] = std::from_chars(first, last, n);
    if (ec == std::errc() && end == last)
        return n;
    // 3.0 or 1e2: integral values written as reals.
    const std::optional<double> d = toDouble();
    if (d && std::trunc(*d) == *d && *d >= -9.2e18 && *d <= 9.2e18)
        return static_cast<std::int64_t>(*d);
    return std::nullopt;
}

std::optional<double> JsonValue::toDouble() const {
    if (kind != Kind::Number)
        return std::nullopt;
    double d = 0;
    const char* first = text.data();
    const char* last = first + text.size();
    const auto [end, ec] = std::from_chars(first, last, d);
    if (ec != std::errc() || end != last)
        return std::nullopt;
    return d;
}

std::optional<bool> JsonValue::toBool() const {
    if (kind != Kind::Bool)
        return std::nullopt;
    return text == "true";
}

std::optional<std::string_view> JsonValue::stringMember(std::string_view key) const {
    const JsonValue* v = member(key);
    if (!v || v->kind != Kind::String)
        return std::nullopt;
    return std::string_view(v->text);
}

std::optional<std::int64_t> JsonValue::intMember(std::string_view key) const {
    const JsonValue* v = member(key);
    return v ? v->toInt() : std::nullopt;
}

bool operator==(const JsonValue& a, const JsonValue& b) {
    return a.kind == b.kind && a.text == b.text && a.members == b.members &&
           a.elements == b.elements;
}

} // namespace wave::json
