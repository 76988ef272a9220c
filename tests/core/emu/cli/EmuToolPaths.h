#pragma once
// Paths and helpers shared by the wave-emu CLI tests: the tools under test (passed in by CMake),
// the golden folders, a scratch directory, and "assemble this source with our wave-asm".

#include "ToolRunner.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace wave::test {

struct EmuToolPaths {
    static std::string emu() { return WAVE_EMU_PATH; }
    static std::string assembler() { return WAVE_ASM_PATH; }
    static std::filesystem::path golden(const std::string& folder) {
        return std::filesystem::path(WAVE_TEST_DATA) / "golden" / folder;
    }

    // The kernels X of a golden folder that have an X.args file, sorted.
    static std::vector<std::string> cases(const std::string& folder) {
        std::vector<std::string> names;
        std::error_code ec;
        for (const auto& entry : std::filesystem::directory_iterator(golden(folder), ec))
            if (entry.path().extension() == ".args")
                names.push_back(entry.path().stem().string());
        std::sort(names.begin(), names.end());
        return names;
    }

    // A fresh directory for one test's files.
    static std::filesystem::path scratch(const std::string& tag) {
        const auto dir = std::filesystem::temp_directory_path() /
                         ("wave-emu-cli-" + std::to_string(::getpid()) + "-" + tag);
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        return dir;
    }

    static void writeFile(const std::filesystem::path& path, const std::string& bytes) {
        std::ofstream out(path, std::ios::binary);
        out << bytes;
    }

    // Assembles `source` with wave-asm into dir/name.wbin; returns the path, or "" (and the
    // tool's stderr in `error`) on failure.
    static std::string assemble(const std::filesystem::path& dir, const std::string& name,
                                const std::string& source, std::string& error) {
        const auto wave = dir / (name + ".wave");
        const auto wbin = dir / (name + ".wbin");
        writeFile(wave, source);
        const ToolResult r = ToolRunner::run(assembler(), {wave.string(), "-o", wbin.string()});
        if (r.exitCode != 0) {
            error = "wave-asm exit " + std::to_string(r.exitCode) + ": " + r.err;
            return {};
        }
        return wbin.string();
    }
};

} // namespace wave::test
