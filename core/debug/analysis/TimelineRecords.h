#pragma once
// The timeline's storage: a bounded ring of records in the order they were pushed. When it is
// full, an append takes the oldest record's place. The slots live in fixed-size chunks,
// allocated as the ring grows and reused once it is full, so that recording a long run neither
// copies records nor allocates per record, and a record stays where it is until it is
// overwritten or popped (references to it stay valid until then).

#include "debug/analysis/TimelineRecord.h"

#include <cstddef>
#include <iterator>
#include <memory>
#include <vector>

namespace wave::debug {

class TimelineRecords {
public:
    explicit TimelineRecords(std::size_t capacity) : capacity_(capacity < 1 ? 1 : capacity) {}
    TimelineRecords(const TimelineRecords& other) { *this = other; }
    TimelineRecords& operator=(const TimelineRecords& other);
    TimelineRecords(TimelineRecords&&) noexcept = default;
    TimelineRecords& operator=(TimelineRecords&&) noexcept = default;

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    std::size_t capacity() const { return capacity_; }

    // i-th record from the oldest retained one.
    const TimelineRecord& operator[](std::size_t i) const { return at(slot(i)); }
    TimelineRecord& operator[](std::size_t i) { return at(slot(i)); }
    const TimelineRecord& front() const { return (*this)[0]; }
    const TimelineRecord& back() const { return (*this)[size_ - 1]; }
    TimelineRecord& back() { return (*this)[size_ - 1]; }

    // A new last record (its fields hold stale values: set them all); when the ring is full,
    // it takes the oldest record's place, and `dropped` is set.
    TimelineRecord& append(bool& dropped) {
        dropped = false;
        if (size_ == slots_) {
            if (slots_ == capacity_) { // full: overwrite the oldest
                dropped = true;
                TimelineRecord& r = at(head_);
                head_ = head_ + 1 == slots_ ? 0 : head_ + 1;
                return r;
            }
            grow(); // head_ is 0 until the ring is full
        }
        return at(slot(size_++));
    }
    void pop_back() { --size_; }
    void clear() {
        chunks_.clear();
        slots_ = head_ = size_ = 0;
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
    static constexpr std::size_t kChunkBits = 14; // 16 Ki records (896 KiB) per chunk
    static constexpr std::size_t kChunk = std::size_t{1} << kChunkBits;

    std::size_t slot(std::size_t i) const {
        const std::size_t s = head_ + i;
        return s < slots_ ? s : s - slots_;
    }
    TimelineRecord& at(std::size_t s) const { return chunks_[s >> kChunkBits][s & (kChunk - 1)]; }
    // One more chunk of slots (fewer when the capacity is reached).
    void grow();

    std::size_t capacity_ = 1;
    std::vector<std::unique_ptr<TimelineRecord[]>> chunks_;
    std::size_t slots_ = 0; // allocated, <= capacity_
    std::size_t head_ = 0;  // slot of the oldest record
    std::size_t size_ = 0;
};

} // namespace wave::debug
