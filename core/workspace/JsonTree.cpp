#include "workspace/JsonTree.h"

#include "json/JsonWriter.h"

#include <algorithm>
#include <vector>

namespace wave::workspace {

using launch::JsonValue;

JsonValue JsonTree::object() {
    JsonValue v;
    v.kind = JsonValue::Kind::Object;
    return v;
}

JsonValue JsonTree::array() {
    JsonValue v;
    v.kind = JsonValue::Kind::Array;
    return v;
}

JsonValue JsonTree::text(std::string_view value) {
    JsonValue v;
    v.kind = JsonValue::Kind::String;
    v.text = value;
    return v;
}

JsonValue JsonTree::boolean(bool value) {
    JsonValue v;
    v.kind = JsonValue::Kind::Bool;
    v.text = value ? "true" : "false";
    return v;
}

JsonValue JsonTree::null() {
    JsonValue v;
    v.kind = JsonValue::Kind::Null;
    v.text = "null";
    return v;
}

JsonValue JsonTree::number(std::uint64_t value) {
    if (value > kExactDoubleMax)
        return text(std::to_string(value));
    JsonValue v;
    v.kind = JsonValue::Kind::Number;
    v.text = std::to_string(value);
    return v;
}

void JsonTree::set(JsonValue& object, std::string_view key, JsonValue value) {
    for (auto& [name, member] : object.members) {
        if (name == key) {
            member = std::move(value);
            return;
        }
    }
    object.members.emplace_back(std::string(key), std::move(value));
}

// As QJsonDocument escapes (json::JsonWriter's RFC 8259 escapes are the same: the two-letter
// escapes, other control characters as \u00xx in lower case, UTF-8 as it is; bytes that are not
// UTF-8 become U+FFFD, as they did on their way into a QString).
std::string JsonTree::quoted(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    json::JsonWriter::appendString(out, text);
    return out;
}

std::string JsonTree::write(const JsonValue& value) {
    std::string out;
    write(value, 0, out);
    out += '\n';
    return out;
}

void JsonTree::write(const JsonValue& value, int indent, std::string& out) {
    const std::string inner(std::size_t(4 * (indent + 1)), ' ');
    const std::string outer(std::size_t(4 * indent), ' ');
    switch (value.kind) {
    case JsonValue::Kind::String:
        out += quoted(value.text);
        return;
    case JsonValue::Kind::Number:
        out += value.text;
        return;
    case JsonValue::Kind::Bool:
    case JsonValue::Kind::Null:
        out += value.text.empty() ? std::string("null") : value.text;
        return;
    case JsonValue::Kind::Array:
        out += "[\n";
        for (std::size_t i = 0; i < value.elements.size(); ++i) {
            out += inner;
            write(value.elements[i], indent + 1, out);
            out += i + 1 < value.elements.size() ? ",\n" : "\n";
        }
        out += outer;
        out += ']';
        return;
    case JsonValue::Kind::Object: {
        // Sorted keys: the file diffs well whatever order the members were set in.
        std::vector<const std::pair<std::string, JsonValue>*> members;
        members.reserve(value.members.size());
        for (const auto& member : value.members)
            members.push_back(&member);
        std::sort(members.begin(), members.end(),
                  [](const auto* a, const auto* b) { return a->first < b->first; });
        out += "{\n";
        for (std::size_t i = 0; i < members.size(); ++i) {
            out += inner;
            out += quoted(members[i]->first);
            out += ": ";
            write(members[i]->second, indent + 1, out);
            out += i + 1 < members.size() ? ",\n" : "\n";
        }
        out += outer;
        out += '}';
        return;
    }
    }
}

} // namespace wave::workspace
