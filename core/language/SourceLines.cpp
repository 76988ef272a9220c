#include "language/SourceLines.h"

namespace wave::language {

std::vector<std::string_view> SourceLines::split(std::string_view source) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (true) {
        const std::size_t nl = source.find('\n', start);
        std::string_view line =
            source.substr(start, nl == std::string_view::npos ? source.npos : nl - start);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back(line);
        if (nl == std::string_view::npos)
            return lines;
        start = nl + 1;
    }
}

} // namespace wave::language
