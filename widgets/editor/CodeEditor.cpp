#include "editor/CodeEditor.h"

#include "editor/DiagnosticIcons.h"
#include "editor/LiveAssembler.h"

#include <Qsci/qscistyle.h>

#include <algorithm>
#include <map>

namespace wave::widgets {

namespace {

using assembler::Diagnostic;
using assembler::Severity;

constexpr int kLineNumberMargin = 0;
constexpr int kMarkerMargin = 1;
constexpr int kFoldMargin = 2;
constexpr int kMarkerSize = 14;
// Annotation styles sit above the lexer's styles and Scintilla's predefined 32-39.
constexpr int kErrorAnnotationStyle = 64;
constexpr int kWarningAnnotationStyle = 65;

QString annotationText(const Diagnostic& d) {
    QString text =
        d.severity == Severity::Error ? CodeEditor::tr("error") : CodeEditor::tr("warning");
    if (!d.code.empty())
        text += QLatin1Char(' ') + QString::fromStdString(d.code);
    text += QStringLiteral(": ") + QString::fromStdString(d.message);
    if (!d.hint.empty())
        text += QStringLiteral(" \u2014 ") + QString::fromStdString(d.hint);
    return text;
}

} // namespace

CodeEditor::CodeEditor(QWidget* parent) : CodeView(parent) {
    setEolMode(EolUnix);
    setIndentationsUseTabs(false);
    setTabWidth(4);
    setAutoIndent(true);
    setBraceMatching(NoBraceMatch);
    setCaretWidth(2);

    setMarginType(kLineNumberMargin, NumberMargin);
    setMarginType(kMarkerMargin, SymbolMargin);
    setMarginWidth(kMarkerMargin, kMarkerSize + 4);
    setMarginMarkerMask(kMarkerMargin, (1 << kErrorMarker) | (1 << kWarningMarker));
    setMarginMarkerMask(kLineNumberMargin, 0);
    setFolding(BoxedTreeFoldStyle, kFoldMargin);

    indicatorDefine(SquigglePixmapIndicator, kErrorIndicator);
    indicatorDefine(SquigglePixmapIndicator, kWarningIndicator);
    setAnnotationDisplay(AnnotationIndented);

    connect(this, &QsciScintilla::linesChanged, this, &CodeEditor::updateLineNumberWidth);
    applyTheme(theme());
}

void CodeEditor::setLiveAssembler(LiveAssembler* assembler) {
    disconnect(textConnection_);
    disconnect(resultConnection_);
    live_ = assembler;
    if (!live_)
        return;
    textConnection_ = connect(this, &QsciScintilla::textChanged, assembler,
                              [this, assembler] { assembler->setSource(text()); });
    resultConnection_ =
        connect(assembler, &LiveAssembler::assembled, this, &CodeEditor::showSnapshot);
    assembler->setSource(text());
}

LiveAssembler* CodeEditor::liveAssembler() const {
    return live_.data();
}

void CodeEditor::showSnapshot(const AssemblySnapshotPtr& snapshot) {
    setDiagnostics(snapshot->result.diagnostics);
}

void CodeEditor::themeApplied() {
    const EditorTheme& theme = this->theme();
    setFoldMarginColors(theme.foldMarginPaper, theme.foldMarginPaper);
    for (int marker = static_cast<int>(SC_MARKNUM_FOLDEREND);
         marker <= static_cast<int>(SC_MARKNUM_FOLDEROPEN); ++marker) {
        setMarkerForegroundColor(theme.foldMarginPaper, marker);
        setMarkerBackgroundColor(theme.foldMarker, marker);
    }
    setIndicatorForegroundColor(theme.error, kErrorIndicator);
    setIndicatorForegroundColor(theme.warning, kWarningIndicator);
    markerDefine(DiagnosticIcons::image(Severity::Error, theme.error, kMarkerSize), kErrorMarker);
    markerDefine(DiagnosticIcons::image(Severity::Warning, theme.warning, kMarkerSize),
                 kWarningMarker);
    lineNumberDigits_ = 0;
    updateLineNumberWidth();
    setDiagnostics(std::vector<Diagnostic>(diagnostics_)); // redraw annotations in new colours
}

void CodeEditor::updateLineNumberWidth() {
    const int digits = std::max(3, static_cast<int>(QString::number(lines()).size()));
    if (digits == lineNumberDigits_)
        return;
    lineNumberDigits_ = digits;
    setMarginWidth(kLineNumberMargin, QString(digits + 1, QLatin1Char('9')));
}

void CodeEditor::setDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    diagnostics_ = diagnostics;
    const long length = SendScintilla(SCI_GETLENGTH);
    for (int indicator : {kErrorIndicator, kWarningIndicator}) {
        SendScintilla(SCI_SETINDICATORCURRENT, indicator);
        SendScintilla(SCI_INDICATORCLEARRANGE, 0UL, length);
    }
    markerDeleteAll(kErrorMarker);
    markerDeleteAll(kWarningMarker);
    for (const Diagnostic& d : diagnostics_) {
        const int line = std::clamp(static_cast<int>(d.line) - 1, 0, std::max(0, lines() - 1));
        markerAdd(line, d.severity == Severity::Error ? kErrorMarker : kWarningMarker);
        underline(d);
    }
    annotateLines();
    emit diagnosticsChanged();
}

