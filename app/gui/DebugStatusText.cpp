#include "DebugStatusText.h"

#include "DebugMenu.h"

#include "models/StopText.h"

namespace wave::studio {

QString DebugStatusText::stop(const debug::MachineSnapshot& snapshot, int line, bool runEnded,
                              const DebugMenu& menu, const debug::EditLineMap& lines) {
    debug::StopInfo stop = *snapshot.stop;
    stop.line = lines.toEdited(stop.line);
    const bool entry = snapshot.step == 0 && stop.reason == debug::StopReason::StepDone;
    QString text = widgets::StopText::describe(stop);
    if (text.isEmpty()) // a plain step: core's note ("reached line 12", an edit)
        text = QString::fromStdString(stop.message);
    if (entry && line > 0)
        text = tr("Stopped at the first instruction \u2014 line %1 (%2 steps over, %3 steps "
                  "into, %4 runs)")
                   .arg(line)
                   .arg(DebugMenu::key(menu.stepOverAction()),
                        DebugMenu::key(menu.stepIntoAction()), DebugMenu::key(menu.startAction()));
    else if (stop.line > 0)
        text = tr("%1 \u2014 line %2, wave %3, step %4")
                   .arg(text)
                   .arg(stop.line)
                   .arg(stop.wave)
                   .arg(snapshot.step);
    if (runEnded)
        text = tr("%1 \u2014 %2 runs it again, %3 restarts at the first instruction")
                   .arg(text, DebugMenu::key(menu.startAction()),
                        DebugMenu::key(menu.stepOverAction()));
    if (!lines.unchanged())
        text = tr("%1 (%2)").arg(text, widgets::StopText::sourceChangedMark());
    return text;
}

QString DebugStatusText::runEnded(debug::StopReason reason, const DebugMenu& menu) {
    QString what;
    switch (reason) {
    case debug::StopReason::Fault:
        what = tr("The run has ended with a fault");
        break;
    case debug::StopReason::Deadlock:
        what = tr("The run has ended in a deadlock");
        break;
    default:
        what = tr("The run has finished");
        break;
    }
    return tr("%1 \u2014 press %2 to restart at the first instruction, %3 to run it again")
        .arg(what, DebugMenu::key(menu.stepOverAction()), DebugMenu::key(menu.startAction()));
}

QString DebugStatusText::restartAtEntryOffer(const DebugMenu& menu) {
    return tr("Restart at the first instruction (%1)").arg(DebugMenu::key(menu.stepOverAction()));
}

QString DebugStatusText::sourceChangedMark() {
    return widgets::StopText::sourceChangedMark();
}

QString DebugStatusText::sourceChangedOffer() {
    return tr("Source changed \u2014 restart with the new code");
}

QString DebugStatusText::notInRunningCode(int line) {
    return tr("Line %1 was added since this run: the code being debugged has no instruction "
              "there (%2)")
        .arg(line)
        .arg(widgets::StopText::sourceChangedMark());
}

QString DebugStatusText::running(const DebugMenu& menu) {
    return tr("Running\u2026 (%1 to pause)").arg(DebugMenu::key(menu.pauseAction()));
}

} // namespace wave::studio
