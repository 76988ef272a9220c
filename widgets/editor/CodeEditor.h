#pragma once
// The WAVE source editor: QScintilla with the WAVE lexer, line numbers, folding, current-line
// highlight, and assembler diagnostics shown three ways (squiggles under the range, a marker in
// the margin, and an annotation below the line). GUI thread only.

#include "asm/Diagnostic.h"
#include "editor/AssemblySnapshot.h"
#include "editor/CodeView.h"

#include <QList>
#include <QPointer>

#include <vector>

namespace wave::widgets {

class LiveAssembler;

class CodeEditor : public CodeView {
    Q_OBJECT
public:
    explicit CodeEditor(QWidget* parent = nullptr);

    // Feeds every edit to `assembler` and shows its diagnostics (null detaches).
    void setLiveAssembler(LiveAssembler* assembler);
    LiveAssembler* liveAssembler() const;

    void setDiagnostics(const std::vector<assembler::Diagnostic>& diagnostics);
    const std::vector<assembler::Diagnostic>& diagnostics() const { return diagnostics_; }
    // 1-based lines that carry a marker of this severity, read back from the margin.
    QList<int> markedLines(assembler::Severity severity) const;

    // Moves the cursor to a 1-based line and column and makes it visible; `focus` also gives
    // the editor keyboard focus (not wanted when another view drives the cursor).
    void goToPosition(int line, int column, bool focus = true);

    static constexpr int kErrorMarker = 0;
    static constexpr int kWarningMarker = 1;
    static constexpr int kErrorIndicator = INDIC_CONTAINER;
    static constexpr int kWarningIndicator = INDIC_CONTAINER + 1;

signals:
    void diagnosticsChanged();

protected:
    void themeApplied() override;

private:
    void showSnapshot(const AssemblySnapshotPtr& snapshot);
    void updateLineNumberWidth();
    void underline(const assembler::Diagnostic& d);
    void annotateLines();

    QPointer<LiveAssembler> live_;
    QMetaObject::Connection textConnection_;
    QMetaObject::Connection resultConnection_;
    std::vector<assembler::Diagnostic> diagnostics_;
    int lineNumberDigits_ = 0;
};

} // namespace wave::widgets
