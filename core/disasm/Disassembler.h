#pragma once
// Turns a program into listing lines (docs/reference/container.md §8.1 structure, §8.3 texts) with
// the two round-trip fixes of docs/reference/differences.md §3:
//  * `.workgroup_size` is printed as declared: omitted for 0,0,0, printed otherwise (1,1,1
//    included);
//  * every `call` target gets a label line `loc_XXXX:` (the operand's own spelling, so the
//    listing reassembles) just before the first listed instruction at that code offset. A
//    target that is not the start of a listed instruction (outside every kernel slice, inside
//    an instruction, or in a slice omitted for running past EOF) gets no label line.
// A decode error aborts the whole listing, as in the reference. Never throws on any input.

#include "disasm/DisassembledLine.h"
#include "disasm/InstructionFormatter.h"
#include "isa/Program.h"
#include "wbin/WbinReader.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace wave::disasm {

struct DisassemblyError {
    // The decoder's text (docs/reference/isa.md §8), offsets relative to the kernel slice, e.g.
    // "invalid opcode 0x0c at offset 8". The CLI prints `error: failed to decode instruction:
    // <message>`.
    std::string message;
    std::size_t kernelIndex = DisassembledLine::kNoKernel;
    std::uint64_t fileOffset = 0; // of the instruction that failed
};

struct DisassemblyOptions {
    // Syntax::Source also prints `.registers 0`, which the listing omits, so that the text
    // reassembles to the same bytes (the IDE's "disassemble to source").
    Syntax syntax = Syntax::Listing;
};

struct Disassembly {
    std::vector<DisassembledLine> lines; // empty when error is set
    std::optional<DisassemblyError> error;

    bool ok() const { return !error.has_value(); }
};

class Disassembler {
public:
    // A file as read by wbin::WbinReader::readStrict. Kernel slices are taken from the file
    // itself (code_offset + kernel code_offset, kernel code_size), so a slice may reach past
    // the code section exactly as in the reference; a slice past EOF lists no instructions.
    static Disassembly disassemble(std::span<const std::uint8_t> file,
                                   const wbin::WbinHeader& header, const isa::Program& program,
                                   const DisassemblyOptions& options = {});

    // A program in memory (e.g. fresh from the assembler), shown as if written to a file with
    // its code section at `codeOffset` (0x20 for the writer's layout). Slices past the end of
    // the code list no instructions.
    static Disassembly disassemble(const isa::Program& program, std::uint32_t codeOffset = 0x20,
                                   const DisassemblyOptions& options = {});
};

} // namespace wave::disasm
