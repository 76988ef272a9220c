#pragma once
// Where everything on the barrier board goes at a given width: the verdict banner (title,
// sentences, "go to line" buttons), the workgroup's title, one group of wave chips per barrier
// in line order, then the waves elsewhere. A pure function of the board's content and the
// style, so the view's height for a width and its hit tests come from the same items.

#include "views/BarrierBoardItem.h"
#include "views/ViewStyle.h"

#include "debug/analysis/BarrierBoard.h"
#include "emu/EmuTypes.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <vector>

namespace wave::widgets {

class BarrierBoardLayout {
    Q_DECLARE_TR_FUNCTIONS(wave::widgets::BarrierBoardLayout)
public:
    struct Content {
        emu::Dim3 workgroup;
        debug::BarrierBoard board;
        QStringList sentences; // the verdict in the user's language; empty: no banner
        std::vector<std::uint32_t> culprits;
        bool divergence = false;
        QList<std::uint32_t> lines; // the banner's "go to line" targets
    };

    // The items top to bottom; the last one marks the bottom margin.
    static std::vector<BarrierBoardItem> items(const Content& content, const ViewStyle& style,
                                               int width);
    // "waiting at line 12", "finished at pc 0x0040".
    static QString statusText(const debug::WaveReport& report);
};

} // namespace wave::widgets
