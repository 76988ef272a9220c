#include "listing/ListingView.h"

#include <Qsci/qscistyle.h>
#include <Qsci/qscistyledtext.h>

#include <algorithm>

namespace wave::widgets {

namespace {

// One text margin (Scintilla keeps one margin text per line) holding the source line an
// instruction came from, then its code offset and raw words.
constexpr int kTextMargin = 0;
constexpr int kSourceLineStyle = 66;
constexpr int kAddressStyle = 67;
constexpr int kArrowMarker = 1;
constexpr int kLineMarker = 2;
constexpr int kOtherWaveMarker = 3;

} // namespace

ListingView::ListingView(QWidget* parent) : CodeView(parent) {
    setReadOnly(true);
    setCaretWidth(0);
    setMarginType(kTextMargin, TextMargin);
    // Margin 1 holds the execution markers; margin 2 is unused.
    setMarginType(1, SymbolMargin);
    setMarginWidth(1, 14);
    setMarginMarkerMask(1, (1 << kArrowMarker) | (1 << kOtherWaveMarker));
    setMarginMarkerMask(kTextMargin, 0);
    setMarginWidth(2, 0);
    connect(this, &QsciScintilla::cursorPositionChanged, this, &ListingView::onCursorMoved);
    applyTheme(theme());
}

void ListingView::themeApplied() {
    setMarginsBackgroundColor(theme().paper); // the margin is one of the listing's columns
    defineMarkers();
    render();
}

void ListingView::defineMarkers() {
    markerDefine(QsciScintilla::RightArrow, kArrowMarker);
    setMarkerBackgroundColor(theme().executionArrow, kArrowMarker);
    setMarkerForegroundColor(theme().executionArrow, kArrowMarker);
    markerDefine(QsciScintilla::Background, kLineMarker);
    setMarkerBackgroundColor(theme().executionLine, kLineMarker); // opaque, under the text
    markerDefine(QsciScintilla::SmallRectangle, kOtherWaveMarker);
    setMarkerBackgroundColor(theme().waveMarker, kOtherWaveMarker);
    setMarkerForegroundColor(theme().waveMarker, kOtherWaveMarker);
}

void ListingView::setInterleaveSource(bool on) {
    if (interleave_ == on)
        return;
    interleave_ = on;
    render();
}

int ListingView::pcOfRow(int row) const {
    return row >= 0 && row < static_cast<int>(rowPcs_.size()) ? rowPcs_[std::size_t(row)] : -1;
}

int ListingView::rowOfPc(int pc) const {
    if (pc < 0)
        return -1;
    const auto it = std::find(rowPcs_.begin(), rowPcs_.end(), pc);
    return it == rowPcs_.end() ? -1 : static_cast<int>(it - rowPcs_.begin());
}

int ListingView::pcAtCursor() const {
    int row = 0;
    int index = 0;
    getCursorPosition(&row, &index);
    for (int r = row; r < static_cast<int>(rowPcs_.size()); ++r) {
        if (rowPcs_[std::size_t(r)] >= 0)
            return rowPcs_[std::size_t(r)];
    }
    return -1;
}

void ListingView::setExecutionMarkers(int focusPc, const QList<int>& otherPcs) {
    focusPc_ = focusPc;
    otherPcs_ = otherPcs;
    placeExecutionMarkers();
}

void ListingView::clearExecutionMarkers() {
    setExecutionMarkers(-1, {});
}

void ListingView::placeExecutionMarkers() {
    markerDeleteAll(kArrowMarker);
    markerDeleteAll(kLineMarker);
    markerDeleteAll(kOtherWaveMarker);
    for (int pc : otherPcs_) {
        if (const int row = rowOfPc(pc); row >= 0 && pc != focusPc_)
            markerAdd(row, kOtherWaveMarker);
    }
    executionRow_ = rowOfPc(focusPc_);
    if (executionRow_ >= 0) {
        markerAdd(executionRow_, kArrowMarker);
        markerAdd(executionRow_, kLineMarker);
        ensureLineVisible(executionRow_);
    }
}

void ListingView::showSnapshot(const AssemblySnapshotPtr& snapshot) {
    const int errors = static_cast<int>(std::count_if(
        snapshot->result.diagnostics.begin(), snapshot->result.diagnostics.end(),
        [](const assembler::Diagnostic& d) { return d.severity == assembler::Severity::Error; }));
    if (errors > 0) {
        outOfDate_ = true;
        banner_ = listing_.lines.empty()
                      ? tr("; No listing: the source has %n error(s).", nullptr, errors)
                      : tr("; Out of date: the source has %n error(s).", nullptr, errors);
        render();
        return;
    }
    outOfDate_ = false;
    banner_.clear();
    setListing(AssemblyListing::build(*snapshot));
}

void ListingView::setListing(const Listing& listing) {
    listing_ = listing;
    if (!listing_.error.isEmpty())
        banner_ = tr("; Cannot list the program: %1").arg(listing_.error);
    render();
}

int ListingView::sourceLineOfRow(int row) const {
    return row >= 0 && row < static_cast<int>(rowSourceLines_.size())
               ? rowSourceLines_[static_cast<std::size_t>(row)]
               : 0;
}

void ListingView::render() {
    rendering_ = true;
    int firstVisible = firstVisibleLine();
    QStringList rows;
    QStringList margins;
    rowSourceLines_.clear();
    rowPcs_.clear();
    if (!banner_.isEmpty()) {
        rows << banner_;
        margins << QString();
        rowSourceLines_.push_back(0);
        rowPcs_.push_back(-1);
    }
    for (const ListingLine& line : listing_.lines) {
        if (interleave_ && !line.sourceText.isEmpty()) {
            rows << QStringLiteral("  ; ") + line.sourceText;
            margins << QString();
            rowSourceLines_.push_back(line.sourceLine);
            rowPcs_.push_back(-1);
        }
        rows << (line.address.isEmpty() ? line.text : QStringLiteral("    ") + line.text);
        margins << line.address;
        rowSourceLines_.push_back(line.sourceLine);
        rowPcs_.push_back(line.pc);
    }
    setReadOnly(false);
    setText(rows.join(QLatin1Char('\n')));
    setReadOnly(true);

    // Margin text takes the colours of its style; the source line reads like the editor's line
    // numbers, the raw words a little stronger.
    const QFont font = codeFont();
    const QsciStyle lineStyle(kSourceLineStyle, QStringLiteral("source line"), theme().marginText,
                              theme().paper, font);
    const QsciStyle addressStyle(kAddressStyle, QStringLiteral("address"),
                                 theme().style(WaveStyle::Comment).color, theme().paper, font);
    int maxLine = 0;
    for (int l : rowSourceLines_)
        maxLine = std::max(maxLine, l);
    const int lineDigits = std::max(2, static_cast<int>(QString::number(maxLine).size()));
    if (listing_.instructionCount > 0)
        setMarginWidth(kTextMargin, QString(lineDigits + 26, QLatin1Char('0')));
    else
        setMarginWidth(kTextMargin, 0);
    // Styles are applied once and then named by number: a QsciStyledText built from a
    // QsciStyle leaks its copy of the style (QScintilla 2.13).
    lineStyle.apply(this);
    addressStyle.apply(this);
    clearMarginText();
    for (int row = 0; row < margins.size(); ++row) {
        if (margins[row].isEmpty())
            continue; // banner and interleaved source rows
        const int l = rowSourceLines_[static_cast<std::size_t>(row)];
        const QString lineText = l > 0 ? QString::number(l) : QString();
        setMarginText(
            row, {QsciStyledText(lineText.rightJustified(lineDigits + 1) + QStringLiteral("  "),
                                 kSourceLineStyle),
                  QsciStyledText(margins[row], kAddressStyle)});
    }
    placeExecutionMarkers();
    setFirstVisibleLine(firstVisible);
    SendScintilla(SCI_SETXOFFSET, 0L);
    rendering_ = false;
}

void ListingView::onCursorMoved(int row, int) {
    if (rendering_)
        return;
    if (const int line = sourceLineOfRow(row); line > 0)
        emit sourceLineActivated(line);
}

} // namespace wave::widgets
