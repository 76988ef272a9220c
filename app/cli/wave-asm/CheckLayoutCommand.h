#pragma once
// `wave-asm --check-layout NAME|FILE [--json] SOURCE` (docs/reference/command-line.md §1.1): the
// lines of a kernel that an encoding layout cannot encode, and why. Exit 0 when every line fits,
// 1 when one does not (or on an error), 2 on a usage error. Dispatched before the assembler's own
// options are parsed, so that assembling (and its --help) stays exactly what it was.

namespace wave::cli {

class CheckLayoutCommand {
public:
    static bool wanted(int argc, const char* const* argv);
    static int run(int argc, const char* const* argv);
};

} // namespace wave::cli
