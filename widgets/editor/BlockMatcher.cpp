#include "editor/BlockMatcher.h"

#include "editor/WaveTokenizer.h"

#include <string_view>

namespace wave::widgets {

namespace {

enum class Word { None, If, Else, Endif, Loop, Break, Continue, Endloop, Boundary };

Word wordOf(std::string_view line, const SourceToken& t) {
    const std::string_view text =
        line.substr(static_cast<std::size_t>(t.start), static_cast<std::size_t>(t.length));
    if (t.kind == TokenKind::Directive)
        return text == ".kernel" || text == ".end" ? Word::Boundary : Word::None;
    if (t.kind != TokenKind::Mnemonic)
        return Word::None;
    if (text == "if")
        return Word::If;
    if (text == "else")
        return Word::Else;
    if (text == "endif")
        return Word::Endif;
    if (text == "loop")
        return Word::Loop;
    if (text == "break")
        return Word::Break;
    if (text == "continue")
        return Word::Continue;
    if (text == "endloop")
        return Word::Endloop;
    return Word::None;
}

struct Keyword {
    KeywordSpan span;
    Word word = Word::None;
};

// The block keywords (and kernel boundaries) of one line, in order.
std::vector<Keyword> keywordsOf(const BlockMatcher::LineReader& lineAt, int line) {
    const std::string text = lineAt(line);
    std::vector<Keyword> out;
    for (const SourceToken& t : WaveTokenizer::tokenizeLine(text)) {
        const Word w = wordOf(text, t);
        if (w != Word::None)
            out.push_back({{line, t.start, t.length}, w});
    }
    return out;
}

// The two families: a block is opened by `open`, closed by `close`, and `inner` are the
// keywords at its own depth (else; break and continue).
struct Family {
    Word open;
    Word close;
    Word inner1;
    Word inner2;
};
constexpr Family kIf{Word::If, Word::Endif, Word::Else, Word::Else};
constexpr Family kLoop{Word::Loop, Word::Endloop, Word::Break, Word::Continue};

// Walks backwards from the keyword at `index` of `line` (exclusive) to the opener of its block.
bool findOpener(int line, std::size_t index, const Family& f,
                const BlockMatcher::LineReader& lineAt, Keyword& opener) {
    int depth = 0;
    for (int l = line; l >= 0; --l) {
        const std::vector<Keyword> words = keywordsOf(lineAt, l);
        std::size_t i = l == line ? index : words.size();
        while (i-- > 0) {
            const Keyword& k = words[i];
            if (k.word == Word::Boundary)
                return false;
            if (k.word == f.close) {
                ++depth;
            } else if (k.word == f.open) {
                if (depth == 0) {
                    opener = k;
                    return true;
                }
                --depth;
            }
        }
    }
    return false;
}

// From the opener forwards: the keywords at its depth up to and including the closer.
void collectForward(const Keyword& opener, const Family& f, int lineCount,
                    const BlockMatcher::LineReader& lineAt, std::vector<KeywordSpan>& out) {
    out.push_back(opener.span);
    int depth = 0;
    for (int l = opener.span.line; l < lineCount; ++l) {
        for (const Keyword& k : keywordsOf(lineAt, l)) {
            if (l == opener.span.line && k.span.start <= opener.span.start)
                continue;
            if (k.word == Word::Boundary)
                return;
            if (k.word == f.open) {
                ++depth;
            } else if (k.word == f.close) {
                if (depth == 0) {
                    out.push_back(k.span);
                    return;
                }
                --depth;
            } else if (depth == 0 && (k.word == f.inner1 || k.word == f.inner2)) {
                out.push_back(k.span);
            }
        }
    }
}

} // namespace

std::vector<KeywordSpan> BlockMatcher::match(int lineCount, const LineReader& lineAt, int line,
                                             int column) {
    if (line < 0 || line >= lineCount)
        return {};
    const std::vector<Keyword> words = keywordsOf(lineAt, line);
    std::size_t index = words.size();
    for (std::size_t i = 0; i < words.size(); ++i) {
        const KeywordSpan& s = words[i].span;
        if (words[i].word != Word::Boundary && column >= s.start && column <= s.start + s.length) {
            index = i;
            break;
        }
    }
    if (index == words.size())
        return {};
    const Keyword& at = words[index];
    const bool isIf = at.word == Word::If || at.word == Word::Else || at.word == Word::Endif;
    const Family& family = isIf ? kIf : kLoop;

    Keyword opener = at;
    std::vector<KeywordSpan> out;
    if (at.word != family.open && !findOpener(line, index, family, lineAt, opener)) {
        out.push_back(at.span); // no opener: the keyword stands alone
        return out;
    }
    collectForward(opener, family, lineCount, lineAt, out);
    return out;
}

} // namespace wave::widgets
