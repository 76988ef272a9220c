#include "debug/session/EditLineMap.h"

#include <algorithm>
#include <cstddef>

namespace wave::debug {

namespace {

using Lines = std::vector<std::string_view>;

// A final "\r" is not part of a line: a text saved with other line endings is the same text.
Lines splitLines(std::string_view text) {
    Lines lines;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = text.find('\n', start);
        std::string_view line = text.substr(
            start, end == std::string_view::npos ? std::string_view::npos : end - start);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos)
            return lines;
        start = end + 1;
    }
}

// Indentation and trailing blanks do not make another line: auto-indent and re-indenting a
// block keep each instruction matched.
Lines trimmed(const Lines& lines) {
    Lines out;
    out.reserve(lines.size());
    for (std::string_view line : lines) {
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string_view::npos) {
            out.emplace_back();
            continue;
        }
        const std::size_t last = line.find_last_not_of(" \t");
        out.push_back(line.substr(first, last - first + 1));
    }
    return out;
}

struct Match {
    std::size_t a;
    std::size_t b;
};

// The longest common subsequence of a[a0, a1) and b[b0, b1), as index pairs in order.
std::vector<Match> commonLines(const Lines& a, std::size_t a0, std::size_t a1, const Lines& b,
                               std::size_t b0, std::size_t b1) {
    const std::size_t n = a1 - a0;
    const std::size_t m = b1 - b0;
    std::vector<Match> matches;
    if (n == 0 || m == 0 || n * m > EditLineMap::kMaxTableCells)
        return matches;
    // length[i][j]: the subsequence of a[a0 + i, a1) and b[b0 + j, b1). The cell count bounds
    // the shorter side to 2048 lines, so a length fits 16 bits.
    const std::size_t w = m + 1;
    std::vector<std::uint16_t> length((n + 1) * w, 0);
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;)
            length[i * w + j] = a[a0 + i] == b[b0 + j]
                                    ? std::uint16_t(length[(i + 1) * w + j + 1] + 1)
                                    : std::max(length[(i + 1) * w + j], length[i * w + j + 1]);
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < n && j < m) {
        if (a[a0 + i] == b[b0 + j]) {
            matches.push_back({a0 + i, b0 + j});
            ++i;
            ++j;
        } else if (length[(i + 1) * w + j] >= length[i * w + j + 1]) {
            ++i;
        } else {
            ++j;
        }
    }
    return matches;
}

} // namespace

EditLineMap::EditLineMap(std::string_view run, std::string_view edited) {
    const Lines runLines = splitLines(run);
    const Lines editedLines = splitLines(edited);
    unchanged_ = runLines == editedLines;
    if (unchanged_)
        return;
    const Lines a = trimmed(runLines);
    const Lines b = trimmed(editedLines);
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    std::size_t prefix = 0;
    while (prefix < n && prefix < m && a[prefix] == b[prefix])
        ++prefix;
    std::size_t suffix = 0;
    while (suffix < n - prefix && suffix < m - prefix && a[n - 1 - suffix] == b[m - 1 - suffix])
        ++suffix;
    toEdited_.assign(n, 0);
    toRun_.assign(m, 0);
    const auto pair = [this](std::size_t i, std::size_t j) {
        toEdited_[i] = std::uint32_t(j + 1);
        toRun_[j] = std::uint32_t(i + 1);
    };
    for (std::size_t k = 0; k < prefix; ++k)
        pair(k, k);
    for (std::size_t k = 0; k < suffix; ++k)
        pair(n - 1 - k, m - 1 - k);
    // Between two matched lines (or the ends of the changed region), the changed lines are a
    // replacement: paired in order as far as both sides go.
    std::vector<Match> anchors = commonLines(a, prefix, n - suffix, b, prefix, m - suffix);
    anchors.push_back({n - suffix, m - suffix});
    Match from{prefix, prefix};
    for (const Match& to : anchors) {
        const std::size_t count = std::min(to.a - from.a, to.b - from.b);
        for (std::size_t k = 0; k < count; ++k)
            pair(from.a + k, from.b + k);
        if (to.a < n - suffix)
            pair(to.a, to.b);
        from = {to.a + 1, to.b + 1};
    }
}

std::uint32_t EditLineMap::toEdited(std::uint32_t runLine) const {
    if (unchanged_)
        return runLine;
    return runLine >= 1 && runLine <= toEdited_.size() ? toEdited_[runLine - 1] : 0;
}

std::uint32_t EditLineMap::toRun(std::uint32_t editedLine) const {
    if (unchanged_)
        return editedLine;
    return editedLine >= 1 && editedLine <= toRun_.size() ? toRun_[editedLine - 1] : 0;
}

} // namespace wave::debug
