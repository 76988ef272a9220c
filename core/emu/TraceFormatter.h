#pragma once
// The text of `--trace` (docs/reference/execution-model.md §14), shared by the CLI and the GUI. The
// emulator feeds finished lines (without newline) to a TraceSink; the CLI writes each one to
// stderr.

#include "emu/EmuTypes.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wave::isa {
struct DecodedInstruction;
}

namespace wave::emu {

class TraceSink {
public:
    virtual ~TraceSink() = default;
    // One complete line without its newline, in execution order.
    virtual void traceLine(std::string_view line) = 0;
};

class TraceFormatter {
public:
    // "wg(X,Y,Z) wave[W] pc=0x%04x: <text>"
    static std::string instructionLine(const Dim3& workgroup, std::uint32_t wave, std::uint32_t pc,
                                       const isa::DecodedInstruction& inst);
    // "<guard prefix><mnemonic>[ <operands>]" in the trace's own format (not the
    // disassembler's).
    static std::string instructionText(const isa::DecodedInstruction& inst);

    // "  BREAK: active_mask=0x.., pred_mask=0x.., pred_reg=pN"
    static std::string breakBefore(std::uint64_t activeMask, std::uint64_t predMask,
                                   std::uint32_t predReg);
    // "  BREAK: new_active_mask=0x.., jump=None|Some(0)"
    static std::string breakAfter(std::uint64_t newMask);
    // "  ENDLOOP: active_mask=0x.."
    static std::string endloopBefore(std::uint64_t activeMask);
    // "  ENDLOOP: new_active_mask=0x.., jump=None|Some(<start pc in decimal>)"
    static std::string endloopAfter(std::uint64_t newMask, std::optional<std::uint32_t> jumpPc);
};

} // namespace wave::emu
