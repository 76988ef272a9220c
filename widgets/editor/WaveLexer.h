#pragma once
// Scintilla container lexer for WAVE assembly: colours tokens from WaveTokenizer (mnemonics by
// ISA category family, operands by kind) and computes fold levels for .kernel/.end, if/endif
// and loop/endloop. Lines are lexed independently; the only state carried from line to line is
// the fold depth, kept in Scintilla's per-line state. GUI thread only.

#include "editor/EditorTheme.h"
#include "editor/WaveStyle.h"
#include "editor/WaveTokenizer.h"

#include <Qsci/qscilexercustom.h>

#include <QFont>

namespace wave::widgets {

class WaveLexer : public QsciLexerCustom {
    Q_OBJECT
public:
    explicit WaveLexer(QObject* parent = nullptr);

    const char* language() const override;
    QString description(int style) const override;
    const char* wordCharacters() const override;
    void styleText(int start, int end) override;

    QColor defaultColor(int style) const override;
    QColor defaultPaper(int style) const override;
    QFont defaultFont(int style) const override;
    QColor defaultColor() const { return defaultColor(styleNumber(WaveStyle::Default)); }
    QColor defaultPaper() const { return theme_.paper; }
    QFont defaultFont() const { return font_; }

    // Applies colours and the base font (bold/italic are added per style) to every style.
    void setTheme(const EditorTheme& theme, const QFont& font);
    const EditorTheme& theme() const { return theme_; }
    const QFont& baseFont() const { return font_; }

    static WaveStyle styleForCategory(isa::Category category);
    static WaveStyle styleForToken(const SourceToken& token);

private:
    EditorTheme theme_;
    QFont font_;
};

} // namespace wave::widgets
