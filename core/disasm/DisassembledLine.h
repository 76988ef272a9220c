#pragma once
// One line of a disassembly listing in structured form, for the CLI's text output and for the
// IDE's disassembly view (which shows, steps and sets breakpoints by code offset).

#include <cstddef>
#include <cstdint>
#include <string>

namespace wave::disasm {

enum class LineKind : std::uint8_t {
    Directive,   // .kernel, .registers, .workgroup_size, .local_memory, .end
    Blank,       // the empty line between two kernels
    Label,       // `loc_XXXX:` before a call target (docs/reference/differences.md §3)
    Instruction, // one decoded instruction (4 or 8 bytes)
};

struct DisassembledLine {
    LineKind kind = LineKind::Instruction;
    // Instruction: its text without offset or raw words ("@p1 iadd r1, r2, r3"). Directive and
    // label: the whole line (".registers 4", "loc_0024:"). Blank: empty.
    std::string text;
    // Instruction and label lines: where the instruction lies. fileOffset is what `--offsets`
    // prints (code_offset + kernel code_offset + offset in kernel); codeOffset is relative to the
    // code section (the emulator's PC and the `call` target space). Other lines: 0.
    std::uint64_t fileOffset = 0;
    std::uint64_t codeOffset = 0;
    std::uint32_t word0 = 0;
    std::uint32_t word1 = 0; // 0 for 4-byte instructions
    std::uint8_t size = 0;   // 4 or 8 for instructions, 0 otherwise
    // The kernel record this line belongs to; kNoKernel in a listing without kernel records.
    std::size_t kernelIndex = 0;

    static constexpr std::size_t kNoKernel = static_cast<std::size_t>(-1);
};

} // namespace wave::disasm
