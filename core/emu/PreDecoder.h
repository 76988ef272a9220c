#pragma once
// Internal: builds the DecodedProgram of a launch (see DecodedProgram.h).

#include "emu/DecodedProgram.h"
#include "emu/LaunchConfig.h"

#include <cstdint>
#include <memory>
#include <span>

namespace wave::emu {

class PreDecoder {
public:
    // `code` is the whole code section; decoding starts at launch.codeOffset. Register operands
    // become row offsets for launch.registers registers and rows of laneStride lanes.
    static std::shared_ptr<DecodedProgram> decode(std::span<const std::uint8_t> code,
                                                  const EffectiveLaunch& launch,
                                                  std::uint32_t laneStride);

    // The engine routine and statistics class of an encoding (ISA.md §4, EXECUTION.md §13).
    static Handler handlerFor(std::uint8_t opcode, std::uint8_t modifier);
    static StatClass statClassFor(std::uint8_t opcode);
};

} // namespace wave::emu
