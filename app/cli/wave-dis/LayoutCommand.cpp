#include "LayoutCommand.h"

#include "ToolMain.h"
#include "io/FileReader.h"
#include "layout/DecodedWordFormat.h"
#include "layout/LayoutCatalog.h"
#include "layout/LayoutDecoder.h"
#include "layout/LayoutValidator.h"
#include "layout/OpcodeHeader.h"
#include "layout/WordInput.h"

#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::cli {

namespace {

constexpr std::string_view kUsage =
    "Usage: wave-dis --layout NAME|FILE [--opcodes FILE.svh] [--json] FILE|--words HEX...\n"
    "       wave-dis --list-layouts\n"
    "       wave-dis --validate-layout NAME|FILE [--opcodes FILE.svh]\n";

constexpr std::string_view kHelp =
    "Decodes words in an instruction encoding layout (docs/reference/layouts.md)\n\n"
    "Options:\n"
    "      --layout <NAME|FILE>           Layout to decode with (see --list-layouts)\n"
    "      --opcodes <FILE.svh>           SystemVerilog header naming the opcodes\n"
    "      --words <HEX>...               Words to decode, in hex, instead of a FILE\n"
    "      --json                         Print a JSON array, one object per word\n"
    "      --list-layouts                 List the shipped and user layouts\n"
    "      --validate-layout <NAME|FILE>  Check a layout against the WAVE v0.4 instruction table\n"
    "  -h, --help                         Print help\n";

int usage(const std::string& message) {
    std::cerr << "error: " << message << "\n\n"
              << kUsage << "\nFor more information, try '--help'.\n";
    return 2;
}

int fail(const std::string& message) {
    std::cerr << "error: " << message << "\n";
    return 1;
}

struct Options {
    std::optional<std::string> layout;
    std::optional<std::string> validate;
    std::optional<std::string> opcodes;
    bool list = false;
    bool json = false;
    bool help = false;
    bool words = false;
    std::vector<std::string> hex;
    std::optional<std::string> file;
};

// "--name value" or "--name=value"; advances `i` past the value.
bool takeValue(int argc, const char* const* argv, int& i, std::string_view name,
               std::optional<std::string>& out, std::string& error) {
    const std::string_view arg = argv[i];
    std::string value;
    if (arg.size() > name.size() && arg[name.size()] == '=') {
        value = std::string(arg.substr(name.size() + 1));
    } else if (i + 1 < argc) {
        value = argv[++i];
    } else {
        error = "a value is required for '" + std::string(name) + "' but none was supplied";
        return false;
    }
    if (out) {
        error = "the argument '" + std::string(name) + "' cannot be used multiple times";
        return false;
    }
    out = value;
    return true;
}

bool parse(int argc, const char* const* argv, Options& o, std::string& error) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        auto is = [&](std::string_view name) {
            return arg == name || (arg.size() > name.size() && arg.substr(0, name.size()) == name &&
                                   arg[name.size()] == '=');
        };
        if (is("--layout")) {
            if (!takeValue(argc, argv, i, "--layout", o.layout, error))
                return false;
        } else if (is("--validate-layout")) {
            if (!takeValue(argc, argv, i, "--validate-layout", o.validate, error))
                return false;
        } else if (is("--opcodes")) {
            if (!takeValue(argc, argv, i, "--opcodes", o.opcodes, error))
                return false;
        } else if (arg == "--list-layouts") {
            o.list = true;
        } else if (arg == "--json") {
            o.json = true;
        } else if (arg == "-h" || arg == "--help") {
            o.help = true;
        } else if (arg == "--words") {
            o.words = true;
        } else if (arg.size() > 1 && arg[0] == '-' && !o.words) {
            error = "unexpected argument '" + std::string(arg) + "' found";
            return false;
        } else if (o.words) {
            o.hex.emplace_back(arg);
        } else if (o.file) {
            error = "unexpected argument '" + std::string(arg) + "' found (one FILE only)";
            return false;
        } else {
            o.file = std::string(arg);
        }
    }
    const int modes = (o.layout ? 1 : 0) + (o.validate ? 1 : 0) + (o.list ? 1 : 0);
    if (!o.help && modes != 1) {
        error = "give one of --layout, --list-layouts and --validate-layout";
        return false;
    }
    return true;
}

