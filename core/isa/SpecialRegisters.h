#pragma once
// The special registers readable with mov/mov_sr (ISA.md §2.3).

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace wave::isa {

struct SpecialRegister {
    std::uint8_t index;
    std::string_view name;
    std::string_view description;
};

class SpecialRegisters {
public:
    static constexpr std::uint8_t count = 20;
    static std::span<const SpecialRegister> all();
    static std::optional<std::uint8_t> indexOf(std::string_view name);
    // The name of index i, or "sr_unknown" for indices without a register.
    static std::string_view name(std::uint8_t index);
};

} // namespace wave::isa
