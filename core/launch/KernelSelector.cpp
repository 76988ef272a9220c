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
    index = 0;
    if (!spec)
        return true;
    if (allDigits(*spec)) {
        std::uint64_t value = 0;
        std::string why;
        const bool parsed = RustNumber::parseUnsigned(*spec, UINT32_MAX, value, why);
        // Index 0 of a file without kernel records means "the whole code", like the default.
        if (parsed && (value < program.kernels.size() || (value == 0 && program.kernels.empty()))) {
            index = static_cast<std::uint32_t>(value);
            return true;
        }
        error = "invalid --kernel: kernel index " + *spec + " is out of range (" +
                available(program) + ")";
        return false;
    }
    for (std::size_t i = 0; i < program.kernels.size(); ++i) {
        if (program.kernels[i].name == *spec) {
            index = static_cast<std::uint32_t>(i);
            return true;
        }
    }
    error = "invalid --kernel: no kernel named '" + *spec + "' (" + available(program) + ")";
    return false;
}

} // namespace wave::launch
