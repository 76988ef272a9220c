#include "language/Formatter.h"

#include "language/Indentation.h"
#include "language/SourceLines.h"

#include <algorithm>

namespace wave::language {

namespace {

std::size_t leadingBlanks(std::string_view line) {
    std::size_t n = 0;
    while (n < line.size() && (line[n] == ' ' || line[n] == '\t'))
        ++n;
    return n;
}

std::string indentText(int columns, int width, bool useTabs) {
    if (!useTabs)
        return std::string(static_cast<std::size_t>(columns), ' ');
    return std::string(static_cast<std::size_t>(columns / width), '\t') +
           std::string(static_cast<std::size_t>(columns % width), ' ');
}

} // namespace

std::vector<IndentEdit> Formatter::indent(std::string_view source, int width, bool useTabs) {
    width = std::clamp(width, 1, 16);
    const std::vector<std::string_view> lines = SourceLines::split(source);
    const int count = static_cast<int>(lines.size());
    const auto lineAt = [&lines](int l) { return std::string(lines[static_cast<std::size_t>(l)]); };
    std::vector<int> columns(lines.size(), 0);
    std::vector<IndentEdit> edits;
    int previous = -1; // the last non-blank line: blank lines carry no indentation
    for (int l = 0; l < count; ++l) {
        const std::string_view line = lines[static_cast<std::size_t>(l)];
        const std::size_t blanks = leadingBlanks(line);
        if (blanks == line.size()) {
            if (!line.empty())
                edits.push_back({l, static_cast<int>(line.size()), {}});
            continue;
        }
        const int opener = Indentation::closingOpener(count, lineAt, l);
        int column = 0;
        if (opener >= 0)
            column = columns[static_cast<std::size_t>(opener)];
        else if (previous >= 0)
            column =
                columns[static_cast<std::size_t>(previous)] +
                (Indentation::opensBlock(lines[static_cast<std::size_t>(previous)]) ? width : 0);
        columns[static_cast<std::size_t>(l)] = column;
        previous = l;
        std::string wanted = indentText(column, width, useTabs);
        if (line.substr(0, blanks) != wanted)
            edits.push_back({l, static_cast<int>(blanks), std::move(wanted)});
    }
    return edits;
}

std::string Formatter::format(std::string_view source, int width, bool useTabs) {
    const std::vector<IndentEdit> edits = indent(source, width, useTabs);
    std::string out;
    out.reserve(source.size());
    std::size_t pos = 0;
    int line = 0;
    std::size_t e = 0;
    while (pos <= source.size()) {
        const std::size_t nl = source.find('\n', pos);
        const std::size_t end = nl == std::string_view::npos ? source.size() : nl + 1;
        std::string_view text = source.substr(pos, end - pos);
        if (e < edits.size() && edits[e].line == line) {
            out += edits[e].indentation;
            text.remove_prefix(static_cast<std::size_t>(edits[e].oldLength));
            ++e;
        }
        out += text;
        if (nl == std::string_view::npos)
            break;
        pos = end;
        ++line;
    }
    return out;
}

} // namespace wave::language
