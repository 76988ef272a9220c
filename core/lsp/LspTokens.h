#pragma once
// The token of a document under an LSP position (the editor's tokens, language/WaveTokenizer),
// and the statement it belongs to: what hover, go-to-definition, references, rename and
// signature help start from.

#include "language/WaveTokenizer.h"
#include "lsp/LspDocument.h"

#include <optional>
#include <string_view>
#include <vector>

namespace wave::lsp {

struct TokenAt {
    int line = 0;
    std::string_view text; // the line
    std::vector<language::SourceToken> tokens;
    std::size_t index = 0; // of the token under the position in `tokens`

    const language::SourceToken& token() const { return tokens[index]; }
    std::string_view word() const {
        return text.substr(static_cast<std::size_t>(token().start),
                           static_cast<std::size_t>(token().length));
    }
    // Which operand of the statement the token is (0-based; commas before it), or -1 when it
    // is no operand.
    int operandIndex() const;
    // How many operands the statement has.
    int operandCount() const;
};

class LspTokens {
public:
    // The token touching `at` (the cursor may sit just after a word), preferring a word over
    // punctuation; nothing on blanks, or when the line is past the end.
    static std::optional<TokenAt> at(const LspDocument& doc, LspPosition at);
    // True for a label definition that names a kernel (`.kernel NAME`).
    static bool isKernelName(const std::vector<language::SourceToken>& tokens,
                             std::string_view line, std::size_t index);
};

} // namespace wave::lsp
