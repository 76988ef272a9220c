#include "WaveTools.h"

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace wave::conformance {

namespace {

constexpr int kTimeoutSeconds = 120;

std::string replaceAll(std::string text, const std::string& from, const std::string& to) {
    std::size_t pos = 0;
    while ((pos = text.find(from, pos)) != std::string::npos) {
        text.replace(pos, from.size(), to);
        pos += to.size();
    }
    return text;
}

} // namespace

test::ToolResult WaveTools::assemble(const std::string& source, const std::string& wbin,
                                     const std::string& workingDirectory) {
    return test::ToolRunner::run(WAVE_ASM_PATH, {source, "-o", wbin}, workingDirectory,
                                 kTimeoutSeconds);
}

std::string WaveTools::patchCode(const std::string& wbin, const std::vector<CodePatch>& patches) {
    if (patches.empty())
        return {};
    std::ifstream in(wbin, std::ios::binary);
    std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)),
                                     std::istreambuf_iterator<char>());
    in.close();
    if (bytes.size() < 32)
        return "wbin too small to patch";
    const std::uint32_t codeOffset =
        static_cast<std::uint32_t>(bytes[8]) | static_cast<std::uint32_t>(bytes[9]) << 8 |
        static_cast<std::uint32_t>(bytes[10]) << 16 | static_cast<std::uint32_t>(bytes[11]) << 24;
    for (const CodePatch& p : patches) {
        const std::uint64_t at = static_cast<std::uint64_t>(codeOffset) + p.offset;
        if (at + 4 > bytes.size())
            return "patch offset " + std::to_string(p.offset) + " is outside the file";
        for (int i = 0; i < 4; ++i)
            bytes[at + static_cast<std::uint64_t>(i)] =
                static_cast<unsigned char>((p.word >> (8 * i)) & 0xFF);
    }
    std::ofstream out(wbin, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    return out ? std::string() : "cannot rewrite " + wbin;
}

test::ToolResult WaveTools::emulate(const std::string& wbin, const std::string& args,
                                    const std::string& tmpDir,
                                    const std::string& workingDirectory) {
    std::vector<std::string> argv{wbin};
    for (const std::string& a : test::ToolRunner::splitArgs(replaceAll(args, "${TMP}", tmpDir)))
        argv.push_back(a);
    return test::ToolRunner::run(WAVE_EMU_PATH, argv, workingDirectory, kTimeoutSeconds);
}

std::string WaveTools::makeTempDir() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "wave-conformance-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr)
        return {};
    return pattern;
}

void WaveTools::removeTree(const std::string& path) {
    if (path.empty())
        return;
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
}

} // namespace wave::conformance