std::optional<layout::Layout> resolve(const layout::LayoutCatalog& catalog,
                                      const std::string& nameOrFile,
                                      const std::optional<std::string>& opcodes) {
    layout::LayoutError error;
    std::optional<layout::Layout> l = catalog.resolve(nameOrFile, error);
    if (!l) {
        fail(error.text());
        return std::nullopt;
    }
    if (opcodes) {
        layout::HeaderError headerError;
        const auto constants = layout::OpcodeHeader::loadFile(*opcodes, headerError);
        if (!constants) {
            fail(headerError.text());
            return std::nullopt;
        }
        layout::OpcodeHeader::apply(*l, *constants);
    }
    return l;
}

int list(const layout::LayoutCatalog& catalog) {
    std::string out;
    for (const layout::Layout& l : catalog.layouts())
        out += l.name + "  " + l.title +
               (l.origin == "shipped" || l.origin == "built in" ? "" : "  (" + l.origin + ")") +
               "\n";
    ToolMain::print(out);
    for (const layout::LayoutError& e : catalog.errors())
        std::cerr << "warning: " << e.text() << " (skipped)\n";
    return 0;
}

int decode(const layout::Layout& l, const Options& o) {
    std::vector<std::uint64_t> words;
    std::string error;
    if (o.words) {
        if (o.file)
            return usage("give either FILE or --words, not both");
        if (o.hex.empty())
            return usage("--words needs at least one word");
        for (const std::string& h : o.hex) {
            const std::optional<std::uint64_t> w = layout::WordInput::parseHex(h, l, error);
            if (!w)
                return fail(error);
            words.push_back(*w);
        }
    } else {
        if (!o.file)
            return usage("give a FILE of words or --words HEX...");
        std::vector<std::uint8_t> bytes;
        if (io::FileReader::read(*o.file, bytes, error) != io::FileReader::Status::Ok)
            return fail("failed to read '" + *o.file + "': " + error);
        const auto read = layout::WordInput::fromBytes(bytes, l, error);
        if (!read)
            return fail(*o.file + ": " + error);
        words = *read;
    }
    std::vector<layout::DecodedWord> decoded;
    decoded.reserve(words.size());
    for (std::uint64_t w : words)
        decoded.push_back(layout::LayoutDecoder::decode(l, w));
    if (o.json) {
        ToolMain::print(layout::DecodedWordFormat::json(l, decoded));
    } else {
        std::string out;
        for (const layout::DecodedWord& d : decoded)
            out += layout::DecodedWordFormat::line(l, d);
        ToolMain::print(out);
    }
    return 0;
}

} // namespace

bool LayoutCommand::wanted(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        for (std::string_view name : {"--layout", "--list-layouts", "--validate-layout"})
            if (arg == name || (arg.size() > name.size() && arg.substr(0, name.size()) == name &&
                                arg[name.size()] == '='))
                return true;
    }
    return false;
}

int LayoutCommand::run(int argc, const char* const* argv) {
    Options o;
    std::string error;
    if (!parse(argc, argv, o, error))
        return usage(error);
    if (o.help) {
        ToolMain::print(std::string(kHelp) + "\n" + std::string(kUsage));
        return 0;
    }
    const layout::LayoutCatalog catalog =
        layout::LayoutCatalog::load(layout::LayoutCatalog::userDirectory());
    if (o.list)
        return list(catalog);
    const std::string& which = o.layout ? *o.layout : *o.validate;
    const std::optional<layout::Layout> l = resolve(catalog, which, o.opcodes);
    if (!l)
        return 1;
    if (o.validate) {
        if (o.json || o.words || o.file)
            return usage("--validate-layout takes no FILE, --words or --json");
        const layout::ValidationReport report = layout::LayoutValidator::validate(*l);
        ToolMain::print(report.text());
        return report.ok() ? 0 : 1;
    }
    return decode(*l, o);
}

} // namespace wave::cli
