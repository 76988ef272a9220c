#pragma once
// One laid-out element of the barrier board (BarrierBoardLayout places them, the painter draws
// them, BarrierBoardView hit-tests them): the verdict banner and its parts, titles, one
// header per barrier, and a chip per wave.

#include "debug/analysis/BarrierBoard.h"

#include <QRect>
#include <QString>

#include <cstdint>

namespace wave::widgets {

struct BarrierBoardItem {
    enum class Kind {
        Banner,
        BannerTitle,
        BannerText,
        GoToLine,
        Title,
        Section,
        GroupHeader,
        Chip
    };
    Kind kind = Kind::Title;
    QRect rect;
    QString text;
    QString detail;
    std::uint32_t wave = 0;
    std::uint32_t line = 0;
    debug::WaveStatus status = debug::WaveStatus::Ready;
    std::uint64_t mask = 0;
    bool culprit = false;
};

} // namespace wave::widgets
