#pragma once
// Core's JSON tree (launch::JsonValue, read and written by core's formats such as
// launch::LaunchJson) to and from Qt's, for the files the IDE reads and writes with QJsonDocument.
// Numbers keep their value: Qt holds doubles, core the literal (the shortest text that reads back
// as the same double).

#include "launch/JsonValue.h"

#include <QJsonValue>

namespace wave::widgets {

class JsonBridge {
public:
    static QJsonValue toQt(const launch::JsonValue& value);
    static launch::JsonValue fromQt(const QJsonValue& value);
};

} // namespace wave::widgets
