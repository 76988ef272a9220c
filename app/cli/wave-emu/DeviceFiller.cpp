#include "DeviceFiller.h"

#include "ElementType.h"
#include "FileReader.h"
#include "OptionSpec.h"

#include <algorithm>
#include <cstdio>
#include <vector>

namespace wave::cli {

namespace {
// [offset, offset + bytes) must lie inside memory; bytes = count * elementSize may overflow.
bool fits(std::span<std::uint8_t> memory, std::uint64_t offset, std::uint64_t count,
          std::uint64_t elementSize) {
    if (count != 0 && elementSize > UINT64_MAX / count)
        return false;
    const std::uint64_t bytes = count * elementSize;
    return offset <= memory.size() && bytes <= memory.size() - offset;
}
} // namespace

std::string DeviceFiller::outOfBounds(std::uint64_t address) {
    char buf[80];
    std::snprintf(buf, sizeof buf, "memory access out of bounds: address 0x%016llx",
                  static_cast<unsigned long long>(address));
    return buf;
}

bool DeviceFiller::apply(const EmuOptions& options, std::span<std::uint8_t> memory,
                         std::string& error) {
    for (const std::string& text : options.fillZero) {
        FillSpec spec;
        if (!OptionSpec::parseFill(false, text, spec, error))
            return false;
        const std::size_t size = ElementTypes::size(spec.type);
        if (!fits(memory, spec.offset, spec.count, size)) {
            error = outOfBounds(spec.offset);
            return false;
        }
        std::fill_n(memory.begin() + static_cast<std::ptrdiff_t>(spec.offset), spec.count * size,
                    std::uint8_t{0});
    }
    for (const std::string& text : options.fillIota) {
        FillSpec spec;
        if (!OptionSpec::parseFill(true, text, spec, error))
            return false;
        const std::size_t size = ElementTypes::size(spec.type);
        if (!fits(memory, spec.offset, spec.count, size)) {
            error = outOfBounds(spec.offset);
            return false;
        }
        std::uint8_t* out = memory.data() + spec.offset;
        for (std::uint64_t i = 0; i < spec.count; ++i, out += size) {
            // float(i) * SCALE in f32, as the reference computes it.
            const float value = static_cast<float>(i) * spec.scale;
            ElementTypes::encode(spec.type, value, out);
        }
    }
    for (const std::string& text : options.args) {
        ArgSpec spec;
        if (!OptionSpec::parseArg(text, spec, error))
            return false;
        std::vector<std::uint8_t> data;
        std::string why;
        switch (FileReader::read(spec.path, data, why)) {
        case FileReader::Status::Ok:
            break;
        case FileReader::Status::OpenFailed:
            error = "IO error: failed to open " + spec.path + ": " + why;
            return false;
        case FileReader::Status::ReadFailed:
            error = "IO error: failed to read " + spec.path + ": " + why;
            return false;
        }
        if (!fits(memory, spec.offset, data.size(), 1)) {
            error = outOfBounds(spec.offset);
            return false;
        }
        std::copy(data.begin(), data.end(),
                  memory.begin() + static_cast<std::ptrdiff_t>(spec.offset));
    }
    return true;
}

} // namespace wave::cli
