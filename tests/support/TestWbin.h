#pragma once
// Hand-made .wbin bytes for reader and disassembler tests, built independently of WbinWriter so
// the tests pin the layout of docs/reference/container.md §1–§5 themselves.

#include "TestBytes.h"

#include <cstdint>
#include <string>
#include <vector>

namespace wave::test {

struct TestKernel {
    std::string name;
    std::uint32_t registers = 32;
    std::uint32_t localMemory = 0;
    std::uint32_t wg[3] = {0, 0, 0};
    std::uint32_t codeOffset = 0;
    std::uint32_t codeSize = 0;
};

// The reference assembler's layout: header, code, names, metadata; name_offset points at the
// first copy of an identical name.
inline std::vector<std::uint8_t> buildWbin(const std::vector<std::uint8_t>& code,
                                           const std::vector<TestKernel>& kernels) {
    std::vector<std::uint8_t> f = {'W', 'A', 'V', 'E', 1, 0, 0, 0};
    const std::uint32_t codeSize = static_cast<std::uint32_t>(code.size());
    std::vector<std::uint8_t> symbols;
    std::vector<std::uint32_t> nameOffsets;
    const std::uint32_t symbolOffset = 0x20 + codeSize;
    for (std::size_t i = 0; i < kernels.size(); ++i) {
        std::uint32_t pos = static_cast<std::uint32_t>(symbols.size());
        for (std::size_t j = 0; j < i; ++j)
            if (kernels[j].name == kernels[i].name) {
                pos = nameOffsets[j] - symbolOffset;
                break;
            }
        nameOffsets.push_back(symbolOffset + pos);
        symbols.insert(symbols.end(), kernels[i].name.begin(), kernels[i].name.end());
        symbols.push_back(0);
    }
    const std::uint32_t symbolSize = static_cast<std::uint32_t>(symbols.size());
    append32(f, 0x20);
    append32(f, codeSize);
    append32(f, symbolOffset);
    append32(f, symbolSize);
    append32(f, symbolOffset + symbolSize);
    append32(f, 4 + 32 * static_cast<std::uint32_t>(kernels.size()));
    f.insert(f.end(), code.begin(), code.end());
    f.insert(f.end(), symbols.begin(), symbols.end());
    append32(f, static_cast<std::uint32_t>(kernels.size()));
    for (std::size_t i = 0; i < kernels.size(); ++i) {
        const TestKernel& k = kernels[i];
        for (std::uint32_t v : {nameOffsets[i], k.registers, k.localMemory, k.wg[0], k.wg[1],
                                k.wg[2], k.codeOffset, k.codeSize})
            append32(f, v);
    }
    return f;
}

// One kernel covering all of `code`.
inline std::vector<std::uint8_t> singleKernel(const std::vector<std::uint8_t>& code,
                                              const std::string& name = "k") {
    TestKernel k;
    k.name = name;
    k.wg[0] = 64;
    k.wg[1] = 1;
    k.wg[2] = 1;
    k.codeSize = static_cast<std::uint32_t>(code.size());
    return buildWbin(code, {k});
}

} // namespace wave::test
