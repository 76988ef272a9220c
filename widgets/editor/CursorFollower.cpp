#include "editor/CursorFollower.h"

#include "editor/CodeEditor.h"

namespace wave::widgets {

CursorFollower::CursorFollower(QObject* parent, std::function<void()> changed)
    : QObject(parent), changed_(std::move(changed)) {}

void CursorFollower::setEditor(CodeEditor* editor) {
    disconnect(cursorConnection_);
    disconnect(snapshotConnection_);
    editor_ = editor;
    if (!editor) {
        setSnapshot(nullptr);
        return;
    }
    cursorConnection_ =
        connect(editor, &QsciScintilla::cursorPositionChanged, this,
                [this](int line, int index) { setCursorPosition(line + 1, index + 1); });
    snapshotConnection_ =
        connect(editor, &CodeEditor::snapshotChanged, this, &CursorFollower::setSnapshot);
    int line = 0, index = 0;
    editor->getCursorPosition(&line, &index);
    line_ = line + 1;
    column_ = index + 1;
    setSnapshot(editor->snapshot());
}

void CursorFollower::setSnapshot(const AssemblySnapshotPtr& snapshot) {
    snapshot_ = snapshot;
    changed_();
}

void CursorFollower::setCursorPosition(int line, int column) {
    if (line == line_ && column == column_)
        return;
    line_ = line;
    column_ = column;
    changed_();
}

} // namespace wave::widgets
