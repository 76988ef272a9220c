#pragma once
// What every WAVE code view shares (the editor and the listing): QScintilla in UTF-8 with the
// WAVE lexer, the code font, and the theme's colours, re-applied when the palette changes.
// Subclasses add their own colours in themeApplied(). GUI thread only.

#include "editor/EditorTheme.h"

#include <Qsci/qsciscintilla.h>

#include <QFont>

namespace wave::widgets {

class WaveLexer;

class CodeView : public QsciScintilla {
    Q_OBJECT
public:
    explicit CodeView(QWidget* parent = nullptr);

    WaveLexer* waveLexer() const { return lexer_; }
    const EditorTheme& theme() const { return theme_; }
    void applyTheme(const EditorTheme& theme);

    // Long lines wrapped at the view's width (a presentation: nothing is cut off at the
    // right), each break marked by an arrow at its end and one in the margin of the
    // continuation, which keeps the line's own indentation (deeper, a narrow editor would
    // break every operand).
    void setWrapLines(bool on);

    // The monospace font of code views.
    static QFont codeFont();

protected:
    // Called at the end of applyTheme(). Not called from CodeView's constructor (a subclass is
    // not constructed yet): subclasses call applyTheme(theme()) at the end of theirs.
    virtual void themeApplied() {}
    void changeEvent(QEvent* event) override;

private:
    WaveLexer* lexer_ = nullptr;
    EditorTheme theme_;
};

} // namespace wave::widgets
