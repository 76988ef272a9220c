#include "emu/StatisticsFormat.h"

namespace wave::emu {

std::string StatisticsFormat::format(const Statistics& s) {
    auto n = [](std::uint64_t v) { return std::to_string(v); };
    auto traffic = [&](std::uint64_t count, std::uint64_t bytes) {
        return n(count) + " (" + n(bytes) + " bytes)\n";
    };
    std::string out = "Execution Statistics:\n";
    out += "  Instructions executed: " + n(s.instructionsExecuted()) + "\n";
    out += "    Integer ops:         " + n(s.integerOps) + "\n";
    out += "    Float ops:           " + n(s.floatOps) + "\n";
    out += "    Memory ops:          " + n(s.memoryOps) + "\n";
    out += "    Control ops:         " + n(s.controlOps) + "\n";
    out += "    Wave ops:            " + n(s.waveOps) + "\n";
    out += "    Atomic ops:          " + n(s.atomicOps()) + "\n";
    out += "\n  Device memory:\n";
    out += "    Loads:  " + traffic(s.deviceLoads, s.deviceLoadBytes);
    out += "    Stores: " + traffic(s.deviceStores, s.deviceStoreBytes);
    out += "\n  Local memory:\n";
    out += "    Loads:  " + traffic(s.localLoads, s.localLoadBytes);
    out += "    Stores: " + traffic(s.localStores, s.localStoreBytes);
    out += "\n  Barriers: " + n(s.barriers) + "\n";
    out += "  Divergent branches: " + n(s.divergentBranches) + "\n";
    out += "\n  Workgroups executed: " + n(s.workgroups) + "\n";
    out += "  Waves executed: " + n(s.waves) + "\n";
    return out;
}

} // namespace wave::emu
