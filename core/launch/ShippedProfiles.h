#pragma once
// The JSON files of resources/profiles, compiled in (generated from ShippedProfiles.cpp.in).

#include <span>

namespace wave::launch {

struct ShippedProfileFile {
    const char* file; // e.g. "nvidia-32.json"
    const char* json;
};

std::span<const ShippedProfileFile> shippedProfileFiles();

} // namespace wave::launch
