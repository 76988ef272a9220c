#pragma once
// debug::BreakpointSpec <-> JSON for the session file: every field, always, with enums as
// words ("line", "barrier-quorum", "device", "either").

#include "debug/session/Breakpoint.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace wave::widgets {

class BreakpointJson {
    Q_DECLARE_TR_FUNCTIONS(BreakpointJson)
public:
    static QJsonObject toJson(const debug::BreakpointSpec& spec);
    // `path` names the object in errors ("breakpoints[2]").
    static std::optional<debug::BreakpointSpec> fromJson(const QJsonValue& value,
                                                         const QString& path, QString& error);
};

} // namespace wave::widgets
