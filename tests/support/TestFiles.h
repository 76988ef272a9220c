#pragma once
// Reading test data and listing the golden folders.

#include <cstdint>
#include <string>
#include <vector>

namespace wave::test {

class TestFiles {
public:
    // The whole file; empty when it cannot be read (the comparison that uses it then fails).
    static std::string readText(const std::string& path);
    static std::vector<std::uint8_t> readBytes(const std::string& path);

    // The sorted names, without `extension` (e.g. ".wave"), of the files in `directory` that
    // have it; empty when the directory cannot be read.
    static std::vector<std::string> stemsIn(const std::string& directory,
                                            const std::string& extension);
};

} // namespace wave::test
