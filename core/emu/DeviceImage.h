#pragma once
// An immutable image of device memory as 4 KiB pages shared copy-on-write between images:
// capturing memory against an earlier image of it stores only the pages written since (the
// memory's block stamps say which), so checkpoints, history and the views' pictures cost what
// the kernel actually wrote. Pages of zeros are not stored at all, so untouched memory costs
// nothing however large the device memory. Copying an image copies a table of shared chunks.
//
// Pages are reference-counted; the byte counter passed to capture() tracks the memory the live
// pages and chunks use (thread-safe, so images may be released on any thread).

#include "emu/DeviceMemory.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace wave::emu {

class DeviceImage {
public:
    static constexpr std::uint64_t kPageSize = 4096;
    using Counter = std::shared_ptr<std::atomic<std::uint64_t>>;

    DeviceImage() = default;

    // The memory's current contents. Pages equal to `previous` (null, or an image of any
    // memory of any size) are shared with it. Starts a new epoch of `memory`: take the
    // engine's DeviceMemory::Writer again after it.
    static DeviceImage capture(DeviceMemory& memory, const DeviceImage* previous,
                               const Counter& counter = {});
    // Makes `memory` (of the same size) hold this image, rewriting only what differs.
    void restoreInto(DeviceMemory& memory) const;

    std::uint64_t size() const { return size_; }
    std::uint64_t pageCount() const { return (size_ + kPageSize - 1) / kPageSize; }
    // The bytes of page `index` (the last one may be short); pages of zeros are one shared
    // page. Empty beyond the image.
    std::span<const std::uint8_t> page(std::uint64_t index) const;
    // Copies [offset, offset + out.size()) into `out`; bytes beyond the image read 0.
    void read(std::uint64_t offset, std::span<std::uint8_t> out) const;
    // The little-endian word at `offset` (bytes beyond the image read 0).
    std::uint32_t word(std::uint64_t offset) const;
    // Indices of the pages whose bytes differ from `other`'s, ascending; an image of another
    // size counts as all zeros (so against an empty image: the pages that are not zero).
    std::vector<std::uint64_t> changedPages(const DeviceImage& other) const;
    // Pages stored (not zero) and how many of them are the very pages of `other`.
    std::uint64_t storedPages() const;
    std::uint64_t sharedPages(const DeviceImage& other) const;
    // Bytes of the chunk table itself (the pages and chunks are counted by the Counter).
    std::uint64_t tableBytes() const { return chunks_.size() * sizeof(chunks_[0]); }

private:
    static constexpr std::uint64_t kChunkPages = 256;
    struct Page {
        std::array<std::uint8_t, kPageSize> bytes;
        Counter counter;
        ~Page();
    };
    using PagePtr = std::shared_ptr<const Page>;
    struct Chunk {
        std::array<PagePtr, kChunkPages> pages;
        Counter counter;
        Chunk() = default;
        Chunk(const Chunk& other);
        ~Chunk();
    };
    using ChunkPtr = std::shared_ptr<const Chunk>;

    const Page* pageAt(std::uint64_t index) const;
    // Whether the page at `bytes` differs from `old` (null: a page of zeros).
    static bool changed(const std::uint8_t* bytes, const Page* old);

    std::vector<ChunkPtr> chunks_; // null: a chunk of zeros
    std::uint64_t size_ = 0;
    std::uint64_t source_ = 0; // the DeviceMemory it was captured from
    std::uint32_t epoch_ = 0;  // that memory's epoch at the capture
};

} // namespace wave::emu
