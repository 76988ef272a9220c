#include "PortabilityReport.h"

#include "portability/PortabilityGroups.h"

#include <algorithm>
#include <cstdio>

namespace wave::cli {

using portability::PortabilityMatrix;
using portability::PortabilityRun;

namespace {

std::string hex32(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08x", v);
    return buf;
}

std::string padded(std::string text, std::size_t width) {
    if (text.size() < width)
        text.append(width - text.size(), ' ');
    return text;
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& item : items)
        out += (out.empty() ? "" : ", ") + item;
    return out;
}

} // namespace

std::string PortabilityReport::groupName(std::size_t index) {
    return portability::PortabilityGroups::name(index);
}

std::string PortabilityReport::outcome(const PortabilityRun& run) {
    switch (portability::PortabilityGroups::outcome(run)) {
    case portability::GroupOutcome::Deadlock:
        return "deadlock: " + run.fault->message;
    case portability::GroupOutcome::Fault:
        return "fault: " + run.fault->message;
    case portability::GroupOutcome::Stopped:
        return std::string("stopped (") + emu::runStatusName(run.status) + ")";
    case portability::GroupOutcome::BarrierDivergence:
        return "completed with barrier divergence";
    case portability::GroupOutcome::Completed:
        break;
    }
    return "completed";
}

std::string PortabilityReport::where(const PortabilityMatrix& matrix, std::size_t group) {
    using portability::PortabilityGroups;
    const auto words = [&](const portability::GroupScope& scope) -> std::string {
        std::vector<std::string> names;
        for (std::uint32_t w : scope.widths)
            names.push_back(std::to_string(w));
        for (std::size_t s : scope.schedules)
            names.push_back(matrix.plan.schedules[s].name());
        switch (scope.kind) {
        case portability::GroupScope::Kind::Everywhere:
            return matrix.plan.schedules.size() > 1 ? "at every width and schedule"
                                                    : "at every width";
        case portability::GroupScope::Kind::Widths:
            return "at wave width " + joined(names) + " only";
        case portability::GroupScope::Kind::Schedules:
            return "under " + joined(names) + " only";
        case portability::GroupScope::Kind::Anywhere:
            break;
        }
        return {};
    };
    // The outcome's runs first; where this group's memory appears only when other runs ended
    // the same way with other memory.
    std::string out = words(PortabilityGroups::outcomeScope(matrix, group));
    if (PortabilityGroups::sharesOutcome(matrix, group)) {
        const std::string memory = words(PortabilityGroups::scope(matrix, group));
        if (!memory.empty())
            out += (out.empty() ? "this memory " : "; this memory ") + memory;
    }
    return out;
}

std::string PortabilityReport::format(
    const PortabilityMatrix& matrix, const std::vector<portability::WordDifference>& differences,
    const std::string& outputNote,
    const std::function<std::string(const portability::WriterSite&)>& describeSite) {
    const auto& plan = matrix.plan;
    std::string out = "portability: " + std::to_string(plan.profiles.size()) + " profile(s) x " +
                      std::to_string(plan.schedules.size()) + " schedule(s), comparing " +
                      outputNote + "\n\n";
    std::size_t rowHead = 8;
    for (const auto& p : plan.profiles)
        rowHead = std::max(rowHead, p.name.size() + 7);
    std::vector<std::size_t> widths;
    out += padded("", rowHead);
    for (const auto& s : plan.schedules) {
        widths.push_back(std::max<std::size_t>(s.name().size(), 4) + 2);
        out += padded(s.name(), widths.back());
    }
    out += "\n";
    for (std::size_t p = 0; p < plan.profiles.size(); ++p) {
        out +=
            padded(plan.profiles[p].name + " (" + std::to_string(plan.profiles[p].waveWidth) + ")",
                   rowHead);
        for (std::size_t s = 0; s < plan.schedules.size(); ++s) {
            const std::size_t index = p * plan.schedules.size() + s;
            out += padded(index < matrix.runs.size() ? groupName(matrix.runs[index].group) : "-",
                          widths[s]);
        }
        out += "\n";
    }
    out += "\n";
    for (std::size_t g = 0; g < matrix.groups.size(); ++g) {
        const PortabilityRun& first = matrix.runs[matrix.groups[g].front()];
        out += groupName(g) + ": " + std::to_string(matrix.groups[g].size()) + " run(s), " +
               outcome(first);
        if (matrix.groups.size() > 1) {
            const std::string at = where(matrix, g);
            out += at.empty() ? "" : " (" + at + ")";
        }
        out += "; first " + matrix.label(first) + "\n";
    }
    if (matrix.cancelled)
        out += "cancelled after " + std::to_string(matrix.runs.size()) + " run(s)\n";
    if (!differences.empty()) {
        out += "\nfirst differing words (value, then the last writer, in each group's first "
               "run):\n";
        for (const portability::WordDifference& d : differences) {
            char address[24];
            std::snprintf(address, sizeof address, "0x%08llx",
                          static_cast<unsigned long long>(d.address));
            out += "  " + std::string(address) + "\n";
            for (std::size_t g = 0; g < d.values.size(); ++g) {
                const PortabilityRun& first = matrix.runs[matrix.groups[g].front()];
                if (first.status != emu::RunStatus::Completed)
                    continue;
                out += "    " + groupName(g) + " " + hex32(d.values[g]) + "  " +
                       (d.writers[g].written ? describeSite(d.writers[g]) : "never written") + "\n";
            }
        }
    }
    out += matrix.agree() ? "\nall runs agree\n"
                          : "\n" + std::to_string(matrix.groups.size()) +
                                " different results: the kernel is not portable\n";
    return out;
}

} // namespace wave::cli