// Byte ranges come from the text that was assembled, which is the editor's text (the live
// assembler drops results for older buffers); they are clamped anyway. An empty range (an
// error at the end of a line) is widened to the character before it so it stays visible.
void CodeEditor::underline(const Diagnostic& d) {
    const long length = SendScintilla(SCI_GETLENGTH);
    long start = std::min<long>(d.byteStart, length);
    long end = std::clamp<long>(d.byteEnd, start, length);
    if (end == start) {
        if (end < length && SendScintilla(SCI_GETCHARAT, static_cast<unsigned long>(end)) != '\n')
            end = SendScintilla(SCI_POSITIONAFTER, static_cast<unsigned long>(end));
        else if (start > 0)
            start = SendScintilla(SCI_POSITIONBEFORE, static_cast<unsigned long>(start));
    }
    SendScintilla(SCI_SETINDICATORCURRENT,
                  d.severity == Severity::Error ? kErrorIndicator : kWarningIndicator);
    SendScintilla(SCI_INDICATORFILLRANGE, static_cast<unsigned long>(start), end - start);
}

void CodeEditor::annotateLines() {
    clearAnnotations();
    std::map<int, std::vector<const Diagnostic*>> byLine;
    for (const Diagnostic& d : diagnostics_)
        byLine[std::clamp(static_cast<int>(d.line) - 1, 0, std::max(0, lines() - 1))].push_back(&d);

    QFont font = codeFont();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    const QsciStyle errorStyle(kErrorAnnotationStyle, QStringLiteral("error annotation"),
                               theme().error, theme().errorAnnotationPaper, font);
    const QsciStyle warningStyle(kWarningAnnotationStyle, QStringLiteral("warning annotation"),
                                 theme().warning.darker(theme().dark ? 100 : 130),
                                 theme().warningAnnotationPaper, font);
    for (const auto& [line, list] : byLine) {
        QStringList texts;
        bool anyError = false;
        for (const Diagnostic* d : list) {
            texts << annotationText(*d);
            anyError = anyError || d->severity == Severity::Error;
        }
        annotate(line, texts.join(QLatin1Char('\n')), anyError ? errorStyle : warningStyle);
    }
}

QList<int> CodeEditor::markedLines(Severity severity) const {
    const unsigned mask = 1u << (severity == Severity::Error ? kErrorMarker : kWarningMarker);
    QList<int> result;
    for (int line = markerFindNext(0, mask); line >= 0; line = markerFindNext(line + 1, mask))
        result << line + 1;
    return result;
}

void CodeEditor::goToPosition(int line, int column, bool focus) {
    const int l = std::clamp(line - 1, 0, std::max(0, lines() - 1));
    const int c = std::max(0, column - 1);
    setCursorPosition(l, std::min(c, std::max(0, lineLength(l))));
    ensureLineVisible(l);
    if (focus)
        setFocus();
}

} // namespace wave::widgets
