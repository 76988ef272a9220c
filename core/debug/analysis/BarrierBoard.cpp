#include "debug/analysis/BarrierBoard.h"

#include <cstdio>

namespace wave::debug {

std::string describeLocation(std::uint32_t line, std::uint32_t pc) {
    if (line != 0)
        return "line " + std::to_string(line);
    char buf[24];
    std::snprintf(buf, sizeof buf, "pc 0x%04x", pc);
    return buf;
}

namespace {

std::string pcText(std::uint32_t pc) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "pc 0x%04x", pc);
    return buf;
}

// "line 14 (pc 0x0038)" or "pc 0x0038".
std::string where(const WaveReport& w) {
    if (w.line == 0)
        return pcText(w.pc);
    return "line " + std::to_string(w.line) + " (" + pcText(w.pc) + ")";
}

} // namespace

std::string BarrierBoard::toText() const {
    std::string out;
    if (!workgroupLabel.empty())
        out += workgroupLabel + ":\n";
    for (const WaveReport& w : waves) {
        out += "  wave " + std::to_string(w.wave) + ": ";
        switch (w.status) {
        case WaveStatus::Ready:
            out += "running at " + where(w);
            break;
        case WaveStatus::AtBarrier:
            out += "waiting at the barrier at " + where(w) + ", arrival " +
                   std::to_string(w.barrierArrivals);
            break;
        case WaveStatus::Finished:
            out += "finished at " + where(w);
            break;
        case WaveStatus::Faulted:
            out += "faulted at " + where(w);
            if (!w.fault.empty())
                out += ": " + w.fault;
            break;
        }
        out += "\n";
    }
    return out;
}

} // namespace wave::debug
