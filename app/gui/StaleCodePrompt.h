#pragma once
// The question a run-control command asks while the editor's text differs from the code the
// debug session runs: "Restart with the new code" or "Keep debugging the old code" (Qt
// Creator's and Visual Studio's edit-and-continue prompts). Restart is the default (the user
// edited to run the new code; restarting loses nothing the source does not say); Escape keeps
// debugging. The answer to keep holds until the text changes again or goes back to the code
// that runs; "Do not ask again in this
// session" holds either answer until the session ends (forget()). GUI thread only.

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QWidget;

namespace wave::studio {

class StaleCodePrompt : public QObject {
    Q_OBJECT
public:
    enum class Answer { Restart, Keep };

    explicit StaleCodePrompt(QWidget* parent);

    // The answer for the edited text `editedText` of `fileName`, asking when needed.
    Answer ask(const QString& fileName, const QString& editedText);
    // A new session, or none: the next edit asks again.
    void forget();
    // The text is the session's again: an edit from now on asks again, even one that makes the
    // text kept before (unless the user said not to ask in this session).
    void forgetKept();

private:
    QPointer<QWidget> parent_;
    QString keptText_; // the text the user chose to keep debugging the old code under
    bool kept_ = false;
    std::optional<Answer> always_; // "do not ask again in this session"
};

} // namespace wave::studio
