#pragma once
// Prints f32 values the way wave-emu's --dump-f32/f16/bf16 do
// (docs/reference/command-line.md §3.3): the shortest decimal string that reads back as the same
// f32 (at an exact tie between two such strings, the one rounded up in magnitude: "4.1132813"),
// plain for 1e-4 <= |v| < 1e16 (always with a fractional digit: "1.0"), scientific otherwise
// ("1e16", "1.5e-5"), and NaN / inf / -inf. The one implementation for every front end that shows a
// float in the reference's style (wave-emu's dumps, the GUI's register and memory views).

#include <string>

namespace wave::emu {

class FloatFormat {
public:
    static std::string format(float value);
};

} // namespace wave::emu
