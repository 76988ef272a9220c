#include "debug/analysis/TimelineRecords.h"

#include <algorithm>

namespace wave::debug {

TimelineRecords& TimelineRecords::operator=(const TimelineRecords& other) {
    if (this == &other)
        return *this;
    capacity_ = other.capacity_;
    clear();
    bool dropped = false;
    for (const TimelineRecord& r : other)
        append(dropped) = r;
    return *this;
}

void TimelineRecords::grow() {
    const std::size_t n = std::min(kChunk, capacity_ - slots_);
    chunks_.push_back(std::make_unique<TimelineRecord[]>(n));
    slots_ += n;
}

} // namespace wave::debug
