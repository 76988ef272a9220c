#pragma once
// Read-only view of the assembled listing: instruction text coloured by the WAVE lexer, code
// offsets and raw words in a text margin, and a trailing comment naming the source line.
// Moving the cursor onto an instruction (click or keys) reports its source line so the editor
// can follow. Each source line's text is interleaved (as a comment row) above the instructions
// it produced. While a debug session is stopped, the focused wave's PC is marked with an
// arrow and the other waves' PCs with dots, so one can step instruction by instruction here.
// When the source has errors the last good listing stays, marked as out of date.
// GUI thread only.

#include "editor/AssemblySnapshot.h"
#include "editor/CodeView.h"
#include "listing/AssemblyListing.h"

#include <vector>

namespace wave::widgets {

class ListingView : public CodeView {
    Q_OBJECT
public:
    explicit ListingView(QWidget* parent = nullptr);

    // Lists a successful assembly, or marks the current listing out of date.
    void showSnapshot(const AssemblySnapshotPtr& snapshot);
    void setListing(const Listing& listing);

    const Listing& listing() const { return listing_; }
    bool isOutOfDate() const { return outOfDate_; }
    // The source line shown on a row of the view (0-based row), 0 if none.
    int sourceLineOfRow(int row) const;
    // The code offset of the instruction on a row, -1 if the row holds none; and back.
    int pcOfRow(int row) const;
    int rowOfPc(int pc) const;
    // The instruction at the cursor (or the first one after it), -1 if none.
    int pcAtCursor() const;

    void setInterleaveSource(bool on);
    bool interleavesSource() const { return interleave_; }
    // Marks the focused wave's next instruction and the other waves' (<0: none).
    void setExecutionMarkers(int focusPc, const QList<int>& otherPcs);
    void clearExecutionMarkers();
    int executionRow() const { return executionRow_; }

signals:
    void sourceLineActivated(int line);

protected:
    void themeApplied() override;

private:
    void render();
    void defineMarkers();
    void placeExecutionMarkers();
    void onCursorMoved(int row, int column);

    Listing listing_;
    bool outOfDate_ = false;
    QString banner_;
    std::vector<int> rowSourceLines_;
    std::vector<int> rowPcs_;
    bool interleave_ = true;
    int focusPc_ = -1;
    QList<int> otherPcs_;
    int executionRow_ = -1;
    bool rendering_ = false;
};

} // namespace wave::widgets
