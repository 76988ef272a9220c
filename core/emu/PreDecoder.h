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
    // Whether `p` is what decode() makes of the same code for `launch` and `laneStride`, so that
    // another launch may share it.
    static bool madeFor(const DecodedProgram& p, const EffectiveLaunch& launch,
                        std::uint32_t laneStride);
};

} // namespace wave::emu
