#include "isa/SourceMap.h"

#include <algorithm>

namespace wave::isa {

const SourceMapEntry* SourceMap::at(std::uint32_t codeOffset) const {
    auto it = std::upper_bound(
        entries_.begin(), entries_.end(), codeOffset,
        [](std::uint32_t off, const SourceMapEntry& e) { return off < e.codeOffset; });
    if (it == entries_.begin())
        return nullptr;
    --it;
    return codeOffset < it->codeOffset + it->size ? &*it : nullptr;
}

std::vector<std::uint32_t> SourceMap::offsetsOfLine(std::uint32_t line) const {
    std::vector<std::uint32_t> out;
    for (const SourceMapEntry& e : entries_)
        if (e.position.line == line)
            out.push_back(e.codeOffset);
    return out;
}

} // namespace wave::isa
