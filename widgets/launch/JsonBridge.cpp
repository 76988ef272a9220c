#include "launch/JsonBridge.h"

#include <QJsonArray>
#include <QJsonObject>

#include <charconv>
#include <cstdlib>

namespace wave::widgets {

using launch::JsonValue;

QJsonValue JsonBridge::toQt(const JsonValue& value) {
    switch (value.kind) {
    case JsonValue::Kind::String:
        return QString::fromStdString(value.text);
    case JsonValue::Kind::Number:
        return std::strtod(value.text.c_str(), nullptr);
    case JsonValue::Kind::Bool:
        return value.text == "true";
    case JsonValue::Kind::Null:
        break;
    case JsonValue::Kind::Object: {
        QJsonObject o;
        for (const auto& [key, member] : value.members)
            o.insert(QString::fromStdString(key), toQt(member));
        return o;
    }
    case JsonValue::Kind::Array: {
        QJsonArray a;
        for (const JsonValue& e : value.elements)
            a.append(toQt(e));
        return a;
    }
    }
    return QJsonValue(QJsonValue::Null);
}

JsonValue JsonBridge::fromQt(const QJsonValue& value) {
    JsonValue out;
    switch (value.type()) {
    case QJsonValue::String:
        out.kind = JsonValue::Kind::String;
        out.text = value.toString().toStdString();
        break;
    case QJsonValue::Double: {
        out.kind = JsonValue::Kind::Number;
        char buffer[32];
        const auto end = std::to_chars(buffer, buffer + sizeof buffer, value.toDouble()).ptr;
        out.text.assign(buffer, end);
        break;
    }
    case QJsonValue::Bool:
        out.kind = JsonValue::Kind::Bool;
        out.text = value.toBool() ? "true" : "false";
        break;
    case QJsonValue::Object: {
        out.kind = JsonValue::Kind::Object;
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            out.members.emplace_back(it.key().toStdString(), fromQt(it.value()));
        break;
    }
    case QJsonValue::Array:
        out.kind = JsonValue::Kind::Array;
        for (const QJsonValue& e : value.toArray())
            out.elements.push_back(fromQt(e));
        break;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out.text = "null";
        break;
    }
    return out;
}

} // namespace wave::widgets
