#include "debug/analysis/RaceLog.h"

namespace wave::debug {

Race* RaceLog::add(std::uint32_t firstPc, AccessKind firstKind, std::uint32_t secondPc,
                   AccessKind secondKind) {
    const Key key{firstPc, secondPc,
                  static_cast<std::uint8_t>(static_cast<unsigned>(firstKind) * 4 +
                                            static_cast<unsigned>(secondKind))};
    auto it = index_.find(key);
    if (it != index_.end()) {
        races_[it->second].occurrences += 1;
        return nullptr;
    }
    if (races_.size() >= kMaxRaces) {
        ++dropped_;
        return nullptr;
    }
    index_.emplace(key, races_.size());
    return &races_.emplace_back();
}

void RaceLog::clear() {
    races_.clear();
    index_.clear();
    dropped_ = 0;
}

} // namespace wave::debug
