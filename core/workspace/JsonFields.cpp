#include "workspace/JsonFields.h"

#include "workspace/JsonTree.h"

#include <charconv>
#include <cmath>

namespace wave::workspace {

using launch::JsonValue;

JsonFields::JsonFields(const JsonValue& object, std::string path)
    : object_(object), path_(std::move(path)) {}

std::string JsonFields::path(std::string_view key) const {
    return path_.empty() ? std::string(key) : path_ + '.' + std::string(key);
}

bool JsonFields::fail(std::string_view key, const std::string& message) {
    if (error_.empty())
        error_ = path(key) + ": " + message;
    return false;
}

std::optional<std::uint64_t> JsonFields::toUnsigned(const JsonValue& value, std::uint64_t max) {
    if (value.kind == JsonValue::Kind::Number) {
        double d = 0;
        const char* end = value.text.data() + value.text.size();
        const auto [ptr, ec] = std::from_chars(value.text.data(), end, d);
        // Out of a double's range: as a JSON reader that rounds it to infinity.
        if (ec == std::errc::result_out_of_range)
            d = value.text.starts_with('-') ? -HUGE_VAL : HUGE_VAL;
        else if (ec != std::errc() || ptr != end)
            return std::nullopt;
        if (!(d >= 0) || d != std::floor(d) || d > static_cast<double>(JsonTree::kExactDoubleMax))
            return std::nullopt;
        const auto v = static_cast<std::uint64_t>(d);
        return v <= max ? std::optional<std::uint64_t>(v) : std::nullopt;
    }
    if (value.kind == JsonValue::Kind::String) {
        const std::string& s = value.text;
        std::uint64_t v = 0;
        // Digits only: no sign, no blanks.
        if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos)
            return std::nullopt;
        const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        if (ec == std::errc() && ptr == s.data() + s.size() && v <= max)
            return v;
    }
    return std::nullopt;
}

bool JsonFields::unsignedNumber(std::string_view key, std::uint64_t max, std::uint64_t& out) {
    const JsonValue* v = object_.member(key);
    if (!v)
        return true;
    const auto n = toUnsigned(*v, max);
    if (!n)
        return fail(key, "expected a whole number from 0 to " + std::to_string(max));
    out = *n;
    return true;
}

bool JsonFields::number32(std::string_view key, std::uint32_t& out) {
    std::uint64_t v = out;
    if (!unsignedNumber(key, 0xFFFFFFFFu, v))
        return false;
    out = static_cast<std::uint32_t>(v);
    return true;
}

bool JsonFields::optionalNumber32(std::string_view key, std::optional<std::uint32_t>& out) {
    const JsonValue* v = object_.member(key);
    if (!v || v->kind == JsonValue::Kind::Null) {
        out.reset();
        return true;
    }
    std::uint32_t n = 0;
    if (!number32(key, n))
        return false;
    out = n;
    return true;
}

bool JsonFields::text(std::string_view key, std::string& out) {
    const JsonValue* v = object_.member(key);
    if (!v)
        return true;
    if (v->kind != JsonValue::Kind::String)
        return fail(key, "expected a string");
    out = v->text;
    return true;
}

bool JsonFields::boolean(std::string_view key, bool& out) {
    const JsonValue* v = object_.member(key);
    if (!v)
        return true;
    if (v->kind != JsonValue::Kind::Bool)
        return fail(key, "expected true or false");
    out = v->text == "true";
    return true;
}

bool JsonFields::object(std::string_view key, const JsonValue*& out) {
    out = object_.member(key);
    if (out && out->kind != JsonValue::Kind::Object) {
        out = nullptr;
        return fail(key, "expected an object");
    }
    return true;
}

bool JsonFields::array(std::string_view key, const JsonValue*& out) {
    out = object_.member(key);
    if (out && out->kind != JsonValue::Kind::Array) {
        out = nullptr;
        return fail(key, "expected an array");
    }
    return true;
}

} // namespace wave::workspace
