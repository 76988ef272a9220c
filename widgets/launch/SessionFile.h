#pragma once
// The debugging session saved beside its source as `<source>.wavesession`: the launch
// settings, the breakpoints (every BreakpointSpec field) and the watch expressions, so that a
// session can be shared and reproduced exactly. JSON, human-readable, with a format name and a
// version; keys are written in a stable (sorted) order so that the file diffs well.
//
//   { "format": "wave-studio-session", "version": 1,
//     "launch": { ... LaunchSettings::toJson() ... },
//     "breakpoints": [ { "id": 4, "kind": "line", "line": 12, "condition": "lane == 3", ... } ],
//     "watches": [ "r3", "r4.f32 * 2" ] }
//
// Reading never crashes on bad input: broken JSON, a wrong type or an unknown value gives an
// error naming the file and what is wrong (with the offset for broken JSON). A file written by
// a newer version is refused rather than half-read. A breakpoint without an "id" (written
// before ids were saved) gets the next free one; two breakpoints with one id are an error. A
// condition that does not parse is read as written: the IDE shows its error on the breakpoint
// and the engine stops there with it (see debug/session/Breakpoint.h).

#include "launch/LaunchSettings.h"

#include "debug/session/Breakpoint.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace wave::widgets {

struct SessionData {
    LaunchSettings launch;
    // Each with the id the user knows it by ("breakpoint 4"), unique and > 0.
    QVector<debug::BreakpointDefinition> breakpoints;
    QStringList watches;
};

class SessionFile {
    Q_DECLARE_TR_FUNCTIONS(SessionFile)
public:
    static constexpr int kVersion = 1;

    enum class Origin : quint8 {
        SessionFile, // <source>.wavesession
        Arguments,   // no session file, but an example's <base>.args beside the source
        Defaults,    // neither
    };

    struct Loaded {
        SessionData data;
        Origin origin = Origin::Defaults;
        // Why the session file (or .args) could not be used; `data` then comes from the next
        // source in the order session file, .args, defaults. With origin SessionFile: the
        // items that were left out (the rest of the file is in `data`).
        QString error;
        // The session file exists and was not read whole: the next save must keepRejected()
        // first, so that what was left out is not lost.
        bool rejected = false;
    };

    static QString pathFor(const QString& sourcePath);      // "<source>.wavesession"
    static QString argumentsFor(const QString& sourcePath); // "<dir>/<base>.args"

    static QByteArray toJson(const SessionData& data);
    // `fileName` only labels errors. Without `dropped`, any bad value rejects the file; with
    // it, a bad launch (then the defaults), breakpoint or watch is left out and described in
    // `dropped`, and only a file that is not a session at all is rejected.
    static std::optional<SessionData> fromJson(const QByteArray& json, const QString& fileName,
                                               QString& error, QStringList* dropped = nullptr);

    static QString rejectedCopyFor(const QString& sourcePath); // "<source>.wavesession.rejected"
    // Copies the session file to rejectedCopyFor() (replacing an older copy), before a save
    // overwrites a file that was not read whole. False with `error` when the copy failed.
    static bool keepRejected(const QString& sourcePath, QString& error);
    // Writes pathFor(sourcePath) atomically. False with `error` (naming the file) on failure.
    static bool save(const QString& sourcePath, const SessionData& data, QString& error);
    // The session for `sourcePath`: its session file, else its .args, else the defaults.
    static Loaded load(const QString& sourcePath);
    // Reads wave-emu flags from a .args file (whitespace-separated, quotes allowed).
    static std::optional<LaunchSettings> readArguments(const QString& path, QString& error);
};

} // namespace wave::widgets
