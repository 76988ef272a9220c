#pragma once
// Coalescing efficiency in the editor's gutter (widgets::CoalescingGutter), fed from the
// session's analyses: after every stop the lines of device loads and stores get their
// efficiency. The marks belong to the launch: a new launch clears them until its first stop.
// While the editor's text differs from the code that runs, each mark stays with its
// instruction's line where the edits moved it (the session's line map); undoing back to that
// code puts every mark back. GUI thread only.

#include "session/SessionController.h"

#include <QObject>

namespace wave::widgets {
class CodeEditor;
class CoalescingGutter;
} // namespace wave::widgets

namespace wave::studio {

class GutterCoalescing : public QObject {
    Q_OBJECT
public:
    GutterCoalescing(widgets::SessionController* session, QObject* parent);

    // The editor the session runs (the current document's); the marks move there.
    void setEditor(widgets::CodeEditor* editor);
    widgets::CoalescingGutter* gutter() const { return gutter_; }

private:
    void show(const widgets::AnalysisSnapshotPtr& analyses);

    widgets::SessionController* session_;
    widgets::CoalescingGutter* gutter_;
};

} // namespace wave::studio
