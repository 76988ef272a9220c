#pragma once
// The editor gutter coloured by coalescing efficiency: after a stop, each source line with
// device loads or stores gets its average efficiency ("13%") on a fill of EfficiencyScale's
// colour in a margin of its own, right of the code editor's other margins (hidden while no
// line has figures). Hovering the mark tells the line's average and worst efficiency, sectors
// and lines per execution against the minimum, and what the colours mean.
//
// Fed from the analyses snapshot (never the live session) with a pc -> line lookup of the
// launch; it draws in one editor at a time (the one the session runs), following the editor's
// light or dark theme. Lines are 1-based. GUI thread only.

#include "debug/analysis/CoalescingAnalyzer.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace wave::widgets {

class CodeEditor;

class CoalescingGutter : public QObject {
    Q_OBJECT
public:
    using LineLookup = std::function<std::uint32_t(std::uint32_t pc)>;

    // One source line's device accesses, over all its load/store instructions.
    struct LineFigures {
        int instructions = 0;
        std::uint64_t executions = 0;
        double average = 1.0;
        double worst = 1.0;
        double sectors = 0; // per execution
        double minSectors = 0;
        double lines = 0;
        double minLines = 0;
        bool loads = false;
        bool stores = false; // stores and atomics
    };

    static constexpr int kMargin = 5; // after CodeEditor's five margins

    explicit CoalescingGutter(QObject* parent = nullptr);
    ~CoalescingGutter() override;

    // Moves the marks to `editor` (null: nowhere); the previous editor's margin is cleared.
    void setEditor(CodeEditor* editor);
    CodeEditor* editor() const;
    void setCoalescing(const std::vector<debug::InstructionCoalescing>& rows,
                       const LineLookup& lines);
    void clear();

    // The instructions grouped by line (lines 0, without source, are dropped).
    static std::map<int, LineFigures> byLine(const std::vector<debug::InstructionCoalescing>& rows,
                                             const LineLookup& lines);
    const std::map<int, LineFigures>& lineFigures() const { return lines_; }
    // What hovering a line's mark shows (empty for a line without one).
    QString toolTip(int line) const;
    // The fill of a line's mark in the editor's current theme (invalid without one).
    QColor markColor(int line) const;
    // The line whose mark is under a viewport point, 0 when none.
    int lineAt(const QPoint& viewportPos) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void render();
    void defineStyles();
    void detach();

    QPointer<CodeEditor> editor_;
    std::map<int, LineFigures> lines_;
    bool dark_ = false;
};

} // namespace wave::widgets
