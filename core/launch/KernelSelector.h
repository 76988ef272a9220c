#pragma once
// `--kernel NAME|INDEX` (docs/reference/differences.md §4 "Kernels"): which kernel record of the
// file runs. A value made only of digits is an index; anything else is a name, and the first kernel
// with that name wins (files may repeat names). Without --kernel, kernel 0 runs, as in the
// reference (also when the file has no kernel records: then the whole code section runs).

#include "isa/Program.h"
#include "launch/LaunchError.h"

#include <cstdint>
#include <optional>
#include <string>

namespace wave::launch {

class KernelSelector {
public:
    // Returns false with `error` set to the text printed after "Error: ".
    static bool select(const isa::Program& program, const std::optional<std::string>& spec,
                       std::uint32_t& index, std::string& error);
    // The same with the problem as data (id UnknownKernel).
    static std::optional<LaunchError> select(const isa::Program& program,
                                             const std::optional<std::string>& spec,
                                             std::uint32_t& index);
};

} // namespace wave::launch
