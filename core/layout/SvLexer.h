#pragma once
// The tokens of a SystemVerilog/Verilog header as OpcodeHeader reads them: identifiers,
// numbers (18, 8'h12, 'd18, 8'b0001_0010, with the size checked), strings, `directives and
// punctuation, with comments skipped and each token's line and column. A lexical error throws
// SvFailure (caught by OpcodeHeader, which names the file).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace wave::layout {

struct SvToken {
    enum class Kind : std::uint8_t { Ident, Number, String, Directive, Punct, End };
    Kind kind = Kind::End;
    std::string text;
    std::uint64_t value = 0; // numbers
    int width = -1;          // a sized literal's size, -1 unsized
    std::uint32_t line = 1;
    std::uint32_t column = 1;
};

struct SvFailure {
    std::uint32_t line;
    std::uint32_t column;
    std::string message;
};

class SvLexer {
public:
    explicit SvLexer(std::string_view text) : text_(text) {}

    // Every token, ending with one of kind End. Throws SvFailure.
    std::vector<SvToken> run();

private:
    [[noreturn]] static void fail(const SvToken& at, std::string message);
    std::uint32_t column() const { return static_cast<std::uint32_t>(pos_ - lineStart_ + 1); }
    std::string word();
    void newline();
    void skipSpaceAndComments();
    void number(SvToken& t);

    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t lineStart_ = 0;
    std::uint32_t line_ = 1;
};

} // namespace wave::layout
