#pragma once
// A scratch directory under /tmp for one test, removed with its contents when it goes away.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace wave::test {

class TempDir {
public:
    // Creates /tmp/<prefix>-XXXXXX; throws std::runtime_error when it cannot (GoogleTest
    // reports the exception as a failure of the test).
    explicit TempDir(const std::string& prefix = "wave-test");
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::string& path() const { return path_; }

    // Writes `content` to path()/name (replacing it) and returns `name`.
    std::string write(const std::string& name, std::string_view content) const;
    std::string write(const std::string& name, const std::vector<std::uint8_t>& content) const;

private:
    std::string path_;
};

} // namespace wave::test
