#include "StopLocation.h"

#include "editor/CodeEditor.h"
#include "listing/ListingView.h"
#include "models/StopText.h"
#include "views/BarrierBoardView.h"

#include <algorithm>

namespace wave::studio {

int StopLocation::line(const debug::MachineSnapshot& snapshot, const isa::SourceMap* sourceMap) {
    if (snapshot.focusWave < snapshot.waves.size()) {
        const debug::WaveSnapshot& w = snapshot.waves[snapshot.focusWave];
        if (w.line > 0)
            return int(w.line);
        if (w.status == emu::WaveStatus::Finished && sourceMap) {
            if (const isa::SourceMapEntry* e = sourceMap->at(w.lastPc); e && e->position.line > 0)
                return int(e->position.line);
        }
    }
    return snapshot.stop ? int(snapshot.stop->line) : 0;
}

QList<int> StopLocation::linesToShow(const debug::MachineSnapshot& snapshot,
                                     const isa::SourceMap* sourceMap) {
    QList<int> lines;
    for (std::uint32_t l : widgets::BarrierBoardView::verdictLines(snapshot))
        lines << int(l);
    if (const int l = line(snapshot, sourceMap); l > 0 && !lines.contains(l))
        lines << l;
    return lines;
}

void StopLocation::reveal(widgets::CodeEditor* editor, const QList<int>& lines) {
    if (!editor || lines.isEmpty() || lines.front() <= 0)
        return;
    // Scintilla scrolls in display lines: folded blocks hide lines (ensureLineVisible unfolds
    // the ones we show).
    const auto display = [editor](int docLine) {
        editor->ensureLineVisible(docLine - 1);
        return int(editor->SendScintilla(QsciScintilla::SCI_VISIBLEFROMDOCLINE,
                                         static_cast<unsigned long>(docLine - 1)));
    };
    const int first = editor->firstVisibleLine();
    const int screen = std::max(1, int(editor->SendScintilla(QsciScintilla::SCI_LINESONSCREEN)));
    editor->goToPosition(lines.front(), 1, false);
    int lo = display(lines.front());
    int hi = lo;
    bool allShown = true;
    for (int l : lines) {
        if (l <= 0 || l > editor->lines())
            continue;
        const int d = display(l);
        allShown = allShown && d >= first && d < first + screen;
        if (std::max(hi, d) - std::min(lo, d) < screen) {
            lo = std::min(lo, d);
            hi = std::max(hi, d);
        }
    }
    const int target = allShown ? first : std::max(0, (lo + hi + 1) / 2 - screen / 2);
    editor->setFirstVisibleLine(target);
}

void StopLocation::showMarkers(const debug::MachineSnapshot* snapshot, widgets::CodeEditor* editor,
                               widgets::ListingView* listing, const debug::EditLineMap& lines) {
    // A watchpoint stops after the access: the arrow is on the next instruction, the mark on
    // the one that made the access (issue 21), where the edits since the launch put it.
    const debug::StopInfo* stop =
        snapshot ? (snapshot->stop ? &*snapshot->stop : nullptr) : nullptr;
    if (editor) {
        const int accessLine = stop && stop->reason == debug::StopReason::Watchpoint &&
                                       stop->watch && stop->watch->line > 0
                                   ? int(lines.toEdited(stop->watch->line))
                                   : 0;
        if (accessLine > 0)
            editor->setAccessMark(accessLine,
                                  QStringLiteral("\u25b2 ") + widgets::StopText::describe(*stop));
        else if (editor->accessMarkLine() > 0)
            editor->setAccessMark(0, {});
    }
    if (listing && !lines.unchanged()) {
        listing->clearExecutionMarkers();
        listing = nullptr;
    }
    if (!snapshot || snapshot->waves.empty()) {
        if (editor)
            editor->clearExecutionMarkers();
        if (listing)
            listing->clearExecutionMarkers();
        return;
    }
    int focusLine = 0;
    int focusPc = -1;
    QList<QPair<int, int>> others;
    QList<int> otherPcs;
    for (const auto& w : snapshot->waves) {
        if (w.status == emu::WaveStatus::Finished)
            continue;
        const int line = int(lines.toEdited(w.line));
        if (w.id == snapshot->focusWave) {
            focusLine = line;
            focusPc = int(w.pc);
        } else {
            if (line > 0)
                others.append({line, int(w.id)});
            otherPcs.append(int(w.pc));
        }
    }
    if (editor)
        editor->setExecutionMarkers(focusLine, others);
    if (listing)
        listing->setExecutionMarkers(focusPc, otherPcs);
}

} // namespace wave::studio
