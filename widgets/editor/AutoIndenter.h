#pragma once
// Indentation as the user types in a WAVE editor (the Qt Creator behaviour):
//  - Enter keeps the indentation of the line it leaves, one level more after a block opener
//    (`if`, `else`, `loop`, `.kernel`);
//  - typing the closing keyword `else`, `endif`, `endloop` or `.end` as the first word of a
//    line moves that line to the indentation of the line that opened its block (found with
//    BlockMatcher; `.end` goes to its `.kernel`). If the word then grows into another one
//    (`elsewhere`), the line gets its indentation back. A line that was not moved while typing
//    (e.g. the keyword came from the completion list) is moved when Enter leaves it.
// One level is the editor's indentation width (its tab width when 0). A child of the editor it
// serves, replacing QScintilla's own auto-indent; GUI thread only.

#include <QObject>

#include <string>

class QsciScintilla;

namespace wave::widgets {

class AutoIndenter : public QObject {
    Q_OBJECT
public:
    explicit AutoIndenter(QsciScintilla* editor);

    // The indentation (in columns) a 0-based line should have if it starts with a closing
    // keyword, or -1 when it does not or its opener is not found.
    int closingIndentation(int line) const;
    // True when the 0-based line's first statement opens a block.
    bool opensBlock(int line) const;

private:
    void onCharAdded(int ch);
    void onNewLine(int line);
    // Moves a line that starts with a closing keyword; true when it moved.
    bool dedent(int line);
    std::string lineBytes(int line) const;
    int levelWidth() const;

    QsciScintilla* editor_;
    // The line moved by the last typed keyword and its indentation before, to give it back if
    // the word grows into something else. -1: none.
    int dedentedLine_ = -1;
    int dedentedFrom_ = 0;
};

} // namespace wave::widgets
