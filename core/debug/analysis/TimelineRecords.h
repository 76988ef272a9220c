#pragma once
// The timeline's storage: a bounded ring of records in the order they were pushed. When it is
// full, a push overwrites the oldest record. One contiguous buffer, grown like a vector until
// it holds `capacity` records and reused from then on, so that recording a long run neither
// allocates nor frees per record. References to records stay valid until the buffer grows
// (grew() says when) or the record is overwritten or popped.

#include "debug/analysis/TimelineRecord.h"

#include <cstddef>
#include <iterator>
#include <vector>

namespace wave::debug {

class TimelineRecords {
public:
    explicit TimelineRecords(std::size_t capacity) : capacity_(capacity < 1 ? 1 : capacity) {}

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    std::size_t capacity() const { return capacity_; }

    // i-th record from the oldest retained one.
    const TimelineRecord& operator[](std::size_t i) const { return buffer_[slot(i)]; }
    TimelineRecord& operator[](std::size_t i) { return buffer_[slot(i)]; }
    const TimelineRecord& front() const { return (*this)[0]; }
    const TimelineRecord& back() const { return (*this)[size_ - 1]; }
    TimelineRecord& back() { return (*this)[size_ - 1]; }

    // A new last record (its fields hold stale values: set them all); when the ring is full,
    // it takes the oldest record's place, and `dropped` is set.
    TimelineRecord& append(bool& dropped) {
        dropped = false;
        if (size_ < buffer_.size()) // room in the ring (it wrapped, or records were popped)
            return buffer_[slot(size_++)];
        if (buffer_.size() < capacity_) { // still growing: head_ is 0, the buffer is full
            const TimelineRecord* before = buffer_.data();
            buffer_.emplace_back();
            grew_ = grew_ || buffer_.data() != before;
            ++size_;
            return buffer_.back();
        }
        dropped = true; // full: overwrite the oldest
        TimelineRecord& r = buffer_[head_];
        head_ = head_ + 1 == buffer_.size() ? 0 : head_ + 1;
        return r;
    }
    void pop_back() { --size_; }
    void clear() {
        buffer_.clear();
        head_ = size_ = 0;
    }
    // The buffer moved since the last call (references taken before are stale).
    bool grew() {
        const bool g = grew_;
        grew_ = false;
        return g;
    }

    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = TimelineRecord;
        using difference_type = std::ptrdiff_t;
        using pointer = const TimelineRecord*;
        using reference = const TimelineRecord&;

        const_iterator() = default;
        const_iterator(const TimelineRecords* ring, std::size_t i) : ring_(ring), i_(i) {}
        reference operator*() const { return (*ring_)[i_]; }
        pointer operator->() const { return &(*ring_)[i_]; }
        const_iterator& operator++() {
            ++i_;
            return *this;
        }
        const_iterator operator++(int) {
            const_iterator old = *this;
            ++i_;
            return old;
        }
        bool operator==(const const_iterator& o) const { return i_ == o.i_; }

    private:
        const TimelineRecords* ring_ = nullptr;
        std::size_t i_ = 0;
    };
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size_}; }

private:
    std::size_t slot(std::size_t i) const {
        const std::size_t s = head_ + i;
        return s < buffer_.size() ? s : s - buffer_.size();
    }

    std::size_t capacity_;
    std::vector<TimelineRecord> buffer_;
    std::size_t head_ = 0; // slot of the oldest record
    std::size_t size_ = 0;
    bool grew_ = false;
};

} // namespace wave::debug
