#pragma once
// Prints f32 values the way wave-emu's --dump-f32/f16/bf16 do (CLI.md §3.3): the shortest
// decimal string that reads back as the same f32, plain for 1e-4 <= |v| < 1e16 (always with a
// fractional digit: "1.0"), scientific otherwise ("1e16", "1.5e-5"), and NaN / inf / -inf.
// Useful wherever a float is shown to the user in the reference's style (the GUI's register
// and memory views too).

#include <string>

namespace wave::cli {

class FloatFormat {
public:
    static std::string format(float value);
};

} // namespace wave::cli
