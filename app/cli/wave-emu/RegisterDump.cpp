#include "RegisterDump.h"

#include "ToolMain.h"

#include "emu/WorkgroupState.h"

#include <cstdio>

namespace wave::cli {

emu::ObserverAction RegisterDump::workgroupFinished(const emu::WorkgroupState& workgroup) {
    text_.clear();
    format(workgroup, workgroupSize_, text_);
    ToolMain::print(text_);
    return emu::ObserverAction::Continue;
}

void RegisterDump::format(const emu::WorkgroupState& wg, const emu::Dim3& size, std::string& out) {
    const std::uint32_t registers = wg.registerCount < 256 ? wg.registerCount : 256;
    const std::uint64_t wx = size.x ? size.x : 1;
    const std::uint64_t wy = size.y ? size.y : 1;
    char buf[96];
    for (const emu::WaveState& wave : wg.waves) {
        std::uint32_t lanes = 0;
        while (lanes < 64 && ((wave.initial >> lanes) & 1u))
            ++lanes;
        if (lanes == 0)
            continue;
        std::snprintf(buf, sizeof buf,
                      "Registers of workgroup (%u,%u,%u), wave %u (lanes 0-%u, %u registers):\n",
                      wg.id.x, wg.id.y, wg.id.z, wave.id, lanes - 1, registers);
        out += buf;
        for (std::uint32_t lane = 0; lane < lanes; ++lane) {
            // Thread identity of docs/reference/execution-model.md §4.3.
            const std::uint64_t i = std::uint64_t(wave.id) * wg.waveWidth + lane;
            std::snprintf(buf, sizeof buf, "  lane %u (tid %llu,%llu,%llu):", lane,
                          static_cast<unsigned long long>(i % wx),
                          static_cast<unsigned long long>((i / wx) % wy),
                          static_cast<unsigned long long>(i / (wx * wy)));
            out += buf;
            for (std::uint32_t p = 0; p < 4; ++p) {
                std::snprintf(buf, sizeof buf, " p%u=%d", p,
                              wg.predicate(wave.id, p, lane) ? 1 : 0);
                out += buf;
            }
            for (std::uint32_t r = 0; r < registers; ++r) {
                std::snprintf(buf, sizeof buf, " r%u=0x%08x", r, wg.reg(wave.id, r, lane));
                out += buf;
            }
            out += '\n';
        }
    }
}

} // namespace wave::cli
