// fuzz_asm: source text -> Assembler::assemble. Besides "never crashes, hangs, throws or hits
// UB", it checks the contracts the rest of WAVE Studio relies on:
//  * every diagnostic has a code, a message, 1-based positions, a byte range inside the source
//    and valid UTF-8 texts (Diagnostic.h);
//  * an accepted program has kernels inside its code and a source map in code order inside the
//    code (SourceMap.h);
//  * valid UTF-8 sources (the only ones wave-asm and the editor pass on) survive .wbin writing
//    and strict reading unchanged (WbinWriter.h, WbinReader.h);
//  * it disassembles, and its source-syntax listing reassembles to the same bytes
//    (Disassembler.h: "so that the text reassembles to the same bytes"), except where a call
//    targets no listed instruction, which the listing documents it cannot label.

#include "FuzzCheck.h"
#include "ProgramDiff.h"

#include "asm/Assembler.h"
#include "disasm/Disassembler.h"
#include "disasm/ListingFormatter.h"
#include "isa/Decoder.h"
#include "isa/Utf8.h"
#include "wbin/WbinReader.h"
#include "wbin/WbinWriter.h"

#include <cstdint>
#include <set>
#include <string>
#include <string_view>

using namespace wave;

namespace {

std::string describe(const assembler::Diagnostic& d) {
    return d.code + " " + std::to_string(d.line) + ":" + std::to_string(d.column) + " " + d.message;
}

void checkDiagnostics(const assembler::AssemblyResult& r, std::string_view source) {
    for (const assembler::Diagnostic& d : r.diagnostics) {
        const std::string what = describe(d);
        WAVE_FUZZ_CHECK(!d.code.empty() && !d.message.empty(), what);
        WAVE_FUZZ_CHECK(d.file == "fuzz.wave", what);
        WAVE_FUZZ_CHECK(d.line >= 1 && d.column >= 1 && d.endLine >= 1 && d.endColumn >= 1, what);
        WAVE_FUZZ_CHECK(d.endLine > d.line || (d.endLine == d.line && d.endColumn >= d.column),
                        what);
        WAVE_FUZZ_CHECK(d.byteStart <= d.byteEnd && d.byteEnd <= source.size(), what);
        WAVE_FUZZ_CHECK(isa::Utf8::isValid(d.message), what);
        WAVE_FUZZ_CHECK(isa::Utf8::isValid(d.hint), what);
        WAVE_FUZZ_CHECK(isa::Utf8::isValid(d.label), what);
    }
}

void checkProgram(const assembler::AssemblyResult& r, std::string_view source) {
    const isa::Program& p = r.program;
    for (const isa::Kernel& k : p.kernels)
        WAVE_FUZZ_CHECK(std::uint64_t(k.codeOffset) + k.codeSize <= p.code.size(),
                        "kernel '" + k.name + "' reaches past the code");
    std::uint64_t end = 0;
    for (const isa::SourceMapEntry& e : r.sourceMap.entries()) {
        const std::string what = "source map entry at code offset " + std::to_string(e.codeOffset);
        WAVE_FUZZ_CHECK(e.codeOffset >= end, what + " is out of order or overlaps");
        WAVE_FUZZ_CHECK(e.size == 4 || e.size == 8, what);
        WAVE_FUZZ_CHECK(std::uint64_t(e.codeOffset) + e.size <= p.code.size(), what);
        WAVE_FUZZ_CHECK(e.position.line >= 1 && e.position.column >= 1, what);
        WAVE_FUZZ_CHECK(e.position.byteOffset <= source.size(), what);
        end = std::uint64_t(e.codeOffset) + e.size;
    }
}

// True when every `call` in the listing targets an instruction the listing shows, i.e. every
// call operand gets a label line.
bool everyCallTargetListed(const disasm::Disassembly& dis) {
    std::set<std::uint64_t> starts;
    for (const disasm::DisassembledLine& l : dis.lines)
        if (l.kind == disasm::LineKind::Instruction)
            starts.insert(l.codeOffset);
    for (const disasm::DisassembledLine& l : dis.lines) {
        if (l.kind != disasm::LineKind::Instruction || l.size != 8)
            continue;
        const std::uint8_t bytes[8] = {std::uint8_t(l.word0),       std::uint8_t(l.word0 >> 8),
                                       std::uint8_t(l.word0 >> 16), std::uint8_t(l.word0 >> 24),
                                       std::uint8_t(l.word1),       std::uint8_t(l.word1 >> 8),
                                       std::uint8_t(l.word1 >> 16), std::uint8_t(l.word1 >> 24)};
        isa::DecodedInstruction d;
        isa::DecodeError e;
        if (isa::Decoder::decode(bytes, 0, d, e) && d.info->mnemonic == "call" &&
            starts.count(d.word1) == 0)
            return false;
    }
    return true;
}

void checkRoundTrips(const assembler::AssemblyResult& r) {
    const std::vector<std::uint8_t> file = wbin::WbinWriter::write(r.program);
    WAVE_FUZZ_CHECK(!file.empty(), "the writer refused an assembled program");
    const wbin::ReadResult read = wbin::WbinReader::readStrict(file);
    WAVE_FUZZ_CHECK(read.ok(), "strict reader: " + (read.ok() ? "" : read.error->message));
    const std::string diff = fuzz::programDifference(r.program, read.program);
    WAVE_FUZZ_CHECK(diff.empty(), "written and read back: " + diff);
    const wbin::ReadResult lenient = wbin::WbinReader::readLenient(file, std::nullopt);
    WAVE_FUZZ_CHECK(lenient.ok(),
                    "lenient reader: " + (lenient.ok() ? "" : lenient.error->message));
    const std::string lenientDiff = fuzz::programDifference(r.program, lenient.program, false);
    WAVE_FUZZ_CHECK(lenientDiff.empty(), "lenient reader: " + lenientDiff);

    disasm::DisassemblyOptions source;
    source.syntax = disasm::Syntax::Source;
    const disasm::Disassembly dis =
        disasm::Disassembler::disassemble(file, read.header, read.program, source);
    WAVE_FUZZ_CHECK(dis.ok(), "disassembly: " + (dis.ok() ? "" : dis.error->message));
    const std::string text = disasm::ListingFormatter::format(dis.lines, {});
    if (!everyCallTargetListed(dis))
        return;
    const assembler::AssemblyResult again = assembler::Assembler::assemble(text, "listing.wave");
    std::string firstError;
    for (const assembler::Diagnostic& d : again.diagnostics)
        if (d.severity == assembler::Severity::Error && firstError.empty())
            firstError = describe(d);
    WAVE_FUZZ_CHECK(!again.hasErrors(), "the source listing does not reassemble: " + firstError +
                                            "\n--- listing ---\n" + text);
    const std::string back = fuzz::programDifference(r.program, again.program);
    WAVE_FUZZ_CHECK(back.empty(),
                    "listing reassembles differently: " + back + "\n--- listing ---\n" + text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view source(reinterpret_cast<const char*>(data), size);
    const assembler::AssemblyResult r = assembler::Assembler::assemble(source, "fuzz.wave");
    checkDiagnostics(r, source);
    if (r.hasErrors())
        return 0;
    checkProgram(r, source);
    // Invalid UTF-8 never reaches the assembler from wave-asm (it refuses to read the file,
    // docs/reference/assembly.md) or the editor; kernel names made of such bytes would read back as
    // U+FFFD.
    if (isa::Utf8::isValid(source))
        checkRoundTrips(r);
    return 0;
}
