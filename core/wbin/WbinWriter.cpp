#include "wbin/WbinWriter.h"

#include "isa/LittleEndian.h"

#include <string>
#include <unordered_map>

namespace wave::wbin {

using isa::LittleEndian;

std::vector<std::uint8_t> WbinWriter::write(const isa::Program& program, const Options& options) {
    const std::uint64_t codeSize = program.code.size();
    std::uint64_t symbolSize = 0;
    if (options.symbols)
        for (const isa::Kernel& k : program.kernels)
            symbolSize += k.name.size() + 1;
    const std::uint64_t metadataSize = 4 + std::uint64_t{kRecordSize} * program.kernels.size();
    const std::uint64_t total = kHeaderSize + codeSize + symbolSize + metadataSize;
    if (total > UINT32_MAX)
        return {};

    // Symbol section: every kernel's name again, even duplicates; name_offset points at the
    // first copy of an identical name (docs/reference/container.md §4–§5).
    const std::uint32_t symbolOffset = options.symbols ? kHeaderSize + std::uint32_t(codeSize) : 0;
    std::vector<std::uint32_t> nameOffsets(program.kernels.size(), 0);
    if (options.symbols) {
        std::unordered_map<std::string, std::uint32_t> first;
        std::uint32_t at = symbolOffset;
        for (std::size_t i = 0; i < program.kernels.size(); ++i) {
            const std::string& name = program.kernels[i].name;
            nameOffsets[i] = first.try_emplace(name, at).first->second;
            at += static_cast<std::uint32_t>(name.size() + 1);
        }
    }
    const std::uint32_t metadataOffset =
        kHeaderSize + static_cast<std::uint32_t>(codeSize + symbolSize);

    std::vector<std::uint8_t> out;
    out.reserve(static_cast<std::size_t>(total));
    out.insert(out.end(), {'W', 'A', 'V', 'E'});
    LittleEndian::append16(out, 1); // version
    LittleEndian::append16(out, 0); // flags
    LittleEndian::append32(out, kHeaderSize);
    LittleEndian::append32(out, static_cast<std::uint32_t>(codeSize));
    LittleEndian::append32(out, symbolOffset);
    LittleEndian::append32(out, static_cast<std::uint32_t>(symbolSize));
    LittleEndian::append32(out, metadataOffset);
    LittleEndian::append32(out, static_cast<std::uint32_t>(metadataSize));
    out.insert(out.end(), program.code.begin(), program.code.end());
    if (options.symbols) {
        for (const isa::Kernel& k : program.kernels) {
            out.insert(out.end(), k.name.begin(), k.name.end());
            out.push_back(0);
        }
    }
    LittleEndian::append32(out, static_cast<std::uint32_t>(program.kernels.size()));
    for (std::size_t i = 0; i < program.kernels.size(); ++i) {
        const isa::Kernel& k = program.kernels[i];
        LittleEndian::append32(out, nameOffsets[i]);
        LittleEndian::append32(out, k.registerCount);
        LittleEndian::append32(out, k.localMemorySize);
        for (const std::uint32_t d : k.workgroupSize)
            LittleEndian::append32(out, d);
        LittleEndian::append32(out, k.codeOffset);
        LittleEndian::append32(out, k.codeSize);
    }
    return out;
}

} // namespace wave::wbin
