#pragma once
// Editing commands on whole lines, each one undo step: toggle comment (Ctrl+/) and indent /
// unindent (the Edit menu; Tab and Shift+Tab do the same on a multi-line selection). They act
// on the lines the selection touches (a selection ending at the start of a line leaves that
// line out), or on the caret's line.
//
// Comments are WAVE's `;` (docs/reference/assembly.md §2: `;` or `#` to the end of the line).
// Toggling comments out every touched non-blank line with "; " at their smallest indentation,
// unless all of them are already comments, in which case one `;` or `#` (and one space after it) is
// removed from each. GUI thread only.

class QsciScintilla;

namespace wave::widgets {

class LineCommands {
public:
    static void toggleComment(QsciScintilla& editor);
    // One indentation level more / less (the editor's indentation width, or its tab width).
    static void indent(QsciScintilla& editor);
    static void unindent(QsciScintilla& editor);

    // The 0-based first and last lines the selection (or caret) touches.
    static void touchedLines(const QsciScintilla& editor, int& first, int& last);
};

} // namespace wave::widgets
