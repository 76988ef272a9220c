#include "language/Highlighting.h"

namespace wave::language {

HighlightClass Highlighting::forCategory(isa::Category category) {
    using C = isa::Category;
    switch (category) {
    case C::Integer:
    case C::Float:
    case C::Half:
    case C::Double:
    case C::Bitwise:
    case C::Compare:
    case C::Convert:
        return HighlightClass::MnemonicArithmetic;
    case C::Memory:
        return HighlightClass::MnemonicMemory;
    case C::Atomic:
        return HighlightClass::MnemonicAtomic;
    case C::Wave:
        return HighlightClass::MnemonicWave;
    case C::Control:
        return HighlightClass::MnemonicControl;
    case C::Sync:
        return HighlightClass::MnemonicSync;
    case C::Mma:
        return HighlightClass::MnemonicMatrix;
    case C::Misc:
        return HighlightClass::MnemonicMove;
    }
    return HighlightClass::Default;
}

HighlightClass Highlighting::forToken(const SourceToken& token) {
    switch (token.kind) {
    case TokenKind::Comment:
        return HighlightClass::Comment;
    case TokenKind::Directive:
        return HighlightClass::Directive;
    case TokenKind::LabelDefinition:
        return HighlightClass::LabelDefinition;
    case TokenKind::LabelReference:
        return HighlightClass::LabelReference;
    case TokenKind::Mnemonic:
        return token.instruction ? forCategory(token.instruction->category)
                                 : HighlightClass::Default;
    case TokenKind::Register:
        return HighlightClass::Register;
    case TokenKind::Predicate:
        return HighlightClass::Predicate;
    case TokenKind::Guard:
        return HighlightClass::Guard;
    case TokenKind::SpecialRegister:
        return HighlightClass::SpecialRegister;
    case TokenKind::Number:
        return HighlightClass::Number;
    case TokenKind::Scope:
        return HighlightClass::Scope;
    case TokenKind::Invalid:
        return HighlightClass::Invalid;
    case TokenKind::UnknownWord:
    case TokenKind::Punctuation:
        return HighlightClass::Default;
    }
    return HighlightClass::Default;
}

} // namespace wave::language
