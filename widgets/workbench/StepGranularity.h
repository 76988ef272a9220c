#pragma once
// What one "step" means for the step buttons and the auto-stepper: one instruction of the
// focused wave, or one instruction of every ready wave of the workgroup.

#include "session/SessionCommand.h"

#include <cstdint>

namespace wave::widgets {

enum class StepGranularity : std::uint8_t { Wave, Workgroup };

constexpr SessionCommand stepCommand(StepGranularity g) {
    return g == StepGranularity::Workgroup ? SessionCommand::StepWorkgroup
                                           : SessionCommand::StepInstruction;
}

} // namespace wave::widgets
