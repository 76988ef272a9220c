#pragma once
// The `wave-asm --dump-hex` format (docs/reference/command-line.md §1): 16 bytes per line, the
// offset as 8 lower-case hex digits and ": ", then every byte as two lower-case hex digits followed
// by a blank.

#include <cstdint>
#include <string>
#include <vector>

namespace wave::cli {

class HexDump {
public:
    static std::string format(const std::vector<std::uint8_t>& bytes);
};

} // namespace wave::cli
