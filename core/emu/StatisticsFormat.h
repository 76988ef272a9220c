#pragma once
// The `--stats` block (docs/reference/execution-model.md §13), character for character: fixed
// labels and spacing, plain decimal numbers, a newline after the last line. The one implementation
// for every front end that shows run statistics in the reference's words (wave-emu --stats, the
// GUI).

#include "emu/Statistics.h"

#include <string>

namespace wave::emu {

class StatisticsFormat {
public:
    static std::string format(const Statistics& stats);
};

} // namespace wave::emu
