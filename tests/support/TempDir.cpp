#include "TempDir.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace wave::test {

TempDir::TempDir(const std::string& prefix) {
    std::string pattern = "/tmp/" + prefix + "-XXXXXX";
    if (::mkdtemp(pattern.data()) == nullptr)
        throw std::runtime_error("cannot create " + pattern + ": " + std::strerror(errno));
    path_ = pattern;
}

TempDir::~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
}

std::string TempDir::write(const std::string& name, std::string_view content) const {
    std::ofstream(path_ + "/" + name, std::ios::binary)
        .write(content.data(), static_cast<std::streamsize>(content.size()));
    return name;
}

std::string TempDir::write(const std::string& name,
                           const std::vector<std::uint8_t>& content) const {
    return write(name,
                 std::string_view(reinterpret_cast<const char*>(content.data()), content.size()));
}

} // namespace wave::test
