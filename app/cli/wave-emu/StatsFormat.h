#pragma once
// The `--stats` block (EXECUTION.md §13), character for character: fixed labels and spacing,
// plain decimal numbers, a newline after the last line. Also useful to any front end that shows
// run statistics in the reference's words.

#include "emu/Statistics.h"

#include <string>

namespace wave::cli {

class StatsFormat {
public:
    static std::string format(const emu::Statistics& stats);
};

} // namespace wave::cli
