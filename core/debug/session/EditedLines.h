#pragma once
// A stop's findings restated at the lines where the edits since the launch put them: the
// barrier board's waves and decisions, and a deadlock or divergence verdict (its English
// sentences rebuilt from the moved findings). The session keeps its data on the lines of the
// text it runs; views that name lines to the user show them through an EditLineMap, and these
// two do so for the structures that carry many lines. A line without a counterpart becomes 0
// ("unknown"), so that the words fall back to the pc instead of naming a wrong line.

#include "debug/analysis/BarrierBoard.h"
#include "debug/analysis/DeadlockVerdict.h"
#include "debug/session/EditLineMap.h"

namespace wave::debug {

class EditedLines {
public:
    static BarrierBoard board(BarrierBoard board, const EditLineMap& map);
    static Verdict verdict(Verdict verdict, const EditLineMap& map);
};

} // namespace wave::debug
