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
                            snapshot_->local.size() == snapshot->local.size();
    previousLocal_ = comparable ? snapshot_->local : std::vector<std::uint8_t>{};
    snapshot_ = std::move(snapshot);
    recount();
    return true;
}

void HeatmapCells::setHeat(std::vector<debug::WordHeat> words) {
    heat_ = std::move(words);
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
    std::uint32_t v = 0;
    if (snapshot_ && std::size_t(word) * 4 + 4 <= snapshot_->local.size())
        std::memcpy(&v, snapshot_->local.data() + std::size_t(word) * 4, 4);
    return v;
}

void HeatmapCells::recount() {
    const std::size_t localBytes = snapshot_ ? snapshot_->local.size() : 0;
    const std::size_t bytes = std::max(localBytes, heat_.size() * 4);
    const std::uint32_t per = cellBytes();
    cells_ = static_cast<std::uint32_t>(std::min<std::size_t>((bytes + per - 1) / per, 1u << 24));
    const std::uint32_t wordsPerCell = per / 4;
    values_.assign(cells_, 0);
    changedCells_.assign(cells_, 0);
    max_ = 0;
    for (std::uint32_t c = 0; c < cells_; ++c) {
        std::uint64_t v = 0;
        for (std::uint32_t k = 0; k < wordsPerCell; ++k) {
            const std::size_t w = std::size_t(c) * wordsPerCell + k;
            if (w < heat_.size()) {
                const debug::WordHeat& h = heat_[w];
                switch (mode_) {
                case Mode::Reads:
                    v += h.reads;
                    break;
                case Mode::Writes:
                    v += h.writes;
                    break;
                case Mode::Traffic:
                    v += h.reads + h.writes;
                    break;
                case Mode::Conflicts:
                    v = std::max<std::uint64_t>(v, h.worstConflict);
                    break;
                }
            }
            if (!previousLocal_.empty() && (w + 1) * 4 <= localBytes &&
                std::memcmp(previousLocal_.data() + w * 4, snapshot_->local.data() + w * 4, 4) != 0)
                changedCells_[c] = 1;
        }
        values_[c] = v;
        max_ = std::max(max_, v);
    }
}

std::uint64_t HeatmapCells::value(std::uint32_t cell) const {
    return cell < values_.size() ? values_[cell] : 0;
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
    return word < heat_.size() && heat_[word].written() ? heat_[word].lastWriter.line : 0;
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
        if (word < heat_.size()) {
            const debug::WordHeat& h = heat_[word];
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
    if (changedCells_[cell])
        lines << tr("changed by the last step");
    return lines.join(QLatin1Char('\n'));
}

} // namespace wave::widgets
