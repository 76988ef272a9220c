#pragma once
// wave-dis's encoding-layout modes (docs/reference/command-line.md §2.1):
//   wave-dis --layout NAME|FILE [--opcodes FILE.svh] [--json] FILE | --words HEX...
//   wave-dis --list-layouts
//   wave-dis --validate-layout NAME|FILE [--opcodes FILE.svh]
// They are dispatched before the listing's own options are parsed, so that the disassembler's
// behaviour (and its --help) stays exactly what it was.

namespace wave::cli {

class LayoutCommand {
public:
    // Whether argv asks for one of the layout modes.
    static bool wanted(int argc, const char* const* argv);
    // Runs it; returns the exit status (0 ok, 1 error or a layout that cannot encode something,
    // 2 usage error).
    static int run(int argc, const char* const* argv);
};

} // namespace wave::cli
