#pragma once
// The structure of a document for the client: folding ranges (kernels, if/else/endif and
// loop/endloop blocks, by the instruction table's block roles) and semantic tokens (the
// editor's highlighting classes, language/Highlighting, as standard LSP token types with one
// modifier per mnemonic family).

#include "lsp/LspDocument.h"
#include "json/JsonValue.h"

namespace wave::lsp {

class LspStructure {
public:
    using Json = json::JsonValue;

    static Json foldingRanges(const LspDocument& doc);
    // The semanticTokensProvider.legend of the server's capabilities.
    static Json semanticTokensLegend();
    // SemanticTokens ({"data": [...]}) for the whole document.
    static Json semanticTokens(const LspDocument& doc);
};

} // namespace wave::lsp
