#include "workbench/ExplainPresenter.h"

#include "models/StopText.h"
#include "workbench/ExplainView.h"
#include "workbench/LaunchSource.h"

namespace wave::widgets {

ExplainPresenter::ExplainPresenter(SessionController* controller, const LaunchSource* source,
                                   ExplainView* view, QObject* parent)
    : QObject(parent), controller_(controller), source_(source), view_(view) {}

void ExplainPresenter::explainStop() {
    const SnapshotPtr stop = controller_->stopSnapshot();
    if (!stop)
        return;
    const SnapshotPtr previous = controller_->previousStopSnapshot();
    QString text;
    if (!previous) {
        text = tr("Ready: workgroup (%1,%2,%3), %n wave(s) of %4 lanes. Step to run the first "
                  "instruction.",
                  nullptr, int(stop->waves.size()))
                   .arg(stop->workgroupId.x)
                   .arg(stop->workgroupId.y)
                   .arg(stop->workgroupId.z)
                   .arg(stop->waveWidth);
    } else {
        text = source_->explainer().explainLine(*previous, *stop);
        if (stop->stop && stop->stop->edited)
            text = tr("Edited at step %1: %2.")
                       .arg(stop->step)
                       .arg(QString::fromStdString(stop->stop->message));
        // Why the machine stopped, unless it was a plain step (the explainer already states
        // deadlock and fault verdicts), in the user's language.
        if (stop->stop) {
            const debug::StopReason r = stop->stop->reason;
            const bool quoted = r == debug::StopReason::Deadlock ||
                                r == debug::StopReason::BarrierDivergence ||
                                r == debug::StopReason::Fault;
            // Its line named where it is in the edited text.
            debug::StopInfo shown = *stop->stop;
            shown.line = source_->explainer().shownLine(shown.line);
            const QString why = quoted ? QString() : StopText::describe(shown);
            if (!why.isEmpty())
                text = tr("Stopped: %1. %2").arg(why, text);
        }
    }
    view_->setExplanation(text);
    updateCurrentLine();
}

void ExplainPresenter::setFocusWave(std::uint32_t wave) {
    focusWave_ = wave;
    updateCurrentLine();
}

void ExplainPresenter::clear() {
    focusWave_ = 0;
    view_->clear();
}

void ExplainPresenter::showProblem(const QString& text) {
    view_->setExplanation(text);
    emit statusMessage(text);
}

// The spotlight line: what the focused wave runs next.
void ExplainPresenter::updateCurrentLine() {
    const SnapshotPtr stop = controller_->stopSnapshot();
    if (!stop || !controller_->active() || focusWave_ >= stop->waves.size()) {
        view_->setCurrent({});
        return;
    }
    const debug::WaveSnapshot& w = stop->waves[focusWave_];
    QString where = tr("Wave %1").arg(w.id);
    if (w.status == emu::WaveStatus::Finished) {
        view_->setCurrent(tr("%1 has finished").arg(where));
        return;
    }
    // Quoted from the code that runs, named where the line is now.
    const QString code = source_->explainer().instructionAt(w.line);
    const std::uint32_t line = source_->explainer().shownLine(w.line);
    if (line == 0)
        view_->setCurrent(tr("%1 next: pc 0x%2").arg(where).arg(w.pc, 4, 16, QLatin1Char('0')));
    else if (code.isEmpty())
        view_->setCurrent(tr("%1 next: line %2").arg(where).arg(line));
    else
        view_->setCurrent(tr("%1 next: line %2 \u2192 %3").arg(where).arg(line).arg(code));
}

} // namespace wave::widgets
