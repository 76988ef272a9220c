#include "portability/PortabilityGroups.h"

#include <algorithm>
#include <set>

namespace wave::portability {

std::string PortabilityGroups::name(std::size_t index) {
    std::string name;
    ++index;
    while (index > 0) {
        --index;
        name.insert(name.begin(), static_cast<char>('A' + index % 26));
        index /= 26;
    }
    return name;
}

GroupOutcome PortabilityGroups::outcome(const PortabilityRun& run) {
    if (run.fault)
        return run.fault->kind == emu::FaultKind::Deadlock ? GroupOutcome::Deadlock
                                                           : GroupOutcome::Fault;
    if (run.status != emu::RunStatus::Completed)
        return GroupOutcome::Stopped;
    return run.barrierDivergences > 0 ? GroupOutcome::BarrierDivergence : GroupOutcome::Completed;
}

GroupScope PortabilityGroups::scope(const PortabilityMatrix& matrix, std::size_t group) {
    GroupScope out;
    if (matrix.groups.size() < 2)
        return out;
    std::set<std::uint32_t> inWidths, outWidths;
    std::set<std::size_t> inSchedules, outSchedules;
    for (const PortabilityRun& r : matrix.runs) {
        const std::uint32_t width = matrix.plan.profiles[r.profile].waveWidth;
        (r.group == group ? inWidths : outWidths).insert(width);
        (r.group == group ? inSchedules : outSchedules).insert(r.schedule);
    }
    const auto disjoint = [](const auto& a, const auto& b) {
        return std::none_of(a.begin(), a.end(), [&](const auto& x) { return b.count(x) > 0; });
    };
    if (!outWidths.empty() && disjoint(inWidths, outWidths)) {
        out.kind = GroupScope::Kind::Widths;
        out.widths.assign(inWidths.begin(), inWidths.end());
    } else if (!outSchedules.empty() && disjoint(inSchedules, outSchedules)) {
        out.kind = GroupScope::Kind::Schedules;
        out.schedules.assign(inSchedules.begin(), inSchedules.end());
    }
    return out;
}

} // namespace wave::portability
