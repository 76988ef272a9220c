// PageImage: pages shared with the previous image and, for memory the kernel never wrote, one
// shared page of zeros, so a large device memory costs only what was written.

#include "debug/session/PageImage.h"

#include "SessionFixture.h"

#include <gtest/gtest.h>

#include <vector>

using namespace wave::debug;
using namespace wave::debug::test;

TEST(PageImage, UntouchedMemoryCostsNothing) {
    std::vector<std::uint8_t> memory(64u << 20, 0);
    memory[5 * PageImage::kPageSize + 7] = 42;
    const PageImage::Counter counter = std::make_shared<std::atomic<std::uint64_t>>(0);
    const PageImage image = PageImage::capture(memory, nullptr, counter);
    EXPECT_EQ(image.size(), memory.size());
    EXPECT_EQ(counter->load(), PageImage::kPageSize); // the one written page
    EXPECT_EQ(image.page(5)[7], 42);
    EXPECT_EQ(image.page(6).size(), PageImage::kPageSize);
    EXPECT_EQ(image.page(6)[0], 0);

    std::vector<std::uint8_t> out(memory.size(), 0xee);
    image.restoreInto(out);
    EXPECT_EQ(out, memory);
    // A page written later and then cleared again shares the zero page once more.
    memory[5 * PageImage::kPageSize + 7] = 0;
    const PageImage cleared = PageImage::capture(memory, &image, counter);
    EXPECT_EQ(cleared.changedPages(image), std::vector<std::size_t>{5});
    EXPECT_EQ(counter->load(), PageImage::kPageSize); // only `image` still holds a page
}

// The first stop of a launch sends the views only the pages that are not zero.
TEST(PageImage, TheFirstSnapshotSendsOnlyWrittenPages) {
    wave::emu::LaunchConfig config = launch(64);
    config.deviceMemory = 16u << 20;
    auto s = load(kStoreIds, config);
    ASSERT_TRUE(s->snapshot());
    EXPECT_TRUE(s->snapshot()->full);
    EXPECT_EQ(s->snapshot()->deviceSize, config.deviceMemory);
    EXPECT_TRUE(s->snapshot()->changedDevicePages.empty());
    s->continueRun();
    ASSERT_EQ(s->snapshot()->changedDevicePages.size(), 1u);
    EXPECT_EQ(s->snapshot()->changedDevicePages[0].address, 0u);
}
