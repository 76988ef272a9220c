#pragma once
// Scopes and variables of one stop, read from its full MachineSnapshot (never the live
// machine). A frame's scopes:
//
//   Lane L registers         the focused lane's r0..rN (lane L: the session's focus in the
//                            focused wave, else the wave's lowest active lane)
//   All lanes                one child per lane, each with its registers and predicates
//   Predicates & exec mask   p0..p3 of the lane, the exec (active), live and launched masks
//   Divergence stack         the wave's if/loop frames, outermost first, with their masks
//   Special registers        sr_* of the lane (thread, wave and workgroup ids and sizes)
//   Local memory, Device memory   words in ranges (device memory: the pages that are not zero)
//
// Variable references are handed out per stop (reset()), as DAP allows: they are valid only
// while the run stays stopped there.
//
// Threading: the adapter's main thread only.

#include "DapWriter.h"

#include "debug/analysis/MemoryAccess.h"
#include "debug/session/MachineSnapshot.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace wave::dap {

// What a variable stands for, so that setVariable and dataBreakpointInfo know what to edit or
// watch.
struct VariableTarget {
    enum class Kind : std::uint8_t { None, Register, Predicate, Word };
    Kind kind = Kind::None;
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
    std::uint32_t index = 0; // register or predicate number
    debug::MemorySpace space = debug::MemorySpace::Device;
    std::uint64_t address = 0;
};

class DapVariables {
public:
    // A new stop: every reference handed out before is void.
    void reset(std::shared_ptr<const debug::MachineSnapshot> snapshot);
    const debug::MachineSnapshot* snapshot() const { return snapshot_.get(); }

    // The lane a frame of `wave` shows.
    std::uint32_t laneOf(std::uint32_t wave) const;
    JsonValue scopes(std::uint32_t wave);
    // Null when `reference` is not one of this stop's.
    std::optional<JsonValue> variables(std::int64_t reference);
    // What variable `name` of container `reference` is.
    VariableTarget target(std::int64_t reference, const std::string& name) const;

private:
    struct Container {
        enum class Kind : std::uint8_t {
            LaneRegisters,
            AllLanes,
            Predicates,
            Divergence,
            Special,
            Memory, // [start, start + length) of `space`
            DevicePages,
        };
        Kind kind = Kind::LaneRegisters;
        std::uint32_t wave = 0;
        std::uint32_t lane = 0;
        debug::MemorySpace space = debug::MemorySpace::Device;
        std::uint64_t start = 0;
        std::uint64_t length = 0;
    };

    std::int64_t handle(const Container& c);
    JsonValue laneRegisters(const Container& c) const;
    JsonValue allLanes(const Container& c);
    JsonValue predicates(const Container& c) const;
    JsonValue divergence(const Container& c) const;
    JsonValue special(const Container& c) const;
    JsonValue memory(const Container& c);
    JsonValue devicePages();
    const emu::DeviceImage* image(debug::MemorySpace space) const;

    std::shared_ptr<const debug::MachineSnapshot> snapshot_;
    std::vector<Container> handles_; // reference = index + 1
};

// {name, value, variablesReference: 0} plus optional members.
JsonValue variable(const std::string& name, const std::string& value, std::int64_t reference = 0);

} // namespace wave::dap
