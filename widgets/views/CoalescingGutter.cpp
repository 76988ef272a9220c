#include "views/CoalescingGutter.h"

#include "editor/CodeEditor.h"
#include "models/EfficiencyText.h"
#include "views/EfficiencyScale.h"

#include <Qsci/qscistyle.h>

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QToolTip>

#include <algorithm>

namespace wave::widgets {

namespace {

// Scintilla styles of the marks, one per band: above the lexer's, Scintilla's predefined
// 32-39 and the editor's annotation styles (64, 65).
constexpr int kFirstStyle = 80;
constexpr int kPadding = 4; // pixels before the widest mark's text

// The marks' font: the code's, a little smaller, so that the margin costs the code as few
// columns as it can (at 1024x768 the editor has about 36).
QFont markFont() {
    QFont font = CodeView::codeFont();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    return font;
}

QString amount(double v) {
    return std::abs(v - std::round(v)) < 0.05 ? QString::number(std::llround(v))
                                              : QString::number(v, 'f', 1);
}

} // namespace

CoalescingGutter::CoalescingGutter(QObject* parent) : QObject(parent) {}

CoalescingGutter::~CoalescingGutter() {
    detach();
}

std::map<int, CoalescingGutter::LineFigures>
CoalescingGutter::byLine(const std::vector<debug::InstructionCoalescing>& rows,
                         const LineLookup& lines) {
    struct Sum {
        LineFigures f;
        double efficiencySum = 0;
        std::uint64_t sectors = 0, minSectors = 0, lines = 0, minLines = 0;
    };
    std::map<int, Sum> sums;
    for (const debug::InstructionCoalescing& r : rows) {
        const int line = lines ? int(lines(r.pc)) : 0;
        if (line <= 0 || r.executions == 0)
            continue;
        Sum& s = sums[line];
        s.f.instructions += 1;
        s.f.executions += r.executions;
        s.f.worst = std::min(s.f.worst, r.worst);
        s.f.loads = s.f.loads || r.kind == debug::AccessKind::Read;
        s.f.stores = s.f.stores || r.kind != debug::AccessKind::Read;
        s.efficiencySum += r.efficiencySum;
        s.sectors += r.sectors;
        s.minSectors += r.minSectors;
        s.lines += r.lines;
        s.minLines += r.minLines;
    }
    std::map<int, LineFigures> out;
    for (auto& [line, s] : sums) {
        const auto n = static_cast<double>(s.f.executions);
        s.f.average = s.efficiencySum / n;
        s.f.sectors = double(s.sectors) / n;
        s.f.minSectors = double(s.minSectors) / n;
        s.f.lines = double(s.lines) / n;
        s.f.minLines = double(s.minLines) / n;
        out[line] = s.f;
    }
    return out;
}

void CoalescingGutter::setEditor(CodeEditor* editor) {
    if (editor_ == editor)
        return;
    detach();
    editor_ = editor;
    if (!editor_)
        return;
    editor_->SendScintilla(QsciScintilla::SCI_SETMARGINS, static_cast<unsigned long>(kMargin + 1));
    editor_->setMarginType(kMargin, QsciScintilla::TextMarginRightJustified);
    editor_->setMarginMarkerMask(kMargin, 0);
    editor_->setMarginSensitivity(kMargin, false);
    editor_->viewport()->installEventFilter(this);
    render();
}

CodeEditor* CoalescingGutter::editor() const {
    return editor_.data();
}

void CoalescingGutter::detach() {
    if (!editor_)
        return;
    editor_->viewport()->removeEventFilter(this);
    editor_->clearMarginText();
    editor_->setMarginWidth(kMargin, 0);
    editor_ = nullptr;
}

void CoalescingGutter::setCoalescing(const std::vector<debug::InstructionCoalescing>& rows,
                                     const LineLookup& lines) {
    lines_ = byLine(rows, lines);
    render();
}

void CoalescingGutter::clear() {
    lines_.clear();
    render();
}

void CoalescingGutter::defineStyles() {
    dark_ = editor_->theme().dark;
    for (int b = 0; b < EfficiencyScale::kBands; ++b) {
        const int style = kFirstStyle + b;
        QsciStyle(style, QString(), EfficiencyScale::text(b, dark_),
                  EfficiencyScale::fill(b, dark_), markFont())
            .apply(editor_);
    }
}

void CoalescingGutter::render() {
    if (!editor_)
        return;
    editor_->clearMarginText();
    if (lines_.empty()) {
        editor_->setMarginWidth(kMargin, 0);
        return;
    }
    defineStyles();
    // As wide as the widest mark ("12.5%" or "100%"), right-justified with a thin space after
    // it, and a little padding before it.
    const QFontMetrics metrics(markFont());
    const auto mark = [](double efficiency) {
        return EfficiencyText::percent(efficiency) + QChar(0x2009);
    };
    int widest = 0;
    for (const auto& [line, f] : lines_)
        widest = std::max(widest, metrics.horizontalAdvance(mark(f.average)));
    editor_->setMarginWidth(kMargin, widest + kPadding);
    for (const auto& [line, f] : lines_) {
        if (line > editor_->lines())
            continue;
        editor_->setMarginText(line - 1, mark(f.average),
                               kFirstStyle + EfficiencyScale::band(f.average));
    }
}

QColor CoalescingGutter::markColor(int line) const {
    const auto it = lines_.find(line);
    if (it == lines_.end() || !editor_)
        return {};
    return EfficiencyScale::fill(EfficiencyScale::band(it->second.average), editor_->theme().dark);
}

QString CoalescingGutter::toolTip(int line) const {
    const auto it = lines_.find(line);
    if (it == lines_.end())
        return {};
    const LineFigures& f = it->second;
    const QString what = f.loads && f.stores ? tr("device loads and stores")
                         : f.stores          ? tr("device store")
                                             : tr("device load");
    QString html =
        tr("<b>Line %1, %2: %3 coalesced on average, %4 at worst</b>")
            .arg(line)
            .arg(what, EfficiencyText::percent(f.average), EfficiencyText::percent(f.worst));
    html += QStringLiteral("<br>") +
            tr("Per execution: %1 sectors of 32 bytes where %2 would do, %3 lines of 128 bytes "
               "where %4 would do (%n executions)",
               nullptr, int(std::min<std::uint64_t>(f.executions, INT32_MAX)))
                .arg(amount(f.sectors), amount(f.minSectors), amount(f.lines), amount(f.minLines));
    html += QStringLiteral("<br><br>") + tr("Gutter colour: average efficiency") +
            QStringLiteral("<br>") +
            EfficiencyScale::legendHtml(editor_ ? editor_->theme().dark : false);
    return html;
}

int CoalescingGutter::lineAt(const QPoint& pos) const {
    if (!editor_ || lines_.empty())
        return 0;
    int left = 0;
    for (int m = 0; m < kMargin; ++m)
        left += editor_->marginWidth(m);
    if (pos.x() < left || pos.x() >= left + editor_->marginWidth(kMargin))
        return 0;
    const auto height = static_cast<int>(
        editor_->SendScintilla(QsciScintilla::SCI_TEXTHEIGHT, static_cast<unsigned long>(0)));
    if (height <= 0 || pos.y() < 0)
        return 0;
    const long display =
        editor_->SendScintilla(QsciScintilla::SCI_GETFIRSTVISIBLELINE) + pos.y() / height;
    const auto doc = static_cast<int>(editor_->SendScintilla(QsciScintilla::SCI_DOCLINEFROMVISIBLE,
                                                             static_cast<unsigned long>(display)));
    return lines_.count(doc + 1) ? doc + 1 : 0;
}

bool CoalescingGutter::eventFilter(QObject* watched, QEvent* event) {
    // Only paints and tooltips matter. The type is looked at first: the viewport gets other
    // events while the editor is being destroyed, when editor_ may no longer be used.
    if (event->type() != QEvent::Paint && event->type() != QEvent::ToolTip)
        return false;
    if (!editor_ || watched != editor_->viewport())
        return false;
    if (event->type() == QEvent::Paint && !lines_.empty() && editor_->theme().dark != dark_) {
        render(); // the editor switched theme: the fills follow
        return false;
    }
    if (event->type() != QEvent::ToolTip)
        return false; // a paint of the same theme
    auto* help = static_cast<QHelpEvent*>(event);
    const int line = lineAt(help->pos());
    if (line == 0)
        return false;
    // The tip goes when the pointer leaves this line's mark.
    const int height = static_cast<int>(
        editor_->SendScintilla(QsciScintilla::SCI_TEXTHEIGHT, static_cast<unsigned long>(0)));
    const int top = help->pos().y() - help->pos().y() % std::max(height, 1);
    int left = 0;
    for (int m = 0; m < kMargin; ++m)
        left += editor_->marginWidth(m);
    QToolTip::showText(help->globalPos(), toolTip(line), editor_->viewport(),
                       QRect(left, top, editor_->marginWidth(kMargin), height));
    return true;
}

} // namespace wave::widgets
