#include "launch/ConfigDirectory.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace wave::launch {

std::string ConfigDirectory::path(std::string_view leaf) {
    const char* xdg = std::getenv("XDG_CONFIG_HOME");
    if (xdg != nullptr && *xdg != '\0')
        return std::string(xdg) + "/wave-studio/" + std::string(leaf);
    const char* home = std::getenv("HOME");
    if (home != nullptr && *home != '\0')
        return std::string(home) + "/.config/wave-studio/" + std::string(leaf);
    return {};
}

std::vector<std::string> ConfigDirectory::jsonFiles(const std::string& dir, std::string& error) {
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    std::error_code ec;
    if (dir.empty() || !fs::is_directory(dir, ec))
        return files;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->path().extension() == ".json")
            files.push_back(it->path().string());
    }
    if (ec)
        error = ec.message();
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace wave::launch
