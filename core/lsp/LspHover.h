#pragma once
// textDocument/hover: the ISA reference entry of an instruction (the editor's hover help, from
// the same language/HelpTopic, in Markdown), a special register, a directive, scope or guard,
// the role of a register or predicate operand in its instruction, and a label's code offset
// (from the last assembly without errors).

#include "asm/Assembler.h"
#include "lsp/LspDocument.h"
#include "json/JsonValue.h"

namespace wave::lsp {

class LspHover {
public:
    // The Hover result, or null when nothing is documented at `at`. `assembled` may be null.
    static json::JsonValue hover(const LspDocument& doc, LspPosition at,
                                 const assembler::AssemblyResult* assembled);
};

} // namespace wave::lsp
