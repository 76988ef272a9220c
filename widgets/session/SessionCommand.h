#pragma once
// The run-control commands the GUI sends: the core's RunKind (debug/session/RunCommand.h) under
// the name the widgets and the IDE's actions use. SessionController::run() takes the
// debug::RunCommand it makes unchanged to the engine.

#include "session/SessionTypes.h"
