#include "launch/JsonFields.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace wave::widgets {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(JsonFields)
};
constexpr quint64 kExactDoubleMax = 1ull << 53;
} // namespace

JsonFields::JsonFields(const QJsonObject& object, QString path)
    : object_(object), path_(std::move(path)) {}

QString JsonFields::path(const QString& key) const {
    return path_.isEmpty() ? key : path_ + QLatin1Char('.') + key;
}

bool JsonFields::fail(const QString& key, const QString& message) {
    if (error_.isEmpty())
        error_ = path(key) + QStringLiteral(": ") + message;
    return false;
}

QJsonValue JsonFields::unsignedValue(quint64 value) {
    if (value <= kExactDoubleMax)
        return QJsonValue(static_cast<double>(value));
    return QJsonValue(QString::number(value));
}

std::optional<quint64> JsonFields::toUnsigned(const QJsonValue& value, quint64 max) {
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (!(d >= 0) || d != std::floor(d) || d > static_cast<double>(kExactDoubleMax))
            return std::nullopt;
        const auto v = static_cast<quint64>(d);
        return v <= max ? std::optional<quint64>(v) : std::nullopt;
    }
    if (value.isString()) {
        const QString s = value.toString();
        bool ok = false;
        const quint64 v = s.toULongLong(&ok, 10);
        // toULongLong accepts surrounding spaces and a sign: insist on digits only.
        for (QChar c : s)
            ok = ok && c.isDigit();
        if (ok && v <= max)
            return v;
    }
    return std::nullopt;
}

bool JsonFields::unsignedNumber(const QString& key, quint64 max, quint64& out) {
    const QJsonValue v = object_.value(key);
    if (v.isUndefined())
        return true;
    const auto n = toUnsigned(v, max);
    if (!n)
        return fail(key, Tr::tr("expected a whole number from 0 to %1").arg(max));
    out = *n;
    return true;
}

bool JsonFields::number32(const QString& key, quint32& out) {
    quint64 v = out;
    if (!unsignedNumber(key, 0xFFFFFFFFu, v))
        return false;
    out = static_cast<quint32>(v);
    return true;
}

bool JsonFields::text(const QString& key, QString& out) {
    const QJsonValue v = object_.value(key);
    if (v.isUndefined())
        return true;
    if (!v.isString())
        return fail(key, Tr::tr("expected a string"));
    out = v.toString();
    return true;
}

bool JsonFields::optionalText(const QString& key, std::optional<QString>& out) {
    const QJsonValue v = object_.value(key);
    if (v.isUndefined())
        return true;
    if (v.isNull()) {
        out.reset();
        return true;
    }
    if (!v.isString())
        return fail(key, Tr::tr("expected a string or null"));
    out = v.toString();
    return true;
}

bool JsonFields::boolean(const QString& key, bool& out) {
    const QJsonValue v = object_.value(key);
    if (v.isUndefined())
        return true;
    if (!v.isBool())
        return fail(key, Tr::tr("expected true or false"));
    out = v.toBool();
    return true;
}

bool JsonFields::object(const QString& key, QJsonObject& out) {
    const QJsonValue v = object_.value(key);
    if (v.isUndefined())
        return true;
    if (!v.isObject())
        return fail(key, Tr::tr("expected an object"));
    out = v.toObject();
    return true;
}

bool JsonFields::array(const QString& key, QJsonArray& out) {
    const QJsonValue v = object_.value(key);
    if (v.isUndefined())
        return true;
    if (!v.isArray())
        return fail(key, Tr::tr("expected an array"));
    out = v.toArray();
    return true;
}

} // namespace wave::widgets
