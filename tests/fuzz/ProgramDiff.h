#pragma once
// The first difference between two programs, in words, or "" when they are equal. Used by the
// round-trip oracles (assembler -> writer -> reader, listing -> assembler).

#include "isa/Program.h"

#include <algorithm>
#include <string>

namespace wave::fuzz {

inline std::string programDifference(const isa::Program& a, const isa::Program& b,
                                     bool compareNames = true) {
    if (a.kernels.size() != b.kernels.size())
        return "kernel count " + std::to_string(a.kernels.size()) + " vs " +
               std::to_string(b.kernels.size());
    for (std::size_t i = 0; i < a.kernels.size(); ++i) {
        const isa::Kernel& x = a.kernels[i];
        const isa::Kernel& y = b.kernels[i];
        if ((compareNames && x.name != y.name) || x.registerCount != y.registerCount ||
            x.localMemorySize != y.localMemorySize || x.workgroupSize != y.workgroupSize ||
            x.codeOffset != y.codeOffset || x.codeSize != y.codeSize)
            return "kernel " + std::to_string(i) + " ('" + x.name + "' vs '" + y.name +
                   "'): metadata differs";
    }
    if (a.code.size() != b.code.size())
        return "code size " + std::to_string(a.code.size()) + " vs " +
               std::to_string(b.code.size());
    const auto mismatch = std::mismatch(a.code.begin(), a.code.end(), b.code.begin());
    if (mismatch.first != a.code.end())
        return "code differs at offset " + std::to_string(mismatch.first - a.code.begin());
    return {};
}

} // namespace wave::fuzz
