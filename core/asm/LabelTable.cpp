#include "asm/LabelTable.h"

namespace wave::assembler {

bool LabelTable::define(std::string_view name, std::uint32_t offset, const SourceSpan& span) {
    return labels_.try_emplace(name, Entry{offset, span}).second;
}

const LabelTable::Entry* LabelTable::find(std::string_view name) const {
    const auto it = labels_.find(name);
    return it == labels_.end() ? nullptr : &it->second;
}

} // namespace wave::assembler
