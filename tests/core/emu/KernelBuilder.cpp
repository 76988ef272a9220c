#include "KernelBuilder.h"

#include "isa/Encoding.h"
#include "isa/InstructionTable.h"

#include <stdexcept>
#include <string>

namespace wave::emu::test {

std::uint32_t KernelBuilder::op(std::string_view mnemonic,
                                std::initializer_list<std::uint32_t> operands, Guard guard) {
    const isa::InstructionInfo* info = isa::InstructionTable::byMnemonic(mnemonic);
    if (info == nullptr)
        throw std::invalid_argument("unknown mnemonic " + std::string(mnemonic));
    std::uint8_t f[5] = {}; // rd rs1 rs2 rs3 rs4
    std::uint32_t scope = 0, imm = 0;
    std::size_t first = 0;
    if (info->optionalRd && operands.size() + 1 == info->operandCount)
        first = 1; // short atomic form: no rd
    std::size_t i = first;
    for (std::uint32_t v : operands) {
        if (i >= info->operandCount)
            throw std::invalid_argument("too many operands for " + std::string(mnemonic));
        switch (info->operands[i++].field) {
        case isa::Field::Rd:
            f[0] = static_cast<std::uint8_t>(v);
            break;
        case isa::Field::Rs1:
            f[1] = static_cast<std::uint8_t>(v);
            break;
        case isa::Field::Rs2:
            f[2] = static_cast<std::uint8_t>(v);
            break;
        case isa::Field::Rs3:
            f[3] = static_cast<std::uint8_t>(v);
            break;
        case isa::Field::Rs4:
            f[4] = static_cast<std::uint8_t>(v);
            break;
        case isa::Field::Scope:
            scope = v;
            break;
        case isa::Field::Imm32:
            imm = v;
            break;
        }
    }
    const std::uint32_t at = here();
    word(isa::Encoding::word0(info->opcode, f[0], f[1], info->modifier, guard.neg, guard.pred));
    if (info->hasWord1()) {
        const bool immediate = info->operandCount > 0 &&
                               info->operands[info->operandCount - 1].field == isa::Field::Imm32;
        word(immediate ? imm
                       : isa::Encoding::word1(f[2], f[3], f[4], static_cast<std::uint8_t>(scope)));
    }
    return at;
}

void KernelBuilder::word(std::uint32_t w) {
    for (int k = 0; k < 4; ++k)
        code_.push_back(static_cast<std::uint8_t>(w >> (8 * k)));
}

void KernelBuilder::patchWord1(std::uint32_t offset, std::uint32_t value) {
    for (int k = 0; k < 4; ++k)
        code_.at(offset + 4 + k) = static_cast<std::uint8_t>(value >> (8 * k));
}

void KernelBuilder::kernel(std::string name, std::uint32_t registers, std::uint32_t localMemory,
                           std::uint32_t wx, std::uint32_t wy, std::uint32_t wz) {
    if (!kernels_.empty())
        kernels_.back().codeSize = here() - kernels_.back().codeOffset;
    isa::Kernel k;
    k.name = std::move(name);
    k.registerCount = registers;
    k.localMemorySize = localMemory;
    k.workgroupSize = {wx, wy, wz};
    k.codeOffset = here();
    kernels_.push_back(k);
}

isa::Program KernelBuilder::program() const {
    isa::Program p;
    p.code = code_;
    p.kernels = kernels_;
    if (!p.kernels.empty())
        p.kernels.back().codeSize = here() - p.kernels.back().codeOffset;
    return p;
}

isa::Program singleKernel(const KernelBuilder& b, std::uint32_t registers,
                          std::uint32_t localMemory, std::uint32_t wx, std::uint32_t wy,
                          std::uint32_t wz) {
    isa::Program p = b.program();
    p.kernels.clear();
    isa::Kernel k;
    k.name = "test";
    k.registerCount = registers;
    k.localMemorySize = localMemory;
    k.workgroupSize = {wx, wy, wz};
    k.codeSize = b.here();
    p.kernels.push_back(k);
    return p;
}

} // namespace wave::emu::test
