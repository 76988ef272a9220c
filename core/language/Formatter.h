#pragma once
// Re-indents a whole WAVE buffer by the editor's rules (language/Indentation): each line gets the
// indentation the auto-indenter would give it had the file been typed from the top. Only the
// leading white space of lines changes (a blank line loses its white space), so formatting is
// idempotent: the result depends on the statements, never on the indentation already there.

#include <string>
#include <string_view>
#include <vector>

namespace wave::language {

struct IndentEdit {
    int line = 0;            // 0-based
    int oldLength = 0;       // bytes of leading white space replaced (the whole line if blank)
    std::string indentation; // what replaces them
};

class Formatter {
public:
    // The edits, in line order, that re-indent `source` with `width` columns per level (tabs
    // when `useTabs`, a tab counting `width` columns). Lines already right get no edit.
    static std::vector<IndentEdit> indent(std::string_view source, int width, bool useTabs);
    // `source` with the edits applied.
    static std::string format(std::string_view source, int width, bool useTabs);
};

} // namespace wave::language
