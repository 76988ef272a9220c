#pragma once
// Device profiles as data (issue 16): one small JSON object per file,
//
//     { "name": "nvidia-32", "description": "...", "wave_width": 32,
//       "register_file_size": 65536, "local_memory_per_core": 102400,
//       "max_waves_per_core": 48 }
//
// All members but "description" are required; unknown members are refused so that a typo does
// not silently leave a default in place. Errors name the file, line and column.

#include "emu/DeviceProfile.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wave::launch {

struct ProfileError {
    std::string file;
    std::uint32_t line = 0; // 0: the error is about the file as a whole (cannot be read)
    std::uint32_t column = 0;
    std::string message;

    // "FILE:LINE:COLUMN: MESSAGE" (or "FILE: MESSAGE").
    std::string text() const;
};

class DeviceProfileLoader {
public:
    // `json` is the content of `file` (used for messages and DeviceProfile::sourcePath).
    static std::optional<emu::DeviceProfile> parse(std::string_view json, const std::string& file,
                                                   ProfileError& error);
    static std::optional<emu::DeviceProfile> loadFile(const std::string& path, ProfileError& error);
};

} // namespace wave::launch
