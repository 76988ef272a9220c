// Replay driver for the fuzz targets in the normal (gcc) build: runs LLVMFuzzerTestOneInput once
// on every file named on the command line, walking directories recursively in sorted order.
// A crash, sanitizer report or failed oracle check ends the process abnormally, and the line
// printed just before it names the input. libFuzzer binaries do the same with `-runs=0`.
//
//   fuzz_asm_replay PATH... [--ext .wave,.txt PATH...]
//
// --ext limits the files taken from the directories named after it (files named directly, and
// directories named before it, run whole: regression folders come first). A path that
// does not exist, or a run that finds no input at all, fails: a typo in the test registration
// must not turn the replay into a test that checks nothing.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

std::vector<std::string> splitExtensions(const std::string& list) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        if (comma > start)
            out.push_back(list.substr(start, comma - start));
        start = comma + 1;
    }
    return out;
}

bool wanted(const fs::path& file, const std::vector<std::string>& extensions) {
    if (extensions.empty())
        return true;
    const std::string ext = file.extension().string();
    for (const std::string& e : extensions)
        if (ext == e)
            return true;
    return false;
}

bool readFile(const fs::path& file, std::vector<std::uint8_t>& out) {
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return false;
    out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return !in.bad();
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> extensions;
    std::vector<fs::path> inputs;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--ext" && i + 1 < argc) {
            extensions = splitExtensions(argv[++i]);
            continue;
        }
        std::error_code ec;
        const fs::path path(arg);
        if (fs::is_regular_file(path, ec)) {
            inputs.push_back(path);
        } else if (fs::is_directory(path, ec)) {
            std::vector<fs::path> found;
            for (auto it = fs::recursive_directory_iterator(path, ec);
                 !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
                if (it->is_regular_file(ec) && wanted(it->path(), extensions))
                    found.push_back(it->path());
            if (ec) {
                std::fprintf(stderr, "error: cannot walk %s: %s\n", arg.c_str(),
                             ec.message().c_str());
                return 2;
            }
            std::sort(found.begin(), found.end());
            inputs.insert(inputs.end(), found.begin(), found.end());
        } else {
            std::fprintf(stderr, "error: %s is neither a file nor a directory\n", arg.c_str());
            return 2;
        }
    }
    if (inputs.empty()) {
        std::fprintf(stderr, "error: no input to replay\n");
        return 1;
    }

    std::uint64_t bytes = 0;
    std::vector<std::uint8_t> data;
    for (const fs::path& file : inputs) {
        if (!readFile(file, data)) {
            std::fprintf(stderr, "error: cannot read %s\n", file.string().c_str());
            return 2;
        }
        std::fprintf(stderr, "replay %s\n", file.string().c_str());
        std::fflush(stderr);
        // A copy exactly as large as the input, so ASan catches reads past its end. libFuzzer
        // never passes a null pointer, not even for the empty input.
        const std::vector<std::uint8_t> exact(data.begin(), data.end());
        static const std::uint8_t kNothing = 0;
        LLVMFuzzerTestOneInput(exact.empty() ? &kNothing : exact.data(), exact.size());
        bytes += data.size();
    }
    std::printf("replayed %zu inputs (%llu bytes)\n", inputs.size(),
                static_cast<unsigned long long>(bytes));
    return 0;
}
