#pragma once
// pc -> source line in O(1) for the run loop (the SourceMap is a sorted list). Built once per
// load. Immutable afterwards.

#include "isa/SourceMap.h"

#include <cstdint>
#include <vector>

namespace wave::debug {

class LineTable {
public:
    LineTable() = default;
    // pcs are relative to the kernel start at `codeOffset` in the code section.
    LineTable(const isa::SourceMap* sourceMap, std::uint32_t codeOffset, std::uint32_t codeLength);

    // 0 when unknown.
    std::uint32_t line(std::uint32_t pc) const {
        if ((pc & 3u) == 0 && (pc >> 2) < lines_.size())
            return lines_[pc >> 2];
        return slowLine(pc);
    }

private:
    std::uint32_t slowLine(std::uint32_t pc) const;

    const isa::SourceMap* sourceMap_ = nullptr;
    std::uint32_t codeOffset_ = 0;
    std::vector<std::uint32_t> lines_; // per 4-byte slot from the kernel start
};

} // namespace wave::debug
