#pragma once
// The text of a source-line cell in the debugger's tables: a snapshot's line (of the code the
// session runs) named where the edits since the launch put it (the session's EditLineMap; null:
// as it is), a dash without one (no line, or a line removed since). Activations keep the
// snapshot's own line (LineRole): the window maps it once.

#include "debug/session/EditLineMap.h"

#include <QString>
#include <QVariant>

#include <cstdint>

namespace wave::widgets {

class LineCell {
public:
    static QVariant display(std::uint32_t line, const debug::EditLineMap* map) {
        const std::uint32_t shown = map ? map->toEdited(line) : line;
        return shown ? QVariant(shown) : QVariant(QStringLiteral("\u2014"));
    }
};

} // namespace wave::widgets
