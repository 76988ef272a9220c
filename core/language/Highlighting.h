#pragma once
// The highlighting classes of WAVE source, shared by the editor (its Scintilla styles, see
// widgets/editor/WaveStyle.h) and wave-lsp (its semantic token types and modifiers): one class
// per token role, and one per family of ISA categories for mnemonics.

#include "isa/InstructionInfo.h"
#include "language/WaveTokenizer.h"

namespace wave::language {

enum class HighlightClass : int {
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

class Highlighting {
public:
    static HighlightClass forCategory(isa::Category category);
    static HighlightClass forToken(const SourceToken& token);
};

} // namespace wave::language
