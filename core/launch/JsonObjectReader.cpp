#include "launch/JsonObjectReader.h"

#include "json/JsonReader.h"

namespace wave::launch {

std::optional<JsonValue> JsonObjectReader::readTree(std::string_view text, JsonError& error) {
    return json::JsonReader::parseObject(text, error);
}

std::optional<std::vector<JsonMember>> JsonObjectReader::read(std::string_view text,
                                                              JsonError& error) {
    std::optional<JsonValue> top = readTree(text, error);
    if (!top)
        return std::nullopt;
    std::vector<JsonMember> members;
    members.reserve(top->members.size());
    for (auto& [key, value] : top->members) {
        JsonMember m;
        m.key = key;
        m.line = value.line;
        m.column = value.column;
        m.text = std::move(value.text);
        switch (value.kind) {
        case JsonValue::Kind::String:
            m.kind = JsonMember::Kind::String;
            break;
        case JsonValue::Kind::Number:
            m.kind = JsonMember::Kind::Number;
            break;
        case JsonValue::Kind::Bool:
            m.kind = JsonMember::Kind::Bool;
            break;
        case JsonValue::Kind::Null:
            m.kind = JsonMember::Kind::Null;
            break;
        case JsonValue::Kind::Object:
        case JsonValue::Kind::Array:
            m.kind = JsonMember::Kind::Other;
            break;
        }
        members.push_back(std::move(m));
    }
    return members;
}

} // namespace wave::launch
