#pragma once
// The rows of a per-instruction analysis table (bank conflicts of local accesses, coalescing of
// device accesses): one row per instruction with figures, each race attached to the rows of
// both its sites (an instruction that only raced gets a row of its own, with `blank` figures),
// the line of each row from `lines` (else the race site's own line), sorted by pc. One rule
// for every such table, so they agree on which instruction a race belongs to.

#include "debug/analysis/RaceDetector.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

namespace wave::widgets {

template <typename Figures>
struct InstructionRow {
    Figures figures;
    std::uint32_t line = 0;
    std::vector<debug::Race> races; // races in which this instruction took part
};

template <typename Figures>
class InstructionRows {
public:
    using Row = InstructionRow<Figures>;
    using LineLookup = std::function<std::uint32_t(std::uint32_t pc)>;
    using Blank = std::function<Figures(const debug::RaceSite& site)>;

    static std::vector<Row> build(const std::vector<Figures>& figures,
                                  const std::vector<debug::Race>& races, const LineLookup& lines,
                                  const Blank& blank) {
        std::vector<Row> rows;
        for (const Figures& f : figures)
            rows.push_back(Row{f, 0, {}});
        auto rowFor = [&](const debug::RaceSite& s) -> Row& {
            for (Row& r : rows)
                if (r.figures.pc == s.site.pc)
                    return r;
            rows.push_back(Row{blank(s), s.site.line, {}});
            return rows.back();
        };
        for (const debug::Race& race : races) {
            rowFor(race.first).races.push_back(race);
            if (race.second.site.pc != race.first.site.pc)
                rowFor(race.second).races.push_back(race);
        }
        relabel(rows, lines);
        std::sort(rows.begin(), rows.end(),
                  [](const Row& a, const Row& b) { return a.figures.pc < b.figures.pc; });
        return rows;
    }

    // The lines of `rows` after the line lookup changed (a new launch's source map).
    // Without a lookup, a row keeps its line, or takes the line of its first race's site.
    static void relabel(std::vector<Row>& rows, const LineLookup& lines) {
        for (Row& r : rows) {
            if (lines)
                r.line = lines(r.figures.pc);
            else if (r.line == 0 && !r.races.empty())
                r.line = r.races.front().first.site.pc == r.figures.pc
                             ? r.races.front().first.site.line
                             : r.races.front().second.site.line;
        }
    }
};

} // namespace wave::widgets
