// wave-asm: assembles WAVE source into a .wbin file (docs/reference/command-line.md §1,
// docs/reference/differences.md §1-2, §5).

#include "CheckLayoutCommand.h"
#include "DiagnosticPrinter.h"
#include "HexDump.h"
#include "OutputFile.h"
#include "SourceFile.h"
#include "ToolMain.h"
#include "io/AtomicFileWriter.h"
#include "launch/CommandLine.h"

#include "asm/Assembler.h"
#include "asm/AstPrinter.h"
#include "asm/DiagnosticSink.h"
#include "asm/Parser.h"
#include "wbin/WbinWriter.h"

#include <iostream>
#include <string>
#include <vector>

namespace {

enum class WarnLevel { All, None, Error };

// Prints errors always and warnings unless they are off; returns the number of warnings.
std::size_t printDiagnostics(const std::vector<wave::assembler::Diagnostic>& diagnostics,
                             WarnLevel level) {
    std::size_t warnings = 0;
    std::string text;
    for (const wave::assembler::Diagnostic& d : diagnostics) {
        if (d.severity == wave::assembler::Severity::Warning) {
            ++warnings;
            if (level == WarnLevel::None)
                continue;
        }
        text += wave::cli::DiagnosticPrinter::format(d);
    }
    std::cerr << text;
    return warnings;
}

bool hasErrors(const std::vector<wave::assembler::Diagnostic>& diagnostics) {
    for (const wave::assembler::Diagnostic& d : diagnostics)
        if (d.severity == wave::assembler::Severity::Error)
            return true;
    return false;
}

// An empty file (or one of comments only) is a valid program without code: the reference
// writes it silently, which hides a wrong path or an unsaved buffer. The output is the same,
// with a warning where the first kernel would start.
wave::assembler::Diagnostic noKernelWarning(const std::string& input) {
    wave::assembler::Diagnostic d;
    d.severity = wave::assembler::Severity::Warning;
    d.message = "no kernel in the source: the output holds no code";
    d.label = "expected `.kernel NAME` ... `.end`";
    d.hint = "is this the right file?";
    d.file = input;
    return d;
}

int assemble(int argc, char** argv) {
    using namespace wave;
    launch::CommandLine cl("wave-asm", "Assembler for the WAVE GPU ISA");
    cl.setPositional("INPUT", "Input assembly file (.wave)");
    cl.addOption("output", 'o', "OUTPUT", "Output file (default: INPUT with extension .wbin)");
    cl.addFlag("verbose", 0, "Print the number of bytes written");
    cl.addFlag("dump-ast", 0, "Parse only and print the statements");
    cl.addFlag("dump-hex", 0, "Print the .wbin as hex instead of writing it");
    cl.addFlag("no-symbols", 0, "Omit kernel names from the output");
    cl.addOption("warn", 'W', "WARN", "Warnings: all, none or error [default: all]");
    int exitCode = 0;
    if (!cl.parse(argc, argv, exitCode))
        return exitCode;

    WarnLevel level = WarnLevel::All;
    const std::string warn = cl.value("warn").value_or("all");
    if (warn == "none") {
        level = WarnLevel::None;
    } else if (warn == "error") {
        level = WarnLevel::Error;
    } else if (warn != "all") {
        cl.usageError("invalid value '" + warn +
                      "' for '--warn <WARN>'\n  [possible values: all, none, error]");
        return 2;
    }

    const std::string input = cl.positional();
    std::string source, error;
    if (!cli::SourceFile::read(input, source, error)) {
        std::cerr << "error: " << error << '\n';
        return 1;
    }

    if (cl.flag("dump-ast")) {
        assembler::DiagnosticSink sink(input);
        const assembler::ParsedProgram parsed = assembler::Parser(source, sink).parse();
        const std::vector<assembler::Diagnostic> diagnostics = sink.take();
        printDiagnostics(diagnostics, level);
        if (hasErrors(diagnostics))
            return 1;
        cli::ToolMain::print(assembler::AstPrinter::print(parsed));
        return 0;
    }

    assembler::AssemblyResult result = assembler::Assembler::assemble(source, input);
    if (!result.hasErrors() && result.program.kernels.empty())
        result.diagnostics.push_back(noKernelWarning(input));
    const std::size_t warnings = printDiagnostics(result.diagnostics, level);
    if (result.hasErrors())
        return 1;
    if (level == WarnLevel::Error && warnings > 0) {
        std::cerr << "error: warnings treated as errors (-Werror)\n";
        return 1;
    }

    wbin::WbinWriter::Options options;
    options.symbols = !cl.flag("no-symbols");
    const std::vector<std::uint8_t> bytes = wbin::WbinWriter::write(result.program, options);
    if (cl.flag("dump-hex")) {
        cli::ToolMain::print(cli::HexDump::format(bytes));
        return 0;
    }
    const std::string output = cl.value("output").value_or(cli::OutputFile::defaultPath(input));
    if (!io::AtomicFileWriter::write(output, bytes, error)) {
        std::cerr << "error: failed to write " << output << ": " << error << '\n';
        return 1;
    }
    if (cl.flag("verbose"))
        cli::ToolMain::print("Assembled " + std::to_string(bytes.size()) + " bytes to " + output +
                             "\n");
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    return wave::cli::ToolMain::run("wave-asm", "error: ", [&] {
        // --check-layout has its own options; the assembler's stay untouched.
        if (wave::cli::CheckLayoutCommand::wanted(argc, argv))
            return wave::cli::CheckLayoutCommand::run(argc, argv);
        return assemble(argc, argv);
    });
}
