#pragma once
// The typing help of wave-lsp, computed by the editor's own rules: completion
// (language/Completion), signature help for the operands of an instruction (the ISA table's
// syntax line), and document formatting (language/Formatter, the auto-indenter's rules).

#include "lsp/LspDocument.h"
#include "json/JsonValue.h"

namespace wave::lsp {

class LspEditing {
public:
    using Json = json::JsonValue;

    // A CompletionList. As in the editor, a word that is already complete offers nothing.
    static Json completion(const LspDocument& doc, LspPosition at);
    // SignatureHelp, or null outside an instruction's operands.
    static Json signatureHelp(const LspDocument& doc, LspPosition at);
    // TextEdit[] re-indenting the document; `options` is the request's FormattingOptions.
    static Json formatting(const LspDocument& doc, const Json& options);
};

} // namespace wave::lsp
