#pragma once
// Explains how the groups of a portability matrix differ: the first device words whose values
// differ from the reference group (group 0), with each word's value and last writer in every
// group's first run (found by running those runs again under a LastWriterObserver).

#include "portability/LastWriterObserver.h"
#include "portability/PortabilityRunner.h"

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
    // Up to `limit` words, in address order, where group `group`'s value differs from group
    // 0's, with the values and last writers of those two groups (the other groups' entries stay
    // zero, unwritten and not differing). Empty when either did not complete.
    static std::vector<WordDifference> forGroup(const PortabilityMatrix& matrix,
                                                const PortabilityRunner& runner, std::size_t group,
                                                std::size_t limit);
};

} // namespace wave::portability
