#include "CheckLayoutCommand.h"

#include "DiagnosticPrinter.h"
#include "SourceFile.h"
#include "ToolMain.h"
#include "isa/JsonText.h"
#include "launch/CommandLine.h"
#include "layout/LayoutCatalog.h"
#include "layout/SourceCheck.h"

#include <iostream>
#include <string>
#include <string_view>

namespace wave::cli {

namespace {

std::string textReport(const std::string& file, const layout::Layout& l,
                       const layout::SourceCheckResult& r) {
    std::string out;
    for (const layout::LineCheck& c : r.lines) {
        if (c.encoded.ok)
            continue;
        out += file + ":" + std::to_string(c.line) + ":" + std::to_string(c.column) + ": " +
               c.text + ": " + c.encoded.reason() + "\n";
    }
    const std::size_t n = r.failing();
    out += n == 0 ? "all " + std::to_string(r.lines.size()) + " instructions fit " + l.name + "\n"
                  : std::to_string(n) + " of " + std::to_string(r.lines.size()) +
                        " instructions cannot be encoded in " + l.name + "\n";
    return out;
}

std::string jsonReport(const std::string& file, const layout::Layout& l,
                       const layout::SourceCheckResult& r) {
    using isa::JsonText;
    std::string out =
        "{\"layout\": " + JsonText::quoted(l.name) + ", \"file\": " + JsonText::quoted(file) +
        ", \"instructions\": " + std::to_string(r.lines.size()) + ", \"cannot_encode\": [";
    bool first = true;
    for (const layout::LineCheck& c : r.lines) {
        if (c.encoded.ok)
            continue;
        out += first ? "\n  " : ",\n  ";
        first = false;
        out += "{\"line\": " + std::to_string(c.line) +
               ", \"column\": " + std::to_string(c.column) +
               ", \"source\": " + JsonText::quoted(c.text) +
               ", \"mnemonic\": " + JsonText::quoted(c.info ? c.info->mnemonic : "") +
               ", \"reason\": " + JsonText::quoted(c.encoded.reason()) + "}";
    }
    return out + (first ? "]}\n" : "\n]}\n");
}

} // namespace

bool CheckLayoutCommand::wanted(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--check-layout" || arg.rfind("--check-layout=", 0) == 0)
            return true;
    }
    return false;
}

int CheckLayoutCommand::run(int argc, const char* const* argv) {
    launch::CommandLine cl("wave-asm",
                           "Lists the lines of a kernel that an encoding layout cannot encode");
    cl.setPositional("SOURCE", "Input assembly file (.wave)");
    cl.addOption("check-layout", 0, "NAME|FILE",
                 "Layout to check against (wave-dis --list-layouts)");
    cl.addFlag("json", 0, "Print the result as JSON");
    int exitCode = 0;
    if (!cl.parse(argc, argv, exitCode))
        return exitCode;

    const layout::LayoutCatalog catalog =
        layout::LayoutCatalog::load(layout::LayoutCatalog::userDirectory());
    layout::LayoutError layoutError;
    const std::optional<layout::Layout> l = catalog.resolve(*cl.value("check-layout"), layoutError);
    if (!l) {
        std::cerr << "error: " << layoutError.text() << "\n";
        return 1;
    }
    const std::string input = cl.positional();
    std::string source, error;
    if (!SourceFile::read(input, source, error)) {
        std::cerr << "error: " << error << '\n';
        return 1;
    }
    const layout::SourceCheckResult r = layout::SourceCheck::check(*l, source, input);
    if (!r.errors.empty()) {
        std::string text;
        for (const assembler::Diagnostic& d : r.errors)
            text += DiagnosticPrinter::format(d);
        std::cerr << text << "error: the source does not assemble; nothing was checked\n";
        return 1;
    }
    ToolMain::print(cl.flag("json") ? jsonReport(input, *l, r) : textReport(input, *l, r));
    return r.failing() == 0 ? 0 : 1;
}

} // namespace wave::cli
