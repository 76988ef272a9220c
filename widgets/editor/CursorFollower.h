#pragma once
// Follows an editor for the views of the instruction under its cursor (the Encoding strip, the
// Encoding lab): its cursor line and column and its assembly snapshots. Calls `changed` when
// either moves; instruction() is then the cursor's instruction in the newest snapshot. GUI
// thread only.

#include "editor/AssemblySnapshot.h"
#include "editor/CursorInstruction.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace wave::widgets {

class CodeEditor;

class CursorFollower : public QObject {
    Q_OBJECT
public:
    CursorFollower(QObject* parent, std::function<void()> changed);

    // Follows `editor` (null detaches and clears the snapshot).
    void setEditor(CodeEditor* editor);
    void setSnapshot(const AssemblySnapshotPtr& snapshot);
    // 1-based line and column of the cursor.
    void setCursorPosition(int line, int column);

    const AssemblySnapshotPtr& snapshot() const { return snapshot_; }
    CursorInstruction instruction() const {
        return CursorInstruction::at(snapshot_, line_, column_);
    }

private:
    std::function<void()> changed_;
    QPointer<CodeEditor> editor_;
    QMetaObject::Connection cursorConnection_;
    QMetaObject::Connection snapshotConnection_;
    AssemblySnapshotPtr snapshot_;
    int line_ = 0;
    int column_ = 1;
};

} // namespace wave::widgets
