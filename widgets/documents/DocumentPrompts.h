#pragma once
// Every question and message the document layer puts to the user, behind one interface so that
// the widgets never open a modal dialog by themselves: the application passes DialogPrompts
// (real dialogs), tests pass a scripted implementation. GUI thread only.

#include <QString>
#include <QStringList>

namespace wave::widgets {

class DocumentPrompts {
public:
    enum class Answer { Save, Discard, Cancel };
    enum class RecoveryAnswer { Recover, Discard, Later };

    virtual ~DocumentPrompts() = default;

    // Unsaved changes in `names` (one or several buffers, asked once for all of them).
    virtual Answer askToSave(const QStringList& names) = 0;
    // A path to save to; empty when the user cancels. `filter` is a QFileDialog filter.
    virtual QString askSavePath(const QString& title, const QString& suggestedPath,
                                const QString& filter) = 0;
    // Autosaved buffers left by an instance that did not close cleanly.
    virtual RecoveryAnswer askToRecover(const QStringList& names) = 0;
    // A debug command in the tab of `requested` while a session of `debugged` lives: true to
    // end that session and debug `requested`, false to keep it.
    virtual bool askToStopDebugging(const QString& debugged, const QString& requested) = 0;
    virtual void showError(const QString& title, const QString& message) = 0;
    virtual void showInformation(const QString& title, const QString& message) = 0;
};

} // namespace wave::widgets
