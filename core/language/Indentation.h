#pragma once
// The indentation rules of the WAVE editor, shared by its auto-indenter (as the user types) and
// by wave-lsp's document formatting:
//  - a line takes the indentation of the line before it, one level more after a block opener
//    (`if`, `else`, `loop`, `.kernel`);
//  - a line that starts with a closing keyword (`else`, `endif`, `endloop`, `.end`) takes the
//    indentation of the line that opened its block (BlockMatcher; `.end` goes to its `.kernel`).

#include "language/BlockMatcher.h"

#include <string_view>

namespace wave::language {

class Indentation {
public:
    // The 0-based line whose indentation `line` takes because it starts with a closing keyword,
    // or -1 when it starts with none or the opener is not found.
    static int closingOpener(int lineCount, const BlockMatcher::LineReader& lineAt, int line);
    // True when the line's first statement opens a block (.kernel, if, else, loop).
    static bool opensBlock(std::string_view line);
};

} // namespace wave::language
