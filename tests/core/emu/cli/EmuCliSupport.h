#pragma once
// Helpers of the wave-emu CLI behaviour tests: run the tool in the golden emu folder, run it on
// a kernel that never executes (so memory shows exactly what fills and --arg wrote), and a
// fixture with a scratch directory and "assemble this source".

#include "EmuToolPaths.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace wave::test {

// empty_grid.wbin with a grid of 0 workgroups: nothing runs.
inline const std::vector<std::string>& noRunArgs() {
    static const std::vector<std::string> args = {"empty_grid.wbin", "--grid", "0,1,1"};
    return args;
}

inline ToolResult emuIn(const std::filesystem::path& cwd, const std::vector<std::string>& args) {
    return ToolRunner::run(EmuToolPaths::emu(), args, cwd.string(), 60);
}

inline ToolResult emu(const std::vector<std::string>& args) {
    return emuIn(EmuToolPaths::golden("emu"), args);
}

inline ToolResult noRun(const std::vector<std::string>& extra) {
    // A test of --grid itself gives its own grid (which fails before anything runs).
    const bool ownGrid = std::find(extra.begin(), extra.end(), "--grid") != extra.end();
    std::vector<std::string> args =
        ownGrid ? std::vector<std::string>{noRunArgs()[0]} : noRunArgs();
    args.insert(args.end(), extra.begin(), extra.end());
    return emu(args);
}

inline std::string firstLine(const std::string& s) {
    return s.substr(0, s.find('\n'));
}

class EmuCli : public testing::Test {
protected:
    void SetUp() override {
        dir_ = EmuToolPaths::scratch(testing::UnitTest::GetInstance()->current_test_info()->name());
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }

    std::string assemble(const std::string& name, const std::string& source) {
        std::string error;
        std::string path = EmuToolPaths::assemble(dir_, name, source, error);
        EXPECT_FALSE(path.empty()) << error;
        return path;
    }
    std::filesystem::path dir_;
};

} // namespace wave::test
