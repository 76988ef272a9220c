#pragma once
// DocumentPrompts for tests: answers come from queues the test fills, and every question and
// message is recorded. An empty queue answers Cancel / no path / Later / keep
// debugging.

#include "documents/DocumentPrompts.h"

#include <QList>
#include <QStringList>

class ScriptedPrompts : public wave::widgets::DocumentPrompts {
public:
    QList<Answer> saveAnswers;
    QStringList savePaths;
    QList<RecoveryAnswer> recoveryAnswers;
    QList<bool> stopDebuggingAnswers;

    QList<QStringList> askedToSave;
    QStringList askedForPath; // the suggested paths
    QList<QStringList> askedToRecover;
    QList<QStringList> askedToStopDebugging; // {debugged, requested}
    QStringList errors;
    QStringList informations;

    Answer askToSave(const QStringList& names) override {
        askedToSave.append(names);
        return saveAnswers.isEmpty() ? Answer::Cancel : saveAnswers.takeFirst();
    }
    QString askSavePath(const QString&, const QString& suggestedPath, const QString&) override {
        askedForPath.append(suggestedPath);
        return savePaths.isEmpty() ? QString() : savePaths.takeFirst();
    }
    RecoveryAnswer askToRecover(const QStringList& names) override {
        askedToRecover.append(names);
        return recoveryAnswers.isEmpty() ? RecoveryAnswer::Later : recoveryAnswers.takeFirst();
    }
    bool askToStopDebugging(const QString& debugged, const QString& requested) override {
        askedToStopDebugging.append({debugged, requested});
        return !stopDebuggingAnswers.isEmpty() && stopDebuggingAnswers.takeFirst();
    }
    void showError(const QString&, const QString& message) override { errors.append(message); }
    void showInformation(const QString&, const QString& message) override {
        informations.append(message);
    }
};
