#pragma once
// What the lane-registers grid says in words: each register row's display format (per
// register number, surviving snapshots; f64 rows pair a register with the next one), cell
// texts, tooltips and header labels. GUI thread only (tr()).

#include "models/LaneStatus.h"
#include "models/RegisterFormat.h"
#include "models/RegisterGrid.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace wave::widgets {

class RegisterRowFormatter {
    Q_DECLARE_TR_FUNCTIONS(RegisterRowFormatter)
public:
    // False when nothing changed (the same format, or no such register).
    bool setFormat(std::uint32_t reg, RegisterFormat::Format format);
    RegisterFormat::Format format(std::uint32_t reg) const;
    // Whether a register's cells hold it and the next one (an f64 row that has a next one).
    bool pairs(std::uint32_t reg, std::uint32_t registerCount) const;

    // A cell's text: 0/1 for the mask and predicates, the row's format for registers (an f64
    // row without a next register as hex).
    QString cellText(RegisterGrid::RowKind kind, std::uint32_t number, std::uint64_t value,
                     std::uint32_t registerCount) const;

    // What a cell's tooltip says.
    struct CellFacts {
        RegisterGrid::RowKind kind = RegisterGrid::RowKind::Register;
        std::uint32_t number = 0;
        std::uint32_t wave = 0;
        std::uint32_t lane = 0;
        std::uint64_t value = 0;
        std::uint32_t registerCount = 0;
        std::uint32_t low = 0;  // the register's word
        std::uint32_t high = 0; // the next register's, when there is one
        LaneStatus status = LaneStatus::Active;
        std::optional<std::uint64_t> before; // the reference's value when it changed
        bool comparing = false;              // the reference is a baseline, not the last stop
    };
    QString cellToolTip(const CellFacts& facts) const;

    QString rowLabel(RegisterGrid::RowKind kind, std::uint32_t number) const;
    QString rowToolTip(RegisterGrid::RowKind kind, std::uint32_t number) const;
    static QString columnLabel(std::uint32_t wave, std::uint32_t lane, bool allWaves);
    static QString columnToolTip(std::uint32_t wave, std::uint32_t lane, LaneStatus status);

private:
    std::vector<RegisterFormat::Format> formats_; // by register; missing: Hex
};

} // namespace wave::widgets
