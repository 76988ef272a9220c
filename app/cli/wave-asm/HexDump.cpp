#include "HexDump.h"

namespace wave::cli {

std::string HexDump::format(const std::vector<std::uint8_t>& bytes) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    out.reserve(bytes.size() * 3 + bytes.size() / 16 * 11 + 16);
    for (std::size_t i = 0; i < bytes.size(); i += 16) {
        for (int shift = 28; shift >= 0; shift -= 4)
            out += digits[(i >> shift) & 0xF];
        out += ": ";
        for (std::size_t j = i; j < i + 16 && j < bytes.size(); ++j) {
            out += digits[bytes[j] >> 4];
            out += digits[bytes[j] & 0xF];
            out += ' ';
        }
        out += '\n';
    }
    return out;
}

} // namespace wave::cli
