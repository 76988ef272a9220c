#pragma once
// An immutable image of device memory as 4 KiB pages shared between images: capturing memory
// against an earlier image stores only the pages that differ, so checkpoints taken every few
// hundred thousand steps cost what the kernel actually wrote. Pages of zeros all share one
// page, so untouched memory costs nothing. Pages are reference-counted; the byte counter passed
// to capture() tracks the memory all live pages use (thread-safe, so images may be released on
// any thread).

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace wave::debug {

class PageImage {
public:
    static constexpr std::size_t kPageSize = 4096;
    using Counter = std::shared_ptr<std::atomic<std::uint64_t>>;

    PageImage() = default;

    // `previous` may be null or of another size (then nothing is shared).
    static PageImage capture(std::span<const std::uint8_t> bytes, const PageImage* previous,
                             const Counter& counter);

    std::uint64_t size() const { return size_; }
    std::size_t pageCount() const { return pages_.size(); }
    // Copies the image into `out` (of size()), skipping pages that already hold the same bytes.
    void restoreInto(std::span<std::uint8_t> out) const;
    // Indices of pages whose bytes differ from `other` (all pages when the sizes differ).
    std::vector<std::size_t> changedPages(const PageImage& other) const;
    std::span<const std::uint8_t> page(std::size_t index) const;

private:
    struct Page {
        std::vector<std::uint8_t> bytes;
        Counter counter;
        ~Page();
    };
    static std::shared_ptr<const Page> zeroPage();

    std::vector<std::shared_ptr<const Page>> pages_;
    std::uint64_t size_ = 0;
};

} // namespace wave::debug
