#include "debug/session/PageImage.h"

#include <algorithm>
#include <cstring>

namespace wave::debug {

PageImage::Page::~Page() {
    if (counter)
        counter->fetch_sub(bytes.size(), std::memory_order_relaxed);
}

namespace {

bool allZero(const std::uint8_t* data, std::size_t length) {
    return std::all_of(data, data + length, [](std::uint8_t b) { return b == 0; });
}

} // namespace

// One page of zeros shared by every image: memory the kernel never wrote costs nothing to
// capture, however large the device memory (and is not counted in anyone's budget).
std::shared_ptr<const PageImage::Page> PageImage::zeroPage() {
    static const std::shared_ptr<const Page> zero = [] {
        auto page = std::make_shared<Page>();
        page->bytes.assign(kPageSize, 0);
        return page;
    }();
    return zero;
}

PageImage PageImage::capture(std::span<const std::uint8_t> bytes, const PageImage* previous,
                             const Counter& counter) {
    PageImage image;
    image.size_ = bytes.size();
    const std::size_t count = (bytes.size() + kPageSize - 1) / kPageSize;
    image.pages_.reserve(count);
    const bool share = previous && previous->size_ == bytes.size();
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t offset = i * kPageSize;
        const std::size_t length = std::min(kPageSize, bytes.size() - offset);
        const std::uint8_t* data = bytes.data() + offset;
        if (share) {
            const auto& old = previous->pages_[i];
            if (std::memcmp(old->bytes.data(), data, length) == 0) {
                image.pages_.push_back(old);
                continue;
            }
        }
        if (length == kPageSize && allZero(data, length)) {
            image.pages_.push_back(zeroPage());
            continue;
        }
        auto page = std::make_shared<Page>();
        page->bytes.assign(data, data + length);
        page->counter = counter;
        if (counter)
            counter->fetch_add(length, std::memory_order_relaxed);
        image.pages_.push_back(std::move(page));
    }
    return image;
}

void PageImage::restoreInto(std::span<std::uint8_t> out) const {
    for (std::size_t i = 0; i < pages_.size(); ++i) {
        const std::size_t offset = i * kPageSize;
        const auto& bytes = pages_[i]->bytes;
        if (offset + bytes.size() > out.size())
            break;
        if (std::memcmp(out.data() + offset, bytes.data(), bytes.size()) != 0)
            std::memcpy(out.data() + offset, bytes.data(), bytes.size());
    }
}

std::vector<std::size_t> PageImage::changedPages(const PageImage& other) const {
    std::vector<std::size_t> out;
    const bool comparable = other.size_ == size_;
    for (std::size_t i = 0; i < pages_.size(); ++i)
        if (!comparable ||
            (pages_[i] != other.pages_[i] && pages_[i]->bytes != other.pages_[i]->bytes))
            out.push_back(i);
    return out;
}

std::span<const std::uint8_t> PageImage::page(std::size_t index) const {
    if (index >= pages_.size())
        return {};
    return pages_[index]->bytes;
}

} // namespace wave::debug
