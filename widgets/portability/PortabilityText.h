#pragma once
// The Portability dock's words for the facts of a matrix (portability::PortabilityGroups): how
// the runs of a group ended, where the group's results appear, the legend line of a group, a
// cell's tooltip and a last writer, translated. The CLI words the same facts in its report.

#include "portability/PortabilityGroups.h"
#include "portability/PortabilityResult.h"

#include <QCoreApplication>
#include <QString>

namespace wave::widgets {

class PortabilityText {
    Q_DECLARE_TR_FUNCTIONS(PortabilityText)
public:
    // "completed", "completed with barrier divergence", "deadlock: ...", "fault: ...".
    static QString outcome(const portability::PortabilityRun& run);
    // "at wave width 8, 16 only", "under reverse only", "at every width", or empty.
    static QString scope(const portability::PortabilityMatrix& matrix,
                         const portability::GroupScope& scope);
    // "nvidia-32 / round-robin".
    static QString label(const portability::PortabilityMatrix& matrix,
                         const portability::PortabilityRun& run);
    // What group `group` is: "A: agrees with nvidia-32 / round-robin (the reference):
    // completes at every width; memory agrees with the reference at wave width 32 only; 8
    // runs", "B: completes at every width; different device memory at wave width 8, 16 only; 8
    // runs", "C: deadlocks at wave width 8, 16, 32 only: <the fault>; 12 runs".
    static QString legend(const portability::PortabilityMatrix& matrix, std::size_t group);
    // A cell's tooltip: the run, its profile's constants, its group and outcome.
    static QString toolTip(const portability::PortabilityMatrix& matrix,
                           const portability::PortabilityRun& run);
    // "line 42, wave 0 lane 0, workgroup (0,0,0): `device_store_u32 r14, r9`", with "(the
    // last of 3 writes to the word)" when it had several, or "never written".
    static QString writer(const portability::WriterSite& site, const WriterText& text);
    // "0x00000400".
    static QString hex(std::uint64_t value, int digits = 8);
};

} // namespace wave::widgets
