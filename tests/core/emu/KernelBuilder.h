#pragma once
// Test helper: builds kernels from mnemonics and operand numbers, encoded through the ISA table
// (no parsing; the assembler has its own tests). Operands are given in source order: register
// and predicate numbers, special-register indices, immediates, scopes, call targets (byte
// offsets from the start of the code section).

#include "isa/Program.h"

#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <vector>

namespace wave::emu::test {

struct Guard {
    std::uint8_t pred = 0;
    bool neg = false;
};

class KernelBuilder {
public:
    // Appends one instruction; returns its byte offset in the code section.
    std::uint32_t op(std::string_view mnemonic, std::initializer_list<std::uint32_t> operands = {},
                     Guard guard = {});
    // @pN / @!pN guarded form.
    std::uint32_t guarded(std::uint8_t pred, bool neg, std::string_view mnemonic,
                          std::initializer_list<std::uint32_t> operands = {}) {
        return op(mnemonic, operands, Guard{pred, neg});
    }
    // Raw words (hand-made encodings).
    void word(std::uint32_t w);

    std::uint32_t here() const { return static_cast<std::uint32_t>(code_.size()); }
    // Patches word1 of the 8-byte instruction at `offset` (forward call targets).
    void patchWord1(std::uint32_t offset, std::uint32_t value);

    // Starts a kernel at the current offset; the previous one (if any) ends here.
    void kernel(std::string name, std::uint32_t registers = 32, std::uint32_t localMemory = 0,
                std::uint32_t wx = 0, std::uint32_t wy = 0, std::uint32_t wz = 0);

    isa::Program program() const;

private:
    std::vector<std::uint8_t> code_;
    std::vector<isa::Kernel> kernels_;
};

// One kernel named "test" over all the code (metadata: registers, local memory, workgroup).
isa::Program singleKernel(const KernelBuilder& b, std::uint32_t registers = 32,
                          std::uint32_t localMemory = 0, std::uint32_t wx = 0, std::uint32_t wy = 0,
                          std::uint32_t wz = 0);

} // namespace wave::emu::test
