#pragma once
// The assembled program: one shared code section and the kernels that slice it
// (docs/reference/container.md §3–§5). Produced by the assembler and the .wbin reader; consumed by
// the writer, disassembler and emulator.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace wave::isa {

struct Kernel {
    std::string name;
    std::uint32_t registerCount = 32;             // .registers (0 in a file: use the launch value)
    std::uint32_t localMemorySize = 0;            // .local_memory (0: use the launch value)
    std::array<std::uint32_t, 3> workgroupSize{}; // .workgroup_size (x == 0: use the launch value)
    std::uint32_t codeOffset = 0;                 // relative to the start of the code section
    std::uint32_t codeSize = 0;                   // bytes
};

struct Program {
    std::vector<std::uint8_t> code;
    std::vector<Kernel> kernels;
};

} // namespace wave::isa
