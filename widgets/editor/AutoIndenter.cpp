#include "editor/AutoIndenter.h"

#include "editor/WaveTokenizer.h"
#include "language/Indentation.h"

#include <Qsci/qsciscintilla.h>

#include <string_view>
#include <vector>

namespace wave::widgets {

namespace {

using Sci = QsciScintillaBase;

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

// The rules are the language layer's (language/Indentation, shared with wave-lsp's formatting);
// this class applies them to the editor as the user types.
int AutoIndenter::closingIndentation(int line) const {
    const int opener = language::Indentation::closingOpener(
        editor_->lines(), [this](int l) { return lineBytes(l); }, line);
    return opener < 0 ? -1 : editor_->indentation(opener);
}

bool AutoIndenter::opensBlock(int line) const {
    return language::Indentation::opensBlock(lineBytes(line));
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
