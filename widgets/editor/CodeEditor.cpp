#include "editor/CodeEditor.h"

#include "editor/AutoIndenter.h"
#include "editor/BlockMatcher.h"
#include "editor/CompletionPopup.h"
#include "editor/DebugMarkers.h"
#include "editor/DiagnosticIcons.h"
#include "editor/InstructionHelp.h"
#include "editor/LineSpotlight.h"
#include "editor/LiveAssembler.h"
#include "editor/WaveTokenizer.h"

#include <Qsci/qscicommand.h>
#include <Qsci/qscicommandset.h>
#include <Qsci/qscistyle.h>

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QToolTip>

#include <algorithm>
#include <map>
#include <utility>

namespace wave::widgets {

namespace {

using assembler::Diagnostic;
using assembler::Severity;

constexpr int kMarkerSize = 14;
// Annotation styles sit above the lexer's styles and Scintilla's predefined 32-39.
constexpr int kErrorAnnotationStyle = 64;
constexpr int kWarningAnnotationStyle = 65;
constexpr int kAccessAnnotationStyle = 66;

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

CodeEditor::CodeEditor(QWidget* parent)
    : CodeView(parent), debug_(std::make_unique<DebugMarkers>(*this)),
      spotlight_(std::make_unique<LineSpotlight>(*this)), completion_(new CompletionPopup(this)),
      indenter_(new AutoIndenter(this)) {
    setEolMode(EolUnix);
    setIndentationsUseTabs(false);
    setTabWidth(4);
    setBraceMatching(NoBraceMatch);
    setCaretWidth(2);
    SendScintilla(SCI_USEPOPUP, static_cast<unsigned long>(SC_POPUP_TEXT));
    setUpMargins();

    indicatorDefine(SquigglePixmapIndicator, kErrorIndicator);
    indicatorDefine(SquigglePixmapIndicator, kWarningIndicator);
    indicatorDefine(RoundBoxIndicator, kBlockMatchIndicator);
    SendScintilla(SCI_INDICSETUNDER, static_cast<unsigned long>(kBlockMatchIndicator), 1L);
    indicatorDefine(StraightBoxIndicator, kAccessIndicator);
    SendScintilla(SCI_INDICSETUNDER, static_cast<unsigned long>(kAccessIndicator), 1L);
    setAnnotationDisplay(AnnotationIndented);

    connect(this, &QsciScintilla::linesChanged, this, &CodeEditor::updateLineNumberWidth);
    connect(this, &QsciScintilla::textChanged, this, [this] {
        if (spotlight_->isOn())
            spotlight_->update(); // new text is not dimmed by itself
    });
    connect(this, &QsciScintilla::marginClicked, this,
            [this](int margin, int line, Qt::KeyboardModifiers) { onMarginClicked(margin, line); });
    connect(this, &QsciScintillaBase::SCN_UPDATEUI, this, [this](int updated) {
        if (updated & (SC_UPDATE_CONTENT | SC_UPDATE_SELECTION))
            updateBlockMatch();
    });
    applyTheme(theme());
}

CodeEditor::~CodeEditor() = default;

void CodeEditor::setUpMargins() {
    SendScintilla(SCI_SETMARGINS, 5UL);
    // The line background is listed in a visible margin's mask: Scintilla only draws
    // translucent background markers that are.
    unsigned breakpointMask = (1u << kExecutionArrowMarker) | (1u << kExecutionLineMarker);
    for (int m : {kBreakpointMarker, kDisabledBreakpointMarker, kConditionalBreakpointMarker,
                  kDisabledConditionalBreakpointMarker})
        breakpointMask |= 1u << m;
    unsigned waveMask = 0;
    for (int m = kFirstWaveMarker; m <= kWaveOverflowMarker; ++m)
        waveMask |= 1u << m;

    setMarginType(kBreakpointMargin, SymbolMargin);
    setMarginWidth(kBreakpointMargin, DebugMarkers::kBreakpointMarginWidth);
    setMarginMarkerMask(kBreakpointMargin, static_cast<int>(breakpointMask));
    setMarginSensitivity(kBreakpointMargin, true);
    setMarginType(kWaveMargin, SymbolMargin);
    setMarginWidth(kWaveMargin, 0); // shown with execution markers
    setMarginMarkerMask(kWaveMargin, static_cast<int>(waveMask));
    setMarginSensitivity(kWaveMargin, true);
    setMarginType(kLineNumberMargin, NumberMargin);
    setMarginMarkerMask(kLineNumberMargin, 0);
    setMarginType(kDiagnosticMargin, SymbolMargin);
    setMarginWidth(kDiagnosticMargin, kMarkerSize + 4);
    setMarginMarkerMask(kDiagnosticMargin, (1 << kErrorMarker) | (1 << kWarningMarker));
    setFolding(BoxedTreeFoldStyle, kFoldMargin);
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
    snapshot_ = snapshot;
    setDiagnostics(snapshot->result.diagnostics);
    emit snapshotChanged(snapshot);
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
    setIndicatorForegroundColor(theme.blockMatch, kBlockMatchIndicator);
    SendScintilla(SCI_INDICSETALPHA, static_cast<unsigned long>(kBlockMatchIndicator),
                  theme.dark ? 70L : 45L);
    SendScintilla(SCI_INDICSETOUTLINEALPHA, static_cast<unsigned long>(kBlockMatchIndicator), 160L);
    setIndicatorForegroundColor(theme.executionArrow, kAccessIndicator);
    SendScintilla(SCI_INDICSETALPHA, static_cast<unsigned long>(kAccessIndicator), 50L);
    SendScintilla(SCI_INDICSETOUTLINEALPHA, static_cast<unsigned long>(kAccessIndicator), 220L);
    debug_->applyTheme(theme);
    spotlight_->applyTheme(theme);
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
        const long next =
            end < length ? SendScintilla(SCI_GETCHARAT, static_cast<unsigned long>(end)) : 0;
        if (end < length && next != '\n' && next != '\r')
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
    // The access a watchpoint stopped at, in the PC arrow's colour (it replaces a diagnostic
    // of that line, which a program that runs has none of).
    const QString access = accessMarkText();
    if (!access.isEmpty() && accessLine_ <= lines()) {
        const QsciStyle accessStyle(kAccessAnnotationStyle, QStringLiteral("access annotation"),
                                    theme().dark ? theme().executionArrow.lighter(130)
                                                 : theme().executionArrow.darker(150),
                                    theme().executionLine, font);
        annotate(accessLine_ - 1, access, accessStyle);
    }
}

void CodeEditor::setAccessMark(int line, const QString& note) {
    const long length = SendScintilla(SCI_GETLENGTH);
    SendScintilla(SCI_SETINDICATORCURRENT, kAccessIndicator);
    SendScintilla(SCI_INDICATORCLEARRANGE, 0UL, length);
    accessLine_ = line > 0 && line <= lines() ? line : 0;
    accessNote_ = accessLine_ > 0 ? note : QString();
    if (accessLine_ > 0) {
        // The line's text, from its first non-blank character.
        const long start =
            SendScintilla(SCI_GETLINEINDENTPOSITION, static_cast<unsigned long>(accessLine_ - 1));
        const long end =
            SendScintilla(SCI_GETLINEENDPOSITION, static_cast<unsigned long>(accessLine_ - 1));
        SendScintilla(SCI_INDICATORFILLRANGE, static_cast<unsigned long>(start),
                      std::max(0L, end - start));
    }
    annotateLines();
}

void CodeEditor::setAccessDetail(const QString& detail) {
    if (detail == accessDetail_)
        return;
    accessDetail_ = detail;
    annotateLines();
}

QString CodeEditor::accessMarkText() const {
    if (accessLine_ <= 0)
        return {};
    return accessDetail_.isEmpty() ? accessNote_
                                   : accessNote_ + QStringLiteral(": ") + accessDetail_;
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

// --- Debugger markers ---------------------------------------------------------------------

void CodeEditor::setBreakpointLines(const QList<BreakpointMark>& marks) {
    debug_->setBreakpoints(marks);
}

QList<int> CodeEditor::breakpointMarkerLines() const {
    return debug_->breakpointLines();
}

void CodeEditor::setExecutionMarkers(int focusLine, const QList<QPair<int, int>>& otherWaves) {
    debug_->setExecution(focusLine, otherWaves);
    spotlight_->update();
}

void CodeEditor::clearExecutionMarkers() {
    debug_->clearExecution();
    spotlight_->update();
}

void CodeEditor::setSpotlight(bool on) {
    spotlight_->setOn(on);
}

bool CodeEditor::spotlight() const {
    return spotlight_->isOn();
}

int CodeEditor::spotlightLine() const {
    return spotlight_->litLine();
}

bool CodeEditor::isDimmed(int line) const {
    const long start = SendScintilla(SCI_POSITIONFROMLINE, static_cast<unsigned long>(line - 1));
    return start >= 0 && spotlight_->isDimmed(int(start));
}

void CodeEditor::setMarkerScale(double scale) {
    debug_->setScale(scale);
}

QString CodeEditor::waveMarkerLabel(int line) const {
    return debug_->waveLabel(line);
}

void CodeEditor::onMarginClicked(int margin, int line) {
    if (margin == kBreakpointMargin || margin == kWaveMargin)
        emit breakpointToggleRequested(line + 1);
}

int CodeEditor::marginAt(int x) const {
    int left = 0;
    for (int m = 0; m < margins(); ++m) {
        const int width = marginWidth(m);
        if (x >= left && x < left + width)
            return m;
        left += width;
    }
    return -1;
}

int CodeEditor::lineAtY(int y) const {
    int textLeft = 0;
    for (int m = 0; m < margins(); ++m)
        textLeft += marginWidth(m);
    const long pos = SendScintilla(SCI_POSITIONFROMPOINT, static_cast<unsigned long>(textLeft), y);
    const long line = SendScintilla(SCI_LINEFROMPOSITION, static_cast<unsigned long>(pos));
    const long lineTop =
        SendScintilla(SCI_POINTYFROMPOSITION, 0UL, SendScintilla(SCI_POSITIONFROMLINE, line));
    const long height = SendScintilla(SCI_TEXTHEIGHT, static_cast<unsigned long>(line));
    return y >= lineTop && y < lineTop + height ? static_cast<int>(line) : -1;
}

void CodeEditor::contextMenuEvent(QContextMenuEvent* event) {
    const bool keyboard = event->reason() == QContextMenuEvent::Keyboard;
    const int margin = marginAt(event->pos().x());
    if (!keyboard && (margin == kBreakpointMargin || margin == kWaveMargin)) {
        const int line = lineAtY(event->pos().y());
        if (line >= 0)
            emit breakpointContextMenuRequested(line + 1, event->globalPos());
        event->accept();
        return;
    }
    QMenu* menu = createStandardContextMenu();
    if (!menu) {
        CodeView::contextMenuEvent(event);
        return;
    }
    // The keys the Edit menu shows: QScintilla names its own bindings (Redo as Ctrl+Y where the
    // Edit menu says Ctrl+Shift+Z).
    const std::pair<QsciCommand::Command, QKeySequence::StandardKey> keys[] = {
        {QsciCommand::Undo, QKeySequence::Undo},
        {QsciCommand::Redo, QKeySequence::Redo},
        {QsciCommand::SelectionCut, QKeySequence::Cut},
        {QsciCommand::SelectionCopy, QKeySequence::Copy},
        {QsciCommand::Paste, QKeySequence::Paste},
        {QsciCommand::SelectAll, QKeySequence::SelectAll}};
    for (const auto& [command, standard] : keys) {
        const QsciCommand* c = standardCommands()->find(command);
        const QList<QKeySequence> bindings = QKeySequence::keyBindings(standard);
        if (!c || c->key() == 0 || bindings.isEmpty())
            continue;
        for (QAction* a : menu->actions())
            if (a->shortcut() == QKeySequence(c->key()))
                a->setShortcut(bindings.front());
    }
    // The line clicked, or the caret's for the Menu key (the menu opens at the caret then).
    int line = keyboard ? -1 : lineAtY(event->pos().y());
    QPoint where = event->globalPos();
    if (line < 0) {
        int index = 0;
        getCursorPosition(&line, &index);
    }
    if (keyboard) {
        const long pos = SendScintilla(SCI_GETCURRENTPOS);
        const long height = SendScintilla(SCI_TEXTHEIGHT, static_cast<unsigned long>(line));
        const QPoint caret(int(SendScintilla(SCI_POINTXFROMPOSITION, 0UL, pos)),
                           int(SendScintilla(SCI_POINTYFROMPOSITION, 0UL, pos) + height));
        where = viewport()->mapToGlobal(caret);
    }
    emit textContextMenu(menu, line + 1);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(where);
    event->accept();
}

// --- Hover help ---------------------------------------------------------------------------

std::string CodeEditor::lineBytes(int line) const {
    const long start = SendScintilla(SCI_POSITIONFROMLINE, static_cast<unsigned long>(line));
    const long end = SendScintilla(SCI_GETLINEENDPOSITION, static_cast<unsigned long>(line));
    if (start < 0 || end <= start)
        return {};
    std::string bytes(static_cast<std::size_t>(end - start) + 1, '\0');
    SendScintilla(SCI_GETTEXTRANGE, static_cast<unsigned long>(start), end, bytes.data());
    bytes.resize(static_cast<std::size_t>(end - start));
    return bytes;
}

QString CodeEditor::helpTextAtPosition(int position) const {
    if (position < 0 || position > SendScintilla(SCI_GETLENGTH))
        return {};
    const long line = SendScintilla(SCI_LINEFROMPOSITION, static_cast<unsigned long>(position));
    const int column = position - static_cast<int>(SendScintilla(SCI_POSITIONFROMLINE,
                                                                 static_cast<unsigned long>(line)));
    const std::string bytes = lineBytes(static_cast<int>(line));
    for (const SourceToken& t : WaveTokenizer::tokenizeLine(bytes))
        if (column >= t.start && column < t.start + t.length)
            return InstructionHelp::forToken(bytes, t);
    return {};
}

QString CodeEditor::tooltipAt(const QPoint& viewportPos) const {
    const int margin = marginAt(viewportPos.x());
    if (margin == kWaveMargin) {
        const int line = lineAtY(viewportPos.y());
        QStringList ids;
        for (int id : debug_->wavesAt(line + 1))
            ids << QString::number(id);
        return ids.isEmpty() ? QString() : tr("Waves here: %1").arg(ids.join(QStringLiteral(", ")));
    }
    if (margin >= 0)
        return {};
    const long pos = SendScintilla(SCI_POSITIONFROMPOINTCLOSE,
                                   static_cast<unsigned long>(viewportPos.x()), viewportPos.y());
    return pos < 0 ? QString() : helpTextAtPosition(static_cast<int>(pos));
}

bool CodeEditor::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString text = tooltipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return CodeView::viewportEvent(event);
}

// --- Completion ---------------------------------------------------------------------------

QStringList CodeEditor::completionItems() const {
    return completion_->items();
}

void CodeEditor::showCompletions(bool explicitRequest) {
    completion_->show(explicitRequest);
}

void CodeEditor::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && (event->modifiers() & Qt::ControlModifier)) {
        showCompletions(true);
        event->accept();
        return;
    }
    if (completion_->handleKey(*event)) {
        event->accept();
        return;
    }
    CodeView::keyPressEvent(event);
}

