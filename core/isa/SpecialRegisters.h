#pragma once
// The special registers readable with mov/mov_sr (docs/reference/isa.md §2.3).

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace wave::isa {

// Named by their table row; the value is the index mov_sr encodes in its rs1 field.
enum class SpecialRegisterId : std::uint8_t {
    ThreadIdX,
    ThreadIdY,
    ThreadIdZ,
    WaveId,
    LaneId,
    WorkgroupIdX,
    WorkgroupIdY,
    WorkgroupIdZ,
    WorkgroupSizeX,
    WorkgroupSizeY,
    WorkgroupSizeZ,
    GridSizeX,
    GridSizeY,
    GridSizeZ,
    WaveWidth,
    NumWaves,
    MmaSupported,
    MmaM,
    MmaN,
    MmaK,
    Count, // not a register
};

struct SpecialRegister {
    SpecialRegisterId id;
    std::uint8_t index; // static_cast<std::uint8_t>(id)
    std::string_view name;
    std::string_view description;
};

class SpecialRegisters {
public:
    static constexpr std::uint8_t count = static_cast<std::uint8_t>(SpecialRegisterId::Count);
    static std::span<const SpecialRegister> all();
    static std::optional<std::uint8_t> indexOf(std::string_view name);
    // The name of index i, or "sr_unknown" for indices without a register.
    static std::string_view name(std::uint8_t index);
};

} // namespace wave::isa
