#pragma once
// How a launch's device memory is filled before its first instruction (fills, argument files).
// DebugSession::load() runs it once; restart() returns to the memory it produced. It may be
// empty: device memory stays zeroed.

#include "emu/DeviceMemory.h"

#include <cstdint>
#include <functional>

namespace wave::debug {

using DeviceInit = std::function<void(emu::DeviceMemory&)>;

} // namespace wave::debug
