#include "launch/DeviceProfileLoader.h"

#include "launch/FileReader.h"
#include "launch/JsonObjectReader.h"

#include "emu/LaunchConfig.h"

#include <array>
#include <charconv>

namespace wave::launch {

std::string ProfileError::text() const {
    if (line == 0)
        return file + ": " + message;
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
}

namespace {

struct Field {
    std::string_view key;
    std::uint64_t min;
    std::uint64_t max;
    std::uint32_t emu::DeviceProfile::*target;
};

constexpr std::array<Field, 4> kFields{{
    {"wave_width", 1, emu::LaunchLimits::maxWaveWidth, &emu::DeviceProfile::waveWidth},
    {"register_file_size", 1, 0xFFFFFFFFu, &emu::DeviceProfile::registerFileSize},
    {"local_memory_per_core", 1, 0xFFFFFFFFu, &emu::DeviceProfile::localMemoryPerCore},
    {"max_waves_per_core", 1, 0xFFFFFFFFu, &emu::DeviceProfile::maxWavesPerCore},
}};

bool validName(std::string_view name) {
    if (name.empty() || name.size() > 64)
        return false;
    for (char c : name) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                        (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
        if (!ok)
            return false;
    }
    return true;
}

bool fail(ProfileError& error, const std::string& file, const JsonMember* at, std::string message) {
    error.file = file;
    error.line = at != nullptr ? at->line : 1;
    error.column = at != nullptr ? at->column : 1;
    error.message = std::move(message);
    return false;
}

bool readInteger(const JsonMember& m, const Field& f, const std::string& file, ProfileError& error,
                 std::uint32_t& out) {
    const std::string what = "\"" + std::string(f.key) + "\" must be an integer from " +
                             std::to_string(f.min) + " to " + std::to_string(f.max);
    if (m.kind != JsonMember::Kind::Number)
        return fail(error, file, &m, what);
    std::uint64_t v = 0;
    const char* end = m.text.data() + m.text.size();
    const auto [ptr, ec] = std::from_chars(m.text.data(), end, v);
    if (ec != std::errc() || ptr != end || v < f.min || v > f.max)
        return fail(error, file, &m, what + ", got " + m.text);
    out = static_cast<std::uint32_t>(v);
    return true;
}

} // namespace

std::optional<emu::DeviceProfile>
DeviceProfileLoader::parse(std::string_view json, const std::string& file, ProfileError& error) {
    JsonError syntax;
    const std::optional<std::vector<JsonMember>> members = JsonObjectReader::read(json, syntax);
    if (!members) {
        error = ProfileError{file, syntax.line, syntax.column, syntax.message};
        return std::nullopt;
    }
    emu::DeviceProfile p;
    p.sourcePath = file;
    std::array<bool, kFields.size()> seen{};
    bool named = false;
    for (const JsonMember& m : *members) {
        if (m.key == "name") {
            if (m.kind != JsonMember::Kind::String || !validName(m.text)) {
                fail(error, file, &m,
                     "\"name\" must be a string of 1 to 64 letters, digits, '-', '_' or '.'");
                return std::nullopt;
            }
            p.name = m.text;
            named = true;
            continue;
        }
        if (m.key == "description") {
            if (m.kind != JsonMember::Kind::String) {
                fail(error, file, &m, "\"description\" must be a string");
                return std::nullopt;
            }
            p.description = m.text;
            continue;
        }
        bool known = false;
        for (std::size_t i = 0; i < kFields.size(); ++i) {
            if (m.key != kFields[i].key)
                continue;
            known = true;
            seen[i] = true;
            if (!readInteger(m, kFields[i], file, error, p.*kFields[i].target))
                return std::nullopt;
        }
        if (!known) {
            fail(error, file, &m,
                 "unknown member \"" + m.key +
                     "\" (expected name, description, wave_width, register_file_size, "
                     "local_memory_per_core, max_waves_per_core)");
            return std::nullopt;
        }
    }
    if (!named) {
        fail(error, file, nullptr, "missing member \"name\"");
        return std::nullopt;
    }
    for (std::size_t i = 0; i < kFields.size(); ++i) {
        if (!seen[i]) {
            fail(error, file, nullptr, "missing member \"" + std::string(kFields[i].key) + "\"");
            return std::nullopt;
        }
    }
    return p;
}

std::optional<emu::DeviceProfile> DeviceProfileLoader::loadFile(const std::string& path,
                                                                ProfileError& error) {
    std::string text;
    std::string why;
    // A profile is a few hundred bytes; the cap keeps a wrong path (a device, a huge file) cheap.
    if (FileReader::read(path, text, why, 1 << 20) != FileReader::Status::Ok) {
        error = ProfileError{path, 0, 0, why};
        return std::nullopt;
    }
    return parse(text, path, error);
}

} // namespace wave::launch
