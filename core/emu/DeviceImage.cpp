#include "emu/DeviceImage.h"

#include <algorithm>
#include <cstring>

namespace wave::emu {

namespace {

constexpr std::uint64_t kPagesPerBlock = DeviceMemory::kBlockSize / DeviceImage::kPageSize;
static_assert(DeviceMemory::kBlockSize % DeviceImage::kPageSize == 0);

bool allZero(const std::uint8_t* p, std::uint64_t n) {
    return std::all_of(p, p + n, [](std::uint8_t b) { return b == 0; });
}

const std::array<std::uint8_t, DeviceImage::kPageSize> kZeroPage{};

} // namespace

DeviceImage::Page::~Page() {
    if (counter)
        counter->fetch_sub(sizeof(Page), std::memory_order_relaxed);
}

DeviceImage::Chunk::Chunk(const Chunk& other) : pages(other.pages) {}

DeviceImage::Chunk::~Chunk() {
    if (counter)
        counter->fetch_sub(sizeof(Chunk), std::memory_order_relaxed);
}

const DeviceImage::Page* DeviceImage::pageAt(std::uint64_t index) const {
    const std::uint64_t c = index / kChunkPages;
    if (c >= chunks_.size() || !chunks_[c])
        return nullptr;
    return chunks_[c]->pages[index % kChunkPages].get();
}

bool DeviceImage::changed(const std::uint8_t* bytes, const Page* old) {
    return old == nullptr ? !allZero(bytes, kPageSize)
                          : std::memcmp(bytes, old->bytes.data(), kPageSize) != 0;
}

DeviceImage DeviceImage::capture(DeviceMemory& memory, const DeviceImage* previous,
                                 const Counter& counter) {
    DeviceImage image;
    image.size_ = memory.size_;
    const std::uint64_t pages = image.pageCount();
    const std::uint64_t chunks = (pages + kChunkPages - 1) / kChunkPages;
    const bool sameSize = previous != nullptr && previous->size_ == memory.size_;
    // Against an image of this very memory only the blocks written since it can differ;
    // otherwise every written block is examined (the others are zero).
    const bool incremental = sameSize && previous->source_ == memory.id_;
    const std::uint32_t since = incremental ? previous->epoch_ : 0;
    image.chunks_ = incremental ? previous->chunks_ : std::vector<ChunkPtr>(chunks);
    std::vector<std::shared_ptr<Chunk>> owned(chunks); // chunks this capture may still change

    for (std::uint64_t b = 0; b < memory.blockCount(); ++b) {
        if (memory.stamps_[b] <= since)
            continue;
        const std::uint64_t last = std::min(pages, (b + 1) * kPagesPerBlock);
        for (std::uint64_t p = b * kPagesPerBlock; p < last; ++p) {
            const std::uint8_t* bytes = memory.bytes_ + p * kPageSize;
            if (!changed(bytes, image.pageAt(p)))
                continue;
            PagePtr page;
            if (!allZero(bytes, kPageSize)) {
                const std::uint64_t pc = p / kChunkPages;
                if (sameSize && !incremental && previous->chunks_[pc]) {
                    const PagePtr& old = previous->chunks_[pc]->pages[p % kChunkPages];
                    if (old && !changed(bytes, old.get()))
                        page = old;
                }
                if (!page) {
                    auto fresh = std::make_shared<Page>();
                    std::memcpy(fresh->bytes.data(), bytes, kPageSize);
                    fresh->counter = counter;
                    if (counter)
                        counter->fetch_add(sizeof(Page), std::memory_order_relaxed);
                    page = std::move(fresh);
                }
            }
            const std::uint64_t c = p / kChunkPages;
            if (!owned[c]) {
                owned[c] = image.chunks_[c] ? std::make_shared<Chunk>(*image.chunks_[c])
                                            : std::make_shared<Chunk>();
                owned[c]->counter = counter;
                if (counter)
                    counter->fetch_add(sizeof(Chunk), std::memory_order_relaxed);
                image.chunks_[c] = owned[c];
            }
            owned[c]->pages[p % kChunkPages] = std::move(page);
        }
    }
    image.epoch_ = memory.nextEpoch();
    image.source_ = memory.id_;
    return image;
}

void DeviceImage::restoreInto(DeviceMemory& memory) const {
    if (memory.size_ != size_)
        return;
    const bool incremental = source_ == memory.id_;
    const std::uint64_t pages = pageCount();
    for (std::uint64_t b = 0; b < memory.blockCount(); ++b) {
        const std::uint32_t stamp = memory.stamps_[b];
        if (incremental && stamp <= epoch_)
            continue; // unchanged since this image was captured from it
        const std::uint64_t first = b * kPagesPerBlock;
        const std::uint64_t last = std::min(pages, first + kPagesPerBlock);
        bool stored = false;
        bool differs = false;
        for (std::uint64_t p = first; p < last; ++p) {
            const Page* target = pageAt(p);
            stored = stored || target != nullptr;
            // A block never written is zero (and not worth reading).
            differs = differs || (stamp == 0 ? target != nullptr
                                             : changed(memory.bytes_ + p * kPageSize, target));
        }
        if (!differs)
            continue;
        if (!stored) {
            memory.clearBlock(b);
        } else {
            for (std::uint64_t p = first; p < last; ++p) {
                const Page* target = pageAt(p);
                std::uint8_t* out = memory.bytes_ + p * kPageSize;
                if (target != nullptr)
                    std::memcpy(out, target->bytes.data(), kPageSize);
                else if (stamp != 0)
                    std::memset(out, 0, kPageSize);
            }
        }
        memory.stamps_[b] = memory.epoch_;
    }
}

std::span<const std::uint8_t> DeviceImage::page(std::uint64_t index) const {
    if (index >= pageCount())
        return {};
    const std::uint64_t length = std::min(kPageSize, size_ - index * kPageSize);
    const Page* p = pageAt(index);
    return {p != nullptr ? p->bytes.data() : kZeroPage.data(), length};
}

void DeviceImage::read(std::uint64_t offset, std::span<std::uint8_t> out) const {
    std::uint64_t done = 0;
    while (done < out.size()) {
        const std::uint64_t at = offset + done;
        const std::span<const std::uint8_t> bytes = page(at / kPageSize);
        const std::uint64_t within = at % kPageSize;
        if (within >= bytes.size()) { // beyond the image
            std::fill(out.begin() + static_cast<std::ptrdiff_t>(done), out.end(), 0);
            return;
        }
        const std::uint64_t n = std::min<std::uint64_t>(bytes.size() - within, out.size() - done);
        std::memcpy(out.data() + done, bytes.data() + within, n);
        done += n;
    }
}

std::uint32_t DeviceImage::word(std::uint64_t offset) const {
    std::array<std::uint8_t, 4> bytes{};
    read(offset, bytes);
    return std::uint32_t(bytes[0]) | std::uint32_t(bytes[1]) << 8 | std::uint32_t(bytes[2]) << 16 |
           std::uint32_t(bytes[3]) << 24;
}

std::vector<std::uint64_t> DeviceImage::changedPages(const DeviceImage& other) const {
    std::vector<std::uint64_t> out;
    const bool comparable = other.size_ == size_;
    const std::uint64_t pages = pageCount();
    for (std::uint64_t c = 0; c < chunks_.size(); ++c) {
        const Chunk* mine = chunks_[c].get();
        const Chunk* theirs = comparable ? other.chunks_[c].get() : nullptr;
        if (mine == theirs)
            continue; // shared, or zeros in both
        for (std::uint64_t i = 0; i < kChunkPages && c * kChunkPages + i < pages; ++i) {
            const Page* a = mine != nullptr ? mine->pages[i].get() : nullptr;
            const Page* b = theirs != nullptr ? theirs->pages[i].get() : nullptr;
            // Stored pages are never all zeros, so a stored page differs from a missing one.
            if (a != b && (a == nullptr || b == nullptr || a->bytes != b->bytes))
                out.push_back(c * kChunkPages + i);
        }
    }
    return out;
}

std::uint64_t DeviceImage::storedPages() const {
    std::uint64_t n = 0;
    for (const ChunkPtr& c : chunks_)
        if (c)
            for (const PagePtr& p : c->pages)
                n += p ? 1 : 0;
    return n;
}

std::uint64_t DeviceImage::sharedPages(const DeviceImage& other) const {
    if (other.size_ != size_)
        return 0;
    std::uint64_t n = 0;
    for (std::uint64_t c = 0; c < chunks_.size(); ++c) {
        if (!chunks_[c] || !other.chunks_[c])
            continue;
        for (std::uint64_t i = 0; i < kChunkPages; ++i)
            n += chunks_[c]->pages[i] && chunks_[c]->pages[i] == other.chunks_[c]->pages[i];
    }
    return n;
}

} // namespace wave::emu
