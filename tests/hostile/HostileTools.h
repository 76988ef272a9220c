#pragma once
// What the hostile-input tests share: the three tools (paths passed in by CMake), running one
// under the memory guard (MemoryGuard.cpp), the CPU time a child used, and generated files.

#include "ToolRunner.h"

#include <cstdint>
#include <string>
#include <vector>

namespace wave::test {

class HostileTools {
public:
    static std::string assembler();
    static std::string disassembler();
    static std::string emulator();
    static std::string golden(const std::string& relative); // path under tests/data/golden

    // True when the tools are built with AddressSanitizer (then the guard works through ASan's
    // allocation limits instead of RLIMIT_AS, and operator new never throws std::bad_alloc).
    static bool sanitized();

    // The memory cap for every guarded run: far below the machine's 24 GiB, far above what a
    // sane launch needs.
    static constexpr unsigned kGuardMb = 3072;

    // Runs `tool` under the memory guard.
    static ToolResult guarded(const std::string& tool, const std::vector<std::string>& args,
                              const std::string& workingDirectory, int timeoutSeconds = 120);

    // Runs `tool` and adds the CPU time (user + system) it used to `cpuSeconds`, so time limits
    // can be checked on a loaded machine, where the wall time says little.
    static ToolResult timed(const std::string& tool, const std::vector<std::string>& args,
                            const std::string& workingDirectory, int timeoutSeconds,
                            double& cpuSeconds);

    // Deterministic pseudo-random bytes.
    static std::string randomBytes(std::size_t size, std::uint32_t seed);

    // Writes `size` bytes of assembly text (instruction lines inside one kernel, ending with
    // halt and .end) to `path`; returns the number of instruction lines, 0 when the file could not
    // be written.
    static std::uint64_t writeAssembly(const std::string& path, std::size_t size);

    static bool writeFile(const std::string& path, const std::string& bytes);
    static std::string firstLine(const std::string& text);
    static std::uint32_t u32At(const std::string& bytes, std::size_t offset);
};

} // namespace wave::test
