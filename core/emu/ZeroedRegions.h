#pragma once
// Zero-filled memory regions for DeviceMemory: fresh anonymous mappings (the system zeroes a
// page on its first touch, so a region costs only the pages touched), and a small process-wide
// pool of released regions that their owner zeroed again. Reusing a region saves its munmap,
// which in a process with threads on other cores makes every one of them flush its TLB (an
// interrupt each, a VM exit on a virtual machine), and the page faults of its next first
// touches: the portability matrix runs its twenty launches of 1 MiB side by side, each with its
// local memory and output images. Thread-safe.

#include <cstddef>
#include <cstdint>

namespace wave::emu {

class ZeroedRegions {
public:
    // Regions up to this size are pooled, the latest up to kPoolBytes and kPoolRegions in all
    // (a region of a few bytes still takes a page).
    static constexpr std::uint64_t kLargestPooled = std::uint64_t(4) << 20;
    static constexpr std::uint64_t kPoolBytes = std::uint64_t(32) << 20;
    static constexpr std::size_t kPoolRegions = 64;

    // `size` bytes of zeros, a pooled region of that exact size if there is one (nullptr for
    // 0); throws std::bad_alloc when the address space cannot be reserved.
    static void* take(std::uint64_t size);
    // Whether give() may keep a region of `size` bytes: only then need its owner zero it.
    static bool pooled(std::uint64_t size) { return size != 0 && size <= kLargestPooled; }
    // Returns a region of `size` bytes from take(). When pooled(size), every byte of it must be
    // zero again, and the pool keeps it, returning its oldest regions to the system when it has
    // no room.
    static void give(void* p, std::uint64_t size);
    // Returns every pooled region to the system.
    static void drain();
    // Regions and bytes in the pool now (tests).
    static std::uint64_t pooledRegions();
    static std::uint64_t pooledBytes();
};

} // namespace wave::emu
