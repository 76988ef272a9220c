#include "editor/LineCommands.h"

#include <Qsci/qsciscintilla.h>

#include <QString>

#include <algorithm>
#include <limits>

namespace wave::widgets {

namespace {

using Sci = QsciScintillaBase;

int levelWidth(const QsciScintilla& editor) {
    const int width = editor.indentationWidth();
    return width > 0 ? width : editor.tabWidth();
}

long lineStart(const QsciScintilla& editor, int line) {
    return editor.SendScintilla(Sci::SCI_POSITIONFROMLINE, static_cast<unsigned long>(line));
}

// The line's text after its indentation ("" for a blank line), without the terminator.
QString body(const QsciScintilla& editor, int line) {
    QString text = editor.text(line);
    while (!text.isEmpty() &&
           (text.endsWith(QLatin1Char('\n')) || text.endsWith(QLatin1Char('\r'))))
        text.chop(1);
    return text.trimmed();
}

bool isComment(const QString& body) {
    return body.startsWith(QLatin1Char(';')) || body.startsWith(QLatin1Char('#'));
}

// Keeps a multi-line selection covering the whole lines after the edit (as Qt Creator does);
// a caret or one-line selection stays where Scintilla moved it.
void reselect(QsciScintilla& editor, int first, int last, bool hadLines) {
    if (!hadLines)
        return;
    const long end =
        editor.SendScintilla(Sci::SCI_GETLINEENDPOSITION, static_cast<unsigned long>(last));
    editor.SendScintilla(Sci::SCI_SETSEL, static_cast<unsigned long>(lineStart(editor, first)),
                         end);
}

void shiftLines(QsciScintilla& editor, bool more) {
    int first = 0;
    int last = 0;
    LineCommands::touchedLines(editor, first, last);
    const bool hadLines = first != last;
    const int width = levelWidth(editor);
    editor.beginUndoAction();
    for (int line = first; line <= last; ++line) {
        const int indent = editor.indentation(line);
        if (more && body(editor, line).isEmpty())
            continue; // no trailing blanks on empty lines
        // To the next or previous multiple of the width.
        const int target =
            more ? (indent / width + 1) * width : std::max(0, (indent - 1) / width * width);
        if (target != indent)
            editor.setIndentation(line, target);
    }
    editor.endUndoAction();
    reselect(editor, first, last, hadLines);
}

} // namespace

void LineCommands::touchedLines(const QsciScintilla& editor, int& first, int& last) {
    const long start = editor.SendScintilla(Sci::SCI_GETSELECTIONSTART);
    const long end = editor.SendScintilla(Sci::SCI_GETSELECTIONEND);
    first = static_cast<int>(
        editor.SendScintilla(Sci::SCI_LINEFROMPOSITION, static_cast<unsigned long>(start)));
    last = static_cast<int>(
        editor.SendScintilla(Sci::SCI_LINEFROMPOSITION, static_cast<unsigned long>(end)));
    if (last > first && lineStart(editor, last) == end)
        --last; // the selection ends at the start of that line
}

void LineCommands::toggleComment(QsciScintilla& editor) {
    int first = 0;
    int last = 0;
    touchedLines(editor, first, last);
    const bool hadLines = first != last;
    bool allComments = true;
    bool anyText = false;
    int column = std::numeric_limits<int>::max();
    for (int line = first; line <= last; ++line) {
        const QString text = body(editor, line);
        if (text.isEmpty())
            continue;
        anyText = true;
        allComments = allComments && isComment(text);
        column = std::min(column, editor.indentation(line));
    }
    if (!anyText)
        return;
    editor.beginUndoAction();
    for (int line = first; line <= last; ++line) {
        const QString text = body(editor, line);
        if (text.isEmpty())
            continue;
        const long indentEnd =
            editor.SendScintilla(Sci::SCI_GETLINEINDENTPOSITION, static_cast<unsigned long>(line));
        if (allComments) {
            // The marker and one space after it.
            const int length = text.size() > 1 && text[1] == QLatin1Char(' ') ? 2 : 1;
            editor.SendScintilla(Sci::SCI_DELETERANGE, static_cast<unsigned long>(indentEnd),
                                 static_cast<long>(length));
        } else {
            // At the block's smallest indentation (a column: tabs count to the next stop).
            const long at =
                editor.SendScintilla(Sci::SCI_FINDCOLUMN, static_cast<unsigned long>(line), column);
            editor.SendScintilla(Sci::SCI_INSERTTEXT, static_cast<unsigned long>(at), "; ");
        }
    }
    editor.endUndoAction();
    reselect(editor, first, last, hadLines);
}

void LineCommands::indent(QsciScintilla& editor) {
    shiftLines(editor, true);
}

void LineCommands::unindent(QsciScintilla& editor) {
    shiftLines(editor, false);
}

} // namespace wave::widgets
