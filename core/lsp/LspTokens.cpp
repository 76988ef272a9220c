#include "lsp/LspTokens.h"

namespace wave::lsp {

using language::SourceToken;
using language::TokenKind;

namespace {

// The index of the statement's head (the mnemonic or directive) in `tokens`, or npos.
std::size_t headIndex(const std::vector<SourceToken>& tokens) {
    for (std::size_t i = 0; i < tokens.size(); ++i)
        if (tokens[i].kind == TokenKind::Mnemonic || tokens[i].kind == TokenKind::UnknownWord ||
            tokens[i].kind == TokenKind::Directive)
            return i;
    return std::string_view::npos;
}

bool isComma(std::string_view line, const SourceToken& t) {
    return t.kind == TokenKind::Punctuation && line[static_cast<std::size_t>(t.start)] == ',';
}

} // namespace

int TokenAt::operandIndex() const {
    const std::size_t head = headIndex(tokens);
    if (head == std::string_view::npos || index <= head || token().kind == TokenKind::Comment ||
        token().kind == TokenKind::Punctuation)
        return -1;
    int commas = 0;
    for (std::size_t i = head + 1; i < index; ++i)
        commas += isComma(text, tokens[i]) ? 1 : 0;
    return commas;
}

int TokenAt::operandCount() const {
    const std::size_t head = headIndex(tokens);
    if (head == std::string_view::npos)
        return 0;
    int count = 0;
    bool pending = false;
    for (std::size_t i = head + 1; i < tokens.size(); ++i) {
        if (tokens[i].kind == TokenKind::Comment)
            break;
        if (isComma(text, tokens[i])) {
            count += 1;
            pending = false;
        } else {
            pending = true;
        }
    }
    return count + (pending ? 1 : 0);
}

std::optional<TokenAt> LspTokens::at(const LspDocument& doc, LspPosition at) {
    if (at.line < 0 || at.line >= doc.lineCount())
        return std::nullopt;
    TokenAt t;
    t.line = at.line;
    t.text = doc.line(at.line);
    t.tokens = language::WaveTokenizer::tokenizeLine(t.text);
    const int column = doc.byteColumn(at.line, at.character);
    std::optional<std::size_t> found;
    for (std::size_t i = 0; i < t.tokens.size(); ++i) {
        const SourceToken& s = t.tokens[i];
        if (column < s.start || column > s.start + s.length)
            continue;
        const bool word = s.kind != TokenKind::Punctuation;
        // Inside a token wins; at a boundary, a word wins over punctuation.
        if (!found || (column < s.start + s.length) ||
            (word && t.tokens[*found].kind == TokenKind::Punctuation))
            found = i;
        if (column < s.start + s.length)
            break;
    }
    if (!found)
        return std::nullopt;
    t.index = *found;
    return t;
}

bool LspTokens::isKernelName(const std::vector<SourceToken>& tokens, std::string_view line,
                             std::size_t index) {
    if (index == 0 || tokens[index].kind != TokenKind::LabelDefinition)
        return false;
    const SourceToken& before = tokens[index - 1];
    return before.kind == TokenKind::Directive &&
           line.substr(static_cast<std::size_t>(before.start),
                       static_cast<std::size_t>(before.length)) == ".kernel";
}

} // namespace wave::lsp
