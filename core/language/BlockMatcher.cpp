#include "language/BlockMatcher.h"

#include "language/WaveTokenizer.h"

#include <string_view>

namespace wave::language {

namespace {

using isa::BlockKind;
using isa::BlockRole;

// A block keyword (its role and kind from the instruction table), or a kernel boundary.
struct Keyword {
    KeywordSpan span;
    BlockRole role = BlockRole::None;
    BlockKind kind = BlockKind::None;
    bool boundary = false; // .kernel or .end
};

// The block keywords (and kernel boundaries) of one line, in order.
std::vector<Keyword> keywordsOf(const BlockMatcher::LineReader& lineAt, int line) {
    const std::string text = lineAt(line);
    std::vector<Keyword> out;
    for (const SourceToken& t : WaveTokenizer::tokenizeLine(text)) {
        const KeywordSpan span{line, t.start, t.length};
        if (t.kind == TokenKind::Directive) {
            const std::string_view word = std::string_view(text).substr(
                static_cast<std::size_t>(t.start), static_cast<std::size_t>(t.length));
            if (word == ".kernel" || word == ".end")
                out.push_back({span, BlockRole::None, BlockKind::None, true});
        } else if (t.kind == TokenKind::Mnemonic && t.instruction->blockKind != BlockKind::None) {
            out.push_back({span, t.instruction->blockRole, t.instruction->blockKind, false});
        }
    }
    return out;
}

// Walks backwards from the keyword at `index` of `line` (exclusive) to the opener of its block.
bool findOpener(int line, std::size_t index, BlockKind kind, const BlockMatcher::LineReader& lineAt,
                Keyword& opener) {
    int depth = 0;
    for (int l = line; l >= 0; --l) {
        const std::vector<Keyword> words = keywordsOf(lineAt, l);
        std::size_t i = l == line ? index : words.size();
        while (i-- > 0) {
            const Keyword& k = words[i];
            if (k.boundary)
                return false;
            if (k.kind != kind)
                continue;
            if (k.role == BlockRole::Closes) {
                ++depth;
            } else if (k.role == BlockRole::Opens) {
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

// From the opener forwards: the keywords at its depth (else; break and continue) up to and
// including the closer.
void collectForward(const Keyword& opener, int lineCount, const BlockMatcher::LineReader& lineAt,
                    std::vector<KeywordSpan>& out) {
    out.push_back(opener.span);
    int depth = 0;
    for (int l = opener.span.line; l < lineCount; ++l) {
        for (const Keyword& k : keywordsOf(lineAt, l)) {
            if (l == opener.span.line && k.span.start <= opener.span.start)
                continue;
            if (k.boundary)
                return;
            if (k.kind != opener.kind)
                continue;
            if (k.role == BlockRole::Opens) {
                ++depth;
            } else if (k.role == BlockRole::Closes) {
                if (depth == 0) {
                    out.push_back(k.span);
                    return;
                }
                --depth;
            } else if (depth == 0) {
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
        if (!words[i].boundary && column >= s.start && column <= s.start + s.length) {
            index = i;
            break;
        }
    }
    if (index == words.size())
        return {};
    const Keyword& at = words[index];
    Keyword opener = at;
    std::vector<KeywordSpan> out;
    if (at.role != BlockRole::Opens && !findOpener(line, index, at.kind, lineAt, opener)) {
        out.push_back(at.span); // no opener: the keyword stands alone
        return out;
    }
    collectForward(opener, lineCount, lineAt, out);
    return out;
}

} // namespace wave::language
