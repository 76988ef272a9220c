#include "launch/KernelSelector.h"

#include "launch/RustNumber.h"

namespace wave::launch {

namespace {
std::string available(const isa::Program& program) {
    if (program.kernels.empty())
        return "the file has no kernel records";
    std::string s = "the file has " + std::to_string(program.kernels.size()) + " kernel" +
                    (program.kernels.size() == 1 ? "" : "s") + ":";
    for (std::size_t i = 0; i < program.kernels.size(); ++i)
        s += (i ? ", " : " ") + std::to_string(i) + " = " + program.kernels[i].name;
    return s;
}

bool allDigits(const std::string& s) {
    if (s.empty())
        return false;
    for (char c : s)
        if (c < '0' || c > '9')
            return false;
    return true;
}
} // namespace

bool KernelSelector::select(const isa::Program& program, const std::optional<std::string>& spec,
                            std::uint32_t& index, std::string& error) {
    const std::optional<LaunchError> bad = select(program, spec, index);
    if (bad)
        error = bad->message;
    return !bad;
}

std::optional<LaunchError> KernelSelector::select(const isa::Program& program,
                                                  const std::optional<std::string>& spec,
                                                  std::uint32_t& index) {
    const auto unknown = [&spec](std::string message) {
        return LaunchError{
            LaunchError::Id::UnknownKernel, "kernel", -1, {}, *spec, std::move(message)};
    };
    index = 0;
    if (!spec)
        return std::nullopt;
    if (allDigits(*spec)) {
        std::uint64_t value = 0;
        std::string why;
        const bool parsed = RustNumber::parseUnsigned(*spec, UINT32_MAX, value, why);
        // Index 0 of a file without kernel records means "the whole code", like the default.
        if (parsed && (value < program.kernels.size() || (value == 0 && program.kernels.empty()))) {
            index = static_cast<std::uint32_t>(value);
            return std::nullopt;
        }
        return unknown("invalid --kernel: kernel index " + *spec + " is out of range (" +
                       available(program) + ")");
    }
    for (std::size_t i = 0; i < program.kernels.size(); ++i) {
        if (program.kernels[i].name == *spec) {
            index = static_cast<std::uint32_t>(i);
            return std::nullopt;
        }
    }
    return unknown("invalid --kernel: no kernel named '" + *spec + "' (" + available(program) +
                   ")");
}

} // namespace wave::launch
