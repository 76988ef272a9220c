#pragma once
// Item-data roles shared by the snapshot models and the delegates/views that draw them.
// Models expose facts (what changed, why a lane is off, a mask); views decide colours.

#include <Qt>

namespace wave::widgets {

enum ModelRole {
    // bool: the cell differs from the previous snapshot (or from the baseline in compare mode).
    ChangedRole = Qt::UserRole + 100,
    // int (LaneStatus): why a lane is or is not active.
    LaneStatusRole,
    // QString: the reason an inactive lane is off ("off in then", "broken", ...); empty if active.
    LaneReasonRole,
    // quint64: a lane mask, drawn as a strip by MaskStripDelegate.
    MaskRole,
    // QByteArray: one LaneStatus per lane, so a mask strip can colour lanes by reason.
    LaneStatusListRole,
    // int (LaneStatus): the colour of set lanes in a mask strip without a status list (e.g. the
    // else mask of a frame is drawn in the "off in then" colour: those lanes wait for else).
    MaskColorRole,
    // int: lanes in the mask (the wave width).
    MaskWidthRole,
    // quint64: lanes that exist, to tell "not launched" from "off" in a mask strip.
    MaskExistsRole,
    // int: a source line to jump to, 0 when unknown.
    LineRole,
    // int: the wave a row or column belongs to.
    WaveRole,
    // int: the lane a column belongs to.
    LaneRole,
    // int (RegisterFormat::Format): the display format of a register row.
    FormatRole,
    // QString: the value in the baseline snapshot (compare mode); empty without a baseline.
    BaselineRole,
    // bool: the row belongs to the focused wave / is the focused item.
    FocusRole,
    // int (DivergenceStackModel::FrameChange): push/pop highlighting.
    FrameChangeRole,
    // quint64: a raw value (register word, memory word, address).
    RawValueRole,
    // bool: the item is involved in a data race.
    RaceRole,
    // double in (0, 1]: the coalescing efficiency the cell is coloured by (EfficiencyScale);
    // absent when the cell is not coloured by efficiency.
    EfficiencyRole,
};

} // namespace wave::widgets
