#pragma once
// One open text document of the language server: its text, version and line index, with the
// conversion between LSP positions (0-based line, and a column in UTF-16 code units by default,
// or in bytes when the client agreed to UTF-8) and byte offsets. Out-of-range positions are
// clamped the way LSP 3.17 asks (a character past the end of a line means its end); a line past
// the end of the document is reported to the caller, never read.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::lsp {

struct LspPosition {
    int line = 0;
    int character = 0;
};

class LspDocument {
public:
    LspDocument(std::string uri, std::string text, std::int64_t version, bool utf8Positions);

    const std::string& uri() const { return uri_; }
    const std::string& text() const { return text_; }
    std::int64_t version() const { return version_; }
    void setVersion(std::int64_t version) { version_ = version; }
    int lineCount() const { return static_cast<int>(lineStarts_.size()); }

    // The bytes of a 0-based line without its terminator (empty past the end).
    std::string_view line(int index) const;

    void setText(std::string text);
    // Replaces the range [start, end) with `replacement`. False (nothing changed) when a line of
    // the range is past the end of the document or end is before start.
    bool replace(LspPosition start, LspPosition end, std::string_view replacement);

    // The byte offset of a position, or nothing when its line is past the end.
    std::optional<std::size_t> offsetOf(LspPosition p) const;
    // The byte column in its line of a position's character (clamped to the line).
    int byteColumn(int line, int character) const;
    // The position of a byte offset (clamped to the text).
    LspPosition positionOf(std::size_t offset) const;
    // The client's column of byte `byteColumn` of `line`.
    int character(int line, int byteColumn) const;

private:
    void index();

    std::string uri_;
    std::string text_;
    std::int64_t version_ = 0;
    bool utf8_ = false;
    std::vector<std::size_t> lineStarts_;
};

} // namespace wave::lsp
