#pragma once
// The debugger's markers in a CodeEditor: breakpoints in the breakpoint margin (kept as
// Scintilla markers, so they move with edits), the focused wave's PC (an arrow plus a
// translucent line background) and the other waves' PCs (numbered pills in the wave margin,
// which is only as wide as a pill while execution markers are shown). Lines are 1-based.
// GUI thread only; owned by the CodeEditor it draws in.

#include "editor/BreakpointMark.h"
#include "editor/EditorTheme.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <map>

namespace wave::widgets {

class CodeEditor;

class DebugMarkers {
public:
    explicit DebugMarkers(CodeEditor& editor);

    // (Re)defines every marker image and colour.
    void applyTheme(const EditorTheme& theme);
    // Breakpoint dots, the PC arrow and the breakpoint margin `scale` times their size (a
    // presentation's larger lines).
    void setScale(double scale);

    void setBreakpoints(const QList<BreakpointMark>& marks);
    // The current line of each mark passed to setBreakpoints(), in the same order: marks move
    // with edits, and marks whose lines were joined report the same line.
    QList<int> breakpointLines() const;

    void setExecution(int focusLine, const QList<QPair<int, int>>& otherWaves);
    void clearExecution();
    bool hasExecution() const { return executionShown_; }

    // The pill text on a line ("3", "3+"), empty when no other wave is there.
    QString waveLabel(int line) const;
    // The other waves whose PC is on a line, by id.
    QList<int> wavesAt(int line) const;

    static constexpr int kBreakpointMarginWidth = 28;
    static constexpr int kPillWidth = 24;
    static constexpr int kPillHeight = 14;

private:
    void defineBreakpointMarkers();
    int iconSize() const;
    int marginWidth() const;
    void defineWaveSlot(int slot, const QString& label);
    int lineCount() const;

    CodeEditor& editor_;
    EditorTheme theme_;
    QList<BreakpointMark> marks_;
    QList<int> handles_; // Scintilla marker handle per mark, -1 when the line did not exist
    std::map<int, QList<int>> waves_; // 0-based line -> sorted wave ids
    QStringList slotLabels_;          // label drawn by each wave slot marker
    bool executionShown_ = false;
    double scale_ = 1.0;
};

} // namespace wave::widgets
