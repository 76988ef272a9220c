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

LaunchError problem(LaunchError::Id id, const FillOption& fill, int index, std::string message) {
    return LaunchError{id,
                       std::string(LaunchValues::flag(fill.kind)),
                       index,
                       {},
                       LaunchValues::print(fill),
                       std::move(message)};
}

// One --fill-zero or --fill-iota, already checked.
std::optional<LaunchError> fill(const FillOption& spec, int index, emu::DeviceMemory& memory) {
    const std::size_t size = ElementTypes::size(*spec.type.value);
    const std::uint64_t offset = *spec.offset.value;
    const std::uint64_t count = *spec.count.value;
    std::string error;
    const auto length = region(memory, offset, count, size, error);
    if (!length)
        return problem(LaunchError::Id::OutOfBounds, spec, index, error);
    if (spec.kind == FillOption::Kind::Zero) {
        memory.zero(offset, *length);
        return std::nullopt;
    }
    const float scale = spec.scale ? *spec.scale->value : 1.0f;
    std::uint8_t* out = memory.writable(offset, *length).data();
    for (std::uint64_t i = 0; i < count; ++i, out += size) {
        // float(i) * SCALE in f32, as the reference computes it.
        const float value = static_cast<float>(i) * scale;
        ElementTypes::encode(*spec.type.value, value, out);
    }
    return std::nullopt;
}

// One --arg, already checked: the file's bytes at the offset.
std::optional<LaunchError> load(const FillOption& spec, int index, emu::DeviceMemory& memory) {
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
        return problem(LaunchError::Id::FileUnreadable, spec, index,
                       "IO error: failed to open " + spec.path + ": " + why);
    case io::FileReader::Status::ReadFailed:
        return problem(LaunchError::Id::FileUnreadable, spec, index,
                       "IO error: failed to read " + spec.path + ": " + why);
    }
    const std::uint64_t offset = *spec.offset.value;
    std::string error;
    if (!region(memory, offset, data.size(), 1, error))
        return problem(LaunchError::Id::OutOfBounds, spec, index, error);
    memory.write(offset, data);
    return std::nullopt;
}
} // namespace

std::optional<LaunchError> DeviceFiller::apply(const FillOption& fill, int index,
                                               emu::DeviceMemory& memory) {
    if (auto bad = OptionSpec::check(fill, index))
        return bad;
    return fill.kind == FillOption::Kind::File ? load(fill, index, memory)
                                               : launch::fill(fill, index, memory);
}

std::optional<LaunchError> DeviceFiller::apply(const EmuOptions& options,
                                               emu::DeviceMemory& memory) {
    for (const FillOption::Kind kind :
         {FillOption::Kind::Zero, FillOption::Kind::Iota, FillOption::Kind::File})
        for (const auto& [index, fill] : options.fillsOf(kind))
            if (auto bad = apply(*fill, index, memory))
                return bad;
    return std::nullopt;
}

bool DeviceFiller::apply(const EmuOptions& options, emu::DeviceMemory& memory, std::string& error) {
    const std::optional<LaunchError> bad = apply(options, memory);
    if (bad)
        error = bad->message;
    return !bad;
}

} // namespace wave::launch
