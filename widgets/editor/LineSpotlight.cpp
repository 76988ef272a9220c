#include "editor/LineSpotlight.h"

#include "editor/CodeEditor.h"

namespace wave::widgets {

LineSpotlight::LineSpotlight(CodeEditor& editor) : editor_(editor) {
    editor_.indicatorDefine(QsciScintilla::TextColorIndicator, CodeEditor::kSpotlightIndicator);
}

void LineSpotlight::applyTheme(const EditorTheme& theme) {
    // The text faded two thirds of the way into the paper: still readable, clearly not the
    // line that runs next.
    const QColor text = theme.style(WaveStyle::Default).color;
    const QColor paper = theme.paper;
    const QColor faded((text.red() + 2 * paper.red()) / 3, (text.green() + 2 * paper.green()) / 3,
                       (text.blue() + 2 * paper.blue()) / 3);
    editor_.setIndicatorForegroundColor(faded, CodeEditor::kSpotlightIndicator);
}

void LineSpotlight::setOn(bool on) {
    on_ = on;
    update();
}

void LineSpotlight::update() {
    const auto indicator = static_cast<unsigned long>(CodeEditor::kSpotlightIndicator);
    const long length = editor_.SendScintilla(QsciScintillaBase::SCI_GETLENGTH);
    editor_.SendScintilla(QsciScintillaBase::SCI_SETINDICATORCURRENT, indicator);
    editor_.SendScintilla(QsciScintillaBase::SCI_INDICATORCLEARRANGE, 0UL, length);
    lit_ = 0;
    if (!on_)
        return;
    const long line = editor_.SendScintilla(QsciScintillaBase::SCI_MARKERNEXT, 0UL,
                                            1L << CodeEditor::kExecutionArrowMarker);
    if (line < 0)
        return;
    lit_ = int(line) + 1;
    const long start = editor_.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE,
                                             static_cast<unsigned long>(line));
    const long end = editor_.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE,
                                           static_cast<unsigned long>(line + 1));
    editor_.SendScintilla(QsciScintillaBase::SCI_INDICATORFILLRANGE, 0UL, start);
    if (end > start && end < length)
        editor_.SendScintilla(QsciScintillaBase::SCI_INDICATORFILLRANGE,
                              static_cast<unsigned long>(end), length - end);
}

bool LineSpotlight::isDimmed(int position) const {
    return editor_.SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT,
                                 static_cast<unsigned long>(CodeEditor::kSpotlightIndicator),
                                 static_cast<long>(position)) != 0;
}

} // namespace wave::widgets
