#include "editor/AutoIndenter.h"

#include "editor/BlockMatcher.h"
#include "editor/WaveTokenizer.h"

#include <Qsci/qsciscintilla.h>

#include <string_view>
#include <vector>

namespace wave::widgets {

namespace {

using Sci = QsciScintillaBase;

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

bool isWordChar(int ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
           ch == '_' || ch == '.';
}

} // namespace

AutoIndenter::AutoIndenter(QsciScintilla* editor) : QObject(editor), editor_(editor) {
    editor->setAutoIndent(false); // this class indents instead
    connect(editor, &QsciScintillaBase::SCN_CHARADDED, this, &AutoIndenter::onCharAdded);
}

std::string AutoIndenter::lineBytes(int line) const {
    const long start =
        editor_->SendScintilla(Sci::SCI_POSITIONFROMLINE, static_cast<unsigned long>(line));
    const long end =
        editor_->SendScintilla(Sci::SCI_GETLINEENDPOSITION, static_cast<unsigned long>(line));
    if (start < 0 || end <= start)
        return {};
    std::string bytes(static_cast<std::size_t>(end - start) + 1, '\0');
    editor_->SendScintilla(Sci::SCI_GETTEXTRANGE, static_cast<unsigned long>(start), end,
                           bytes.data());
    bytes.resize(static_cast<std::size_t>(end - start));
    return bytes;
}

int AutoIndenter::levelWidth() const {
    const int width = editor_->indentationWidth();
    return width > 0 ? width : editor_->tabWidth();
}

int AutoIndenter::closingIndentation(int line) const {
    const std::string text = lineBytes(line);
    const std::vector<SourceToken> tokens = WaveTokenizer::tokenizeLine(text);
    const SourceToken* head = statementHead(tokens);
    if (!head || head != &tokens.front() || !isClosing(text, *head))
        return -1;
    if (head->kind == TokenKind::Directive) { // .end: back to its .kernel
        for (int l = line - 1; l >= 0; --l) {
            const std::string above = lineBytes(l);
            for (const SourceToken& t : WaveTokenizer::tokenizeLine(above)) {
                if (t.kind != TokenKind::Directive)
                    continue;
                if (textOf(above, t) == ".kernel")
                    return editor_->indentation(l);
                if (textOf(above, t) == ".end")
                    return -1; // the previous kernel's end: this .end has no .kernel
            }
        }
        return -1;
    }
    const std::vector<KeywordSpan> spans = BlockMatcher::match(
        editor_->lines(), [this](int l) { return lineBytes(l); }, line, head->start);
    if (spans.size() < 2 || spans.front().line == line)
        return -1; // no opener above
    return editor_->indentation(spans.front().line);
}

bool AutoIndenter::opensBlock(int line) const {
    const std::string text = lineBytes(line);
    const std::vector<SourceToken> tokens = WaveTokenizer::tokenizeLine(text);
    const SourceToken* head = statementHead(tokens);
    if (!head)
        return false;
    if (head->kind == TokenKind::Directive)
        return textOf(text, *head) == ".kernel";
    return hasRole(*head, isa::BlockRole::Opens, isa::BlockRole::Middle);
}

bool AutoIndenter::dedent(int line) {
    const int target = closingIndentation(line);
    if (target < 0 || target == editor_->indentation(line))
        return false;
    editor_->setIndentation(line, target);
    return true;
}

void AutoIndenter::onNewLine(int line) {
    if (line <= 0)
        return;
    const int previous = line - 1;
    dedent(previous);
    int indent = editor_->indentation(previous);
    if (opensBlock(previous))
        indent += levelWidth();
    editor_->setIndentation(line, indent);
    dedent(line); // Enter before a closing keyword carries it down
    // Scintilla leaves a caret at the start of the line where the indentation was inserted.
    const long indentEnd =
        editor_->SendScintilla(Sci::SCI_GETLINEINDENTPOSITION, static_cast<unsigned long>(line));
    if (editor_->SendScintilla(Sci::SCI_GETCURRENTPOS) < indentEnd)
        editor_->SendScintilla(Sci::SCI_SETEMPTYSELECTION, static_cast<unsigned long>(indentEnd));
}

void AutoIndenter::onCharAdded(int ch) {
    const long caret = editor_->SendScintilla(Sci::SCI_GETCURRENTPOS);
    const int line = static_cast<int>(
        editor_->SendScintilla(Sci::SCI_LINEFROMPOSITION, static_cast<unsigned long>(caret)));
    if (ch == '\n' || ch == '\r') {
        dedentedLine_ = -1;
        onNewLine(line);
        return;
    }
    if (dedentedLine_ == line && closingIndentation(line) < 0) {
        editor_->setIndentation(line, dedentedFrom_); // the word grew into another one
        dedentedLine_ = -1;
        return;
    }
    if (!isWordChar(ch)) {
        dedentedLine_ = -1; // the word is finished
        return;
    }
    // Only when the caret has just completed the line's first word.
    const std::string text = lineBytes(line);
    const std::vector<SourceToken> tokens = WaveTokenizer::tokenizeLine(text);
    const long lineStart =
        editor_->SendScintilla(Sci::SCI_POSITIONFROMLINE, static_cast<unsigned long>(line));
    if (tokens.empty() || caret - lineStart != tokens.front().start + tokens.front().length)
        return;
    const int before = editor_->indentation(line);
    if (dedent(line)) {
        dedentedLine_ = line;
        dedentedFrom_ = before;
    }
}

} // namespace wave::widgets
