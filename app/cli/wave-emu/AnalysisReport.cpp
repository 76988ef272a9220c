#include "AnalysisReport.h"

#include "emu/WorkgroupSetup.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <utility>

namespace wave::cli {

namespace {

std::string indent(const std::string& lines) {
    std::string out;
    std::size_t start = 0;
    while (start < lines.size()) {
        std::size_t end = lines.find('\n', start);
        if (end == std::string::npos)
            end = lines.size();
        out += "  " + lines.substr(start, end - start) + "\n";
        start = end + 1;
    }
    return out;
}

std::string times(std::uint64_t n) {
    return n == 1 ? "once" : std::to_string(n) + " times";
}

const char* kindName(debug::AccessKind kind) {
    switch (kind) {
    case debug::AccessKind::Read:
        return "read";
    case debug::AccessKind::Write:
        return "write";
    case debug::AccessKind::Atomic:
        return "atomic";
    }
    return "access";
}

std::string workgroupText(const emu::Dim3& id) {
    return "workgroup (" + std::to_string(id.x) + "," + std::to_string(id.y) + "," +
           std::to_string(id.z) + ")";
}

// `workgroup`: named before the wave when the race spans two workgroups.
std::string site(const debug::RaceSite& s, const SourceLocator& source,
                 const std::string& workgroup = {}) {
    const debug::AccessSite& a = s.site;
    std::string out = std::string(kindName(s.kind)) + " at ";
    const std::string who = (workgroup.empty() ? "" : workgroup + ", ") + "wave " +
                            std::to_string(a.wave) + ", lane " + std::to_string(a.lane);
    if (a.line != 0 && source.hasSource())
        return out + source.at(a.line, a.pc) + " (" + who + ", pc " + pcHex(a.pc) + ")";
    return out + "pc " + pcHex(a.pc) + " (" + who + ")";
}

std::string pad(std::string s, std::size_t width, bool right) {
    if (s.size() >= width)
        return s;
    const std::string fill(width - s.size(), ' ');
    return right ? fill + s : s + fill;
}

} // namespace

std::string AnalysisReport::barrier(const std::string& title, const BarrierFinding& finding,
                                    const SourceLocator& source) {
    debug::BarrierBoard board = finding.board;
    std::string out = title + " in " + board.workgroupLabel + " (" + source.note() + "):\n";
    out += indent(finding.verdict.text());
    board.workgroupLabel.clear(); // named in the title already
    out += "barrier board:\n" + board.toText();
    return out;
}

std::string AnalysisReport::deadlock(const BarrierFinding& finding, const SourceLocator& source) {
    return barrier("deadlock", finding, source);
}

std::string AnalysisReport::divergence(const BarrierFinding& finding, const SourceLocator& source) {
    std::string out = barrier("barrier divergence", finding, source);
    if (finding.occurrences > 1)
        out += "(" + std::to_string(finding.occurrences - 1) +
               " more divergent releases had the same verdict)\n";
    return out;
}

std::string AnalysisReport::races(const std::vector<debug::Race>& races, const emu::Dim3& grid,
                                  const SourceLocator& source, std::size_t& count) {
    // The detector keeps ordered (first, second) site pairs; one line per unordered pair.
    std::vector<debug::Race> merged;
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::size_t> index;
    for (const debug::Race& r : races) {
        const auto key = std::minmax(r.first.site.pc, r.second.site.pc);
        const auto [it, fresh] = index.emplace(key, merged.size());
        if (fresh)
            merged.push_back(r);
        else
            merged[it->second].occurrences += r.occurrences;
    }
    std::string out;
    for (const debug::Race& r : merged) {
        char word[32];
        std::snprintf(word, sizeof word, "0x%04llx", static_cast<unsigned long long>(r.address));
        const bool device = r.space == debug::MemorySpace::Device;
        out += std::string("race: ") + (device ? "device" : "local") + " word " + word;
        if (r.firstWorkgroup != r.workgroup) {
            out += ": " +
                   site(r.first, source,
                        workgroupText(emu::WorkgroupSetup::idOf(grid, r.firstWorkgroup))) +
                   ", then " +
                   site(r.second, source,
                        workgroupText(emu::WorkgroupSetup::idOf(grid, r.workgroup))) +
                   ", workgroups are not ordered";
        } else {
            out += " in " + workgroupText(emu::WorkgroupSetup::idOf(grid, r.workgroup)) + ": " +
                   site(r.first, source) + ", then " + site(r.second, source) +
                   ", no barrier between";
        }
        if (r.occurrences > 1)
            out += " (" + times(r.occurrences) + ")";
        out += "\n";
    }
    count = merged.size();
    return out;
}

namespace {

// Columns padded to their widest cell, numbers (from `firstNumber` on) right-aligned; the
// first column is left out when `withFirst` is false.
std::string formatTable(const std::vector<std::vector<std::string>>& table, bool withFirst,
                        std::size_t firstNumber) {
    std::vector<std::size_t> width(table.front().size(), 0);
    for (const auto& row : table)
        for (std::size_t c = 0; c < row.size(); ++c)
            width[c] = std::max(width[c], row[c].size());
    std::string out;
    for (const auto& row : table) {
        std::string line;
        for (std::size_t c = withFirst ? 0 : 1; c < row.size(); ++c)
            line += "  " + pad(row[c], width[c], c >= firstNumber);
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out += line + "\n";
    }
    return out;
}

std::string fixed2(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", v);
    return text;
}

std::string percent(double fraction) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f%%", fraction * 100.0);
    return text;
}

} // namespace

