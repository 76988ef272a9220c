#pragma once
// Device memory of a launch, and the local memory of a workgroup: one contiguous, lazily zeroed
// region (an anonymous mapping the kernel fills with zeros on first touch), so a 4 GiB launch that
// touches 1 MiB costs about 1 MiB. Regions come from ZeroedRegions: a small one released is
// zeroed again (only its written blocks) and reused by the next memory of its size. The engine
// accesses it through a raw pointer (a device access stays a few instructions) and stamps every
// write's 64 KiB block with the current epoch; DeviceImage uses the stamps to capture and restore
// only the blocks written since an earlier image, and to skip the blocks never written at all.
//
// Contract of the stamps: a block whose stamp is not above an image's epoch holds the bytes it
// held when that image was captured from this memory (every change of content is stamped with
// the current epoch, which is above every earlier image's); a stamp of 0 means never written
// (the block reads zero). Writers outside the engine therefore go through writable(), write()
// or zero(); data() is read-only.

#include <atomic>
#include <cstdint>
#include <span>

namespace wave::emu {

class DeviceImage;

class DeviceMemory {
public:
    static constexpr unsigned kBlockBits = 16;
    static constexpr std::uint64_t kBlockSize = std::uint64_t(1) << kBlockBits;

    DeviceMemory() = default;
    // `size` zero bytes; throws std::bad_alloc when the address space cannot be reserved.
    explicit DeviceMemory(std::uint64_t size);
    // A copy holds its own region with the source's written blocks (not all of its size).
    DeviceMemory(const DeviceMemory& other);
    DeviceMemory& operator=(const DeviceMemory& other);
    DeviceMemory(DeviceMemory&& other) noexcept;
    DeviceMemory& operator=(DeviceMemory&& other) noexcept;
    ~DeviceMemory();

    std::uint64_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const std::uint8_t* data() const { return bytes_; }
    const std::uint8_t* begin() const { return bytes_; }
    const std::uint8_t* end() const { return bytes_ + size_; }
    std::span<const std::uint8_t> bytes() const { return {bytes_, size_}; }

    // The bytes [offset, offset + length) for writing (their blocks count as written); empty
    // when the range is not inside the memory.
    std::span<std::uint8_t> writable(std::uint64_t offset, std::uint64_t length);
    // Copies `bytes` to `offset`; false (nothing written) when they do not fit.
    bool write(std::uint64_t offset, std::span<const std::uint8_t> bytes);
    // Sets [offset, offset + length) to zero, returning whole blocks to the system; false when
    // the range is not inside the memory.
    bool zero(std::uint64_t offset, std::uint64_t length);
    // Sets the whole memory to zero, rewriting only the blocks written since the last call (a
    // workgroup's local memory between workgroups: costs what the previous one touched). The
    // pages stay with the process, as the next workgroup is likely to touch them again. Starts
    // a new epoch, so take a new Writer after it.
    void clearWritten();

    std::uint64_t blockCount() const { return (size_ + kBlockSize - 1) >> kBlockBits; }
    // Blocks written since the memory was allocated (the others read zero and cost nothing).
    std::uint64_t writtenBlocks() const;

    // Equal contents (blocks written in neither memory are zero in both).
    bool operator==(const DeviceMemory& other) const;

    // What the engine writes through. Every write of n bytes (1..16) at `address` must be
    // noted: note(address, n), or noteRange() over the bytes of several (safe from several
    // threads at once). Valid until the next capture of a DeviceImage, which starts a new
    // epoch: take a new Writer after it.
    struct Writer {
        std::uint8_t* bytes = nullptr;
        std::uint32_t* stamps = nullptr;
        std::uint32_t epoch = 0;

        void stamp(std::uint64_t block) const {
            std::atomic_ref<std::uint32_t>(stamps[block]).store(epoch, std::memory_order_relaxed);
        }
        void note(std::uint64_t address, std::uint32_t n) const {
            stamp(address >> kBlockBits);
            stamp((address + n - 1) >> kBlockBits);
        }
        // The blocks of [first, last] (byte addresses, inclusive), when they are at most
        // `most`; false (nothing noted) when there are more.
        bool noteRange(std::uint64_t first, std::uint64_t last, std::uint64_t most) const {
            if ((last >> kBlockBits) - (first >> kBlockBits) >= most)
                return false;
            for (std::uint64_t b = first >> kBlockBits; b <= last >> kBlockBits; ++b)
                stamp(b);
            return true;
        }
    };
    Writer writer() { return Writer{bytes_, stamps_, epoch_}; }

private:
    friend class DeviceImage;

    void allocate(std::uint64_t size);
    void release();
    void stampRange(std::uint64_t offset, std::uint64_t length);
    // Zeroes whole block `block` (returning its pages to the system where possible).
    void clearBlock(std::uint64_t block);
    // Zeroes the blocks written since the last clearWritten() (the others read zero), stamping
    // them with the current epoch when `stamp`.
    void zeroWritten(bool stamp);
    // Starts a new epoch (DeviceImage::capture); renews the identity when the counter wraps.
    std::uint32_t nextEpoch();

    std::uint8_t* bytes_ = nullptr;
    std::uint32_t* stamps_ = nullptr; // one per block
    std::uint64_t size_ = 0;
    std::uint64_t mapped_ = 0; // bytes_ region, whole blocks
    std::uint32_t epoch_ = 1;
    std::uint32_t cleared_ = 0; // epoch of the last clearWritten(): blocks not above it are zero
    std::uint64_t id_ = 0;      // process-wide identity: images know which memory they came from
};

} // namespace wave::emu
