#pragma once
// The user's working copies of the examples: `<root>/<name>.wave` and `<root>/<name>.args`,
// where root is a writable folder (by default the application's data folder + "/examples").
// Opening an example opens its copy, never the shipped file, so that the user can edit and
// save it; the session loader then finds `<name>.args` beside it as the launch settings.
//
// User edits are never lost: a copy that differs from the shipped file is left alone (and
// opened as it is); only restore() puts the shipped file back, and only when asked. Writes are
// atomic (QSaveFile), so an interrupted copy never leaves a truncated kernel behind.

#include "examples/Example.h"

#include <QCoreApplication>
#include <QString>

namespace wave::widgets {

class ExampleCopies {
    Q_DECLARE_TR_FUNCTIONS(wave::widgets::ExampleCopies)
public:
    enum class State : quint8 {
        Missing,  // no copy yet (or only part of one)
        Original, // both files are there and as shipped
        Edited,   // the .wave or the .args differs from the shipped file
    };

    // The data folder named after the application, once: GenericDataLocation + "/WAVE
    // Studio/examples" ("~/.local/share/WAVE Studio/examples"). AppDataLocation would put the
    // organisation before it and say the name twice ("WAVE/WAVE Studio/examples").
    static QString defaultRoot();
    // Where the copies were kept before (AppDataLocation + "/examples"): ExampleCopies() moves
    // them from there, edited copies included, when the default folder does not exist yet.
    static QString legacyRoot();

    explicit ExampleCopies(const QString& root = defaultRoot());

    const QString& root() const { return root_; }
    QString sourcePath(const Example& example) const;
    QString argumentsPath(const Example& example) const;
    State state(const Example& example) const;

    // Makes sure the copy exists: writes the files that are missing, keeps the others (edited
    // or not). Returns the copy's .wave path, or an empty string with `error` naming the file.
    QString prepare(const Example& example, QString& error) const;
    // Writes the shipped .wave and .args over the copy (the user has confirmed).
    bool restore(const Example& example, QString& error) const;

private:
    bool ensureRoot(QString& error) const;

    QString root_;
};

} // namespace wave::widgets