std::string AnalysisReport::coalescing(std::vector<CoalescingRow> rows,
                                       const debug::CoalescingConfig& config, std::uint64_t sectors,
                                       std::uint64_t minSectors, const SourceLocator& source) {
    std::string out = "coalescing (device memory; " + std::to_string(config.sectorBytes) +
                      "-byte sectors, " + std::to_string(config.lineBytes) +
                      "-byte lines; efficiency = fewest sectors for the bytes / sectors "
                      "touched; " +
                      source.note() + "):\n";
    if (rows.empty())
        return out + "  no device load or store accessed memory\n";
    std::stable_sort(rows.begin(), rows.end(), [](const CoalescingRow& a, const CoalescingRow& b) {
        return std::pair(a.line, a.coalescing.pc) < std::pair(b.line, b.coalescing.pc);
    });
    std::vector<std::vector<std::string>> table;
    table.push_back({"location", "pc", "instruction", "executions", "sectors", "lines", "minimum",
                     "average", "worst"});
    for (const CoalescingRow& r : rows) {
        const debug::InstructionCoalescing& c = r.coalescing;
        const double executions = static_cast<double>(c.executions);
        table.push_back({r.line != 0 ? source.at(r.line, c.pc) : "-", pcHex(c.pc), r.mnemonic,
                         std::to_string(c.executions), fixed2(c.averageSectors()),
                         fixed2(c.averageLines()),
                         fixed2(static_cast<double>(c.minSectors) / executions),
                         percent(c.average()), percent(c.worst)});
    }
    out += formatTable(table, source.hasSource(), 3);
    out += "  all device accesses: " + std::to_string(sectors) + " sectors for a minimum of " +
           std::to_string(minSectors) + " (" +
           percent(sectors ? static_cast<double>(minSectors) / static_cast<double>(sectors) : 1.0) +
           " efficiency)\n";
    return out;
}

std::string AnalysisReport::bankConflicts(std::vector<BankRow> rows,
                                          const debug::BankConfig& config,
                                          const SourceLocator& source) {
    std::string out = "bank conflicts (" + std::to_string(config.bankCount) + " banks of " +
                      std::to_string(config.bankWidth) +
                      " bytes; degree 1 = conflict-free, N = N-way serialised; " + source.note() +
                      "):\n";
    if (rows.empty())
        return out + "  no local-memory instruction accessed memory\n";
    std::stable_sort(rows.begin(), rows.end(), [](const BankRow& a, const BankRow& b) {
        return std::pair(a.line, a.conflicts.pc) < std::pair(b.line, b.conflicts.pc);
    });
    const bool located = source.hasSource();
    std::vector<std::vector<std::string>> table;
    table.push_back({"location", "pc", "instruction", "executions", "worst", "average"});
    for (const BankRow& r : rows) {
        char average[32];
        std::snprintf(average, sizeof average, "%.2f", r.conflicts.average());
        table.push_back({r.line != 0 ? source.at(r.line, r.conflicts.pc) : "-",
                         pcHex(r.conflicts.pc), r.mnemonic, std::to_string(r.conflicts.executions),
                         std::to_string(r.conflicts.worst), average});
    }
    return out + formatTable(table, located, 3);
}

} // namespace wave::cli
