#include "language/Indentation.h"

#include "language/WaveTokenizer.h"

#include <string>
#include <vector>

namespace wave::language {

namespace {

std::string_view textOf(std::string_view line, const SourceToken& t) {
    return line.substr(static_cast<std::size_t>(t.start), static_cast<std::size_t>(t.length));
}

// The first token of the statement on a line (after a label definition and its colon), or
// null for a blank or comment-only line.
const SourceToken* statementHead(const std::vector<SourceToken>& tokens) {
    std::size_t i = 0;
    if (i < tokens.size() && tokens[i].kind == TokenKind::LabelDefinition)
        i += 2; // the name and its ':'
    if (i >= tokens.size() || tokens[i].kind == TokenKind::Comment)
        return nullptr;
    return &tokens[i];
}

// A block's role is the instruction table's (isa::BlockRole): `else` closes the first part of
// its block and opens the second.
bool hasRole(const SourceToken& t, isa::BlockRole a, isa::BlockRole b) {
    return t.kind == TokenKind::Mnemonic &&
           (t.instruction->blockRole == a || t.instruction->blockRole == b);
}

bool isClosing(std::string_view line, const SourceToken& t) {
    if (t.kind == TokenKind::Directive)
        return textOf(line, t) == ".end";
    return hasRole(t, isa::BlockRole::Middle, isa::BlockRole::Closes);
}

} // namespace

int Indentation::closingOpener(int lineCount, const BlockMatcher::LineReader& lineAt, int line) {
    if (line < 0 || line >= lineCount)
        return -1;
    const std::string text = lineAt(line);
    const std::vector<SourceToken> tokens = WaveTokenizer::tokenizeLine(text);
    const SourceToken* head = statementHead(tokens);
    if (!head || head != &tokens.front() || !isClosing(text, *head))
        return -1;
    if (head->kind == TokenKind::Directive) { // .end: back to its .kernel
        for (int l = line - 1; l >= 0; --l) {
            const std::string above = lineAt(l);
            for (const SourceToken& t : WaveTokenizer::tokenizeLine(above)) {
                if (t.kind != TokenKind::Directive)
                    continue;
                if (textOf(above, t) == ".kernel")
                    return l;
                if (textOf(above, t) == ".end")
                    return -1; // the previous kernel's end: this .end has no .kernel
            }
        }
        return -1;
    }
    const std::vector<KeywordSpan> spans =
        BlockMatcher::match(lineCount, lineAt, line, head->start);
    if (spans.size() < 2 || spans.front().line == line)
        return -1; // no opener above
    return spans.front().line;
}

bool Indentation::opensBlock(std::string_view line) {
    const std::vector<SourceToken> tokens = WaveTokenizer::tokenizeLine(line);
    const SourceToken* head = statementHead(tokens);
    if (!head)
        return false;
    if (head->kind == TokenKind::Directive)
        return textOf(line, *head) == ".kernel";
    return hasRole(*head, isa::BlockRole::Opens, isa::BlockRole::Middle);
}

} // namespace wave::language
