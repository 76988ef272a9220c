// DebugActions: breakpoints from the gutter (F9, a click, the context menu with conditions,
// enable/disable, hit counts and, on a `barrier` line, the barrier breakpoints of that line),
// their markers, and line breakpoints following edits.

#include "DebugActions.h"

#include "editor/CodeEditor.h"

#include <QInputDialog>
#include <QMenu>
#include <QRegularExpression>

#include <algorithm>

namespace wave::studio {

namespace {

// `barrier`, possibly guarded (`@p1 barrier`), followed by nothing but a comment.
bool isBarrierLine(const QString& text) {
    static const QRegularExpression re(QStringLiteral(R"(^\s*(@!?p[0-3]\s+)?barrier\s*(;.*)?$)"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(text).hasMatch();
}

} // namespace

void DebugActions::toggleBreakpointAt(int line) {
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
void DebugActions::addBarrierItems(QMenu& menu, int line) {
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

void DebugActions::breakpointMenu(int line, const QPoint& globalPos) {
    QMenu menu;
    fillBreakpointMenu(menu, line);
    menu.exec(globalPos);
}

void DebugActions::fillBreakpointMenu(QMenu& menu, int line) {
    const widgets::BreakpointEntry* existing = session_->lineBreakpoint(line);
    const bool barrierLine = editor_ && isBarrierLine(editor_->text(line - 1));
    if (!existing) {
        menu.addAction(tr("Add Breakpoint"), this, [this, line] { toggleBreakpointAt(line); });
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
    menu.addAction(tr("Edit Condition\u2026"), this, [this, id, spec, line] {
        bool ok = false;
        const QString text = QInputDialog::getText(
            editor_, tr("Breakpoint Condition"),
            tr("Stop at line %1 only when (for example  lane == 5 && r3 == 0):").arg(line),
            QLineEdit::Normal, QString::fromStdString(spec.condition), &ok);
        if (!ok)
            return;
        debug::BreakpointSpec s = spec;
        s.condition = text.trimmed().toStdString();
        session_->setBreakpointSpec(id, s);
    });
    if (barrierLine)
        addBarrierItems(menu, line);
    if (existing->hits > 0)
        menu.addSection(tr("Hit %n time(s)", nullptr, int(existing->hits)));
    if (!existing->error.isEmpty())
        menu.addSection(existing->error);
}

void DebugActions::updateBreakpointMarkers() {
    if (!editor_)
        return;
    QList<widgets::BreakpointMark> marks;
    for (const widgets::BreakpointEntry& b : session_->breakpoints()) {
        if (b.spec.kind != debug::BreakpointKind::Line)
            continue;
        marks.append({int(b.spec.line), b.spec.enabled, !b.spec.condition.empty()});
    }
    std::sort(marks.begin(), marks.end(),
              [](const auto& a, const auto& b) { return a.line < b.line; });
    editor_->setBreakpointLines(marks);
}

// Breakpoint markers move with the text; the session's line breakpoints follow them. A
// session running old code is offered a restart with the new code.
void DebugActions::sourceEdited() {
    if (!editor_)
        return;
    QList<int> lines = editor_->breakpointMarkerLines();
    QList<int> current;
    for (const widgets::BreakpointEntry& b : session_->breakpoints()) {
        if (b.spec.kind == debug::BreakpointKind::Line)
            current.append(int(b.spec.line));
    }
    std::sort(lines.begin(), lines.end());
    lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
    std::sort(current.begin(), current.end());
    if (lines != current)
        session_->setLineBreakpoints(lines);
    if (session_->active() && !sourceChanged_) {
        sourceChanged_ = true;
        showRestartOffer(tr("Source changed \u2014 restart with the new code"));
    }
}

} // namespace wave::studio
