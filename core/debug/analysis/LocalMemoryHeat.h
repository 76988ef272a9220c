#pragma once
// Per 4-byte word of one workgroup's local memory: how often it was read and written, who
// wrote it last, and in which barrier epoch it was last touched. Data for the heatmap view.
// An access spanning several words counts for each word it touches; an atomic counts as one
// read and one write (and is counted in `atomics`). With bank conflicts recorded, each word also
// keeps the worst bank-conflict degree of any access (read, write or atomic) that touched it and
// the instruction that had it, so a heatmap of conflicts agrees with the per-instruction table.
// Single-threaded: owned by the session.

#include "debug/analysis/BankConflictAnalyzer.h"
#include "debug/analysis/MemoryAccess.h"

#include <cstdint>
#include <span>
#include <vector>

namespace wave::debug {

struct WordHeat {
    std::uint64_t reads = 0;
    std::uint64_t writes = 0;
    std::uint64_t atomics = 0;
    AccessSite lastWriter;       // valid when written()
    std::uint32_t lastEpoch = 0; // barrier releases of the workgroup before the last access
                                 // (valid when touched())
    // Worst bank-conflict degree of the wave-instructions that touched the word (0 when none
    // was recorded) and the first of them to reach it (lane unused).
    std::uint32_t worstConflict = 0;
    AccessSite worstConflictSite;

    bool written() const { return writes != 0; }
    bool touched() const { return reads + writes != 0; }
};

class LocalMemoryHeat {
public:
    // Starts a workgroup: `localBytes` of zeroed counters.
    void reset(std::uint32_t localBytes);

    // Local accesses only (device accesses are ignored); bytes past the end are ignored.
    void record(const MemoryAccess& access, std::uint32_t epoch);
    void record(const AccessBatch& batch, std::uint32_t epoch);

    // The bank-conflict degree of one wave-instruction's local accesses (made by `site`):
    // raises worstConflict of every 4-byte word they touch.
    void recordConflict(std::span<const LaneAddress> accesses, std::uint32_t degree,
                        const AccessSite& site);

    const std::vector<WordHeat>& words() const { return words_; }
    std::uint32_t localBytes() const { return localBytes_; }
    // Largest reads + writes of any word, to scale a heatmap (a scan of the words).
    std::uint64_t maxTraffic() const;

private:
    std::vector<WordHeat> words_;
    std::uint32_t localBytes_ = 0;
};

} // namespace wave::debug
