#include "lsp/LspDocument.h"

#include <algorithm>

namespace wave::lsp {

namespace {

// The byte length of the UTF-8 sequence starting with `lead` (1 for a stray byte, which the
// client cannot have sent in JSON but a hostile one could).
std::size_t sequenceLength(unsigned char lead) {
    if (lead >= 0xF0 && lead <= 0xF4)
        return 4;
    if (lead >= 0xE0)
        return lead <= 0xEF ? 3 : 1;
    if (lead >= 0xC2)
        return 2;
    return 1;
}

} // namespace

LspDocument::LspDocument(std::string uri, std::string text, std::int64_t version,
                         bool utf8Positions)
    : uri_(std::move(uri)), text_(std::move(text)), version_(version), utf8_(utf8Positions) {
    index();
}

void LspDocument::index() {
    lineStarts_.clear();
    lineStarts_.push_back(0);
    for (std::size_t i = text_.find('\n'); i != std::string::npos; i = text_.find('\n', i + 1))
        lineStarts_.push_back(i + 1);
}

void LspDocument::setText(std::string text) {
    text_ = std::move(text);
    index();
}

std::string_view LspDocument::line(int index) const {
    if (index < 0 || index >= lineCount())
        return {};
    const std::size_t start = lineStarts_[static_cast<std::size_t>(index)];
    std::size_t end = index + 1 < lineCount() ? lineStarts_[static_cast<std::size_t>(index) + 1] - 1
                                              : text_.size();
    if (end > start && text_[end - 1] == '\r')
        --end;
    return std::string_view(text_).substr(start, end - start);
}

int LspDocument::byteColumn(int lineIndex, int character) const {
    const std::string_view text = line(lineIndex);
    if (character <= 0)
        return 0;
    if (utf8_)
        return static_cast<int>(
            std::min<std::size_t>(static_cast<std::size_t>(character), text.size()));
    std::size_t byte = 0;
    int units = 0;
    while (byte < text.size() && units < character) {
        const std::size_t n = sequenceLength(static_cast<unsigned char>(text[byte]));
        units += n == 4 ? 2 : 1; // outside the BMP: a surrogate pair
        byte = std::min(byte + n, text.size());
    }
    return static_cast<int>(byte);
}

int LspDocument::character(int lineIndex, int byteColumn) const {
    const std::string_view text = line(lineIndex);
    const std::size_t end =
        std::min<std::size_t>(static_cast<std::size_t>(std::max(byteColumn, 0)), text.size());
    if (utf8_)
        return static_cast<int>(end);
    int units = 0;
    for (std::size_t byte = 0; byte < end;) {
        const std::size_t n = sequenceLength(static_cast<unsigned char>(text[byte]));
        units += n == 4 ? 2 : 1;
        byte += n;
    }
    return units;
}

std::optional<std::size_t> LspDocument::offsetOf(LspPosition p) const {
    if (p.line < 0 || p.line >= lineCount())
        return std::nullopt;
    return lineStarts_[static_cast<std::size_t>(p.line)] +
           static_cast<std::size_t>(byteColumn(p.line, p.character));
}

LspPosition LspDocument::positionOf(std::size_t offset) const {
    offset = std::min(offset, text_.size());
    const auto it = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
    const int lineIndex = static_cast<int>(it - lineStarts_.begin()) - 1;
    const std::size_t column = offset - lineStarts_[static_cast<std::size_t>(lineIndex)];
    return {lineIndex, character(lineIndex, static_cast<int>(column))};
}

bool LspDocument::replace(LspPosition start, LspPosition end, std::string_view replacement) {
    // A range ending on the line just past the end (an edit up to the end of the file) is fine.
    if (end.line == lineCount())
        end = {lineCount() - 1, 1 << 30};
    const std::optional<std::size_t> from = offsetOf(start);
    const std::optional<std::size_t> to = offsetOf(end);
    if (!from || !to || *to < *from)
        return false;
    text_.replace(*from, *to - *from, replacement);
    index();
    return true;
}

} // namespace wave::lsp
