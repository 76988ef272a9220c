#pragma once
// The barrier board of one workgroup: each wave's state, where it stands, and the control
// decisions that brought it there. Built by the session from the machine and ControlHistory;
// rendered by the barrier-board view and printed by wave-emu on a deadlock.

#include "debug/analysis/ControlHistory.h"

#include <cstdint>
#include <string>
#include <vector>

namespace wave::debug {

enum class WaveStatus : std::uint8_t {
    Ready,     // can run
    AtBarrier, // waiting at the barrier at pc
    Finished,  // every lane halted; pc/line: the halt (or return) that finished it
    Faulted,   // pc/line: the faulting instruction
};

struct WaveReport {
    std::uint32_t wave = 0;
    WaveStatus status = WaveStatus::Ready;
    std::uint32_t pc = 0;
    std::uint32_t line = 0; // 0 when unknown
    std::uint64_t activeMask = 0;
    std::uint32_t barrierArrivals = 0;      // arrivals so far in this workgroup
    std::vector<ControlDecision> decisions; // ControlHistory::decisions(wave)
    std::string fault;                      // Faulted: the message
};

struct BarrierBoard {
    std::string workgroupLabel; // "workgroup (0,0,0)"
    std::vector<WaveReport> waves;

    // One line per wave, indented, ending in '\n':
    //   "  wave 0: waiting at the barrier at line 14 (pc 0x0038), arrival 3"
    std::string toText() const;
};

// "line 14", or "pc 0x0038" when the line is unknown.
std::string describeLocation(std::uint32_t line, std::uint32_t pc);

} // namespace wave::debug
