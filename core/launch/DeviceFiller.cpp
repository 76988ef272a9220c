#include "launch/DeviceFiller.h"

#include "io/FileReader.h"
#include "launch/ElementType.h"
#include "launch/OptionSpec.h"

#include "emu/Fault.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace wave::launch {

namespace {
// The length of [offset, offset + count * elementSize) in memory, or nothing with the
// reference's out-of-bounds error, which names the start offset. When the byte size overflows
// 64 bits (the reference's product wraps) the start may well be inside memory: the error then
// names the first byte past the end, as a dump's does, rather than a misleading 0x0.
std::optional<std::uint64_t> region(const emu::DeviceMemory& memory, std::uint64_t offset,
                                    std::uint64_t count, std::uint64_t elementSize,
                                    std::string& error) {
    const bool overflows = count != 0 && elementSize > UINT64_MAX / count;
    if (overflows && offset <= memory.size()) {
        error = emu::outOfBoundsMessage(memory.size());
        return std::nullopt;
    }
    if (overflows || offset > memory.size() || count * elementSize > memory.size() - offset) {
        error = emu::outOfBoundsMessage(offset);
        return std::nullopt;
    }
    return count * elementSize;
}

// One --fill-zero (iota false) or --fill-iota spec.
bool fill(bool iota, const std::string& text, emu::DeviceMemory& memory, std::string& error) {
    FillSpec spec;
    if (!OptionSpec::parseFill(iota, text, spec, error))
        return false;
    const std::size_t size = ElementTypes::size(spec.type);
    const auto length = region(memory, spec.offset, spec.count, size, error);
    if (!length)
        return false;
    if (!iota)
        return memory.zero(spec.offset, *length);
    std::uint8_t* out = memory.writable(spec.offset, *length).data();
    for (std::uint64_t i = 0; i < spec.count; ++i, out += size) {
        // float(i) * SCALE in f32, as the reference computes it.
        const float value = static_cast<float>(i) * spec.scale;
        ElementTypes::encode(spec.type, value, out);
    }
    return true;
}

// One --arg spec: the file's bytes at the offset.
bool load(const std::string& text, emu::DeviceMemory& memory, std::string& error) {
    ArgSpec spec;
    if (!OptionSpec::parseArg(text, spec, error))
        return false;
    std::vector<std::uint8_t> data;
    std::string why;
    // Any file that fits the device memory is read; a larger one gets the bounds error below
    // unless it is also beyond the reader's limit (an endless device such as /dev/zero).
    const std::uint64_t limit =
        std::max<std::uint64_t>(io::FileReader::kDefaultMaxBytes, memory.size());
    switch (io::FileReader::read(spec.path, data, why, limit)) {
    case io::FileReader::Status::Ok:
        break;
    case io::FileReader::Status::OpenFailed:
        error = "IO error: failed to open " + spec.path + ": " + why;
        return false;
    case io::FileReader::Status::ReadFailed:
        error = "IO error: failed to read " + spec.path + ": " + why;
        return false;
    }
    return region(memory, spec.offset, data.size(), 1, error) && memory.write(spec.offset, data);
}
} // namespace

bool DeviceFiller::apply(const EmuOptions& options, emu::DeviceMemory& memory, std::string& error) {
    for (const std::string& text : options.fillZero)
        if (!fill(false, text, memory, error))
            return false;
    for (const std::string& text : options.fillIota)
        if (!fill(true, text, memory, error))
            return false;
    for (const std::string& text : options.args)
        if (!load(text, memory, error))
            return false;
    return true;
}

} // namespace wave::launch
