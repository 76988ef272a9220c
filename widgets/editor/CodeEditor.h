#pragma once
// The WAVE source editor: QScintilla with the WAVE lexer, line numbers, folding, current-line
// highlight, and
//  - assembler diagnostics shown three ways (squiggles under the range, a marker in the
//    margin, and an annotation below the line);
//  - hover help from the ISA table (mnemonics, special registers, directives, guards);
//  - completion after two typed characters and on Ctrl+Space (see CompletionPopup);
//  - indentation that follows the blocks as the user types (see AutoIndenter);
//  - a box around the if/else/endif or loop/break/continue/endloop keywords of the block at
//    the cursor;
//  - debugger markers: breakpoints in a clickable margin, the focused wave's PC and the other
//    waves' PCs (see DebugMarkers). The editor stays editable while debugging.
// Margins, left to right: breakpoints, other waves (only while execution markers are shown),
// line numbers, diagnostics, folding. Public line numbers are 1-based unless stated otherwise.
// GUI thread only.

#include "asm/Diagnostic.h"
#include "editor/AssemblySnapshot.h"
#include "editor/BreakpointMark.h"
#include "editor/CodeView.h"

#include <QKeySequence>
#include <QList>
#include <QPair>
#include <QPoint>
#include <QPointer>

#include <memory>
#include <string>
#include <vector>

class QMenu;

namespace wave::widgets {

class AutoIndenter;
class CompletionPopup;
class DebugMarkers;
class LineSpotlight;
class LiveAssembler;

class CodeEditor : public CodeView {
    Q_OBJECT
public:
    explicit CodeEditor(QWidget* parent = nullptr);
    ~CodeEditor() override;

    // Feeds every edit to `assembler` and shows its diagnostics (null detaches).
    void setLiveAssembler(LiveAssembler* assembler);
    LiveAssembler* liveAssembler() const;
    // The last assembly shown (null before the first one).
    const AssemblySnapshotPtr& snapshot() const { return snapshot_; }

    void setDiagnostics(const std::vector<assembler::Diagnostic>& diagnostics);
    const std::vector<assembler::Diagnostic>& diagnostics() const { return diagnostics_; }
    // 1-based lines that carry a marker of this severity, read back from the margin.
    QList<int> markedLines(assembler::Severity severity) const;

    // Moves the cursor to a 1-based line and column and makes it visible; `focus` also gives
    // the editor keyboard focus (not wanted when another view drives the cursor).
    void goToPosition(int line, int column, bool focus = true);

    // --- Debugger markers -------------------------------------------------------------------
    // Replaces the breakpoint markers. Markers then move with edits.
    void setBreakpointLines(const QList<BreakpointMark>& marks);
    // The current line of each mark of the last setBreakpointLines(), in the same order (marks
    // whose lines were joined by an edit report the same line).
    QList<int> breakpointMarkerLines() const;
    // The focused wave's PC line (arrow + line background; <= 0: none) and the PC lines of
    // other waves as (line, wave id) pairs (numbered pills; several waves on one line show the
    // lowest id and "+").
    void setExecutionMarkers(int focusLine, const QList<QPair<int, int>>& otherWaves);
    void clearExecutionMarkers();
    // Classroom mode: every line but the PC arrow's faded (LineSpotlight), and the breakpoint
    // dots and the arrow `scale` times their size.
    void setSpotlight(bool on);
    bool spotlight() const;
    int spotlightLine() const; // 1-based, 0: nothing is dimmed
    bool isDimmed(int line) const;
    void setMarkerScale(double scale);
    // The pill text on a line ("3", "3+"), empty if none (as of the last setExecutionMarkers).
    QString waveMarkerLabel(int line) const;
    // The instruction a watchpoint stopped at: by then the PC arrow is past it, so its line
    // gets a box around its text and `note` below it. Line <= 0 clears.
    void setAccessMark(int line, const QString& note);
    // A sentence after the note, kept across marks until set empty: what the Portability dock
    // knows of the writes to the word ("write 1 of 3 to this word").
    void setAccessDetail(const QString& detail);
    int accessMarkLine() const { return accessLine_; }
    // The note below the marked line as shown (with the detail), empty without a mark.
    QString accessMarkText() const;

