#pragma once
// Hand-built MachineSnapshots for the model and view tests: no emulator involved, so each test
// states exactly the machine state it checks.

#include "debug/session/MachineSnapshot.h"

#include <cstring>
#include <memory>
#include <vector>

namespace wave::widgets::test {

// `waves` waves of `width` lanes, all active, with r[reg] = wave * 1000 + reg * 100 + lane.
inline std::shared_ptr<debug::MachineSnapshot>
makeSnapshot(std::uint32_t waves = 2, std::uint32_t width = 8, std::uint32_t registers = 4) {
    auto s = std::make_shared<debug::MachineSnapshot>();
    s->full = true;
    s->kernelName = std::string(1, 'k'); // not = "k": gcc 12 -Wrestrict false positive
    s->waveWidth = width;
    s->registerCount = registers;
    s->workgroupSize = emu::Dim3{waves * width, 1, 1};
    s->waves.resize(waves);
    const std::uint64_t all = width >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << width) - 1;
    for (std::uint32_t w = 0; w < waves; ++w) {
        debug::WaveSnapshot& ws = s->waves[w];
        ws.id = w;
        ws.pc = 0x40;
        ws.line = 10;
        ws.activeMask = ws.liveMask = ws.initialMask = all;
        ws.registers.resize(std::size_t(registers) * width);
        for (std::uint32_t r = 0; r < registers; ++r)
            for (std::uint32_t l = 0; l < width; ++l)
                ws.registers[std::size_t(r) * width + l] = w * 1000 + r * 100 + l;
    }
    return s;
}

// Local memory of `bytes` bytes holding `words` from word 0 on (the rest zero), as the image a
// session's snapshot carries.
inline std::shared_ptr<const emu::DeviceImage>
localImage(std::uint64_t bytes, const std::vector<std::uint32_t>& words = {}) {
    emu::DeviceMemory memory(bytes);
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::uint8_t w[4];
        std::memcpy(w, &words[i], 4);
        memory.write(4 * i, w);
    }
    return std::make_shared<const emu::DeviceImage>(emu::DeviceImage::capture(memory, nullptr));
}

inline std::shared_ptr<debug::MachineSnapshot> copy(const debug::MachineSnapshot& s) {
    auto c = std::make_shared<debug::MachineSnapshot>(s);
    c->serial = s.serial + 1;
    return c;
}

inline debug::FrameSnapshot ifFrame(std::uint32_t line, std::uint64_t entry, std::uint64_t thenMask,
                                    bool inElse = false) {
    debug::FrameSnapshot f;
    f.kind = debug::FrameSnapshot::Kind::If;
    f.pc = line * 4;
    f.line = line;
    f.entry = entry;
    f.thenMask = thenMask;
    f.elseMask = entry & ~thenMask;
    f.inElse = inElse;
    f.reconvergenceLine = line + 5;
    return f;
}

inline debug::FrameSnapshot loopFrame(std::uint32_t line, std::uint64_t entry,
                                      std::uint64_t breakMask, std::uint64_t continueMask = 0) {
    debug::FrameSnapshot f;
    f.kind = debug::FrameSnapshot::Kind::Loop;
    f.pc = line * 4;
    f.line = line;
    f.entry = entry;
    f.breakMask = breakMask;
    f.continueMask = continueMask;
    f.reconvergenceLine = line + 8;
    return f;
}

} // namespace wave::widgets::test
