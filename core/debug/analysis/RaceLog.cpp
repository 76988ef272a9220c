#include "debug/analysis/RaceLog.h"

namespace wave::debug {

Race* RaceLog::add(std::uint32_t firstPc, AccessKind firstKind, std::uint32_t secondPc,
                   AccessKind secondKind) {
    const Key key{firstPc, secondPc,
                  static_cast<std::uint8_t>(static_cast<unsigned>(firstKind) * 4 +
                                            static_cast<unsigned>(secondKind))};
    // A racy access pattern repeats one pair over many words: no lookup for those.
    if (last_ < races_.size() && key == lastKey_) {
        races_[last_].occurrences += 1;
        return nullptr;
    }
    auto it = index_.find(key);
    if (it != index_.end()) {
        races_[it->second].occurrences += 1;
        lastKey_ = key;
        last_ = it->second;
        return nullptr;
    }
    if (races_.size() >= kMaxRaces) {
        ++dropped_;
        return nullptr;
    }
    index_.emplace(key, races_.size());
    lastKey_ = key;
    last_ = races_.size();
    return &races_.emplace_back();
}

void RaceLog::clear() {
    races_.clear();
    index_.clear();
    last_ = SIZE_MAX;
    dropped_ = 0;
}

} // namespace wave::debug
