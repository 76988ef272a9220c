#include "GutterBreakpoints.h"

#include "editor/CodeEditor.h"
#include "editor/WaveTokenizer.h"
#include "launch/BreakpointConditionDialog.h"

#include <QInputDialog>
#include <QMenu>
#include <QTimer>

#include <algorithm>

namespace wave::studio {

namespace {

// A line whose statement is a barrier (possibly labelled or guarded, `@p1 barrier`), as the
// instruction table's block roles say.
bool isBarrierLine(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    const std::string_view line(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    const isa::InstructionInfo* info =
        widgets::WaveTokenizer::statementInstruction(widgets::WaveTokenizer::tokenizeLine(line));
    return info && info->blockRole == isa::BlockRole::Barrier;
}

} // namespace

GutterBreakpoints::GutterBreakpoints(widgets::SessionController* session, QObject* parent)
    : QObject(parent), session_(session) {
    connect(session_, &widgets::SessionController::breakpointsChanged, this,
            &GutterBreakpoints::updateMarkers);
}

void GutterBreakpoints::setEditor(widgets::CodeEditor* editor) {
    if (editor_ == editor)
        return;
    if (editor_)
        disconnect(editor_, nullptr, this, nullptr);
    editor_ = editor;
    lastMarks_.clear();
    if (!editor_)
        return;
    connect(editor_, &widgets::CodeEditor::breakpointToggleRequested, this,
            &GutterBreakpoints::toggleAt);
    connect(editor_, &widgets::CodeEditor::breakpointContextMenuRequested, this,
            &GutterBreakpoints::showMenu);
    // The text's context menu (the Menu key included) has the same items for its line.
    connect(editor_, &widgets::CodeEditor::textContextMenu, this, [this](QMenu* menu, int line) {
        menu->addSeparator();
        fillMenu(*menu->addMenu(tr("&Breakpoint")), line);
    });
    // The breakpoints follow edits in their workspace (DocumentWorkspaces); Scintilla moves
    // its markers by rules of its own (a reload first collapses them all onto line 1), so they
    // are put back where the workspace says once the change is done.
    connect(editor_, &QsciScintilla::textChanged, this, [this] {
        if (checkPending_)
            return;
        checkPending_ = true;
        QTimer::singleShot(0, this, &GutterBreakpoints::checkMarkers);
    });
    updateMarkers();
}

int GutterBreakpoints::cursorLine() const {
    int line = 0;
    int index = 0;
    editor_->getCursorPosition(&line, &index);
    return line + 1;
}

void GutterBreakpoints::toggleAtCursor() {
    if (editor_)
        toggleAt(cursorLine());
}

void GutterBreakpoints::editConditionAtCursor() {
    if (editor_)
        editConditionAt(cursorLine());
}

void GutterBreakpoints::editConditionAt(int line) {
    const widgets::BreakpointEntry* existing = session_->lineBreakpoint(line);
    const QString what = existing ? tr("line %1 (breakpoint %2)").arg(line).arg(existing->id)
                                  : tr("line %1 (new breakpoint)").arg(line);
    // Refuses a condition that does not parse, showing its column.
    widgets::BreakpointConditionDialog dialog(
        what, existing ? QString::fromStdString(existing->spec.condition) : QString(), editor_);
    const int result = dialog.exec();
    if (editor_)
        editor_->setFocus(Qt::OtherFocusReason); // back where the keys were
    if (result != QDialog::Accepted)
        return;
    // The breakpoint may have gone meanwhile (a session ended): looked up again.
    if (const widgets::BreakpointEntry* b = session_->lineBreakpoint(line)) {
        debug::BreakpointSpec s = b->spec;
        s.condition = dialog.condition().toStdString();
        session_->setBreakpointSpec(b->id, s);
        return;
    }
    debug::BreakpointSpec spec;
    spec.kind = debug::BreakpointKind::Line;
    spec.line = static_cast<std::uint32_t>(line);
    spec.condition = dialog.condition().toStdString();
    session_->addBreakpoint(spec);
}

void GutterBreakpoints::updateMarkers() {
    if (!editor_)
        return;
    // The workspace's lines, one breakpoint per line, sorted (checkMarkers() relies on it).
    QList<widgets::BreakpointMark> marks;
    for (const widgets::BreakpointEntry& b : session_->breakpoints()) {
        if (b.spec.kind == debug::BreakpointKind::Line)
            marks.append({int(b.spec.line), b.spec.enabled, !b.spec.condition.empty()});
    }
    std::sort(marks.begin(), marks.end(),
              [](const widgets::BreakpointMark& a, const widgets::BreakpointMark& b) {
                  return a.line < b.line;
              });
    if (marks != lastMarks_) { // hit counts change at every stop; the markers do not
        lastMarks_ = marks;
        editor_->setBreakpointLines(marks);
    }
}

// O(lines): one walk over the lines that carry a breakpoint marker.
void GutterBreakpoints::checkMarkers() {
    checkPending_ = false;
    if (!editor_)
        return;
    constexpr unsigned long mask =
        (1ul << widgets::CodeEditor::kBreakpointMarker) |
        (1ul << widgets::CodeEditor::kDisabledBreakpointMarker) |
        (1ul << widgets::CodeEditor::kConditionalBreakpointMarker) |
        (1ul << widgets::CodeEditor::kDisabledConditionalBreakpointMarker);
    const int lineCount = editor_->lines();
    qsizetype next = 0; // in lastMarks_, sorted by line
    bool same = true;
    for (long line = editor_->SendScintilla(QsciScintillaBase::SCI_MARKERNEXT, 0ul, mask);
         same && line >= 0;
         line = editor_->SendScintilla(QsciScintillaBase::SCI_MARKERNEXT, line + 1, mask)) {
        while (next < lastMarks_.size() && lastMarks_[next].line > lineCount)
            ++next; // past the end: not drawn
        same = next < lastMarks_.size() && lastMarks_[next].line == line + 1;
        ++next;
    }
    while (same && next < lastMarks_.size())
        same = lastMarks_[next++].line > lineCount;
    if (!same)
        editor_->setBreakpointLines(lastMarks_);
}

void GutterBreakpoints::toggleAt(int line) {
    if (const widgets::BreakpointEntry* b = session_->lineBreakpoint(line)) {
        session_->removeBreakpoint(b->id);
        return;
    }
    debug::BreakpointSpec spec;
    spec.kind = debug::BreakpointKind::Line;
    spec.line = static_cast<std::uint32_t>(line);
    session_->addBreakpoint(spec);
}

// The barrier breakpoints of the barrier on `line`: any wave or the focused wave arrives, the
// k-th wave arrives, the barrier releases.
void GutterBreakpoints::addBarrierItems(QMenu& menu, int line) {
    const auto add = [this, line](debug::BreakpointKind kind, std::optional<std::uint32_t> wave,
                                  std::uint32_t arrivals) {
        debug::BreakpointSpec spec;
        spec.kind = kind;
        spec.line = static_cast<std::uint32_t>(line);
        spec.wave = wave;
        spec.arrivals = arrivals;
        session_->addBreakpoint(spec);
    };
    QMenu* barrier = menu.addMenu(tr("Barrier on Line %1").arg(line));
    barrier->addAction(tr("Break When Any Wave Arrives"), this,
                       [add] { add(debug::BreakpointKind::BarrierArrival, std::nullopt, 1); });
    if (const widgets::SnapshotPtr snapshot = session_->snapshot()) {
        const std::uint32_t wave = snapshot->focusWave;
        barrier->addAction(tr("Break When Wave %1 Arrives").arg(wave), this,
                           [add, wave] { add(debug::BreakpointKind::BarrierArrival, wave, 1); });
    }
    barrier->addAction(tr("Break When the k-th Wave Arrives\u2026"), this, [this, add, line] {
        bool ok = false;
        const int k = QInputDialog::getInt(
            editor_, tr("Barrier Breakpoint"),
            tr("Stop when this many waves wait at the barrier on line %1:").arg(line), 2, 1, 1024,
            1, &ok);
        if (ok)
            add(debug::BreakpointKind::BarrierQuorum, std::nullopt, std::uint32_t(k));
    });
    barrier->addAction(tr("Break When It Releases the Waves"), this,
                       [add] { add(debug::BreakpointKind::BarrierRelease, std::nullopt, 1); });
}

void GutterBreakpoints::showMenu(int line, const QPoint& globalPos) {
    QMenu menu;
    fillMenu(menu, line);
    menu.exec(globalPos);
}

void GutterBreakpoints::fillMenu(QMenu& menu, int line) {
    const widgets::BreakpointEntry* existing = session_->lineBreakpoint(line);
    const bool barrierLine = editor_ && isBarrierLine(editor_->text(line - 1));
    if (!existing) {
        menu.addAction(tr("Add Breakpoint"), this, [this, line] { toggleAt(line); });
        menu.addAction(tr("Add Conditional Breakpoint\u2026"), this,
                       [this, line] { editConditionAt(line); });
        if (barrierLine)
            addBarrierItems(menu, line);
        QAction* barrier = menu.addAction(tr("Break When Any Wave Arrives at a Barrier"));
        connect(barrier, &QAction::triggered, this, [this] {
            debug::BreakpointSpec spec;
            spec.kind = debug::BreakpointKind::BarrierArrival;
            session_->addBreakpoint(spec);
        });
        return;
    }
    const int id = existing->id;
    const debug::BreakpointSpec spec = existing->spec;
    menu.addAction(tr("Remove Breakpoint"), this, [this, id] { session_->removeBreakpoint(id); });
    menu.addAction(spec.enabled ? tr("Disable Breakpoint") : tr("Enable Breakpoint"), this,
                   [this, id, spec] {
                       debug::BreakpointSpec s = spec;
                       s.enabled = !s.enabled;
                       session_->setBreakpointSpec(id, s);
                   });
    menu.addAction(tr("Edit Condition\u2026"), this, [this, line] { editConditionAt(line); });
    if (barrierLine)
        addBarrierItems(menu, line);
    // What it is and how it fared, as disabled entries (a trailing section shows no text in
    // every style).
    menu.addSeparator();
    const auto note = [&menu](const QString& text) { menu.addAction(text)->setEnabled(false); };
    note(tr("Breakpoint %1: hit %n time(s)", nullptr, int(existing->hits)).arg(id));
    if (!existing->error.isEmpty())
        note(tr("Condition does not parse: %1").arg(existing->error));
    if (!existing->problem.isEmpty())
        note(existing->problem);
}

} // namespace wave::studio
