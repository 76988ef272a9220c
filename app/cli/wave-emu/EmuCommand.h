#pragma once
// One wave-emu run, end to end, in the reference's order (docs/reference/execution-model.md §1,
// docs/reference/command-line.md §3.2): options → config values → read file → lenient load → choose
// kernel → fills → run → --dump-regs → dumps → --stats, then WAVE Studio's warnings and analyses
// (EmuAnalyses). stdout carries dumps and statistics only; trace lines, warnings, errors and
// analyses go to stderr. Exit status: 0, 1 (`Error: ...`), 2 (usage), 101 (the
// reference's crash cases that WAVE Studio keeps, docs/reference/execution-model.md §11).

namespace wave::cli {

class EmuCommand {
public:
    static int run(int argc, const char* const* argv);
};

} // namespace wave::cli
