#pragma once
// What each cell of the local-memory heatmap says, apart from how it is drawn: the cells (one
// per bank-width slot, 32 banks of 4 bytes by default), each cell's metric in the current mode
// (reads, writes, both, or the worst bank-conflict degree of any access to its words), the
// words changed since the previous comparable snapshot, races by word, and the hover text.
// LocalMemoryHeatmapView owns one and draws it.

#include "debug/analysis/BankConflictAnalyzer.h"
#include "debug/analysis/LocalMemoryHeat.h"
#include "debug/analysis/RaceDetector.h"
#include "debug/session/EditLineMap.h"
#include "debug/session/MachineSnapshot.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

namespace wave::widgets {

class HeatmapCells {
    Q_DECLARE_TR_FUNCTIONS(wave::widgets::HeatmapCells)
public:
    enum class Mode { Reads, Writes, Traffic, Conflicts };
    using Snapshot = std::shared_ptr<const debug::MachineSnapshot>;

    static QString modeName(Mode mode);

    // Each setter recounts what it changes. A light snapshot (no local memory) is ignored:
    // setSnapshot returns false then.
    bool setSnapshot(Snapshot snapshot);
    void setHeat(std::vector<debug::WordHeat> words);
    void setConflicts(const std::vector<debug::InstructionConflicts>& conflicts);
    void setRaces(const std::vector<debug::Race>& races);
    void setMode(Mode mode);
    void setBankConfig(const debug::BankConfig& config);
    // Where the tooltips name the lines (of the code that runs): see LineCell. Null: as they are.
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map) { lineMap_ = std::move(map); }

    Mode mode() const { return mode_; }
    const debug::BankConfig& bankConfig() const { return bank_; }
    std::uint32_t count() const { return cells_; }
    std::uint32_t columns() const { return bank_.bankCount; }
    std::uint32_t rows() const { return (cells_ + bank_.bankCount - 1) / bank_.bankCount; }
    std::uint32_t cellBytes() const;
    std::uint64_t value(std::uint32_t cell) const;
    std::uint64_t maxValue() const { return max_; }
    bool changed(std::uint32_t cell) const { return cell < cells_ && changedCells_[cell] != 0; }
    bool hasRaces() const { return !racesByWord_.empty(); }
    bool raced(std::uint32_t cell) const;
    // The line of the last write to the cell's first word; 0 when none.
    std::uint32_t lastWriterLine(std::uint32_t cell) const;
    QString toolTip(std::uint32_t cell) const;

private:
    std::uint32_t shownLine(std::uint32_t line) const {
        return lineMap_ ? lineMap_->toEdited(line) : line;
    }
    std::shared_ptr<const debug::EditLineMap> lineMap_;
    void recount();
    std::uint32_t wordValue(std::uint32_t word) const;

    Snapshot snapshot_;
    std::vector<std::uint8_t> previousLocal_;
    std::vector<std::uint8_t> changedCells_; // per cell
    std::vector<debug::WordHeat> heat_;
    std::unordered_map<std::uint32_t, std::uint32_t> worstByPc_;
    std::unordered_map<std::uint32_t, std::vector<debug::Race>> racesByWord_;
    Mode mode_ = Mode::Traffic;
    debug::BankConfig bank_;
    std::uint32_t cells_ = 0;
    std::uint64_t max_ = 0;
    std::vector<std::uint64_t> values_; // per cell, current mode
};

} // namespace wave::widgets
