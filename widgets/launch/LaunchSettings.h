#pragma once
// Every setting of a kernel launch, as wave-emu takes them on its command line
// (docs/reference/command-line.md §3, docs/reference/differences.md §5): the IDE launches through
// wave-emu's own options and device filler (LaunchBuilder), so a saved session reproduces a
// `wave-emu` run exactly and `wave-emu <toArguments()> file.wbin` runs the same launch.
//
// The dock's edit model of the one launch value, launch::EmuOptions: the parts of the initial
// registers and memory fills are the cells' texts, exactly as typed or read, and toEmuOptions()
// makes each its typed part (launch::LaunchValues) without building a command line. The command
// line (toArguments, fromArguments) and the session file's JSON (toJson, fromJson) are core's
// (EmuOptions, launch::LaunchJson), through toEmuOptions() and fromEmuOptions(). Only what the
// cells cannot hold (a value without its parts, a bad number for a numeric flag) is refused
// when reading.

#include "emu/LaunchConfig.h"
#include "launch/EmuOptions.h"

#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVector>

#include <array>
#include <optional>

class QDir;

namespace wave::widgets {

// --set-reg REG:VALUE: REG decimal 0..255, VALUE decimal or 0x hex (truncated to 32 bits).
struct RegisterInit {
    QString reg;
    QString value;

    bool operator==(const RegisterInit&) const = default;
};

// One of --fill-zero OFFSET:TYPE:COUNT, --fill-iota OFFSET:TYPE:COUNT[:SCALE] or
// --arg OFFSET:FILE. wave-emu applies every zero fill, then every iota fill, then every file,
// whatever the order on the command line; toArguments() writes them in that order.
struct MemoryFill {
    enum class Kind : quint8 { Zero, Iota, File };

    Kind kind = Kind::Iota;
    QString address = QStringLiteral("0");
    QString type = QStringLiteral("f32"); // Zero, Iota: u8, u16, u32, i32, f32, f16, bf16
    QString count = QStringLiteral("0");  // Zero, Iota: elements
    std::optional<QString> scale;         // Iota: absent means 1.0
    QString path;                         // File: relative paths are relative to the source

    bool operator==(const MemoryFill&) const = default;

    static QString kindName(Kind kind); // "zero", "iota", "file" (JSON and the panel's keys)
    static std::optional<Kind> kindFromName(const QString& name);
};

struct LaunchSettings {
    using D = emu::LaunchDefaults;
    QString kernel; // --kernel NAME|INDEX; empty: kernel 0
    std::array<quint32, 3> grid{D::grid.x, D::grid.y, D::grid.z};
    // the kernel's .workgroup_size wins
    std::array<quint32, 3> workgroup{D::workgroup.x, D::workgroup.y, D::workgroup.z};
    quint32 waveWidth = D::waveWidth;
    quint32 registers = D::registers;     // the kernel's .registers wins
    quint64 localMemory = D::localMemory; // bytes per workgroup; the kernel's .local_memory wins
    quint64 deviceMemory = D::deviceMemory;
    quint64 maxInstructions = D::maxInstructions; // per workgroup, 0 = unlimited
    quint32 threads = D::threads; // wave-emu's worker threads; the debugger runs on one
    // --profile NAME (its wave width replaces waveWidth) and --schedule NAME (Schedule.h);
    // absent: --wave-width and the reference's round robin.
    std::optional<QString> profile;
    std::optional<QString> schedule;
    QVector<RegisterInit> initialRegisters;
    QVector<MemoryFill> fills;

    // wave-emu's outputs. They do not change the run (the debugger shows memory itself) and are
    // kept so that the session's command line prints what the example's .args print.
    std::optional<QString> dumpMemory, dumpU32, dumpF32, dumpF16, dumpBf16;
    bool dumpRegs = false;
    bool stats = false;
    bool trace = false;

    // wave-emu's flags for these settings (defaults left out), without the binary, as
    // launch::EmuOptions::toArguments prints them.
    QStringList toArguments() const;
    // Reads wave-emu flags (e.g. an example's .args) with wave-emu's own parser. On failure
    // returns nothing with `error` naming the flag (the parser's usage error, or the flag whose
    // value has not the parts the setting needs).
    static std::optional<LaunchSettings> fromArguments(const QStringList& arguments,
                                                       QString& error);
    // The options wave-emu would parse from toArguments() (binary empty), built directly from
    // the typed fields (no command line in between), with relative --arg paths made absolute
    // against `baseDirectory`.
    launch::EmuOptions toEmuOptions(const QString& baseDirectory) const;
    // The converse, or nothing with `error` set when the launch holds what the dock's fields
    // cannot (a grid that is not three numbers, a value without its parts, an empty --kernel).
    static std::optional<LaunchSettings> fromEmuOptions(const launch::EmuOptions& options,
                                                        QString& error);

    // JSON for the session file: every field, always, in a versioned object (core
    // WorkspaceFile, through WorkspaceSource).
    QJsonObject toJson() const;
    // Missing keys keep their defaults; a key of the wrong type or range is an error naming it.
    static std::optional<LaunchSettings> fromJson(const QJsonObject& object, QString& error);

    bool operator==(const LaunchSettings&) const = default;

private:
    // The options; relative --arg paths resolved against `base` when it is given.
    launch::EmuOptions options(const QDir* base) const;
};

} // namespace wave::widgets

Q_DECLARE_METATYPE(wave::widgets::LaunchSettings)
