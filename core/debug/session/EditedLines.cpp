#include "debug/session/EditedLines.h"

namespace wave::debug {

namespace {

void move(std::uint32_t& line, const EditLineMap& map) {
    line = map.toEdited(line);
}

void move(ControlDecision& d, const EditLineMap& map) {
    move(d.line, map);
}

void move(BarrierGroup& g, const EditLineMap& map) {
    move(g.line, map);
}

} // namespace

BarrierBoard EditedLines::board(BarrierBoard board, const EditLineMap& map) {
    if (map.unchanged())
        return board;
    for (WaveReport& w : board.waves) {
        move(w.line, map);
        for (ControlDecision& d : w.decisions)
            move(d, map);
    }
    return board;
}

Verdict EditedLines::verdict(Verdict verdict, const EditLineMap& map) {
    if (map.unchanged())
        return verdict;
    verdict.sentences.clear();
    for (VerdictFinding& f : verdict.findings) {
        move(f.barrier, map);
        move(f.majority, map);
        for (BarrierGroup& g : f.groups)
            move(g, map);
        if (f.halt)
            move(*f.halt, map);
        if (f.branch) {
            move(f.branch->mine, map);
            move(f.branch->theirs, map);
        }
        move(f.line, map);
        verdict.sentences.push_back(f.sentence());
    }
    return verdict;
}

} // namespace wave::debug
