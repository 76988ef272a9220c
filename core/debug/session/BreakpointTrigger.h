#pragma once
// Whether the session's breakpoints trigger on the live machine: their conditions, evaluated
// in the wave that reached them, the hits they count, the watchpoints an access matches and
// the words a stop's message uses for them. The SessionObserver decides when to ask and what
// a stop does; this class only answers. Runs on the session's thread, inside Emulator calls.

#include "debug/session/BreakpointTable.h"
#include "debug/session/LineTable.h"
#include "debug/session/StopReason.h"
#include "emu/Emulator.h"

#include <cstdint>
#include <optional>
#include <string>

namespace wave::debug {

class BreakpointTrigger {
public:
    void wire(emu::Emulator* emu, const LineTable* lines, BreakpointTable* breakpoints) {
        emu_ = emu;
        lines_ = lines;
        breakpoints_ = breakpoints;
    }

    // The first lane of `wave` for which the breakpoint's condition holds (any active lane
    // when it has none); nullopt when it does not hold.
    std::optional<std::uint32_t> conditionLane(const Breakpoint& b, std::uint32_t wave,
                                               std::uint32_t pc) const;
    // When `b`'s condition holds for `wave`: adds its id to `info`, sets `lane` (if unset) to
    // the lane it holds for, counts a hit when `countHit`, and returns true.
    bool trigger(Breakpoint& b, std::uint32_t wave, std::uint32_t pc, StopInfo& info,
                 std::optional<std::uint32_t>& lane, bool countHit) const;
    // The enabled watchpoints that access `e` matches (space, overlap, kind, condition for
    // its lane): their ids are added to `info`, with the watch hit and the message. False
    // when none matches.
    bool watch(const emu::MemoryEvent& e, StopInfo& info, bool countHit) const;
    // "; breakpoint 3: the condition '...' does not parse (...), so it stops every time" for
    // the first triggered breakpoint of `info` whose condition does not parse, else empty.
    std::string conditionNote(const StopInfo& info) const;

    // "line 12", or the address as "0x0040" when the pc has no line.
    static std::string where(std::uint32_t line, std::uint32_t pc);
    static std::string hex(std::uint64_t v, int digits = 4);

private:
    bool holdsForLane(const Breakpoint& b, std::uint32_t wave, std::uint32_t pc,
                      std::uint32_t lane) const;
    const emu::WorkgroupState& wg() const { return emu_->state().workgroup; }

    emu::Emulator* emu_ = nullptr;
    const LineTable* lines_ = nullptr;
    BreakpointTable* breakpoints_ = nullptr;
};

} // namespace wave::debug
