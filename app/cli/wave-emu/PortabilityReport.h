#pragma once
// The text of `wave-emu --portability` (stdout): the matrix of profiles x schedules with one
// letter per result group, what each group's runs did, where each outcome (and each memory
// result among runs that completed) appears, and the first differing words with their last writers.

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
    // Where the group's outcome appears, "at wave width 8, 16, 32 only", "under reverse only",
    // "at every width", and when other groups ended the same way with other memory, where this
    // group's memory appears: "at every width; this memory at wave width 32 only". Empty when
    // neither is confined to some widths or schedules.
    static std::string where(const portability::PortabilityMatrix& matrix, std::size_t group);
};

} // namespace wave::cli
