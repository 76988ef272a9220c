#include "emu/ZeroedRegions.h"

#include <cstdlib>
#include <mutex>
#include <new>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#define WAVE_ZEROED_MMAP 1
#endif

namespace wave::emu {

namespace {

struct Pool {
    struct Region {
        void* p = nullptr;
        std::uint64_t size = 0;
    };
    std::mutex lock;
    std::vector<Region> regions; // the most recently given last
    std::uint64_t bytes = 0;
};

// Never destroyed: a DeviceMemory released during static destruction still finds it.
Pool& pool() {
    static auto* p = new Pool();
    return *p;
}

void* mapZeroed(std::uint64_t size) {
#ifdef WAVE_ZEROED_MMAP
    void* p = mmap(nullptr, size, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
    return p;
#else
    void* p = std::calloc(size, 1); // large blocks come from the system, zeroed lazily
    if (p == nullptr)
        throw std::bad_alloc();
    return p;
#endif
}

void unmap(void* p, std::uint64_t size) {
#ifdef WAVE_ZEROED_MMAP
    munmap(p, size);
#else
    (void)size;
    std::free(p);
#endif
}

} // namespace

void* ZeroedRegions::take(std::uint64_t size) {
    if (size == 0)
        return nullptr;
    if (pooled(size)) {
        Pool& s = pool();
        const std::lock_guard<std::mutex> hold(s.lock);
        for (std::size_t i = s.regions.size(); i-- > 0;) {
            if (s.regions[i].size != size)
                continue;
            void* p = s.regions[i].p;
            s.regions.erase(s.regions.begin() + static_cast<std::ptrdiff_t>(i));
            s.bytes -= size;
            return p;
        }
    }
    return mapZeroed(size);
}

void ZeroedRegions::give(void* p, std::uint64_t size) {
    if (p == nullptr)
        return;
    if (!pooled(size)) {
        unmap(p, size);
        return;
    }
    Pool& s = pool();
    const std::lock_guard<std::mutex> hold(s.lock);
    // The oldest make room: sizes no launch asks for any more (another kernel's, another
    // example's output regions) must not keep the pool full.
    std::size_t oldest = 0;
    while (oldest < s.regions.size() &&
           (s.bytes + size > kPoolBytes || s.regions.size() - oldest >= kPoolRegions)) {
        unmap(s.regions[oldest].p, s.regions[oldest].size);
        s.bytes -= s.regions[oldest].size;
        ++oldest;
    }
    s.regions.erase(s.regions.begin(), s.regions.begin() + static_cast<std::ptrdiff_t>(oldest));
    s.regions.push_back({p, size});
    s.bytes += size;
}

void ZeroedRegions::drain() {
    Pool& s = pool();
    const std::lock_guard<std::mutex> hold(s.lock);
    for (const Pool::Region& r : s.regions)
        unmap(r.p, r.size);
    s.regions.clear();
    s.bytes = 0;
}

std::uint64_t ZeroedRegions::pooledRegions() {
    Pool& s = pool();
    const std::lock_guard<std::mutex> hold(s.lock);
    return s.regions.size();
}

std::uint64_t ZeroedRegions::pooledBytes() {
    Pool& s = pool();
    const std::lock_guard<std::mutex> hold(s.lock);
    return s.bytes;
}

} // namespace wave::emu
