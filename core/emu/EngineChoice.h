#pragma once
// Which execution tier runs a launch's fast path (wave-emu --engine, LaunchConfig::engine):
// unobserved runs, and observed runs whose observer wants no event of single instructions. The
// interpreter is the reference and the debugging path; the compiled tier runs straight-line
// integer/float blocks and flat loops (local loads included) as native code (CompiledProgram.h,
// CompiledLoop.h) and gives bit-identical results. Auto picks the compiled tier when the build has
// it and the CPU can run it (AVX2 + FMA); the environment variable WAVE_ENGINE=interpreter|compiled
// overrides Auto, so that a whole test suite can run on either tier without changing its launches.

#include <cstdint>
#include <optional>
#include <string_view>

namespace wave::emu {

enum class EngineChoice : std::uint8_t { Auto, Interpreter, Compiled };

inline const char* engineChoiceName(EngineChoice e) {
    switch (e) {
    case EngineChoice::Interpreter:
        return "interpreter";
    case EngineChoice::Compiled:
        return "compiled";
    case EngineChoice::Auto:
        break;
    }
    return "auto";
}

inline std::optional<EngineChoice> parseEngineChoice(std::string_view text) {
    for (EngineChoice e : {EngineChoice::Auto, EngineChoice::Interpreter, EngineChoice::Compiled})
        if (text == engineChoiceName(e))
            return e;
    return std::nullopt;
}

} // namespace wave::emu
