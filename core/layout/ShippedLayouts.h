#pragma once
// The JSON files of resources/layouts, compiled in (generated from ShippedLayouts.cpp.in), so
// that the tools and the IDE need no data path to find them.

#include <span>

namespace wave::layout {

struct ShippedLayoutFile {
    const char* file; // e.g. "wave-v0.2.json"
    const char* json;
};

std::span<const ShippedLayoutFile> shippedLayoutFiles();

} // namespace wave::layout
