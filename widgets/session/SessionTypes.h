#pragma once
// The debugger's values as the widgets name them: the core service's types (DebugCommand.h,
// DebugEvent.h) under their widgets names, registered with Qt's meta-type system so they can
// travel in signals and QVariants.

#include "debug/service/AnalysisSnapshot.h"
#include "debug/service/CommandTicket.h"
#include "debug/service/DebugEvent.h"
#include "debug/session/AnalysisOptions.h"
#include "debug/session/RunCommand.h"

#include <QMetaType>

namespace wave::widgets {

using CommandTicket = debug::CommandTicket;
using SessionCommand = debug::RunKind;
using debug::isLongRunning;
using SnapshotPtr = debug::SnapshotPtr;
using AnalysisSnapshot = debug::AnalysisSnapshot;
using AnalysisSnapshotPtr = debug::AnalysisSnapshotPtr;

} // namespace wave::widgets

Q_DECLARE_METATYPE(wave::debug::CommandTicket)
Q_DECLARE_METATYPE(wave::debug::DebugEvent)
Q_DECLARE_METATYPE(wave::debug::SnapshotPtr)
Q_DECLARE_METATYPE(wave::debug::AnalysisSnapshotPtr)
Q_DECLARE_METATYPE(wave::debug::RunKind)
Q_DECLARE_METATYPE(wave::debug::RunCommand)
Q_DECLARE_METATYPE(wave::debug::AnalysisOptions)
