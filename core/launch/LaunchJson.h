#pragma once
// The launch as JSON: the "launch" object of a .wavesession file (the IDE's session file,
// docs/user-guide), read and written in core so that every front-end (the IDE, the workspace,
// the debug adapter) keeps the same format. Every field is written, always; reading, a missing
// member keeps its default and a member of the wrong type or range is an error naming it by its
// path ("launch.grid: expected an array of 3 whole numbers from 0 to 4294967295").
//
// The format is the one the IDE has written since session files exist (object keys):
//   kernel           string, "" for none
//   grid, workgroup  [x, y, z] (a grid that is not three numbers, only from a command line: its
//                    text as a string)
//   waveWidth, registers, threads                 whole numbers up to 2^32-1
//   localMemory, deviceMemory, maxInstructions    whole numbers; above 2^53 decimal strings
//   profile, schedule                             string or null
//   initialRegisters [{register, value}] (strings as written)
//   fills            [{kind: zero|iota|file, address, type, count, scale (string or null),
//                      path}] (every member whatever the kind)
//   outputs          {dumpMemory, dumpU32, dumpF32, dumpF16, dumpBf16: string or null,
//                     dumpRegs, stats, trace: true or false}
// A value whose parts cannot be told apart (only from a command line: "--set-reg 5") is written
// with a member "text" holding it, which wins when read.
// wave-emu's own run options (the analyses, --portability, --profile-dir, the binary) are not
// part of a session's launch: they are neither written nor read.

#include "launch/EmuOptions.h"
#include "launch/JsonValue.h"

#include <cstdint>
#include <optional>
#include <string>

namespace wave::launch {

struct LaunchJsonError {
    enum class Id : std::uint8_t {
        ExpectedWholeNumber, // detail: the largest value ("4294967295")
        ExpectedString,
        ExpectedStringOrNull,
        ExpectedBoolean,
        ExpectedObject,
        ExpectedArray,
        ExpectedDims,    // three whole numbers from 0 to 4294967295
        UnknownFillKind, // detail: the kind read
    };
    Id id = Id::ExpectedObject;
    std::string path;    // "launch.fills[0].kind"
    std::string detail;  // see Id
    std::string message; // "<path>: <English text>"
};

class LaunchJson {
public:
    static JsonValue write(const EmuOptions& launch);
    // `object` is the launch object; `path` names it in errors. On failure returns nothing
    // with `error` set (the first problem).
    static std::optional<EmuOptions> read(const JsonValue& object, LaunchJsonError& error,
                                          const std::string& path = "launch");

    // The English text of an error without its path ("expected a string").
    static std::string text(LaunchJsonError::Id id, const std::string& detail);
};

} // namespace wave::launch
