#pragma once
// The TextMate grammar of WAVE assembly for editors that read one (VS Code, and every editor
// that takes .tmLanguage.json files), generated from the instruction table, the special
// registers and the directive list of core/isa, so that it never lags the assembler.
//
// The token classes are the IDE editor's (widgets/editor/WaveStyle.h): comment, directive,
// label definition and reference, register, predicate, guard, special register, number,
// scope, and the mnemonics in the same eight families of ISA categories (arithmetic, move,
// matrix, memory, atomic, wave, control, sync), each class one TextMate scope.

#include <string>

namespace wave::tools {

class TextMateGrammar {
public:
    // The grammar as JSON text (scopeName source.wave), ending with a newline.
    static std::string generate();
};

} // namespace wave::tools
