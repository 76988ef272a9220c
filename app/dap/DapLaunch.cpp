#include "DapLaunch.h"

#include "asm/Assembler.h"
#include "emu/DeviceImage.h"
#include "emu/DeviceMemory.h"
#include "emu/LaunchConfig.h"
#include "io/FileReader.h"
#include "launch/DeviceFiller.h"
#include "launch/EmuOptions.h"
#include "launch/KernelSelector.h"
#include "launch/LaunchConfigBuilder.h"
#include "launch/LaunchJson.h"
#include "launch/OptionSpec.h"
#include "wbin/WbinReader.h"
#include "workspace/ProgramWorkspace.h"

#include <algorithm>
#include <filesystem>
#include <new>
#include <sstream>

namespace wave::dap {

namespace fs = std::filesystem;

namespace {

std::vector<std::string> splitWords(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> words;
    for (std::string w; in >> w;)
        words.push_back(w);
    return words;
}

bool endsWith(const std::string& s, std::string_view suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// `args` as words: an array of strings or one string; absent: the workspace's launch, else
// the .args beside the program (as the IDE opens a source).
bool launchWords(const JsonValue& arguments, const fs::path& program,
                 workspace::ProgramWorkspace& session, std::vector<std::string>& words,
                 std::vector<std::string>& notes, std::string& error) {
    const JsonValue* args = arguments.member("args");
    if (!args || args->isNull()) {
        if (const std::optional<launch::EmuOptions> options = session.launch()) {
            words = options->toArguments();
            notes.push_back("note: launch arguments from " + session.path());
            return true;
        }
        fs::path beside = program;
        beside.replace_extension(".args");
        std::string text, ignored;
        if (io::FileReader::read(beside.string(), text, ignored) == io::FileReader::Status::Ok)
            words = splitWords(text);
        return true;
    }
    if (args->isString()) {
        words = splitWords(args->text);
        return true;
    }
    if (!args->isArray()) {
        error = "launch: 'args' must be an array of strings or a string";
        return false;
    }
    for (const JsonValue& a : args->elements) {
        if (!a.isString()) {
            error = "launch: every element of 'args' must be a string";
            return false;
        }
        words.push_back(a.text);
    }
    return true;
}

// --profile and --schedule from the launch's own members, unless the arguments set them.
bool addOption(const JsonValue& arguments, std::string_view member, const std::string& flag,
               std::vector<std::string>& words, std::string& error) {
    const JsonValue* v = arguments.member(member);
    if (!v || v->isNull())
        return true;
    if (!v->isString()) {
        error = "launch: '" + std::string(member) + "' must be a string";
        return false;
    }
    if (std::find(words.begin(), words.end(), flag) == words.end()) {
        words.push_back(flag);
        words.push_back(v->text);
    }
    return true;
}

// Reads the program: assembles a .wave, reads a .wbin leniently (as wave-emu does).
bool readProgram(LoadedProgram& loaded, isa::Program& program, isa::SourceMap& sourceMap,
                 std::string& error) {
    std::vector<std::uint8_t> bytes;
    std::string why;
    if (io::FileReader::read(loaded.programPath, bytes, why) != io::FileReader::Status::Ok) {
        error = "cannot read " + loaded.programPath + ": " + why;
        return false;
    }
    if (endsWith(loaded.programPath, ".wbin")) {
        wbin::ReadResult read = wbin::WbinReader::readLenient(bytes, std::nullopt);
        if (!read.ok()) {
            error = loaded.programPath + ": " + std::string(wbin::WbinReader::kLenientPrefix) +
                    read.error->message;
            return false;
        }
        program = std::move(read.program);
        return true;
    }
    loaded.sourcePath = loaded.programPath;
    loaded.sourceText.assign(bytes.begin(), bytes.end());
    assembler::AssemblyResult result =
        assembler::Assembler::assemble(loaded.sourceText, loaded.sourcePath);
    std::size_t errors = 0;
    std::string first;
    for (const assembler::Diagnostic& d : result.diagnostics) {
        const std::string where = loaded.sourcePath + ":" + std::to_string(d.line) + ":" +
                                  std::to_string(d.column) + ": ";
        if (d.severity == assembler::Severity::Error) {
            if (errors++ == 0)
                first = where + "error[" + d.code + "]: " + d.message;
        } else {
            loaded.notes.push_back(where + "warning[" + d.code + "]: " + d.message);
        }
    }
    if (errors > 0) {
        error = first + (errors > 1 ? " (and " + std::to_string(errors - 1) + " more errors)"
                                    : std::string());
        return false;
    }
    program = std::move(result.program);
    sourceMap = std::move(result.sourceMap);
    return true;
}

// Relative --arg files are relative to the program's folder.
void anchorArgFiles(launch::EmuOptions& options, const fs::path& folder) {
    for (launch::FillOption& fill : options.fills)
        if (fill.kind == launch::FillOption::Kind::File && !fill.path.empty() &&
            fs::path(fill.path).is_relative())
            fill.path = (folder / fill.path).string();
}

} // namespace

std::vector<std::uint32_t> LoadedProgram::pcsOfLine(std::uint32_t line) const {
    std::vector<std::uint32_t> pcs;
    if (!sourceMap)
        return pcs;
    const isa::Kernel& k = kernel();
    for (std::uint32_t offset : sourceMap->offsetsOfLine(line))
        if (offset >= k.codeOffset && offset < k.codeOffset + k.codeSize)
            pcs.push_back(offset - k.codeOffset);
    return pcs;
}

std::uint32_t LoadedProgram::firstLineWithCode(std::uint32_t line) const {
    if (!sourceMap)
        return 0;
    const isa::Kernel& k = kernel();
    std::uint32_t best = 0;
    for (const isa::SourceMapEntry& e : sourceMap->entries()) {
        if (e.codeOffset < k.codeOffset || e.codeOffset >= k.codeOffset + k.codeSize)
            continue;
        if (e.position.line >= line && (best == 0 || e.position.line < best))
            best = e.position.line;
    }
    return best;
}

std::uint32_t LoadedProgram::labelLine(const std::string& name) const {
    std::istringstream in(sourceText);
    std::uint32_t number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        const std::size_t start = line.find_first_not_of(" \t");
        if (start == std::string::npos || line.compare(start, name.size(), name) != 0)
            continue;
        const std::size_t after = line.find_first_not_of(" \t", start + name.size());
        if (after != std::string::npos && line[after] == ':')
            return number;
    }
    return 0;
}

bool DapLaunch::prepare(const JsonValue& arguments, LoadedProgram& loaded, debug::Launch& launch,
                        std::string& error) {
    const auto program = arguments.stringMember("program");
    if (!program || program->empty()) {
        error = "launch: 'program' (a .wave or .wbin file) is required";
        return false;
    }
    std::error_code ec;
    const fs::path path = fs::absolute(fs::path(std::string(*program)), ec);
    loaded.programPath = path.lexically_normal().string();
    if (const JsonValue* s = arguments.member("stopOnEntry"))
        loaded.stopOnEntry = s->toBool().value_or(false);

    // The workspace: the file `workspace` names, else the IDE's session file of the program.
    std::string named;
    if (const JsonValue* w = arguments.member("workspace"); w && !w->isNull()) {
        if (!w->isString()) {
            error = "launch: 'workspace' must be the path of a .wavesession file";
            return false;
        }
        if (!w->text.empty())
            named = fs::absolute(fs::path(w->text), ec).lexically_normal().string();
    }
    workspace::ProgramWorkspace session;
    if (!workspace::ProgramWorkspace::find(loaded.programPath, named, session, error))
        return false;
    std::vector<std::string> words;
    const bool launched = launchWords(arguments, path, session, words, loaded.notes, error);
    for (const std::string& note : session.notes())
        loaded.notes.push_back("note: " + note);
    if (!launched || !addOption(arguments, "profile", "--profile", words, error) ||
        !addOption(arguments, "schedule", "--schedule", words, error))
        return false;
    loaded.args = words;

    auto programValue = std::make_shared<isa::Program>();
    auto sourceMap = std::make_shared<isa::SourceMap>();
    if (!readProgram(loaded, *programValue, *sourceMap, error))
        return false;

    // wave-emu's parser over ["wave-emu", PROGRAM, ARGS...].
    std::vector<std::string> storage{"wave-emu", loaded.programPath};
    storage.insert(storage.end(), words.begin(), words.end());
    std::vector<const char*> argv;
    for (const std::string& s : storage)
        argv.push_back(s.c_str());
    launch::EmuOptions options;
    launch::UsageError usage;
    if (!launch::EmuOptions::parse(static_cast<int>(argv.size()), argv.data(), options, usage)) {
        error = usage.kind == launch::UsageError::Kind::HelpOrVersion
                    ? "args: --help and --version are not launch arguments"
                    : "args: " + usage.message;
        return false;
    }
    anchorArgFiles(options, path.parent_path());

    emu::LaunchConfig config;
    if (!launch::LaunchConfigBuilder::build(options, config, error) ||
        !launch::KernelSelector::select(*programValue, options.kernel, config.kernelIndex, error))
        return false;
    if (const auto outside = wbin::WbinReader::checkEntry(*programValue, config.kernelIndex)) {
        error = std::string(wbin::WbinReader::kLenientPrefix) + outside->message;
        return false;
    }
    if (!launch::LaunchConfigBuilder::checkLocalMemory(options, *programValue, config, error))
        return false;
    if (const auto fault = emu::validate(*programValue, config)) {
        error = fault->message;
        return false;
    }
    // The fills, once, into lazily zeroed memory: a bad fill fails the launch here, and the
    // session starts (and restarts) from this image.
    std::shared_ptr<const emu::DeviceImage> image;
    try {
        emu::DeviceMemory device(config.deviceMemory);
        if (!launch::DeviceFiller::apply(options, device, error))
            return false;
        image =
            std::make_shared<const emu::DeviceImage>(emu::DeviceImage::capture(device, nullptr));
    } catch (const std::bad_alloc&) {
        error =
            "cannot allocate " + std::to_string(config.deviceMemory) + " bytes of device memory";
        return false;
    }
    if (options.schedule || options.profile)
        loaded.notes.push_back("note: schedule " + config.schedule.name() +
                               (options.profile ? ", profile " + *options.profile : std::string()) +
                               ", wave width " + std::to_string(config.waveWidth));

    loaded.savedBreakpoints = session.armed();
    loaded.firstFreeId = session.firstFreeId();
    if (!loaded.savedBreakpoints.empty())
        loaded.notes.push_back("note: " + std::to_string(loaded.savedBreakpoints.size()) +
                               " breakpoint(s) armed from " + session.path());
    loaded.kernelIndex = config.kernelIndex;
    loaded.program = programValue;
    if (!loaded.sourcePath.empty())
        loaded.sourceMap = sourceMap;
    launch.program = programValue;
    launch.sourceMap = sourceMap;
    launch.config = config;
    launch.deviceInit = [image](emu::DeviceMemory& memory) { image->restoreInto(memory); };
    return true;
}

} // namespace wave::dap
