#pragma once
// Everything a debug session needs to start: the assembled program with its source map, the
// launch configuration, how device memory is initialised, and the engine's options. Built on
// the GUI thread, then handed to the session worker as a shared immutable value.

#include "debug/session/DeviceInit.h"
#include "debug/session/SessionOptions.h"
#include "emu/LaunchConfig.h"
#include "isa/Program.h"
#include "isa/SourceMap.h"

#include <QString>

#include <memory>

namespace wave::widgets {

struct LaunchRequest {
    isa::Program program;
    isa::SourceMap sourceMap;
    emu::LaunchConfig config;
    debug::DeviceInit deviceInit; // may be empty: zeroed device memory
    debug::SessionOptions options;
    QString sourcePath; // for messages; empty for an unsaved buffer
    // The text that was assembled (the buffer, with unsaved edits): what Explain quotes.
    QString sourceText;
};

using LaunchRequestPtr = std::shared_ptr<const LaunchRequest>;

} // namespace wave::widgets
