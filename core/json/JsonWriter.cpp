#include "json/JsonWriter.h"

#include <cstdint>
#include <vector>

namespace wave::json {

namespace {

// The length of the valid UTF-8 sequence at text[i], or 0 when the bytes there are not one.
std::size_t utf8Length(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b = byte(i);
    std::size_t n = 0;
    std::uint32_t cp = 0;
    if (b >= 0xC2 && b <= 0xDF) {
        n = 2;
        cp = b & 0x1F;
    } else if (b >= 0xE0 && b <= 0xEF) {
        n = 3;
        cp = b & 0x0F;
    } else if (b >= 0xF0 && b <= 0xF4) {
        n = 4;
        cp = b & 0x07;
    } else {
        return 0;
    }
    if (i + n > text.size())
        return 0;
    for (std::size_t k = 1; k < n; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    }
    const bool overlong = (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000);
    const bool surrogate = cp >= 0xD800 && cp <= 0xDFFF;
    if (overlong || surrogate || cp > 0x10FFFF)
        return 0;
    return n;
}

void appendValue(std::string& out, const JsonValue& v);

void appendContainer(std::string& out, const JsonValue& v) {
    // Explicit stack: a deeply nested value built by code must not exhaust the call stack.
    struct Frame {
        const JsonValue* value;
        std::size_t next;
    };
    std::vector<Frame> stack{{&v, 0}};
    out += v.kind == JsonValue::Kind::Object ? '{' : '[';
    while (!stack.empty()) {
        Frame& f = stack.back();
        const bool object = f.value->kind == JsonValue::Kind::Object;
        const std::size_t count = object ? f.value->members.size() : f.value->elements.size();
        if (f.next == count) {
            out += object ? '}' : ']';
            stack.pop_back();
            continue;
        }
        if (f.next > 0)
            out += ',';
        const JsonValue* child = nullptr;
        if (object) {
            const auto& [key, value] = f.value->members[f.next];
            JsonWriter::appendString(out, key);
            out += ':';
            child = &value;
        } else {
            child = &f.value->elements[f.next];
        }
        ++f.next;
        if (child->kind == JsonValue::Kind::Object || child->kind == JsonValue::Kind::Array) {
            out += child->kind == JsonValue::Kind::Object ? '{' : '[';
            stack.push_back({child, 0}); // invalidates f, which is not used again
        } else {
            appendValue(out, *child);
        }
    }
}

void appendValue(std::string& out, const JsonValue& v) {
    switch (v.kind) {
    case JsonValue::Kind::String:
        JsonWriter::appendString(out, v.text);
        return;
    case JsonValue::Kind::Number:
        out += v.text.empty() ? std::string("0") : v.text;
        return;
    case JsonValue::Kind::Bool:
        out += v.text == "true" ? "true" : "false";
        return;
    case JsonValue::Kind::Null:
        out += "null";
        return;
    case JsonValue::Kind::Object:
    case JsonValue::Kind::Array:
        appendContainer(out, v);
        return;
    }
}

} // namespace

std::string JsonWriter::write(const JsonValue& value) {
    std::string out;
    append(out, value);
    return out;
}

void JsonWriter::append(std::string& out, const JsonValue& value) {
    appendValue(out, value);
}

void JsonWriter::appendString(std::string& out, std::string_view text) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += '"';
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x80) {
            const std::size_t n = utf8Length(text, i);
            if (n == 0) {
                out += "\xEF\xBF\xBD"; // U+FFFD REPLACEMENT CHARACTER
                ++i;
            } else {
                out.append(text.substr(i, n));
                i += n;
            }
            continue;
        }
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (c < 0x20) {
                out += "\\u00";
                out += kHex[c >> 4];
                out += kHex[c & 0xF];
            } else {
                out += static_cast<char>(c);
            }
        }
        ++i;
    }
    out += '"';
}

} // namespace wave::json
