#pragma once
// Compiles a condition into a typed Expression (precedence climbing). Recursion and tree height
// are both capped at kMaxDepth, so hostile input (100k nested parentheses, 100k-term chains)
// gives an error instead of exhausting the stack here or in the evaluator.

#include "debug/expr/Ast.h"
#include "debug/expr/ParseError.h"

#include <string_view>

namespace wave::debug::expr {

class Parser {
public:
    static constexpr std::uint32_t kMaxDepth = 256;

    // On failure returns false, fills `error` and leaves `out` unspecified.
    static bool parse(std::string_view text, Expression& out, ParseError& error);
};

} // namespace wave::debug::expr
