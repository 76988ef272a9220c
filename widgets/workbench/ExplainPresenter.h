#pragma once
// What the "Explain this step" dock says: at each stop, what the last step did in words (and
// why the machine stopped when it was not a plain step); the spotlight line, what the focused
// wave runs next; and problems the user should read where they look (a refused register edit
// or comparison), which also go out as statusMessage for the window's status bar. GUI thread
// only.

#include "session/SessionController.h"

#include <QObject>
#include <QString>

#include <cstdint>

namespace wave::widgets {

class ExplainView;
class LaunchSource;

class ExplainPresenter : public QObject {
    Q_OBJECT
public:
    // All three must outlive this object.
    ExplainPresenter(SessionController* controller, const LaunchSource* source, ExplainView* view,
                     QObject* parent = nullptr);

    // The last stop (SessionController::stopSnapshot) explained.
    void explainStop();
    void setFocusWave(std::uint32_t wave);
    // The spotlight line again (the focus or the source changed).
    void updateCurrentLine();
    void clear();
    void showProblem(const QString& text);

signals:
    void statusMessage(const QString& text);

private:
    SessionController* controller_;
    const LaunchSource* source_;
    ExplainView* view_;
    std::uint32_t focusWave_ = 0;
};

} // namespace wave::widgets
