#include "launch/OptionSpec.h"

#include "launch/RustNumber.h"

#include <vector>

namespace wave::launch {

namespace {
std::vector<std::string_view> splitAll(std::string_view text, char sep) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t pos = text.find(sep, start);
        if (pos == std::string_view::npos) {
            parts.push_back(text.substr(start));
            return parts;
        }
        parts.push_back(text.substr(start, pos - start));
        start = pos + 1;
    }
}

std::string withPrefix(std::string_view message) {
    return std::string(OptionSpec::kPrefix) + std::string(message);
}
} // namespace

bool OptionSpec::parseDims(std::string_view flag, std::string_view text,
                           std::array<std::uint32_t, 3>& out, std::string& error) {
    const std::string head = "invalid --" + std::string(flag) + ": ";
    const auto parts = splitAll(text, ',');
    if (parts.size() != 3) {
        error = withPrefix(head + "expected 3 comma-separated values, got " +
                           std::to_string(parts.size()));
        return false;
    }
    static constexpr const char* kAxis[3] = {"x", "y", "z"};
    for (std::size_t i = 0; i < 3; ++i) {
        std::uint64_t v = 0;
        std::string why;
        if (!RustNumber::parseUnsigned(parts[i], UINT32_MAX, v, why)) {
            error = withPrefix(head + "invalid " + kAxis[i] + ": " + why);
            return false;
        }
        out[i] = static_cast<std::uint32_t>(v);
    }
    return true;
}

bool OptionSpec::parseSetReg(std::string_view text, SetRegSpec& out, std::string& error) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) {
        error = withPrefix("invalid --set-reg: expected format REG:VALUE");
        return false;
    }
    std::uint64_t reg = 0;
    std::string why;
    if (!RustNumber::parseUnsigned(text.substr(0, colon), UINT8_MAX, reg, why)) {
        error = withPrefix("invalid --set-reg: invalid register: " + why);
        return false;
    }
    std::uint64_t value = 0;
    if (!RustNumber::parseOffset(text.substr(colon + 1), value, why)) {
        error = withPrefix("invalid --set-reg: " + why);
        return false;
    }
    out.reg = static_cast<std::uint8_t>(reg);
    out.value = static_cast<std::uint32_t>(value);
    return true;
}

bool OptionSpec::parseFill(bool iota, std::string_view text, FillSpec& out, std::string& error) {
    const std::string flag = iota ? "--fill-iota" : "--fill-zero";
    const auto parts = splitAll(text, ':');
    const bool countOk = iota ? (parts.size() == 3 || parts.size() == 4) : parts.size() == 3;
    if (!countOk) {
        error = withPrefix(flag + " expects " +
                           (iota ? "OFFSET:TYPE:COUNT[:SCALE]" : "OFFSET:TYPE:COUNT") + ", got '" +
                           std::string(text) + "'");
        return false;
    }
    std::string why;
    if (!RustNumber::parseOffset(parts[0], out.offset, why)) {
        error = withPrefix(flag + " offset: " + why);
        return false;
    }
    if (!RustNumber::parseUnsigned(parts[2], UINT64_MAX, out.count, why)) {
        error = withPrefix(flag + " count: " + why);
        return false;
    }
    out.scale = 1.0f;
    if (parts.size() == 4 && !RustNumber::parseFloat(parts[3], out.scale, why)) {
        error = withPrefix(flag + " scale: " + why);
        return false;
    }
    const auto type = ElementTypes::parse(parts[1]);
    if (!type) {
        error = withPrefix(flag + " type: unknown TYPE '" + std::string(parts[1]) +
                           "' (expected one of " + std::string(ElementTypes::names()) + ")");
        return false;
    }
    out.type = *type;
    return true;
}

bool OptionSpec::parseArg(std::string_view text, ArgSpec& out, std::string& error) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) {
        error = withPrefix("invalid --arg: expected format OFFSET:FILE");
        return false;
    }
    std::string why;
    if (!RustNumber::parseOffset(text.substr(0, colon), out.offset, why)) {
        error = withPrefix("invalid --arg: " + why);
        return false;
    }
    out.path = std::string(text.substr(colon + 1));
    return true;
}

bool OptionSpec::parseRange(std::string_view text, RangeSpec& out, std::string& error) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) {
        error = withPrefix("invalid --dump-memory: expected format START:END");
        return false;
    }
    std::string why;
    if (!RustNumber::parseOffset(text.substr(0, colon), out.start, why) ||
        !RustNumber::parseOffset(text.substr(colon + 1), out.end, why)) {
        error = withPrefix("invalid --dump-memory: " + why);
        return false;
    }
    if (out.end <= out.start) {
        error = withPrefix("invalid --dump-memory: END must be greater than START");
        return false;
    }
    return true;
}

bool OptionSpec::parseDump(std::string_view flag, std::string_view text, DumpSpec& out,
                           std::string& error) {
    const std::string name = "--" + std::string(flag);
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) {
        error = withPrefix(name + " expects OFFSET:COUNT, got '" + std::string(text) + "'");
        return false;
    }
    std::string why;
    if (!RustNumber::parseOffset(text.substr(0, colon), out.offset, why)) {
        error = withPrefix(name + " offset: " + why);
        return false;
    }
    if (!RustNumber::parseUnsigned(text.substr(colon + 1), UINT64_MAX, out.count, why)) {
        error = withPrefix(name + " count: " + why);
        return false;
    }
    return true;
}

} // namespace wave::launch
