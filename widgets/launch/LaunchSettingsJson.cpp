// LaunchSettings <-> JSON (the "launch" object of a .wavesession file): core's format
// (launch::LaunchJson) through the one conversion to the launch value, with its errors in the
// IDE's language.
#include "launch/JsonBridge.h"
#include "launch/LaunchJson.h"
#include "launch/LaunchSettings.h"

#include <QCoreApplication>

namespace wave::widgets {

namespace {

// The texts keep the contexts they had before the format moved to core (their translations).
struct FieldTr {
    Q_DECLARE_TR_FUNCTIONS(JsonFields)
};
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(LaunchSettings)
};

QString describe(const launch::LaunchJsonError& e) {
    using Id = launch::LaunchJsonError::Id;
    const QString detail = QString::fromStdString(e.detail);
    QString text;
    switch (e.id) {
    case Id::ExpectedWholeNumber:
        text = FieldTr::tr("expected a whole number from 0 to %1").arg(detail);
        break;
    case Id::ExpectedString:
        text = FieldTr::tr("expected a string");
        break;
    case Id::ExpectedStringOrNull:
        text = FieldTr::tr("expected a string or null");
        break;
    case Id::ExpectedBoolean:
        text = FieldTr::tr("expected true or false");
        break;
    case Id::ExpectedObject:
        text = FieldTr::tr("expected an object");
        break;
    case Id::ExpectedArray:
        text = FieldTr::tr("expected an array");
        break;
    case Id::ExpectedDims:
        text = Tr::tr("expected an array of 3 whole numbers from 0 to 4294967295");
        break;
    case Id::UnknownFillKind:
        text = Tr::tr("unknown fill kind '%1' (expected zero, iota or file)").arg(detail);
        break;
    }
    return QString::fromStdString(e.path) + QStringLiteral(": ") + text;
}

} // namespace

QJsonObject LaunchSettings::toJson() const {
    return JsonBridge::toQt(launch::LaunchJson::write(options(nullptr))).toObject();
}

std::optional<LaunchSettings> LaunchSettings::fromJson(const QJsonObject& object, QString& error) {
    launch::LaunchJsonError why;
    const auto options = launch::LaunchJson::read(JsonBridge::fromQt(object), why);
    if (!options) {
        error = describe(why);
        return std::nullopt;
    }
    return fromEmuOptions(*options, error);
}

} // namespace wave::widgets
