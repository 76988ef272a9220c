#include "SessionLineTracker.h"

#include "editor/CodeEditor.h"

#include "debug/session/EditLineMap.h"

#include <memory>

namespace wave::studio {

using widgets::SessionController;

SessionLineTracker::SessionLineTracker(SessionController* session, QObject* parent)
    : QObject(parent), session_(session) {
    // A launch resets the map (it runs the text as it is); the editor may differ already
    // (typed while the launch was on its way).
    connect(session_, &SessionController::stateChanged, this, [this](SessionController::State s) {
        if (s == SessionController::State::Starting)
            update();
    });
}

void SessionLineTracker::setEditor(widgets::CodeEditor* editor) {
    if (editor_ == editor)
        return;
    disconnect(edits_);
    editor_ = editor;
    if (editor_)
        edits_ = connect(editor_, &QsciScintilla::textChanged, this, &SessionLineTracker::update);
    update();
}

void SessionLineTracker::update() {
    const widgets::LaunchRequestPtr request = session_->launchRequest();
    if (session_->state() == SessionController::State::Idle || !request || !editor_ ||
        request->sourceText.isEmpty())
        return;
    if (request != request_) {
        request_ = request;
        runText_ = request->sourceText.toStdString();
    }
    session_->setLineMap(
        std::make_shared<debug::EditLineMap>(runText_, editor_->text().toStdString()));
}

} // namespace wave::studio
