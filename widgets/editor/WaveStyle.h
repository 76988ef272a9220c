#pragma once
// The Scintilla style numbers of the WAVE lexer, shared by the lexer, the editor theme and tests:
// the language layer's highlighting classes (language/Highlighting.h, also wave-lsp's semantic
// tokens). Mnemonics get one style per family of ISA categories (see WaveLexer::styleForCategory).

#include "language/Highlighting.h"

namespace wave::widgets {

using WaveStyle = language::HighlightClass;
constexpr int styleNumber(WaveStyle s) {
    return static_cast<int>(s);
}
constexpr int kWaveStyleCount = styleNumber(WaveStyle::Count);

} // namespace wave::widgets
