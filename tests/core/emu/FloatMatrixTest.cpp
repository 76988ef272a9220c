// The golden float matrix through the engine API at EVERY wave width 1–64, in both of the
// engine's loops (the AVX2 build picked at run time and the portable build). The reference
// computes lane by lane, so its results (tests/data/golden/float-matrix/X.expected, one result
// word per line) hold at any width; the CLI test (GoldenFloatMatrixTest) checks the printed
// bytes at the recorded widths, this one the widths in between, where the engine's vector
// bodies and remainders split differently.

#include "emu/Emulator.h"
#include "emu/EngineEntry.h"
#include "wbin/WbinReader.h"

#include "TestFiles.h"

#include <gtest/gtest.h>

#include <cstring>
#include <sstream>
#include <string>
#include <vector>

namespace wave::emu::test {
namespace {

using wave::test::TestFiles;

const std::string kMatrix = std::string(WAVE_TEST_DATA) + "/golden/float-matrix/";

// The matrix kernels of widths.txt (the float-text kernels print with the CLI only).
std::vector<std::string> matrixKernels() {
    std::vector<std::string> names;
    std::istringstream in(TestFiles::readText(kMatrix + "widths.txt"));
    for (std::string line; std::getline(in, line);) {
        std::istringstream fields(line);
        std::string name, width;
        if (line.empty() || line[0] == '#' || !(fields >> name >> width) || width == "-")
            continue;
        names.push_back(name);
    }
    return names;
}

// "--wave-width W --grid X,1,1 --dump-u32 0:COUNT": the grid's x and COUNT.
struct MatrixArgs {
    std::uint32_t gridX = 1;
    std::uint32_t count = 0;
};

MatrixArgs parseArgs(const std::string& text) {
    MatrixArgs a;
    std::istringstream in(text);
    for (std::string option, value; in >> option >> value;) {
        if (option == "--grid")
            a.gridX = static_cast<std::uint32_t>(std::stoul(value));
        else if (option == "--dump-u32")
            a.count = static_cast<std::uint32_t>(std::stoul(value.substr(value.find(':') + 1)));
    }
    return a;
}

class FloatMatrix : public testing::TestWithParam<std::string> {
protected:
    void TearDown() override { detail::forceBaselineEngine(false); }
};

TEST_P(FloatMatrix, EveryWaveWidthInBothLoops) {
    const std::string& name = GetParam();
    const wbin::ReadResult file =
        wbin::WbinReader::readStrict(TestFiles::readBytes(kMatrix + name + ".wbin"));
    ASSERT_TRUE(file.ok()) << file.error->message;
    const MatrixArgs args = parseArgs(TestFiles::readText(kMatrix + name + ".args"));
    std::vector<std::uint32_t> expected;
    std::istringstream in(TestFiles::readText(kMatrix + name + ".expected"));
    for (std::string line; std::getline(in, line);)
        expected.push_back(static_cast<std::uint32_t>(std::stoul(line)));
    ASSERT_EQ(expected.size(), args.count);

    for (const bool portable : {false, true}) {
        for (std::uint32_t width = 1; width <= 64; ++width) {
            detail::forceBaselineEngine(portable);
            LaunchConfig cfg;
            cfg.grid = {args.gridX, 1, 1};
            cfg.waveWidth = width;
            Emulator emu(file.program, cfg);
            const RunResult r = emu.run();
            ASSERT_EQ(r.status, RunStatus::Completed) << "width " << width;
            int differing = 0;
            std::ostringstream first;
            for (std::uint32_t i = 0; i < args.count; ++i) {
                std::uint32_t got = 0;
                std::memcpy(&got, emu.deviceMemory().data() + 4 * i, 4);
                if (got != expected[i] && ++differing <= 4)
                    first << "  line " << i + 1 << ": expected " << expected[i] << ", got " << got
                          << "\n";
            }
            EXPECT_EQ(differing, 0)
                << (portable ? "portable" : "AVX2") << " loop, wave width " << width << ":\n"
                << first.str() << "explain a line with: python3 tests/data/golden/float-matrix/"
                << "tools/make_float_matrix.py explain " << name << " LINE";
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Golden, FloatMatrix, testing::ValuesIn(matrixKernels()),
                         [](const testing::TestParamInfo<std::string>& param) {
                             return param.param;
                         });

} // namespace
} // namespace wave::emu::test
