#pragma once
// Shadow state of a memory (one entry per word: heat, race stamps) in pages allocated on first
// write and shared copy-on-write between copies, so that the state costs what the kernel
// touched, however large the memory, and a copy (a checkpoint, the views' picture) copies a
// table of shared chunks. A page never written reads as a default `Page`.
//
// `Page` holds the entries of kPageWords words in any layout; its default constructor sets what
// an untouched word must read (members it leaves uninitialised cost no zeroing). A copy may be
// released on any thread; writes happen on the owner's.

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace wave::debug {

template <class Page, std::uint64_t PageWords = 1024, std::uint64_t ChunkPages = 256>
class ShadowPages {
public:
    static constexpr std::uint64_t kPageWords = PageWords;
    static constexpr std::uint64_t kChunkPages = ChunkPages;

    // The page holding word `word`, or null when it was never written.
    const Page* find(std::uint64_t word) const {
        const std::uint64_t index = word / kPageWords;
        const std::uint64_t c = index / kChunkPages;
        if (c >= chunks_.size() || !chunks_[c])
            return nullptr;
        return chunks_[c]->pages[index % kChunkPages].get();
    }

    // Page `index` made this table's own (allocated, or duplicated when shared with a copy);
    // null when it has none yet and `allocate` is false (a budget is spent).
    Page* writablePage(std::uint64_t index, bool allocate = true) {
        const std::uint64_t c = index / kChunkPages;
        if (!allocate &&
            (c >= chunks_.size() || !chunks_[c] || !chunks_[c]->pages[index % kChunkPages]))
            return nullptr;
        if (c >= chunks_.size())
            chunks_.resize(c + 1);
        std::shared_ptr<Chunk>& chunk = chunks_[c];
        if (!chunk)
            chunk = std::make_shared<Chunk>();
        else if (chunk.use_count() > 1) // shared with a copy: this table's own from now on
            chunk = std::make_shared<Chunk>(*chunk);
        std::shared_ptr<Page>& page = chunk->pages[index % kChunkPages];
        if (!page) {
            page = std::make_shared<Page>();
            ++pageCount_;
        } else if (page.use_count() > 1) {
            page = std::make_shared<Page>(*page);
        } else {
            // The last other owner may have just released it on another thread: its reads
            // happen before our writes.
            std::atomic_thread_fence(std::memory_order_acquire);
        }
        return page.get();
    }

    // Pages in the table (its own and those shared with copies).
    std::uint64_t pageCount() const { return pageCount_; }

    // The pages a run of accesses touches, looked up once per page (no copy of the table can
    // be made while a cursor is in use, so the page it holds stays writable).
    // `allocate` false: pages the table does not have yet come back null.
    class Cursor {
    public:
        explicit Cursor(ShadowPages& table, bool allocate = true)
            : table_(table), allocate_(allocate) {}
        Page* page(std::uint64_t word) {
            const std::uint64_t index = word / kPageWords;
            if (!looked_ || index != index_) {
                page_ = table_.writablePage(index, allocate_);
                index_ = index;
                looked_ = true;
            }
            return page_;
        }

    private:
        ShadowPages& table_;
        bool allocate_;
        bool looked_ = false;
        Page* page_ = nullptr;
        std::uint64_t index_ = 0;
    };

    // Calls f(firstWord, page) for every page written, in ascending order.
    template <class F>
    void forEachPage(F&& f) const {
        for (std::uint64_t c = 0; c < chunks_.size(); ++c)
            if (chunks_[c])
                for (std::uint64_t p = 0; p < kChunkPages; ++p)
                    if (const Page* page = chunks_[c]->pages[p].get())
                        f((c * kChunkPages + p) * kPageWords, *page);
    }

    // Bytes of pages and chunk tables, counting those shared with `other` (null, or a copy of
    // this table or of one of its copies) only once: what this table costs beyond `other`.
    std::uint64_t bytesBeyond(const ShadowPages* other) const {
        // A copy shares pages at the same positions only: compare position by position.
        std::uint64_t bytes = chunks_.capacity() * sizeof(chunks_[0]);
        for (std::size_t c = 0; c < chunks_.size(); ++c) {
            const Chunk* mine = chunks_[c].get();
            const Chunk* theirs =
                other != nullptr && c < other->chunks_.size() ? other->chunks_[c].get() : nullptr;
            if (mine == nullptr || mine == theirs)
                continue;
            bytes += sizeof(Chunk);
            for (std::size_t p = 0; p < kChunkPages; ++p)
                if (mine->pages[p] && (theirs == nullptr || mine->pages[p] != theirs->pages[p]))
                    bytes += sizeof(Page);
        }
        return bytes;
    }

    void clear() {
        chunks_.clear();
        pageCount_ = 0;
    }

private:
    struct Chunk {
        std::array<std::shared_ptr<Page>, kChunkPages> pages;
    };
    std::vector<std::shared_ptr<Chunk>> chunks_; // up to the highest chunk touched
    std::uint64_t pageCount_ = 0;
};

} // namespace wave::debug
