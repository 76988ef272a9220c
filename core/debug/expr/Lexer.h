#pragma once
// Splits a condition into tokens. Never throws; malformed input gives a ParseError naming the
// column of the offending character.

#include "debug/expr/ParseError.h"
#include "debug/expr/Token.h"

#include <string_view>
#include <vector>

namespace wave::debug::expr {

class Lexer {
public:
    // On success `out` ends with one End token. On failure returns false and fills `error`.
    static bool tokenize(std::string_view text, std::vector<Token>& out, ParseError& error);
};

} // namespace wave::debug::expr
