#pragma once
// Labels of one file (global to the file, docs/reference/assembly.md §6) and their real byte
// offsets from the start of the code section (docs/reference/differences.md §2.3).

#include "asm/Token.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace wave::assembler {

class LabelTable {
public:
    struct Entry {
        std::uint32_t offset = 0;
        SourceSpan span; // of the definition
    };

    void reserve(std::size_t n) { labels_.reserve(n); }
    // False (and no change) when the name is already defined.
    bool define(std::string_view name, std::uint32_t offset, const SourceSpan& span);
    const Entry* find(std::string_view name) const;
    std::size_t size() const { return labels_.size(); }

private:
    std::unordered_map<std::string_view, Entry> labels_; // views into the source
};

} // namespace wave::assembler
