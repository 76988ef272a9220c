#pragma once
// Explains how the groups of a portability matrix differ: the first device words whose values
// differ from the reference group (group 0), with each word's value and last writer in every
// group's first run (found by running those runs again under a LastWriterObserver).

#include "portability/LastWriterObserver.h"
#include "portability/PortabilityRunner.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace wave::portability {

struct WordDifference {
    std::uint64_t address = 0; // of the 4-byte word
    // Per group (index = group): the value in its first run, and who wrote it last there.
    std::vector<std::uint32_t> values;
    std::vector<WriterSite> writers;
    std::vector<bool> differs; // the group's value differs from group 0's
};

class PortabilityDiff {
public:
    // Up to `limit` words, in address order, where a group that completed has a value other
    // than group 0's (both must have completed: a fault has no comparable memory).
    static std::vector<WordDifference> firstDifferences(const PortabilityMatrix& matrix,
                                                        const PortabilityRunner& runner,
                                                        std::size_t limit);
    // Up to `limit` words, in address order, where run `run` (an index into the matrix's
    // runs) differs from the matrix's reference run, each with two entries: [0] the reference
    // run, [1] run `run`, both rerun under a LastWriterObserver. Empty when either did not
    // complete or they agree, or when `cancel` was set before a rerun (as for
    // PortabilityRunner::run, it may be set from any thread and stops between two runs).
    static std::vector<WordDifference> between(const PortabilityMatrix& matrix,
                                               const PortabilityRunner& runner, std::size_t run,
                                               std::size_t limit,
                                               const std::atomic<bool>* cancel = nullptr);
};

} // namespace wave::portability
