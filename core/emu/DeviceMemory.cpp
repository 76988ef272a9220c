#include "emu/DeviceMemory.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <new>
#include <utility>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#define WAVE_DEVICE_MMAP 1
#endif

#include "emu/ZeroedRegions.h"

namespace wave::emu {

namespace {

std::uint64_t nextId() {
    static std::atomic<std::uint64_t> ids{0};
    return ++ids;
}

bool allZero(const std::uint8_t* p, std::uint64_t n) {
    return std::all_of(p, p + n, [](std::uint8_t b) { return b == 0; });
}

} // namespace

DeviceMemory::DeviceMemory(std::uint64_t size) {
    allocate(size);
}

void DeviceMemory::allocate(std::uint64_t size) {
    const std::uint64_t blocks = (size + kBlockSize - 1) >> kBlockBits;
    if (blocks > (std::numeric_limits<std::uint64_t>::max() >> kBlockBits))
        throw std::bad_alloc();
    try {
        bytes_ = static_cast<std::uint8_t*>(ZeroedRegions::take(blocks << kBlockBits));
        stamps_ = static_cast<std::uint32_t*>(ZeroedRegions::take(blocks * sizeof(std::uint32_t)));
    } catch (...) {
        ZeroedRegions::give(bytes_, blocks << kBlockBits);
        bytes_ = nullptr;
        throw;
    }
    size_ = size;
    mapped_ = blocks << kBlockBits;
    epoch_ = 1;
    id_ = nextId();
}

void DeviceMemory::release() {
    const std::uint64_t blocks = mapped_ >> kBlockBits;
    if (ZeroedRegions::pooled(mapped_)) // a pooled region must be zero again
        zeroWritten(false);
    if (ZeroedRegions::pooled(blocks * sizeof(std::uint32_t)))
        std::memset(stamps_, 0, blocks * sizeof(std::uint32_t));
    ZeroedRegions::give(bytes_, mapped_);
    ZeroedRegions::give(stamps_, blocks * sizeof(std::uint32_t));
    bytes_ = nullptr;
    stamps_ = nullptr;
    size_ = mapped_ = 0;
}

DeviceMemory::DeviceMemory(const DeviceMemory& other) {
    *this = other;
}

DeviceMemory& DeviceMemory::operator=(const DeviceMemory& other) {
    if (this == &other)
        return *this;
    DeviceMemory copy(other.size_);
    for (std::uint64_t b = 0; b < other.blockCount(); ++b) {
        if (other.stamps_[b] == 0)
            continue;
        std::memcpy(copy.bytes_ + (b << kBlockBits), other.bytes_ + (b << kBlockBits), kBlockSize);
        copy.stamps_[b] = copy.epoch_;
    }
    return *this = std::move(copy);
}

DeviceMemory::DeviceMemory(DeviceMemory&& other) noexcept {
    *this = std::move(other);
}

DeviceMemory& DeviceMemory::operator=(DeviceMemory&& other) noexcept {
    if (this == &other)
        return *this;
    release();
    bytes_ = std::exchange(other.bytes_, nullptr);
    stamps_ = std::exchange(other.stamps_, nullptr);
    size_ = std::exchange(other.size_, 0);
    mapped_ = std::exchange(other.mapped_, 0);
    epoch_ = std::exchange(other.epoch_, 1);
    cleared_ = std::exchange(other.cleared_, 0);
    id_ = std::exchange(other.id_, 0);
    return *this;
}

DeviceMemory::~DeviceMemory() {
    release();
}

void DeviceMemory::stampRange(std::uint64_t offset, std::uint64_t length) {
    if (length == 0)
        return;
    for (std::uint64_t b = offset >> kBlockBits; b <= (offset + length - 1) >> kBlockBits; ++b)
        stamps_[b] = epoch_;
}

std::span<std::uint8_t> DeviceMemory::writable(std::uint64_t offset, std::uint64_t length) {
    if (offset > size_ || length > size_ - offset)
        return {};
    stampRange(offset, length);
    return {bytes_ + offset, length};
}

bool DeviceMemory::write(std::uint64_t offset, std::span<const std::uint8_t> bytes) {
    const std::span<std::uint8_t> out = writable(offset, bytes.size());
    if (out.size() != bytes.size())
        return false;
    std::copy(bytes.begin(), bytes.end(), out.begin());
    return true;
}

void DeviceMemory::clearBlock(std::uint64_t block) {
    std::uint8_t* p = bytes_ + (block << kBlockBits);
#ifdef WAVE_DEVICE_MMAP
    // Private anonymous memory reads zero again after MADV_DONTNEED, and its pages are freed.
    if (madvise(p, kBlockSize, MADV_DONTNEED) == 0)
        return;
#endif
    std::memset(p, 0, kBlockSize);
}

bool DeviceMemory::zero(std::uint64_t offset, std::uint64_t length) {
    if (offset > size_ || length > size_ - offset)
        return false;
    const std::uint64_t end = offset + length;
    while (offset < end) {
        const std::uint64_t block = offset >> kBlockBits;
        const std::uint64_t blockEnd = std::min(end, (block + 1) << kBlockBits);
        if (stamps_[block] != 0) { // never-written blocks are zero already
            if (blockEnd - offset == kBlockSize)
                clearBlock(block);
            else
                std::memset(bytes_ + offset, 0, blockEnd - offset);
            stamps_[block] = epoch_;
        }
        offset = blockEnd;
    }
    return true;
}

void DeviceMemory::zeroWritten(bool stamp) {
    for (std::uint64_t b = 0; b < blockCount(); ++b) {
        if (stamps_[b] <= cleared_)
            continue; // never written, or cleared and not written since
        const std::uint64_t offset = b << kBlockBits;
        std::memset(bytes_ + offset, 0, std::min(kBlockSize, size_ - offset));
        if (stamp)
            stamps_[b] = epoch_; // changed for every image captured before
    }
}

void DeviceMemory::clearWritten() {
    zeroWritten(true);
    cleared_ = epoch_;
    nextEpoch();
}

std::uint64_t DeviceMemory::writtenBlocks() const {
    std::uint64_t n = 0;
    for (std::uint64_t b = 0; b < blockCount(); ++b)
        n += stamps_[b] != 0 ? 1 : 0;
    return n;
}

bool DeviceMemory::operator==(const DeviceMemory& other) const {
    if (size_ != other.size_)
        return false;
    for (std::uint64_t b = 0; b < blockCount(); ++b) {
        const std::uint8_t* mine = bytes_ + (b << kBlockBits);
        const std::uint8_t* theirs = other.bytes_ + (b << kBlockBits);
        if (stamps_[b] == 0 && other.stamps_[b] == 0)
            continue;
        if (stamps_[b] == 0         ? !allZero(theirs, kBlockSize)
            : other.stamps_[b] == 0 ? !allZero(mine, kBlockSize)
                                    : std::memcmp(mine, theirs, kBlockSize) != 0)
            return false;
    }
    return true;
}

std::uint32_t DeviceMemory::nextEpoch() {
    const std::uint32_t current = epoch_;
    if (epoch_ == std::numeric_limits<std::uint32_t>::max()) {
        // Out of epochs: a new identity makes every earlier image foreign (compared in full
        // against the written blocks, still correct); the written blocks restart at 1.
        id_ = nextId();
        for (std::uint64_t b = 0; b < blockCount(); ++b)
            if (stamps_[b] != 0)
                stamps_[b] = 1;
        epoch_ = 2;
        cleared_ = 0;
        return 1;
    }
    ++epoch_;
    return current;
}

} // namespace wave::emu
