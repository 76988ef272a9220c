#pragma once
// Where the IDE finds the workspace of a source file (workspace::Workspace: its breakpoints,
// watches and launch): its `<source>.wavesession` (read and written by core's WorkspaceFile,
// through the IDE's file reader and writer so that errors are translated and Qt resources
// load), else an example's `<base>.args` beside the source (the launch only), else the
// defaults. Also the typed views of the workspace's Qt-side parts: the launch as
// LaunchSettings, the watches as a QStringList.

#include "launch/LaunchSettings.h"

#include "workspace/Workspace.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace wave::widgets {

class WorkspaceSource {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceSource)
public:
    enum class Origin : quint8 {
        SessionFile, // <source>.wavesession
        Arguments,   // no session file, but an example's <base>.args beside the source
        Defaults,    // neither
    };

    struct Loaded {
        workspace::Workspace workspace;
        Origin origin = Origin::Defaults;
        // Why the session file (or .args) could not be used; `workspace` then comes from the
        // next source in the order session file, .args, defaults. With origin SessionFile: the
        // items that were left out (the rest of the file is in `workspace`).
        QString error;
        // The session file exists and was not read whole: the next save must keepRejected()
        // first, so that what was left out is not lost.
        bool rejected = false;
    };

    static QString pathFor(const QString& sourcePath);         // "<source>.wavesession"
    static QString argumentsFor(const QString& sourcePath);    // "<dir>/<base>.args"
    static QString rejectedCopyFor(const QString& sourcePath); // "<source>.wavesession.rejected"

    static QByteArray toJson(const workspace::Workspace& workspace);
    // WorkspaceFile::fromJson, with the launch checked as LaunchSettings reads it.
    static std::optional<workspace::Workspace> fromJson(const QByteArray& json,
                                                        const QString& fileName, QString& error,
                                                        QStringList* dropped = nullptr);

    // Copies the session file to rejectedCopyFor() (replacing an older copy), before a save
    // overwrites a file that was not read whole. False with `error` when the copy failed.
    static bool keepRejected(const QString& sourcePath, QString& error);
    // Writes pathFor(sourcePath) atomically. False with `error` (naming the file) on failure.
    static bool save(const QString& sourcePath, const workspace::Workspace& workspace,
                     QString& error);
    // The workspace of `sourcePath`: its session file, else its .args, else the defaults.
    static Loaded load(const QString& sourcePath);
    // Reads wave-emu flags from a .args file (whitespace-separated, quotes allowed).
    static std::optional<LaunchSettings> readArguments(const QString& path, QString& error);

    // The launch (the defaults when the workspace has none, or one LaunchSettings cannot read).
    static LaunchSettings launch(const workspace::Workspace& workspace);
    static void setLaunch(workspace::Workspace& workspace, const LaunchSettings& settings);
    static QStringList watches(const workspace::Workspace& workspace);
    static void setWatches(workspace::Workspace& workspace, const QStringList& watches);
};

} // namespace wave::widgets
