#pragma once
// What the journey tests read off the real MainWindow as a user would see it: the PC arrow's
// line in an editor, the status bar's message.

#include "MainWindow.h"

#include "editor/CodeEditor.h"

#include <QLabel>
#include <QString>

namespace wave::apptest {

// The line of the focused wave's PC arrow in `editor` (1-based), 0 if none.
inline int arrowLine(widgets::CodeEditor* editor) {
    const int line = editor->markerFindNext(0, 1 << widgets::CodeEditor::kExecutionArrowMarker);
    return line < 0 ? 0 : line + 1;
}

// The status bar's message (not the permanent widgets: cursor position, offers).
inline QString statusText(const studio::MainWindow& window) {
    auto* label = window.findChild<QLabel*>(QStringLiteral("statusMessage"));
    return label ? label->text() : QString();
}

} // namespace wave::apptest
