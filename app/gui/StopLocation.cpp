#include "StopLocation.h"

#include "editor/CodeEditor.h"
#include "listing/ListingView.h"
#include "views/BarrierBoardView.h"

#include <algorithm>

namespace wave::studio {

int StopLocation::line(const debug::MachineSnapshot& snapshot) {
    if (snapshot.focusWave < snapshot.waves.size()) {
        if (const std::uint32_t l = snapshot.waves[snapshot.focusWave].line; l > 0)
            return int(l);
    }
    return snapshot.stop ? int(snapshot.stop->line) : 0;
}

QList<int> StopLocation::blamedLines(const debug::MachineSnapshot& snapshot) {
    QList<int> lines;
    for (std::uint32_t l : widgets::BarrierBoardView::verdictLines(snapshot))
        lines << int(l);
    return lines;
}

void StopLocation::reveal(widgets::CodeEditor* editor, int line, const QList<int>& alsoVisible) {
    if (!editor || line <= 0)
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
    editor->goToPosition(line, 1, false);
    int lo = display(line);
    int hi = lo;
    bool allShown = lo >= first && lo < first + screen;
    for (int other : alsoVisible) {
        if (other <= 0 || other > editor->lines())
            continue;
        const int d = display(other);
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
                               widgets::ListingView* listing) {
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
        if (w.id == snapshot->focusWave) {
            focusLine = int(w.line);
            focusPc = int(w.pc);
        } else {
            if (w.line > 0)
                others.append({int(w.line), int(w.id)});
            otherPcs.append(int(w.pc));
        }
    }
    if (editor)
        editor->setExecutionMarkers(focusLine, others);
    if (listing)
        listing->setExecutionMarkers(focusPc, otherPcs);
}

} // namespace wave::studio
