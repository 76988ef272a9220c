#pragma once
// Builds emulator input programs from fuzzer bytes. Every instruction is a row of the one
// instruction table (decode-only rows included) with fuzzer-chosen operands, so most programs
// decode and run for a while instead of faulting on their first word; raw mode takes the bytes
// as code words unchanged.

#include "FuzzInput.h"

#include "isa/Program.h"

#include <cstdint>
#include <vector>

namespace wave::fuzz {

struct SynthesisOptions {
    std::uint32_t registers = 32; // register operands mostly fall below this
    std::uint32_t maxInstructions = 48;
    // Control flow is kept nested correctly (else/endif/endloop only where they match, break
    // and continue only inside loops, everything closed at the end); otherwise it is random.
    bool balanced = true;
    // A final `halt` (after closing what is open); without it the program runs off its end
    // unless it halts on its own.
    bool endWithHalt = true;
};

class ProgramSynthesizer {
public:
    // Code words chosen by `in` (the kernel records are left to the caller).
    static std::vector<std::uint8_t> generate(FuzzInput& in, const SynthesisOptions& options);

    // The next bytes of `in` as code, at most `maxBytes` of them, any length (not a multiple of
    // four either).
    static std::vector<std::uint8_t> raw(FuzzInput& in, std::size_t maxBytes);
};

} // namespace wave::fuzz
