// wave-dis: the disassembler (docs/reference/command-line.md §2). Reads a .wbin with the strict
// reader, prints the listing of docs/reference/container.md §8 (with the fixes of
// docs/reference/differences.md §3) to stdout or to -o OUTPUT, and warns on stderr about code that
// shows a known reference defect (docs/reference/differences.md §2). Exit codes: 0 success, 1 I/O,
// parse or decode error, 2 usage error.

#include "LayoutCommand.h"
#include "ToolMain.h"
#include "disasm/Disassembler.h"
#include "disasm/ListingFormatter.h"
#include "io/AtomicFileWriter.h"
#include "io/FdWriter.h"
#include "io/FileReader.h"
#include "io/OsError.h"
#include "launch/CommandLine.h"
#include "wbin/KnownDefects.h"
#include "wbin/WbinReader.h"

#include <iostream>
#include <unistd.h>

using wave::io::AtomicFileWriter;
using wave::io::FdWriter;
using wave::io::FileReader;
using wave::io::OsError;
using wave::launch::CommandLine;

namespace {

int fail(const std::string& message) {
    std::cerr << "error: " << message << "\n";
    return 1;
}

int disassemble(int argc, char** argv) {
    CommandLine cl("wave-dis", "WAVE disassembler: prints a .wbin as assembly");
    cl.addOption("output", 'o', "OUTPUT", "Write the listing to a file instead of stdout");
    cl.addFlag("offsets", 0, "Prefix each instruction with its file offset");
    cl.addFlag("raw", 0, "With --offsets: also show the raw instruction words");
    cl.addFlag("no-directives", 0, "Omit .kernel, .registers, .workgroup_size, ... and .end");
    cl.setPositional("INPUT", "Input .wbin file");
    int exitCode = 0;
    if (!cl.parse(argc, argv, exitCode))
        return exitCode;

    const std::string& input = cl.positional();
    std::vector<std::uint8_t> file;
    std::string osError;
    if (FileReader::read(input, file, osError) != FileReader::Status::Ok)
        return fail("failed to read '" + input + "': " + osError);

    const wave::wbin::ReadResult read = wave::wbin::WbinReader::readStrict(file);
    if (!read.ok())
        return fail("failed to parse WBIN: " + read.error->message);

    const wave::disasm::Disassembly dis =
        wave::disasm::Disassembler::disassemble(file, read.header, read.program);
    if (!dis.ok())
        return fail("failed to decode instruction: " + dis.error->message);

    wave::disasm::ListingOptions options;
    options.offsets = cl.flag("offsets");
    options.raw = cl.flag("raw");
    options.directives = !cl.flag("no-directives");
    const std::string text = wave::disasm::ListingFormatter::format(dis.lines, options);

    // Warnings name absolute file offsets, like --offsets.
    using wave::wbin::KnownDefects;
    for (const std::string& w :
         KnownDefects::printable(KnownDefects::scan(read.program, read.header.codeOffset)))
        std::cerr << "warning: " << w << "\n";
    std::cerr.flush();

    if (const auto output = cl.value("output")) {
        if (!AtomicFileWriter::write(*output, text, osError))
            return fail("failed to write '" + *output + "': " + osError);
    } else if (int errnum = 0; !FdWriter::writeAll(STDOUT_FILENO, text, errnum)) {
        return fail("failed to write to stdout: " + OsError::text(errnum));
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    return wave::cli::ToolMain::run("wave-dis", "error: ", [&] {
        // The encoding-layout modes have their own options; the listing's stay untouched.
        if (wave::cli::LayoutCommand::wanted(argc, argv))
            return wave::cli::LayoutCommand::run(argc, argv);
        return disassemble(argc, argv);
    });
}
