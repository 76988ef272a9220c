#pragma once
// Typed reads of JSON object members for the session file, with errors that name the member
// by its path ("launch.grid: expected an array of 3 whole numbers"). A missing member leaves
// the value alone (the caller's default); a member of the wrong type or range is an error.
// Unsigned 64-bit values are written as numbers up to 2^53 and as decimal strings above (JSON
// numbers are doubles); both forms are read.

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace wave::widgets {

class JsonFields {
public:
    JsonFields(const QJsonObject& object, QString path);

    bool unsignedNumber(const QString& key, quint64 max, quint64& out);
    bool number32(const QString& key, quint32& out);
    bool text(const QString& key, QString& out);
    bool optionalText(const QString& key, std::optional<QString>& out); // null: absent
    bool boolean(const QString& key, bool& out);
    bool object(const QString& key, QJsonObject& out);
    bool array(const QString& key, QJsonArray& out);

    // The error of the first failed read, or `message` about `key` (for the caller's own checks).
    bool fail(const QString& key, const QString& message);
    const QString& error() const { return error_; }
    QString path(const QString& key) const;

    static QJsonValue unsignedValue(quint64 value);
    // A JSON value as an unsigned integer no larger than `max`.
    static std::optional<quint64> toUnsigned(const QJsonValue& value, quint64 max);

private:
    const QJsonObject& object_;
    QString path_;
    QString error_;
};

} // namespace wave::widgets
