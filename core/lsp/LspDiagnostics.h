#pragma once
// textDocument/publishDiagnostics from the live assembler (the editor's: assembler::Assembler
// on the whole buffer): each error and warning with its code, its range, and the assembler's
// label as related information; each hint ("did you mean `iadd`?") as a Hint diagnostic whose
// related information points back at the problem it helps with.

#include "asm/Assembler.h"
#include "lsp/LspDocument.h"
#include "json/JsonValue.h"

namespace wave::lsp {

class LspDiagnostics {
public:
    static json::JsonValue publishParams(const LspDocument& doc,
                                         const assembler::AssemblyResult& result);
};

} // namespace wave::lsp
