#include "SourceLocator.h"

#include "io/FileReader.h"

#include "asm/Assembler.h"

#include <cstdio>
#include <filesystem>
#include <system_error>

namespace wave::cli {

std::string pcHex(std::uint32_t pc) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%04x", pc);
    return buf;
}

SourceLocator SourceLocator::resolve(const std::optional<std::string>& explicitSource,
                                     const std::string& binary, const isa::Program& program,
                                     std::string& warning) {
    SourceLocator out;
    std::string path;
    if (explicitSource) {
        path = *explicitSource;
    } else {
        std::filesystem::path sibling(binary);
        sibling.replace_extension(".wave");
        std::error_code ec;
        if (sibling == std::filesystem::path(binary) ||
            !std::filesystem::is_regular_file(sibling, ec))
            return out;
        path = sibling.string();
    }
    const std::string fallback = "; locations are pcs";
    std::string text, error;
    if (io::FileReader::read(path, text, error) != io::FileReader::Status::Ok) {
        if (explicitSource)
            warning = "--source: failed to read " + path + ": " + error + fallback;
        return out;
    }
    assembler::AssemblyResult assembled = assembler::Assembler::assemble(text, path);
    if (assembled.hasErrors()) {
        if (explicitSource) {
            for (const assembler::Diagnostic& d : assembled.diagnostics) {
                if (d.severity != assembler::Severity::Error)
                    continue;
                warning = "--source: " + path + ":" + std::to_string(d.line) + ":" +
                          std::to_string(d.column) + ": " + d.message + fallback;
                break;
            }
        }
        return out;
    }
    if (assembled.program.code != program.code) {
        if (explicitSource)
            warning =
                "--source: " + path + " does not assemble to the code of " + binary + fallback;
        return out;
    }
    out.map_ = std::move(assembled.sourceMap);
    out.map_.file = path;
    return out;
}

std::string SourceLocator::at(std::uint32_t line, std::uint32_t pc) const {
    if (line != 0 && hasSource())
        return map_.file + ":" + std::to_string(line);
    return "pc " + pcHex(pc);
}

std::string SourceLocator::note() const {
    return hasSource() ? "lines of " + map_.file : "no source map: locations are pcs";
}

} // namespace wave::cli
