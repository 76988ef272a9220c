// The golden float matrix (tests/data/golden/float-matrix/README.md): every floating-point
// instruction over NaN payloads, signalling NaNs, ±0, ±inf, denormals, ties and conversion
// limits, and the float text of --dump-f32/f16/bf16. For every kernel X, `wave-emu X.wbin
// $(cat X.args)` prints X.expected byte for byte and exits with X.exit, at every wave width the
// reference was recorded at, in both of the engine's loops: the AVX2 one picked at run time and
// the portable one (WAVE_EMU_BASELINE=1). Our wave-asm assembles X.wave into X.wbin exactly.
#include "EmuToolPaths.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>

using wave::test::EmuToolPaths;
using wave::test::ToolResult;
using wave::test::ToolRunner;

namespace {

struct MatrixKernel {
    std::string name;
    std::vector<std::string> widths; // empty: the kernel's own arguments only
};

void PrintTo(const MatrixKernel& k, std::ostream* os) {
    *os << k.name;
}

std::vector<MatrixKernel> matrixKernels() {
    std::vector<MatrixKernel> kernels;
    std::istringstream in(
        ToolRunner::readFile((EmuToolPaths::golden("float-matrix") / "widths.txt").string()));
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#')
            continue;
        std::istringstream fields(line);
        MatrixKernel k;
        fields >> k.name;
        for (std::string w; fields >> w;)
            if (w != "-")
                k.widths.push_back(w);
        kernels.push_back(k);
    }
    return kernels;
}

// X.args with its --wave-width value replaced by `width` (kept when `width` is empty).
std::vector<std::string> argsAt(const std::string& name, const std::string& width) {
    const auto dir = EmuToolPaths::golden("float-matrix");
    std::vector<std::string> args =
        ToolRunner::splitArgs(ToolRunner::readFile((dir / (name + ".args")).string()));
    for (std::size_t i = 0; i + 1 < args.size(); ++i)
        if (args[i] == "--wave-width" && !width.empty())
            args[i + 1] = width;
    return args;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

// "N lines differ", then the first few with the command that explains them.
std::string describeDifference(const std::string& name, const std::string& expected,
                               const std::string& got) {
    const std::vector<std::string> e = lines(expected), g = lines(got);
    std::ostringstream out;
    int differing = 0;
    for (std::size_t i = 0; i < std::max(e.size(), g.size()); ++i) {
        const std::string want = i < e.size() ? e[i] : "<none>";
        const std::string have = i < g.size() ? g[i] : "<none>";
        if (want == have)
            continue;
        if (++differing <= 8)
            out << "  line " << i + 1 << ": expected " << want << ", got " << have << "\n";
    }
    out << differing << " of " << e.size() << " lines differ; explain a line with: python3 "
        << "tests/data/golden/float-matrix/tools/make_float_matrix.py explain " << name
        << " LINE\n";
    return out.str();
}

enum class Loop { Avx2, Portable };

void PrintTo(Loop loop, std::ostream* os) {
    *os << (loop == Loop::Avx2 ? "AVX2 loop" : "portable loop");
}

// Selects the engine's loop for the child processes started while it lives.
class LoopSelection {
public:
    explicit LoopSelection(Loop loop) {
        if (loop == Loop::Portable)
            ::setenv("WAVE_EMU_BASELINE", "1", 1);
        else
            ::unsetenv("WAVE_EMU_BASELINE");
    }
    ~LoopSelection() { ::unsetenv("WAVE_EMU_BASELINE"); }
    LoopSelection(const LoopSelection&) = delete;
    LoopSelection& operator=(const LoopSelection&) = delete;
};

using MatrixCase = std::tuple<MatrixKernel, Loop>;

class GoldenFloatMatrix : public testing::TestWithParam<MatrixCase> {};
class GoldenFloatMatrixAssembler : public testing::TestWithParam<MatrixKernel> {};

std::string caseName(const testing::TestParamInfo<MatrixCase>& info) {
    return std::get<0>(info.param).name +
           (std::get<1>(info.param) == Loop::Avx2 ? "_avx2" : "_portable");
}

std::string kernelName(const testing::TestParamInfo<MatrixKernel>& info) {
    return info.param.name;
}

} // namespace

TEST(GoldenFloatMatrixData, AllKernelsPresent) {
    // 18 matrix families and 4 float-text kernels; 81 recorded (kernel, width) runs + 4.
    const std::vector<MatrixKernel> kernels = matrixKernels();
    ASSERT_EQ(kernels.size(), 22u);
    std::size_t runs = 0;
    for (const MatrixKernel& k : kernels)
        runs += std::max<std::size_t>(k.widths.size(), 1);
    EXPECT_EQ(runs, 85u);
}

TEST_P(GoldenFloatMatrix, ByteForByteAtEveryRecordedWidth) {
    const auto& [kernel, loop] = GetParam();
    const auto dir = EmuToolPaths::golden("float-matrix");
    const std::string expected = ToolRunner::readFile((dir / (kernel.name + ".expected")).string());
    const int exitCode = std::stoi(ToolRunner::readFile((dir / (kernel.name + ".exit")).string()));
    const LoopSelection selected(loop);
    std::vector<std::string> widths = kernel.widths;
    if (widths.empty())
        widths.emplace_back();
    for (const std::string& width : widths) {
        std::vector<std::string> args{kernel.name + ".wbin"};
        const std::vector<std::string> rest = argsAt(kernel.name, width);
        args.insert(args.end(), rest.begin(), rest.end());
        const ToolResult r = ToolRunner::run(EmuToolPaths::emu(), args, dir.string(), 120);
        SCOPED_TRACE("wave width " + (width.empty() ? std::string("default") : width));
        EXPECT_EQ(r.exitCode, exitCode) << r.err;
        EXPECT_TRUE(r.err.empty()) << r.err;
        EXPECT_TRUE(r.out == expected) << describeDifference(kernel.name, expected, r.out);
    }
}

TEST_P(GoldenFloatMatrixAssembler, MakesTheSameBytes) {
    const MatrixKernel& kernel = GetParam();
    const auto dir = EmuToolPaths::golden("float-matrix");
    const auto tmp = EmuToolPaths::scratch("float-matrix-" + kernel.name);
    const std::string wbin = (tmp / (kernel.name + ".wbin")).string();
    const ToolResult r =
        ToolRunner::run(EmuToolPaths::assembler(), {kernel.name + ".wave", "-o", wbin}, dir);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(ToolRunner::readFile(wbin) ==
                ToolRunner::readFile((dir / (kernel.name + ".wbin")).string()));
    std::filesystem::remove_all(tmp);
}

INSTANTIATE_TEST_SUITE_P(FloatMatrix, GoldenFloatMatrix,
                         testing::Combine(testing::ValuesIn(matrixKernels()),
                                          testing::Values(Loop::Avx2, Loop::Portable)),
                         caseName);
INSTANTIATE_TEST_SUITE_P(FloatMatrix, GoldenFloatMatrixAssembler,
                         testing::ValuesIn(matrixKernels()), kernelName);