void CodeEditor::releaseKeys(const QList<QKeySequence>& keys) {
    for (const QKeySequence& sequence : keys) {
        if (sequence.isEmpty())
            continue;
        const int key = sequence[0].toCombined();
        for (QsciCommand* command = standardCommands()->boundTo(key); command;
             command = standardCommands()->boundTo(key)) {
            const bool primary = command->key() == key;
            const bool alternate = command->alternateKey() == key;
            if (!primary && !alternate)
                break;
            if (primary)
                command->setKey(0);
            if (alternate)
                command->setAlternateKey(0);
        }
    }
}

// --- Block matching -----------------------------------------------------------------------

void CodeEditor::updateBlockMatch() {
    const long caret = SendScintilla(SCI_GETCURRENTPOS);
    SendScintilla(SCI_SETINDICATORCURRENT, static_cast<unsigned long>(kBlockMatchIndicator));
    for (const auto& [start, length] : std::as_const(blockMatch_))
        SendScintilla(SCI_INDICATORCLEARRANGE, static_cast<unsigned long>(start), length);
    blockMatch_.clear();
    const long line = SendScintilla(SCI_LINEFROMPOSITION, static_cast<unsigned long>(caret));
    const long column =
        caret - SendScintilla(SCI_POSITIONFROMLINE, static_cast<unsigned long>(line));
    const std::vector<KeywordSpan> spans = BlockMatcher::match(
        lines(), [this](int l) { return lineBytes(l); }, static_cast<int>(line),
        static_cast<int>(column));
    if (spans.size() < 2)
        return; // a lone keyword: nothing to match it with
    for (const KeywordSpan& s : spans) {
        const long start =
            SendScintilla(SCI_POSITIONFROMLINE, static_cast<unsigned long>(s.line)) + s.start;
        SendScintilla(SCI_INDICATORFILLRANGE, static_cast<unsigned long>(start), s.length);
        blockMatch_ << qMakePair(static_cast<int>(start), s.length);
    }
}

QList<QPair<int, int>> CodeEditor::blockMatchRanges() const {
    QList<QPair<int, int>> ranges;
    const long length = SendScintilla(SCI_GETLENGTH);
    long pos = 0;
    while (pos < length) {
        const long end =
            SendScintilla(SCI_INDICATOREND, static_cast<unsigned long>(kBlockMatchIndicator), pos);
        if (SendScintilla(SCI_INDICATORVALUEAT, static_cast<unsigned long>(kBlockMatchIndicator),
                          pos) != 0)
            ranges << qMakePair(static_cast<int>(pos), static_cast<int>(end - pos));
        if (end <= pos)
            break;
        pos = end;
    }
    return ranges;
}

} // namespace wave::widgets
