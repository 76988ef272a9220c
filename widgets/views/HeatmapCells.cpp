#include "views/HeatmapCells.h"

#include "models/RegisterFormat.h"

#include <QStringList>

#include <algorithm>
#include <cstring>

namespace wave::widgets {

QString HeatmapCells::modeName(Mode mode) {
    switch (mode) {
    case Mode::Reads:
        return tr("Reads");
    case Mode::Writes:
        return tr("Writes");
    case Mode::Traffic:
        return tr("Reads + writes");
    case Mode::Conflicts:
        return tr("Bank conflicts");
    }
    return {};
}

bool HeatmapCells::setSnapshot(Snapshot snapshot) {
    if (snapshot && !snapshot->full)
        return false; // light snapshots carry no local memory
    const bool comparable = debug::comparable(snapshot_.get(), snapshot.get()) &&
                            snapshot_->local && snapshot->local &&
                            snapshot_->local->size() == snapshot->local->size();
    previousLocal_ = comparable ? snapshot_->local : nullptr;
    snapshot_ = std::move(snapshot);
    recount();
    return true;
}

void HeatmapCells::setHeat(debug::LocalMemoryHeat heat) {
    heat_ = std::move(heat);
    recount();
}

void HeatmapCells::setConflicts(const std::vector<debug::InstructionConflicts>& list) {
    worstByPc_.clear();
    for (const auto& c : list)
        worstByPc_[c.pc] = c.worst;
}

void HeatmapCells::setRaces(const std::vector<debug::Race>& races) {
    racesByWord_.clear();
    for (const debug::Race& r : races)
        racesByWord_[static_cast<std::uint32_t>(r.address / 4)].push_back(r);
}

void HeatmapCells::setMode(Mode mode) {
    mode_ = mode;
    recount();
}

void HeatmapCells::setBankConfig(const debug::BankConfig& config) {
    bank_ = config;
    bank_.bankCount = std::clamp<std::uint32_t>(bank_.bankCount, 1, 256);
    bank_.bankWidth = std::clamp<std::uint32_t>(bank_.bankWidth, 1, 64);
    recount();
}

std::uint32_t HeatmapCells::cellBytes() const {
    return std::max<std::uint32_t>(4, (bank_.bankWidth + 3) / 4 * 4);
}

std::uint32_t HeatmapCells::wordValue(std::uint32_t word) const {
    const emu::DeviceImage* local = snapshot_ ? snapshot_->local.get() : nullptr;
    if (local == nullptr || std::uint64_t(word) * 4 + 4 > local->size())
        return 0;
    return local->word(std::uint64_t(word) * 4);
}

std::uint64_t HeatmapCells::wordMetric(const debug::WordHeat& h) const {
    switch (mode_) {
    case Mode::Reads:
        return h.reads;
    case Mode::Writes:
        return h.writes;
    case Mode::Traffic:
        return h.reads + h.writes;
    case Mode::Conflicts:
        return h.worstConflict;
    }
    return 0;
}

void HeatmapCells::recount() {
    const emu::DeviceImage* local = snapshot_ ? snapshot_->local.get() : nullptr;
    const std::uint64_t localBytes = local ? local->size() : 0;
    const std::uint64_t bytes = std::max(localBytes, heat_.wordCount() * 4);
    const std::uint32_t per = cellBytes();
    cells_ = static_cast<std::uint32_t>(std::min<std::uint64_t>((bytes + per - 1) / per, 1u << 30));
    const std::uint32_t wordsPerCell = per / 4;
    // The largest cell, from the touched words only (a cell sums its words, or takes the
    // worst conflict; touched pages come in ascending order, so one cell at a time).
    max_ = 0;
    std::uint64_t cell = ~std::uint64_t(0);
    std::uint64_t sum = 0;
    heat_.forEachTouchedPage([&](std::uint64_t word, const debug::WordHeat& h) {
        if (word / wordsPerCell != cell) {
            cell = word / wordsPerCell;
            sum = 0;
        }
        const std::uint64_t v = wordMetric(h);
        sum = mode_ == Mode::Conflicts ? std::max(sum, v) : sum + v;
        if (cell < cells_)
            max_ = std::max(max_, sum);
    });
    // Changed words: only the pages that differ between the two images are compared.
    changedCells_.clear();
    if (previousLocal_ && local) {
        for (const std::uint64_t p : local->changedPages(*previousLocal_)) {
            const std::span<const std::uint8_t> now = local->page(p);
            const std::span<const std::uint8_t> before = previousLocal_->page(p);
            for (std::uint64_t i = 0; i + 4 <= now.size() && i + 4 <= before.size(); i += 4) {
                if (std::memcmp(now.data() + i, before.data() + i, 4) == 0)
                    continue;
                const auto c = static_cast<std::uint32_t>((p * emu::DeviceImage::kPageSize + i) /
                                                          4 / wordsPerCell);
                if (changedCells_.empty() || changedCells_.back() != c)
                    changedCells_.push_back(c);
            }
        }
    }
}

std::uint64_t HeatmapCells::value(std::uint32_t cell) const {
    if (cell >= cells_)
        return 0;
    const std::uint32_t wordsPerCell = cellBytes() / 4;
    std::uint64_t v = 0;
    for (std::uint32_t k = 0; k < wordsPerCell; ++k) {
        const std::uint64_t m = wordMetric(heat_.word(std::uint64_t(cell) * wordsPerCell + k));
        v = mode_ == Mode::Conflicts ? std::max(v, m) : v + m;
    }
    return v;
}

bool HeatmapCells::changed(std::uint32_t cell) const {
    return std::binary_search(changedCells_.begin(), changedCells_.end(), cell);
}

bool HeatmapCells::raced(std::uint32_t cell) const {
    const std::uint32_t wordsPerCell = cellBytes() / 4;
    for (std::uint32_t k = 0; k < wordsPerCell; ++k)
        if (racesByWord_.count(cell * wordsPerCell + k) != 0)
            return true;
    return false;
}

std::uint32_t HeatmapCells::lastWriterLine(std::uint32_t cell) const {
    const std::uint32_t word = cell * (cellBytes() / 4);
    const debug::WordHeat& h = heat_.word(word);
    return h.written() ? h.lastWriter.line : 0;
}

QString HeatmapCells::toolTip(std::uint32_t cell) const {
    if (cell >= cells_)
        return {};
    const std::uint32_t per = cellBytes();
    const std::uint64_t address = std::uint64_t(cell) * per;
    QStringList lines;
    lines << tr("0x%1 \u00b7 bank %2 \u00b7 row %3")
                 .arg(address, 4, 16, QLatin1Char('0'))
                 .arg(cell % bank_.bankCount)
                 .arg(cell / bank_.bankCount);
    for (std::uint32_t k = 0; k < per / 4; ++k) {
        const std::uint32_t word = cell * (per / 4) + k;
        const std::uint32_t v = wordValue(word);
        if (per > 4)
            lines << tr("word 0x%1:").arg(std::uint64_t(word) * 4, 4, 16, QLatin1Char('0'));
        lines << tr("value %1 = %2 (u32) = %3 (f32)")
                     .arg(RegisterFormat::format(v, RegisterFormat::Hex))
                     .arg(v)
                     .arg(RegisterFormat::format(v, RegisterFormat::F32));
        if (word < heat_.wordCount()) {
            const debug::WordHeat& h = heat_.word(word);
            lines << tr("reads %1 \u00b7 writes %2 \u00b7 atomics %3")
                         .arg(h.reads)
                         .arg(h.writes)
                         .arg(h.atomics);
            if (h.written())
                lines << tr("last written by wave %1, lane %2, line %3")
                             .arg(h.lastWriter.wave)
                             .arg(h.lastWriter.lane)
                             .arg(shownLine(h.lastWriter.line));
            if (h.worstConflict != 0) {
                // The instruction's own worst (the table's figure) can exceed the word's when
                // another execution of it hit other words harder: say both.
                const auto it = worstByPc_.find(h.worstConflictSite.pc);
                const std::uint32_t table = it != worstByPc_.end() ? it->second : h.worstConflict;
                lines << tr("worst bank conflict: degree %1, by line %2 (pc %3, wave %4; its "
                            "worst anywhere: %5)")
                             .arg(h.worstConflict)
                             .arg(shownLine(h.worstConflictSite.line))
                             .arg(RegisterFormat::format(h.worstConflictSite.pc,
                                                         RegisterFormat::Hex))
                             .arg(h.worstConflictSite.wave)
                             .arg(table);
            }
        }
        const auto it = racesByWord_.find(word);
        if (it != racesByWord_.end())
            for (const debug::Race& r : it->second)
                lines << tr("race: line %1 (wave %2, lane %3) and line %4 (wave %5, lane %6)")
                             .arg(shownLine(r.first.site.line))
                             .arg(r.first.site.wave)
                             .arg(r.first.site.lane)
                             .arg(shownLine(r.second.site.line))
                             .arg(r.second.site.wave)
                             .arg(r.second.site.lane);
    }
    if (changed(cell))
        lines << tr("changed by the last step");
    return lines.join(QLatin1Char('\n'));
}

} // namespace wave::widgets
