#include "lsp/LabelIndex.h"

#include "language/WaveTokenizer.h"
#include "lsp/LspTokens.h"

namespace wave::lsp {

using language::SourceToken;
using language::TokenKind;

LabelIndex::LabelIndex(const LspDocument& doc) {
    std::optional<KernelSpan> open;
    for (int l = 0; l < doc.lineCount(); ++l) {
        const std::string_view line = doc.line(l);
        const std::vector<SourceToken> tokens = language::WaveTokenizer::tokenizeLine(line);
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            const SourceToken& t = tokens[i];
            const std::string_view text =
                line.substr(static_cast<std::size_t>(t.start), static_cast<std::size_t>(t.length));
            const LabelSite site{l, t.start, t.length};
            if (t.kind == TokenKind::Directive && text == ".end" && open) {
                open->lastLine = l;
                kernels_.push_back(std::move(*open));
                open.reset();
            } else if (LspTokens::isKernelName(tokens, line, i)) {
                if (open) {
                    open->lastLine = l - 1;
                    kernels_.push_back(std::move(*open));
                }
                open = KernelSpan{std::string(text), site, l, l};
            } else if (t.kind == TokenKind::LabelDefinition) {
                sites_.push_back({std::string(text), site, true});
            } else if (t.kind == TokenKind::LabelReference) {
                sites_.push_back({std::string(text), site, false});
            }
        }
    }
    if (open) {
        open->lastLine = doc.lineCount() - 1;
        kernels_.push_back(std::move(*open));
    }
}

std::optional<LabelSite> LabelIndex::definition(std::string_view name) const {
    for (const Named& n : sites_)
        if (n.definition && n.name == name)
            return n.site;
    return std::nullopt;
}

std::vector<LabelSite> LabelIndex::occurrences(std::string_view name, bool withDefinitions) const {
    std::vector<LabelSite> out;
    for (const Named& n : sites_)
        if (n.name == name && (withDefinitions || !n.definition))
            out.push_back(n.site);
    return out;
}

} // namespace wave::lsp
