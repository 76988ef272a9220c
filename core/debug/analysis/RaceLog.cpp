#include "debug/analysis/RaceLog.h"

namespace wave::debug {

Race* RaceLog::addNew(Key key) {
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
