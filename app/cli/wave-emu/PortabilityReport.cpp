#include "PortabilityReport.h"

#include <algorithm>
#include <cstdio>
#include <set>

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

template <class T>
std::string joined(const std::set<T>& items, const std::function<std::string(const T&)>& name) {
    std::string out;
    for (const T& item : items)
        out += (out.empty() ? "" : ", ") + name(item);
    return out;
}

} // namespace

std::string PortabilityReport::groupName(std::size_t index) {
    std::string name;
    ++index;
    while (index > 0) {
        --index;
        name.insert(name.begin(), static_cast<char>('A' + index % 26));
        index /= 26;
    }
    return name;
}

std::string PortabilityReport::outcome(const PortabilityRun& run) {
    if (run.fault) {
        if (run.fault->kind == emu::FaultKind::Deadlock)
            return "deadlock: " + run.fault->message;
        return "fault: " + run.fault->message;
    }
    if (run.status != emu::RunStatus::Completed)
        return std::string("stopped (") + emu::runStatusName(run.status) + ")";
    return run.barrierDivergences > 0 ? "completed with barrier divergence" : "completed";
}

std::string PortabilityReport::where(const PortabilityMatrix& matrix, std::size_t group) {
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
    if (!outWidths.empty() && disjoint(inWidths, outWidths))
        return "at wave width " +
               joined<std::uint32_t>(inWidths,
                                     [](const std::uint32_t& w) { return std::to_string(w); }) +
               " only";
    if (!outSchedules.empty() && disjoint(inSchedules, outSchedules))
        return "under " +
               joined<std::size_t>(
                   inSchedules,
                   [&](const std::size_t& s) { return matrix.plan.schedules[s].name(); }) +
               " only";
    return {};
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
