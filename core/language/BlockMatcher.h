#pragma once
// Finds the keywords of the structured block under the cursor, for the editor to highlight them
// together: if / else / endif, or loop / break / continue / endloop (only those of that loop, not
// of loops nested in it). Blocks never cross a .kernel or .end line. Plain C++ (no Qt); also
// finds the opener of a closing keyword for indentation (editor and wave-lsp).

#include <functional>
#include <string>
#include <vector>

namespace wave::language {

struct KeywordSpan {
    int line = 0;   // 0-based
    int start = 0;  // byte offset in the line
    int length = 0; // bytes

    friend bool operator==(const KeywordSpan&, const KeywordSpan&) = default;
};

class BlockMatcher {
public:
    // The text of a 0-based line, without its terminator.
    using LineReader = std::function<std::string(int line)>;

    // The keywords of the block whose keyword touches byte `column` of `line` (the cursor may
    // sit just after the word), in source order. Empty when the cursor is on no block keyword.
    // An unbalanced block yields the keywords that were found.
    static std::vector<KeywordSpan> match(int lineCount, const LineReader& lineAt, int line,
                                          int column);
};

} // namespace wave::language
