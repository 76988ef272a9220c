// Device memory costs what is touched (issue 14, "Bounded resources"): a lazily zeroed region
// whose written blocks are stamped, and images of it that share unmodified pages.

#include "emu/DeviceMemory.h"
#include "EmuTestUtil.h"
#include "emu/DeviceImage.h"
#include "emu/ZeroedRegions.h"

#include "ResidentMemory.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace wave::emu::test {
namespace {

constexpr std::uint64_t kMiB = 1ull << 20;
constexpr std::uint64_t kGiB = 1ull << 30;

using wave::test::residentBytes;

// Each of the 4 workgroups x 64 threads stores its global id at 4 * gid * stride: a store
// to every `stride`-th word, so a large stride touches one page per thread.
isa::Program scatterKernel(std::uint32_t strideWords) {
    KernelBuilder k;
    k.op("mov_sr", {0, 0}); // thread x
    k.op("mov_sr", {1, 5}); // workgroup x
    k.op("mov_imm", {2, 64});
    k.op("imad", {3, 1, 2, 0}); // gid
    k.op("mov_imm", {4, 4 * strideWords});
    k.op("imul", {5, 3, 4});
    k.op("device_store_u32", {5, 3});
    k.op("halt");
    return singleKernel(k, 8, 0, 64, 1, 1);
}

std::uint32_t wordAt(const std::uint8_t* memory, std::uint64_t address) {
    std::uint32_t v = 0;
    std::memcpy(&v, memory + address, 4);
    return v;
}

// The documented maximum, touched in 256 places: megabytes, not gigabytes, and untouched
// words read zero.
TEST(DeviceMemory, AFourGiBLaunchCostsWhatItTouches) {
    const std::uint64_t before = residentBytes();
    if (before == 0)
        GTEST_SKIP() << "no /proc/self/statm";
    LaunchConfig config;
    config.deviceMemory = 4 * kGiB;
    config.grid = {4, 1, 1};
    Emulator emu(scatterKernel(4096), config); // one store every 16 KiB
    ASSERT_FALSE(emu.launchError());
    ASSERT_EQ(emu.run().status, RunStatus::Completed);
    const std::uint8_t* memory = emu.deviceMemory().data();
    ASSERT_EQ(emu.deviceMemory().size(), 4 * kGiB);
    for (std::uint32_t gid = 0; gid < 256; ++gid)
        ASSERT_EQ(wordAt(memory, std::uint64_t(gid) * 16384), gid);
    for (std::uint64_t a : {std::uint64_t(4), std::uint64_t(16384 + 4), std::uint64_t(256 * 16384),
                            3 * kGiB + 12, 4 * kGiB - 4})
        EXPECT_EQ(wordAt(memory, a), 0u) << a;
    EXPECT_LT(residentBytes() - before, 64 * kMiB);
}

TEST(DeviceMemory, WritesAreStampedByBlock) {
    DeviceMemory m(4 * kMiB + 100);
    EXPECT_EQ(m.blockCount(), 4 * kMiB / DeviceMemory::kBlockSize + 1);
    EXPECT_EQ(m.writtenBlocks(), 0u);
    const std::uint8_t bytes[] = {1, 2, 3, 4};
    // Across a block boundary: both blocks count as written.
    ASSERT_TRUE(m.write(DeviceMemory::kBlockSize - 2, bytes));
    EXPECT_EQ(m.writtenBlocks(), 2u);
    EXPECT_EQ(wordAt(m.data(), DeviceMemory::kBlockSize - 2), 0x04030201u);
    EXPECT_FALSE(m.write(m.size() - 3, bytes)); // does not fit: nothing written
    EXPECT_TRUE(m.writable(m.size(), 1).empty());
    EXPECT_EQ(m.writtenBlocks(), 2u);
    // Zeroing gives the bytes back as zeros.
    ASSERT_TRUE(m.zero(0, 2 * DeviceMemory::kBlockSize));
    EXPECT_EQ(wordAt(m.data(), DeviceMemory::kBlockSize - 2), 0u);
    EXPECT_TRUE(m == DeviceMemory(m.size()));
}

TEST(DeviceMemory, CopiesHoldTheSameBytes) {
    DeviceMemory m(1 * kMiB);
    const std::uint8_t bytes[] = {9, 8, 7};
    ASSERT_TRUE(m.write(700000, bytes));
    DeviceMemory copy = m;
    EXPECT_TRUE(copy == m);
    EXPECT_EQ(copy.writtenBlocks(), 1u);
    ASSERT_TRUE(copy.write(10, bytes));
    EXPECT_FALSE(copy == m);
    EXPECT_EQ(m.data()[10], 0);
}

bool allZero(const DeviceMemory& m) {
    return std::all_of(m.data(), m.data() + m.size(), [](std::uint8_t b) { return b == 0; });
}

// A released memory's region goes to a pool (ZeroedRegions) zeroed again, and the next memory
// of its size takes it: no munmap and no fresh page faults, and it reads zero everywhere
// whoever wrote it (write() and the engine's Writer alike).
TEST(DeviceMemory, AReleasedRegionComesBackZero) {
    const std::uint8_t* region = nullptr;
    {
        DeviceMemory m(kMiB);
        region = m.data();
        const std::uint8_t bytes[] = {1, 2, 3, 4, 5};
        ASSERT_TRUE(m.write(0, bytes));
        ASSERT_TRUE(m.write(5 * DeviceMemory::kBlockSize - 2, bytes)); // across two blocks
        DeviceMemory::Writer w = m.writer();
        w.bytes[kMiB - 1] = 0xFF;
        w.note(kMiB - 1, 1);
        EXPECT_EQ(m.writtenBlocks(), 4u);
    }
    DeviceMemory again(kMiB);
    EXPECT_EQ(again.data(), region); // the most recent region of its size
    EXPECT_EQ(again.writtenBlocks(), 0u);
    EXPECT_TRUE(allZero(again));
}

// Regions above ZeroedRegions::kLargestPooled go back to the system (only their stamps, a word
// per 64 KiB block, are pooled).
TEST(DeviceMemory, LargeRegionsAreNotPooled) {
    const std::uint64_t size = ZeroedRegions::kLargestPooled * 2;
    ZeroedRegions::drain(); // room for the stamps, whatever ran before
    EXPECT_EQ(ZeroedRegions::pooledRegions(), 0u);
    const std::uint64_t before = ZeroedRegions::pooledBytes();
    {
        DeviceMemory m(size);
        const std::uint8_t bytes[] = {7};
        ASSERT_TRUE(m.write(size - 1, bytes));
    }
    EXPECT_EQ(ZeroedRegions::pooledBytes() - before,
              size / DeviceMemory::kBlockSize * sizeof(std::uint32_t));
    DeviceMemory again(size);
    EXPECT_TRUE(allZero(again));
}

// The pool keeps at most kPoolRegions regions (a region of a few bytes, a memory's stamps,
// still takes a page), the latest: the rest go back to the system.
TEST(DeviceMemory, ThePoolKeepsAFewRegions) {
    ZeroedRegions::drain();
    {
        std::vector<DeviceMemory> many;
        for (int i = 0; i < 100; ++i)
            many.emplace_back(DeviceMemory::kBlockSize); // a region and its 4 bytes of stamps
    }
    EXPECT_EQ(ZeroedRegions::pooledRegions(), ZeroedRegions::kPoolRegions);
    EXPECT_LE(ZeroedRegions::pooledBytes(), ZeroedRegions::kPoolBytes);
    // A full pool makes room for the latest regions (its oldest go), so the next memory of a
    // new size takes them from it.
    { DeviceMemory other(3 * DeviceMemory::kBlockSize); }
    EXPECT_EQ(ZeroedRegions::pooledRegions(), ZeroedRegions::kPoolRegions);
    const std::uint64_t before = ZeroedRegions::pooledBytes();
    DeviceMemory again(3 * DeviceMemory::kBlockSize);
    EXPECT_EQ(before - ZeroedRegions::pooledBytes(), 3 * DeviceMemory::kBlockSize + 3 * 4);
}

// An image shares every page the memory did not change since the previous image, stores no
// page of zeros, and is not altered by later writes; restoring it rewrites what changed.
TEST(DeviceImage, SharesUnmodifiedPagesAndKeepsItsBytes) {
    DeviceMemory m(256 * kMiB);
    std::vector<std::uint8_t> ones(3 * DeviceImage::kPageSize, 1);
    ASSERT_TRUE(m.write(64 * kMiB, ones)); // three pages
    const DeviceImage::Counter counter = std::make_shared<std::atomic<std::uint64_t>>(0);
    const DeviceImage first = DeviceImage::capture(m, nullptr, counter);
    EXPECT_EQ(first.size(), m.size());
    EXPECT_EQ(first.storedPages(), 3u);
    const std::uint64_t firstBytes = counter->load();
    EXPECT_LT(firstBytes, 64 * 1024u); // three pages and a chunk, not 256 MiB

    const std::uint8_t two[] = {2};
    ASSERT_TRUE(m.write(64 * kMiB + DeviceImage::kPageSize, two)); // the middle page
    const DeviceImage second = DeviceImage::capture(m, &first, counter);
    EXPECT_EQ(second.storedPages(), 3u);
    EXPECT_EQ(second.sharedPages(first), 2u);
    EXPECT_EQ(second.changedPages(first),
              std::vector<std::uint64_t>{64 * kMiB / DeviceImage::kPageSize + 1});
    EXPECT_LT(counter->load() - firstBytes, 16 * 1024u); // one page and one chunk more
    // The first image still holds its bytes.
    EXPECT_EQ(first.page(64 * kMiB / DeviceImage::kPageSize + 1)[0], 1);
    EXPECT_EQ(second.page(64 * kMiB / DeviceImage::kPageSize + 1)[0], 2);
    EXPECT_EQ(first.page(0).size(), DeviceImage::kPageSize);
    EXPECT_EQ(first.page(0)[5], 0);

    // Later writes, anywhere, are undone by restoring the first image.
    const std::uint8_t junk[] = {0xAB, 0xCD};
    ASSERT_TRUE(m.write(200 * kMiB, junk));
    ASSERT_TRUE(m.zero(64 * kMiB, DeviceImage::kPageSize));
    first.restoreInto(m);
    EXPECT_EQ(m.data()[64 * kMiB], 1);
    EXPECT_EQ(m.data()[64 * kMiB + DeviceImage::kPageSize], 1);
    EXPECT_EQ(m.data()[200 * kMiB], 0);
    const DeviceImage again = DeviceImage::capture(m, &second, counter);
    EXPECT_EQ(again.changedPages(first), std::vector<std::uint64_t>{});

    // Into another memory (nothing shared with it), and back to zeros.
    DeviceMemory other(m.size());
    second.restoreInto(other);
    EXPECT_EQ(other.data()[64 * kMiB + DeviceImage::kPageSize], 2);
    DeviceImage().restoreInto(other); // another size: ignored
    DeviceMemory zeros(m.size());
    DeviceImage::capture(zeros, nullptr).restoreInto(other);
    EXPECT_TRUE(other == zeros);
}

// The engine's stores and atomics are seen by the next image, sequential or in parallel.
TEST(DeviceImage, SeesTheEnginesWrites) {
    for (std::uint32_t threads : {1u, 2u}) {
        LaunchConfig config;
        config.deviceMemory = 64 * kMiB;
        config.grid = {4, 1, 1};
        config.threads = threads;
        Emulator emu(scatterKernel(1024), config); // one store every 4 KiB
        const DeviceImage before = DeviceImage::capture(emu.deviceMemory(), nullptr);
        ASSERT_EQ(emu.run().status, RunStatus::Completed);
        const DeviceImage after = DeviceImage::capture(emu.deviceMemory(), &before);
        EXPECT_EQ(after.storedPages(), 255u) << threads; // gid 0 stores a zero
        EXPECT_EQ(after.changedPages(before).size(), 255u) << threads;
        before.restoreInto(emu.deviceMemory());
        EXPECT_TRUE(emu.deviceMemory() == DeviceMemory(config.deviceMemory)) << threads;
    }
}

} // namespace
} // namespace wave::emu::test
