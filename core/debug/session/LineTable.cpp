#include "debug/session/LineTable.h"

namespace wave::debug {

LineTable::LineTable(const isa::SourceMap* sourceMap, std::uint32_t codeOffset,
                     std::uint32_t codeLength)
    : sourceMap_(sourceMap), codeOffset_(codeOffset) {
    if (!sourceMap)
        return;
    lines_.assign((static_cast<std::size_t>(codeLength) + 3) / 4, 0);
    for (const isa::SourceMapEntry& e : sourceMap->entries()) {
        if (e.codeOffset < codeOffset || ((e.codeOffset - codeOffset) & 3u) != 0)
            continue;
        const std::size_t slot = (e.codeOffset - codeOffset) >> 2;
        if (slot < lines_.size())
            lines_[slot] = e.position.line;
    }
}

std::uint32_t LineTable::slowLine(std::uint32_t pc) const {
    if (!sourceMap_)
        return 0;
    const isa::SourceMapEntry* e = sourceMap_->at(codeOffset_ + pc);
    return e ? e->position.line : 0;
}

} // namespace wave::debug