    // --- Help, completion, block matching ---------------------------------------------------
    // The hover help (rich text) for the token at a Scintilla byte position, or empty.
    QString helpTextAtPosition(int position) const;
    // What completion offers at the caret (the items shown in the list).
    QStringList completionItems() const;
    // Shows the completion list at the caret (Ctrl+Space); `explicitRequest` also shows it
    // when fewer than two characters were typed.
    void showCompletions(bool explicitRequest = true);
    // Gives up keys QScintilla binds to its own commands (Ctrl+L cuts a line, Ctrl+/ moves by
    // word part, Ctrl+[ and Ctrl+] by paragraph) so the window's shortcuts get them.
    void releaseKeys(const QList<QKeySequence>& keys);
    // (byte position, length) of each block keyword boxed because of the cursor, in order.
    QList<QPair<int, int>> blockMatchRanges() const;

    // Markers (Scintilla marker numbers; 25-31 are the fold markers).
    static constexpr int kErrorMarker = 0;
    static constexpr int kWarningMarker = 1;
    static constexpr int kBreakpointMarker = 2;
    static constexpr int kDisabledBreakpointMarker = 3;
    static constexpr int kConditionalBreakpointMarker = 4;
    static constexpr int kDisabledConditionalBreakpointMarker = 5;
    static constexpr int kExecutionArrowMarker = 6;
    static constexpr int kExecutionLineMarker = 7;
    static constexpr int kFirstWaveMarker = 8; // one per distinct pill label
    static constexpr int kWaveMarkerSlots = 16;
    static constexpr int kWaveOverflowMarker = kFirstWaveMarker + kWaveMarkerSlots;
    // Indicators.
    static constexpr int kErrorIndicator = INDIC_CONTAINER;
    static constexpr int kWarningIndicator = INDIC_CONTAINER + 1;
    static constexpr int kBlockMatchIndicator = INDIC_CONTAINER + 2;
    // 11 and 12 are the FindBar's (FindBar::kMatchIndicator, kCurrentIndicator).
    static constexpr int kSpotlightIndicator = INDIC_CONTAINER + 5;
    static constexpr int kAccessIndicator = INDIC_CONTAINER + 6;
    // Margins.
    static constexpr int kBreakpointMargin = 0;
    static constexpr int kWaveMargin = 1;
    static constexpr int kLineNumberMargin = 2;
    static constexpr int kDiagnosticMargin = 3;
    static constexpr int kFoldMargin = 4;

signals:
    void diagnosticsChanged();
    void snapshotChanged(wave::widgets::AssemblySnapshotPtr snapshot);
    // A click in the breakpoint (or wave) margin on a 1-based line.
    void breakpointToggleRequested(int line);
    void breakpointContextMenuRequested(int line, QPoint globalPos);
    // The text's context menu (a right click, or the Menu key: then at the caret) is about to
    // open for a 1-based line: a connected slot may add items to `menu` (direct connections
    // only; the menu deletes itself when it closes).
    void textContextMenu(QMenu* menu, int line);

protected:
    void themeApplied() override;
    bool viewportEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void setUpMargins();
    void showSnapshot(const AssemblySnapshotPtr& snapshot);
    void updateLineNumberWidth();
    void underline(const assembler::Diagnostic& d);
    void annotateLines();
    void onMarginClicked(int margin, int line);
    void updateBlockMatch();
    int marginAt(int x) const; // margin index under a viewport x, -1 in the text
    int lineAtY(int y) const;  // 0-based line under a viewport y, -1 below the text
    QString tooltipAt(const QPoint& viewportPos) const;
    std::string lineBytes(int line) const; // 0-based, without the terminator

    QPointer<LiveAssembler> live_;
    QMetaObject::Connection textConnection_;
    QMetaObject::Connection resultConnection_;
    AssemblySnapshotPtr snapshot_;
    std::vector<assembler::Diagnostic> diagnostics_;
    int lineNumberDigits_ = 0;
    std::unique_ptr<DebugMarkers> debug_;
    std::unique_ptr<LineSpotlight> spotlight_;
    CompletionPopup* completion_ = nullptr; // child QObject
    AutoIndenter* indenter_ = nullptr;      // child QObject
    QList<QPair<int, int>> blockMatch_;
    int accessLine_ = 0; // 1-based; 0: no access mark
    QString accessNote_;
    QString accessDetail_;
};

} // namespace wave::widgets
