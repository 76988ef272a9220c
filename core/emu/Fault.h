#pragma once
// A fault stops a run (docs/reference/execution-model.md §12, docs/reference/differences.md §4
// "Faults"). `message` is the reference's text, which the CLI prints as "Error: <message>";
// detail() adds what WAVE Studio knows beyond it (kernel, workgroup, wave, lanes, PC, source line,
// address, memory space, and for a deadlock the state of every wave).

#include "emu/EmuTypes.h"
#include "isa/Decoder.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wave::emu {

enum class FaultKind : std::uint8_t {
    OutOfBounds,        // "memory access out of bounds: address 0x%016x"
    InvalidInstruction, // "invalid instruction at PC 0x%08x: <decode error>"
    ControlFlow,        // "control flow error: else without matching if", ...
    StackOverflow,      // "stack overflow: control flow" / "stack overflow: call"
    InstructionLimit,   // "instruction limit exceeded: N instructions (limit: L) at PC 0x%08x"
    Deadlock,           // "deadlock detected: workgroup (x,y,z) deadlocked - waves waiting ..."
    InvalidLaunch,      // the launch cannot run (LaunchConfig validation); nothing executed
    KernelOutsideCode,  // the kernel starts beyond the code section: the reference panics
};

const char* faultKindName(FaultKind kind);

// One wave's state in a deadlock report.
struct WaveReport {
    std::uint32_t wave = 0;
    WaveStatus status = WaveStatus::Ready;
    std::uint32_t pc = 0; // where it waits, where it finished (its last instruction), or its PC
    std::optional<std::uint32_t> line;
    std::uint64_t activeMask = 0;
    std::uint64_t liveMask = 0; // lanes that have not halted

    bool operator==(const WaveReport&) const = default;
};

struct Fault {
    FaultKind kind = FaultKind::InvalidLaunch;
    std::string message; // the reference text (without "Error: ")

    // Where it happened. `inWorkgroup` is false for launch errors, which have none of this.
    bool inWorkgroup = false;
    std::string kernelName;
    Dim3 workgroup{0, 0, 0};
    std::uint32_t wave = 0;
    std::uint64_t lanes = 0; // the lanes involved (out of bounds: the faulting lane)
    std::uint32_t pc = 0;    // relative to the kernel start
    std::string sourceFile;
    std::optional<std::uint32_t> line; // when a SourceMap was given
    std::optional<std::uint64_t> address;
    std::optional<MemorySpace> space;
    // InvalidInstruction: what the decoder found. A word1 cut off by the end of the code
    // (TruncatedWord1) is one of the reference's crashes (docs/reference/execution-model.md §11);
    // detail() says so.
    std::optional<isa::DecodeError::Kind> decodeError;
    std::vector<WaveReport> waves; // Deadlock: every wave of the workgroup

    // Multi-line description for humans (no trailing newline), e.g.
    //   kernel vadd, workgroup (1,0,0), wave 2, lanes 0x8, PC 0x0000001c (vadd.wave:12)
    //   device memory address 0x0000000000100000 (4 bytes)
    std::string detail() const;

    // Process exit status of a command-line tool for this fault: always 1. The reference exits
    // with 101 (a panic) for its crash cases; WAVE Studio never does
    // (docs/reference/differences.md §5).
    int exitCode() const;

    bool operator==(const Fault&) const = default;
};

// The reference's out-of-bounds text, "memory access out of bounds: address 0x%016x", for
// accesses of the engine and of the front ends that fill or dump device memory.
std::string outOfBoundsMessage(std::uint64_t address);

} // namespace wave::emu
