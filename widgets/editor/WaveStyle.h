#pragma once
// The Scintilla style numbers of the WAVE lexer, shared by the lexer, the editor theme and tests.
// Mnemonics get one style per family of ISA categories (see WaveLexer::styleForCategory).

namespace wave::widgets {

enum class WaveStyle : int {
    Default = 0,
    Comment,
    Directive,
    LabelDefinition,
    LabelReference,
    Register,
    Predicate,
    Guard,
    SpecialRegister,
    Number,
    Scope,
    Invalid,
    MnemonicArithmetic, // integer, float, half, double, bitwise, compare, convert
    MnemonicMove,       // mov, mov_imm, mov_sr (misc)
    MnemonicMatrix,     // mma_*
    MnemonicMemory,
    MnemonicAtomic,
    MnemonicWave,
    MnemonicControl,
    MnemonicSync,
    Count,
};

constexpr int styleNumber(WaveStyle s) {
    return static_cast<int>(s);
}
constexpr int kWaveStyleCount = styleNumber(WaveStyle::Count);

} // namespace wave::widgets
