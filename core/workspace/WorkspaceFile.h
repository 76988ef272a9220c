#pragma once
// The workspace saved beside its source as `<source>.wavesession`: the launch, the breakpoints
// (every BreakpointSpec field, with its id) and the watch expressions, so that a session can be
// shared and reproduced exactly. JSON, human-readable, with a format name and a version; keys
// are written in sorted order so that the file diffs well. The format is the one WAVE Studio
// has written since version 1, byte for byte (JsonTree):
//
//   { "format": "wave-studio-session", "version": 1,
//     "launch": { ... },
//     "breakpoints": [ { "id": 4, "kind": "line", "line": 12, "condition": "lane == 3", ... } ],
//     "watches": [ "r3", "r4.f32 * 2" ] }
//
// Reading never crashes on bad input: broken JSON, a wrong type or an unknown value gives an
// error naming the file and what is wrong (line and column for broken JSON). A file written by
// a newer version is refused rather than half-read. A breakpoint without an "id" (written before
// ids were saved) gets the next free one; two breakpoints with one id are an error. A condition
// that does not parse is read as written: a front-end shows its error on the breakpoint and the
// engine stops there with it (see debug/session/Breakpoint.h). Only regular files are read (a
// named pipe would block), up to kMaxFileSize.
//
// Qt-free: the IDE (through its translated file reader and writer) and the DAP server use it.

#include "workspace/Workspace.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::workspace {

class WorkspaceFile {
public:
    static constexpr std::uint32_t kVersion = 1;
    static constexpr std::string_view kFormat = "wave-studio-session";
    static constexpr std::string_view kSuffix = ".wavesession";
    // A session is a few kB, or some tens of MB with 100k breakpoints (about 350 bytes each);
    // a disk image is refused rather than read.
    static constexpr std::uint64_t kMaxFileSize = 64u << 20;

    static std::string pathFor(const std::string& sourcePath); // "<source>.wavesession"
    // "<source>.wavesession.rejected": a file that was not read whole, kept before a save
    // overwrites it.
    static std::string rejectedCopyFor(const std::string& sourcePath);

    // Checks the "launch" object (its values, not just that it is an object); false with the
    // error naming the member ("launch.waveWidth: ..."). Without one, any object is taken.
    using LaunchCheck = std::function<bool(const launch::JsonValue& launch, std::string& error)>;

    static std::string toJson(const Workspace& workspace);
    // `fileName` only labels errors. Without `dropped`, any bad value rejects the file; with
    // it, a bad launch (then the defaults: an empty object), breakpoint or watch is left out
    // and described in `dropped`, and only a file that is not a session at all is rejected.
    static std::optional<Workspace> fromJson(std::string_view json, const std::string& fileName,
                                             std::string& error,
                                             std::vector<std::string>* dropped = nullptr,
                                             const LaunchCheck& checkLaunch = nullptr);

    // Reads the file at `path` (a regular file, at most kMaxFileSize) with fromJson().
    static std::optional<Workspace> read(const std::string& path, std::string& error,
                                         std::vector<std::string>* dropped = nullptr,
                                         const LaunchCheck& checkLaunch = nullptr);
    // Writes pathFor(sourcePath) atomically (io::AtomicFileWriter). False with `error`
    // (naming the file) on failure; the old file is then as it was.
    static bool save(const std::string& sourcePath, const Workspace& workspace, std::string& error);
};

} // namespace wave::workspace
