#pragma once
// Assembles WAVE source for session tests and loads it into a DebugSession.

#include "asm/Assembler.h"
#include "debug/session/DebugSession.h"

#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <string>

namespace wave::debug::test {

// Each thread stores its id * r1 (r1 = 3) to device word t: 7 instructions per wave.
inline const std::string kStoreIds = R"(.kernel store_ids
    mov r0, sr_thread_id_x
    mov_imm r1, 3
    imul r2, r0, r1
    mov_imm r3, 2
    shl r4, r0, r3
    device_store_u32 r4, r2
    halt
.end
)";

// Every wave calls a function that never returns.
inline const std::string kEndlessCall = R"(.kernel endless_call
    mov_imm r1, 1
    call spin
    mov_imm r2, 2
    halt
spin:
    loop
        iadd r3, r3, r1
    endloop
    return
.end
)";

struct Kernel {
    isa::Program program;
    isa::SourceMap sourceMap;
};

inline Kernel assemble(const std::string& source) {
    assembler::AssemblyResult r = assembler::Assembler::assemble(source, "test.wave");
    std::string errors;
    for (const auto& d : r.diagnostics)
        errors += std::to_string(d.line) + ":" + std::to_string(d.column) + ": " + d.message + "\n";
    EXPECT_FALSE(r.hasErrors()) << errors;
    return Kernel{std::move(r.program), std::move(r.sourceMap)};
}

inline emu::LaunchConfig launch(std::uint32_t threads, std::uint32_t waveWidth = 32,
                                std::uint32_t groups = 1) {
    emu::LaunchConfig c;
    c.workgroup = emu::Dim3{threads, 1, 1};
    c.grid = emu::Dim3{groups, 1, 1};
    c.waveWidth = waveWidth;
    c.deviceMemory = 64 * 1024;
    c.localMemory = 4096;
    return c;
}

inline std::unique_ptr<DebugSession>
load(const std::string& source, const emu::LaunchConfig& config, SessionOptions options = {}) {
    auto session = std::make_unique<DebugSession>(options);
    const Kernel k = assemble(source);
    auto fault = session->load(k.program, k.sourceMap, config);
    EXPECT_FALSE(fault.has_value()) << (fault ? fault->message : "");
    return session;
}

inline std::uint32_t deviceWord(const DebugSession& s, std::uint64_t address) {
    std::uint32_t v = 0;
    std::memcpy(&v, s.emulator()->deviceMemory().data() + address, 4);
    return v;
}

// 1-based line of the first source line containing `needle`.
inline std::uint32_t lineOf(const std::string& source, const std::string& needle) {
    std::uint32_t line = 1;
    std::size_t start = 0;
    while (start <= source.size()) {
        const std::size_t end = source.find('\n', start);
        const std::string text =
            source.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (text.find(needle) != std::string::npos)
            return line;
        if (end == std::string::npos)
            break;
        start = end + 1;
        ++line;
    }
    ADD_FAILURE() << "no line contains " << needle;
    return 0;
}

} // namespace wave::debug::test
