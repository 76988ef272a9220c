#pragma once
// The label features of wave-lsp, over LabelIndex: go to definition (`call f1` -> `f1:`), find
// references, rename of a label (prepareRename and rename, refusing names the assembler would
// not read as a label), and document symbols (kernels with the labels inside them).

#include "lsp/LspDocument.h"
#include "json/JsonValue.h"

#include <string>

namespace wave::lsp {

class LspSymbols {
public:
    using Json = json::JsonValue;

    // A Location, or null when the position is on no label.
    static Json definition(const LspDocument& doc, LspPosition at);
    // Location[], or null when the position is on no label.
    static Json references(const LspDocument& doc, LspPosition at, bool withDeclaration);
    // The range of the label under the position, or null.
    static Json prepareRename(const LspDocument& doc, LspPosition at);
    // A WorkspaceEdit; on a refusal, null with `error` set to the reason.
    static Json rename(const LspDocument& doc, LspPosition at, const std::string& newName,
                       std::string& error);
    // DocumentSymbol[]: each kernel (Function) with its labels (Constant) as children, and the
    // labels outside any kernel.
    static Json documentSymbols(const LspDocument& doc);
};

} // namespace wave::lsp
