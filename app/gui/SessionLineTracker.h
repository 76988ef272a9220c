#pragma once
// Keeps the session's EditLineMap (SessionController::setLineMap) current while the user edits
// the text a debug session runs: after each change of the debugged editor's text, the text the
// session assembled (its launch request's) is matched line by line to the editor's. Without a
// session, or for a launch that brought no text (a tool's), there is nothing to track. GUI
// thread only.

#include "session/SessionController.h"

#include <QObject>
#include <QPointer>

#include <string>

namespace wave::widgets {
class CodeEditor;
}

namespace wave::studio {

class SessionLineTracker : public QObject {
    Q_OBJECT
public:
    SessionLineTracker(widgets::SessionController* session, QObject* parent);

    // The editor of the debugged document (the current one without a session).
    void setEditor(widgets::CodeEditor* editor);

private:
    void update();

    widgets::SessionController* session_;
    QPointer<widgets::CodeEditor> editor_;
    QMetaObject::Connection edits_;
    widgets::LaunchRequestPtr request_; // whose text runText_ is
    std::string runText_;
};

} // namespace wave::studio
