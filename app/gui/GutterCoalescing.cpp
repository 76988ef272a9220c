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
                if (state == State::Starting)
                    edited_ = false; // the new launch runs the text as it is now
                if (state == State::Starting || state == State::Idle)
                    gutter_->clear();
            });
}

void GutterCoalescing::setEditor(widgets::CodeEditor* editor) {
    disconnect(edits_);
    gutter_->setEditor(editor);
    if (!editor)
        return;
    edits_ = connect(editor, &QsciScintilla::textChanged, this, [this] {
        edited_ = true;
        gutter_->clear();
    });
    if (session_->active())
        show(session_->analyses());
}

void GutterCoalescing::show(const widgets::AnalysisSnapshotPtr& analyses) {
    if (!analyses || !analyses->options.coalescing || edited_) {
        gutter_->clear();
        return;
    }
    gutter_->setCoalescing(analyses->coalescing,
                           widgets::LaunchSource::lineOfPc(session_->launchRequest()));
}

} // namespace wave::studio
