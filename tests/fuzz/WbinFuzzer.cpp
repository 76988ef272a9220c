// fuzz_wbin: bytes -> the .wbin readers, the decoder and the disassembler listing. Checks, besides
// "never crashes, hangs, throws or hits UB":
//  * both readers either succeed or give a non-empty message (WbinReader.h);
//  * names come out as valid UTF-8 (decodeUtf8Lossy's contract);
//  * a strictly read program written again and re-read is the same program;
//  * a listing is either complete or an error with a message, and every ListingFormatter
//    option combination formats it (Disassembler.h: "never throws on any input");
//  * the bytes as a bare code section decode instruction by instruction to rows of the table,
//    and every decoded instruction formats in both syntaxes.

#include "FuzzCheck.h"
#include "ProgramDiff.h"

#include "disasm/Disassembler.h"
#include "disasm/InstructionFormatter.h"
#include "disasm/ListingFormatter.h"
#include "isa/Decoder.h"
#include "isa/Utf8.h"
#include "wbin/KnownDefects.h"
#include "wbin/WbinReader.h"
#include "wbin/WbinWriter.h"

#include <cstdint>
#include <span>
#include <string>

using namespace wave;

namespace {

void checkNames(const isa::Program& p) {
    for (const isa::Kernel& k : p.kernels)
        WAVE_FUZZ_CHECK(isa::Utf8::isValid(k.name), "kernel name is not valid UTF-8");
}

void listAllWays(const disasm::Disassembly& dis) {
    if (!dis.ok()) {
        WAVE_FUZZ_CHECK(!dis.error->message.empty(), "disassembly error without a message");
        WAVE_FUZZ_CHECK(dis.lines.empty(), "disassembly error with lines");
        return;
    }
    for (int bits = 0; bits < 8; ++bits) {
        disasm::ListingOptions o;
        o.offsets = (bits & 1) != 0;
        o.raw = (bits & 2) != 0;
        o.directives = (bits & 4) != 0;
        const std::string text = disasm::ListingFormatter::format(dis.lines, o);
        WAVE_FUZZ_CHECK(text.empty() || text.back() == '\n', "listing without final newline");
    }
}

void checkStrict(std::span<const std::uint8_t> file) {
    const wbin::ReadResult r = wbin::WbinReader::readStrict(file);
    if (!r.ok()) {
        WAVE_FUZZ_CHECK(!r.error->message.empty(), "strict reader error without a message");
        WAVE_FUZZ_CHECK(r.error->kind == wbin::ReadError::Kind::Invalid,
                        "the strict reader reports a crash");
        return;
    }
    checkNames(r.program);
    WAVE_FUZZ_CHECK(r.program.code.size() == r.header.codeSize, "code size differs from header");

    const std::vector<std::uint8_t> again = wbin::WbinWriter::write(r.program);
    if (!again.empty()) {
        const wbin::ReadResult back = wbin::WbinReader::readStrict(again);
        WAVE_FUZZ_CHECK(back.ok(), "rewritten file does not read: " +
                                       (back.ok() ? std::string() : back.error->message));
        const std::string diff = fuzz::programDifference(r.program, back.program);
        WAVE_FUZZ_CHECK(diff.empty(), "rewritten file reads differently: " + diff);
    }

    for (const disasm::Syntax syntax : {disasm::Syntax::Listing, disasm::Syntax::Source}) {
        disasm::DisassemblyOptions o;
        o.syntax = syntax;
        listAllWays(disasm::Disassembler::disassemble(file, r.header, r.program, o));
    }
    (void)wbin::KnownDefects::scan(r.program, r.header.codeOffset);
}

void checkLenient(std::span<const std::uint8_t> file) {
    for (const std::optional<std::size_t> entry :
         {std::optional<std::size_t>(0), std::optional<std::size_t>(std::nullopt)}) {
        const wbin::ReadResult r = wbin::WbinReader::readLenient(file, entry);
        if (!r.ok()) {
            WAVE_FUZZ_CHECK(!r.error->message.empty(), "lenient reader error without a message");
            continue;
        }
        checkNames(r.program);
        WAVE_FUZZ_CHECK(r.program.kernels.size() <= file.size() / 32, "more records than fit");
        for (std::size_t k = 0; k < r.program.kernels.size() && k < 8; ++k) {
            const auto e = wbin::WbinReader::checkEntry(r.program, k);
            WAVE_FUZZ_CHECK(!e || !e->message.empty(), "entry error without a message");
        }
    }
}

// The input as a bare code section: decode every 4-byte slot as the emulator's pre-decoder does.
void checkDecoder(std::span<const std::uint8_t> code) {
    for (std::size_t offset = 0; offset + 4 <= code.size(); offset += 4) {
        isa::DecodedInstruction d;
        isa::DecodeError e;
        if (!isa::Decoder::decode(code, offset, d, e)) {
            WAVE_FUZZ_CHECK(!e.message.empty(), "decode error without a message");
            continue;
        }
        WAVE_FUZZ_CHECK(d.info != nullptr, "decoded without a table row");
        WAVE_FUZZ_CHECK((d.size == 4 || d.size == 8) && d.size == d.info->size,
                        "decoded size differs from the table");
        WAVE_FUZZ_CHECK(offset + d.size <= code.size(), "decoded past the slice");
        WAVE_FUZZ_CHECK(!disasm::InstructionFormatter::text(d).empty(), "empty listing text");
        WAVE_FUZZ_CHECK(!disasm::InstructionFormatter::text(d, disasm::Syntax::Source).empty(),
                        "empty source text");
    }
    isa::Program bare;
    bare.code.assign(code.begin(), code.end());
    listAllWays(disasm::Disassembler::disassemble(bare));
    (void)wbin::KnownDefects::scan(bare);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::span<const std::uint8_t> file(data, size);
    checkStrict(file);
    checkLenient(file);
    checkDecoder(file);
    const std::string name = wbin::WbinReader::decodeUtf8Lossy(file);
    WAVE_FUZZ_CHECK(isa::Utf8::isValid(name), "decodeUtf8Lossy gave invalid UTF-8");
    return 0;
}
