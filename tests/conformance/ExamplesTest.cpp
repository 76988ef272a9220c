// The example kernels of the IDE (resources/examples): each must carry a header comment and its
// sidecars (<name>.args launch line, <name>.expected stdout, <name>.exit status), and running it
// with the real wave-asm and wave-emu must reproduce them exactly.

#include "WaveTools.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

namespace wave::conformance {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kExamples = {
    "vector_add",     "tree_reduction",       "exclusive_scan",    "histogram",
    "transpose",      "transpose_padded",     "nested_divergence", "barrier_deadlock",
    "tiled_matmul",   "reduction_assumes_32", "race_order",        "strided_copy",
    "coalesced_copy", "why_modifier_grew"};

std::string examplePath(const std::string& name, const char* ext) {
    return (fs::path(WAVE_EXAMPLES_DIR) / (name + ext)).string();
}

std::string trimRight(std::string s) {
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' '))
        s.pop_back();
    return s;
}

class Example : public testing::TestWithParam<std::string> {
protected:
    void TearDown() override { WaveTools::removeTree(tmpDir_); }
    std::string tmpDir_;
};

TEST_P(Example, HasHeaderCommentAndSidecars) {
    const std::string name = GetParam();
    for (const char* ext : {".wave", ".args", ".expected", ".exit"})
        ASSERT_TRUE(fs::exists(examplePath(name, ext))) << "missing " << name << ext;

    // Header: a title line, then at least 3 lines of explanation, all before the kernel.
    std::istringstream src(test::ToolRunner::readFile(examplePath(name, ".wave")));
    std::string line;
    ASSERT_TRUE(std::getline(src, line));
    EXPECT_EQ(line.rfind("; ", 0), 0u) << name << ": the first line must be a comment title";
    EXPECT_GT(line.size(), 10u) << name << ": the title is too short";
    int textLines = 0;
    while (std::getline(src, line) && !line.empty() && line[0] == ';')
        if (line.size() > 2)
            ++textLines;
    EXPECT_GE(textLines, 3) << name << ": the header needs a few lines of explanation";

    const std::string args = test::ToolRunner::readFile(examplePath(name, ".args"));
    EXPECT_EQ(std::count(args.begin(), args.end(), '\n'), 1) << name << ".args: one line";
    const std::string exit = trimRight(test::ToolRunner::readFile(examplePath(name, ".exit")));
    EXPECT_TRUE(exit == "0" || exit == "1") << name << ".exit: " << exit;
}

TEST_P(Example, RunsAsExpected) {
    const std::string name = GetParam();
    tmpDir_ = WaveTools::makeTempDir();
    ASSERT_FALSE(tmpDir_.empty());
    const std::string wbin = tmpDir_ + "/" + name + ".wbin";
    const test::ToolResult as =
        WaveTools::assemble(examplePath(name, ".wave"), wbin, WAVE_EXAMPLES_DIR);
    ASSERT_EQ(as.exitCode, 0) << as.err;

    const std::string args = trimRight(test::ToolRunner::readFile(examplePath(name, ".args")));
    const test::ToolResult run = WaveTools::emulate(wbin, args, tmpDir_, WAVE_EXAMPLES_DIR);
    const int wantExit =
        std::stoi(trimRight(test::ToolRunner::readFile(examplePath(name, ".exit"))));
    EXPECT_EQ(run.exitCode, wantExit) << run.err;
    EXPECT_EQ(run.out, test::ToolRunner::readFile(examplePath(name, ".expected"))) << "stderr:\n"
                                                                                   << run.err;
    if (wantExit != 0) {
        EXPECT_EQ(run.err.rfind("Error: ", 0), 0u) << run.err;
    }
    if (name == "barrier_deadlock") {
        EXPECT_NE(run.err.find("deadlock detected"), std::string::npos) << run.err;
    }
}

INSTANTIATE_TEST_SUITE_P(Examples, Example, testing::ValuesIn(kExamples));

TEST(ExamplesFolder, ReadmeListsEveryExampleAndNothingIsUnlisted) {
    const std::string readme = test::ToolRunner::readFile(examplePath("README", ".md"));
    for (const std::string& name : kExamples) {
        EXPECT_NE(readme.find(name + ".wave"), std::string::npos)
            << "README.md does not list " << name;
    }
    for (const auto& entry : fs::directory_iterator(WAVE_EXAMPLES_DIR)) {
        if (entry.path().extension() != ".wave")
            continue;
        const std::string stem = entry.path().stem().string();
        EXPECT_TRUE(std::find(kExamples.begin(), kExamples.end(), stem) != kExamples.end())
            << stem << ".wave is not covered by this test";
    }
}

} // namespace
} // namespace wave::conformance
