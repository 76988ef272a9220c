#pragma once
// Read-only view of the assembled listing: instruction text coloured by the WAVE lexer, code
// offsets and raw words in a text margin, and a trailing comment naming the source line.
// Moving the cursor onto an instruction (click or keys) reports its source line so the editor
// can follow. When the source has errors the last good listing stays, marked as out of date.
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

signals:
    void sourceLineActivated(int line);

protected:
    void themeApplied() override;

private:
    void render();
    void onCursorMoved(int row, int column);

    Listing listing_;
    bool outOfDate_ = false;
    QString banner_;
    std::vector<int> rowSourceLines_;
    bool rendering_ = false;
};

} // namespace wave::widgets
