#pragma once
// Hand-made .wbin bytes for reader and disassembler tests, built independently of WbinWriter so
// the tests pin the layout of WBIN.md §1–§5 themselves.

#include <cstdint>
#include <fstream>
#include <initializer_list>
#include <sstream>
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

inline void put32(std::vector<std::uint8_t>& b, std::size_t at, std::uint32_t v) {
    if (b.size() < at + 4)
        b.resize(at + 4);
    for (int i = 0; i < 4; ++i)
        b[at + i] = static_cast<std::uint8_t>(v >> (8 * i));
}

inline void append32(std::vector<std::uint8_t>& b, std::uint32_t v) {
    put32(b, b.size(), v);
}

// Instruction words as little-endian bytes.
inline std::vector<std::uint8_t> words(std::initializer_list<std::uint32_t> ws) {
    std::vector<std::uint8_t> out;
    for (std::uint32_t w : ws)
        append32(out, w);
    return out;
}

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

// The bytes of a `wave-asm --dump-hex` text ("00000010: 57 41 ... ").
inline std::vector<std::uint8_t> fromHexDump(const std::string& text) {
    std::vector<std::uint8_t> out;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        std::istringstream bytes(line.substr(colon + 1));
        std::string byte;
        while (bytes >> byte)
            out.push_back(static_cast<std::uint8_t>(std::stoul(byte, nullptr, 16)));
    }
    return out;
}

inline std::vector<std::uint8_t> readBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

} // namespace wave::test
