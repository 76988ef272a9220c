#pragma once
// Base64 (RFC 4648, with padding) for the bytes of readMemory and writeMemory.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace wave::dap {

class Base64 {
public:
    static std::string encode(std::span<const std::uint8_t> bytes);
    // Nothing when `text` is not base64 (padding optional, no white space).
    static std::optional<std::vector<std::uint8_t>> decode(std::string_view text);
};

} // namespace wave::dap
