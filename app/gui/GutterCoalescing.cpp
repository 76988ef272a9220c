#include "GutterCoalescing.h"

#include "editor/CodeEditor.h"
#include "views/CoalescingGutter.h"
#include "workbench/LaunchSource.h"

namespace wave::studio {

GutterCoalescing::GutterCoalescing(widgets::SessionController* session, QObject* parent)
    : QObject(parent), session_(session), gutter_(new widgets::CoalescingGutter(this)) {
    connect(session_, &widgets::SessionController::analysesChanged, this, &GutterCoalescing::show);
    connect(session_, &widgets::SessionController::stateChanged, this,
            [this](widgets::SessionController::State state) {
                using State = widgets::SessionController::State;
                if (state == State::Starting || state == State::Idle)
                    gutter_->clear();
            });
    connect(session_, &widgets::SessionController::lineMapChanged, this, [this] {
        if (session_->active())
            show(session_->analyses());
    });
}

void GutterCoalescing::setEditor(widgets::CodeEditor* editor) {
    gutter_->setEditor(editor);
    if (editor && session_->active())
        show(session_->analyses());
}

void GutterCoalescing::show(const widgets::AnalysisSnapshotPtr& analyses) {
    if (!analyses || !analyses->options.coalescing) {
        gutter_->clear();
        return;
    }
    // The line each instruction has now (0, no mark: a line removed since the launch).
    const auto runLine = widgets::LaunchSource::lineOfPc(session_->launchRequest());
    gutter_->setCoalescing(analyses->coalescing,
                           [runLine, map = session_->lineMapPtr()](std::uint32_t pc) {
                               return map->toEdited(runLine(pc));
                           });
}

} // namespace wave::studio
