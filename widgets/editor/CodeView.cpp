#include "editor/CodeView.h"

#include "editor/WaveLexer.h"

#include <QEvent>
#include <QFontDatabase>

namespace wave::widgets {

CodeView::CodeView(QWidget* parent) : QsciScintilla(parent), lexer_(new WaveLexer(this)) {
    setUtf8(true);
    setCaretLineVisible(true);
    setScrollWidth(1);
    SendScintilla(SCI_SETSCROLLWIDTHTRACKING, 1L); // the scroll range follows the longest line
    setLexer(lexer_);
    applyTheme(EditorTheme::forPalette(palette()));
}

QFont CodeView::codeFont() {
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setStyleHint(QFont::TypeWriter);
    font.setPointSize(10);
    return font;
}

void CodeView::applyTheme(const EditorTheme& theme) {
    theme_ = theme;
    const QFont font = codeFont();
    lexer_->setTheme(theme, font);
    setPaper(theme.paper);
    setColor(theme.style(WaveStyle::Default).color);
    setCaretLineBackgroundColor(theme.caretLine);
    setCaretForegroundColor(theme.caret);
    setSelectionBackgroundColor(theme.selection);
    setSelectionForegroundColor(theme.style(WaveStyle::Default).color);
    setMarginsFont(font);
    setMarginsBackgroundColor(theme.marginPaper);
    setMarginsForegroundColor(theme.marginText);
    themeApplied();
}

void CodeView::setWrapLines(bool on) {
    setWrapMode(on ? WrapWord : WrapNone);
    setWrapVisualFlags(on ? WrapFlagByText : WrapFlagNone, on ? WrapFlagInMargin : WrapFlagNone);
    setWrapIndentMode(WrapIndentSame);
}

void CodeView::changeEvent(QEvent* event) {
    QsciScintilla::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyTheme(EditorTheme::forPalette(palette()));
}

} // namespace wave::widgets
