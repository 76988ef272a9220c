#pragma once
// The text of `wave-emu --portability` (stdout): the matrix of profiles x schedules with one
// letter per result group, what each group's runs did, the outcomes that appear only at some
// wave widths or under some schedules, and the first differing words with their last writers.

#include "SourceLocator.h"
#include "portability/PortabilityDiff.h"
#include "portability/PortabilityRunner.h"

#include <functional>
#include <string>
#include <vector>

namespace wave::cli {

class PortabilityReport {
public:
    // `outputNote` says what was compared, e.g. "--dump-u32 0:16" or "all of device memory".
    // `describeSite` turns a writer into "instruction at file:line, workgroup (x,y,z) wave w
    // lane l".
    static std::string
    format(const portability::PortabilityMatrix& matrix,
           const std::vector<portability::WordDifference>& differences,
           const std::string& outputNote,
           const std::function<std::string(const portability::WriterSite&)>& describeSite);

    // "A", "B", ... "Z", "AA", ...: the name of group `index` in the matrix.
    static std::string groupName(std::size_t index);
    // What the runs of a group did: "completed", "deadlock", "fault: <message>", "completed
    // with barrier divergence".
    static std::string outcome(const portability::PortabilityRun& run);
    // "at wave width 64 only", "under reverse only", or "" when the group's runs share neither
    // their widths nor their schedules with no other group.
    static std::string where(const portability::PortabilityMatrix& matrix, std::size_t group);
};

} // namespace wave::cli
