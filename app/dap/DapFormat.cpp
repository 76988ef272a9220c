#include "DapFormat.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace wave::dap {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

} // namespace

std::string DapFormat::hex(std::uint64_t value) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(value));
    return buf;
}

std::string DapFormat::hex32(std::uint32_t value) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08x", value);
    return buf;
}

std::string DapFormat::word(std::uint32_t value) {
    const float f = std::bit_cast<float>(value);
    std::string fs;
    if (std::isnan(f)) {
        fs = "NaN";
    } else if (std::isinf(f)) {
        fs = f < 0 ? "-inf" : "inf";
    } else {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(f));
        fs = buf;
        if (fs.find_first_of(".e") == std::string::npos)
            fs += ".0";
        fs += 'f';
    }
    return hex32(value) + " (" + std::to_string(static_cast<std::int32_t>(value)) + ", " + fs + ")";
}

std::string DapFormat::mask(std::uint64_t mask, std::uint32_t width) {
    char buf[32];
    const int digits = static_cast<int>((width + 3) / 4);
    std::snprintf(buf, sizeof buf, "0x%0*llx", digits < 1 ? 1 : digits,
                  static_cast<unsigned long long>(mask));
    return std::string(buf) + " (" + std::to_string(std::popcount(mask)) + " of " +
           std::to_string(width) + " lanes)";
}

std::optional<std::uint64_t> DapFormat::parseNumber(std::string_view text) {
    std::string_view s = trim(text);
    int base = 10;
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        s.remove_prefix(2);
    }
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, base);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return v;
}

std::optional<std::uint32_t> DapFormat::parseWord(std::string_view text) {
    std::string_view s = trim(text);
    if (s.empty())
        return std::nullopt;
    // The Variables view edits a value it showed: "0x3f800000 (1065353216, 1.0f)" -> its bits.
    if (const std::size_t paren = s.find(" ("); paren != std::string_view::npos)
        s = s.substr(0, paren);
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
        std::uint32_t v = 0;
        const auto [end, ec] = std::from_chars(s.data() + 2, s.data() + s.size(), v, 2);
        if (ec == std::errc() && end == s.data() + s.size())
            return v;
        return std::nullopt;
    }
    if (const auto n = parseNumber(s); n && *n <= 0xffffffffull)
        return static_cast<std::uint32_t>(*n);
    if (s.front() == '-') {
        std::int64_t v = 0;
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        if (ec == std::errc() && end == s.data() + s.size() && v >= INT32_MIN)
            return static_cast<std::uint32_t>(static_cast<std::int32_t>(v));
    }
    if (s.size() > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        return std::nullopt; // a hex number too wide for a word, not a hex float
    std::string f(s);
    if (!f.empty() && (f.back() == 'f' || f.back() == 'F'))
        f.pop_back();
    char* end = nullptr;
    const double d = std::strtod(f.c_str(), &end);
    if (!f.empty() && end == f.c_str() + f.size())
        return std::bit_cast<std::uint32_t>(static_cast<float>(d));
    return std::nullopt;
}

std::optional<std::pair<debug::MemorySpace, std::uint64_t>>
DapFormat::parseMemoryReference(std::string_view text) {
    const std::size_t colon = text.find(':');
    const std::string_view name = text.substr(0, colon);
    debug::MemorySpace space;
    if (name == "device")
        space = debug::MemorySpace::Device;
    else if (name == "local")
        space = debug::MemorySpace::Local;
    else
        return std::nullopt;
    if (colon == std::string_view::npos)
        return std::pair{space, std::uint64_t{0}};
    const auto address = parseNumber(text.substr(colon + 1));
    if (!address)
        return std::nullopt;
    return std::pair{space, *address};
}

} // namespace wave::dap
