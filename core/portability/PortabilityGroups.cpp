#include "portability/PortabilityGroups.h"

#include <algorithm>
#include <functional>
#include <set>

namespace wave::portability {

namespace {

// The barriers the waves of a deadlock wait at: the same deadlock at another wave width has
// other waves (and another message) but the same barriers.
std::set<std::uint32_t> barriersOf(const emu::Fault& fault) {
    std::set<std::uint32_t> pcs;
    for (const emu::WaveReport& w : fault.waves)
        if (w.status == emu::WaveStatus::AtBarrier)
            pcs.insert(w.pc);
    return pcs;
}

// Where the runs that `in` accepts appear, against the others.
GroupScope scopeOf(const PortabilityMatrix& matrix,
                   const std::function<bool(const PortabilityRun&)>& in) {
    GroupScope out;
    std::set<std::uint32_t> inWidths, outWidths;
    std::set<std::size_t> inSchedules, outSchedules;
    for (const PortabilityRun& r : matrix.runs) {
        const bool inside = in(r);
        (inside ? inWidths : outWidths).insert(matrix.plan.profiles[r.profile].waveWidth);
        (inside ? inSchedules : outSchedules).insert(r.schedule);
    }
    const auto disjoint = [](const auto& a, const auto& b) {
        return std::none_of(a.begin(), a.end(), [&](const auto& x) { return b.count(x) > 0; });
    };
    if (outWidths.empty()) {
        out.kind = GroupScope::Kind::Everywhere;
    } else if (disjoint(inWidths, outWidths)) {
        out.kind = GroupScope::Kind::Widths;
        out.widths.assign(inWidths.begin(), inWidths.end());
    } else if (disjoint(inSchedules, outSchedules)) {
        out.kind = GroupScope::Kind::Schedules;
        out.schedules.assign(inSchedules.begin(), inSchedules.end());
    }
    return out;
}

} // namespace

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

bool PortabilityGroups::sameOutcome(const PortabilityRun& a, const PortabilityRun& b) {
    if (outcome(a) != outcome(b) || a.status != b.status)
        return false;
    if (!a.fault)
        return true;
    if (a.fault->kind != b.fault->kind || a.fault->inWorkgroup != b.fault->inWorkgroup)
        return false;
    if (a.fault->kind == emu::FaultKind::Deadlock)
        return barriersOf(*a.fault) == barriersOf(*b.fault);
    return a.fault->inWorkgroup ? a.fault->pc == b.fault->pc : a.fault->message == b.fault->message;
}

bool PortabilityGroups::sameResult(const PortabilityRun& a, const PortabilityRun& b) {
    if (!sameOutcome(a, b))
        return false;
    const GroupOutcome o = outcome(a);
    return (o != GroupOutcome::Completed && o != GroupOutcome::BarrierDivergence) ||
           a.output == b.output;
}

bool PortabilityGroups::sharesOutcome(const PortabilityMatrix& matrix, std::size_t group) {
    const PortabilityRun& first = matrix.runs[matrix.groups[group].front()];
    for (std::size_t g = 0; g < matrix.groups.size(); ++g)
        if (g != group && sameOutcome(matrix.runs[matrix.groups[g].front()], first))
            return true;
    return false;
}

GroupScope PortabilityGroups::scope(const PortabilityMatrix& matrix, std::size_t group) {
    if (matrix.groups.size() < 2)
        return {};
    return scopeOf(matrix, [group](const PortabilityRun& r) { return r.group == group; });
}

GroupScope PortabilityGroups::outcomeScope(const PortabilityMatrix& matrix, std::size_t group) {
    if (matrix.groups.size() < 2)
        return {};
    const PortabilityRun& first = matrix.runs[matrix.groups[group].front()];
    return scopeOf(matrix, [&](const PortabilityRun& r) {
        return sameOutcome(matrix.runs[matrix.groups[r.group].front()], first);
    });
}

} // namespace wave::portability
