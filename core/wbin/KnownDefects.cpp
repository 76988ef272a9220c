#include "wbin/KnownDefects.h"

#include "isa/Decoder.h"
#include "isa/InstructionTable.h"

#include <cstdio>

namespace wave::wbin {

namespace {
constexpr std::uint8_t kLocalAtomic = 0x3C;
constexpr std::uint8_t kDeviceAtomic = 0x3D;
constexpr std::uint8_t kCasModifier = 8; // docs/reference/differences.md §2.1
} // namespace

std::vector<DefectWarning> KnownDefects::scan(const isa::Program& program,
                                              std::uint64_t offsetBase) {
    std::vector<DefectWarning> out;
    const std::span<const std::uint8_t> code(program.code);
    std::size_t offset = 0;
    while (code.size() - offset >= 4) {
        isa::DecodedInstruction d;
        isa::DecodeError e;
        if (!isa::Decoder::decode(code, offset, d, e)) {
            offset += 4;
            continue;
        }
        const bool atomic = d.opcode == kLocalAtomic || d.opcode == kDeviceAtomic;
        if (atomic && d.modifier == 0 && d.rs3 != 0) {
            // Both names come from the table rows of this opcode.
            const isa::InstructionInfo* cas =
                isa::InstructionTable::byEncoding(d.opcode, kCasModifier);
            char buf[200];
            std::snprintf(buf, sizeof buf,
                          "instruction at offset 0x%04llX looks like a reference-assembled %.*s "
                          "(modifier 0, rs3 = r%u): it runs as %.*s",
                          static_cast<unsigned long long>(offsetBase + offset),
                          static_cast<int>(cas->mnemonic.size()), cas->mnemonic.data(),
                          static_cast<unsigned>(d.rs3), static_cast<int>(d.info->mnemonic.size()),
                          d.info->mnemonic.data());
            out.push_back({offset, d.rs3, buf});
        }
        offset += d.size;
    }
    return out;
}

std::vector<std::string> KnownDefects::printable(const std::vector<DefectWarning>& warnings,
                                                 std::size_t limit) {
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < warnings.size() && i < limit; ++i)
        lines.push_back(warnings[i].message);
    if (warnings.size() > limit)
        lines.push_back(std::to_string(warnings.size() - limit) +
                        " more instructions look like a reference-assembled CAS (not listed)");
    return lines;
}

} // namespace wave::wbin
