#pragma once
// Helpers shared by the assembler tests: assembling snippets, reading the golden data, and
// looking at diagnostics.

#include "asm/Assembler.h"
#include "asm/DiagnosticCodes.h"

#include "TestBytes.h"
#include "TestFiles.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace wave::asmtest {

using test::TestFiles;

inline std::string golden(const std::string& relative) {
    return std::string(WAVE_TEST_DATA) + "/golden/" + relative;
}

inline assembler::AssemblyResult assemble(std::string_view source) {
    return assembler::Assembler::assemble(source, "test.wave");
}

// The code section as 32-bit words.
inline std::vector<std::uint32_t> words(const assembler::AssemblyResult& r) {
    std::vector<std::uint32_t> out;
    const auto& c = r.program.code;
    for (std::size_t i = 0; i + 4 <= c.size(); i += 4)
        out.push_back(test::get32(c, i));
    return out;
}

inline std::string codeOf(assembler::DiagnosticKind kind) {
    return std::string(assembler::DiagnosticCodes::info(kind).code);
}

inline std::vector<assembler::Diagnostic> withSeverity(const assembler::AssemblyResult& r,
                                                       assembler::Severity severity) {
    std::vector<assembler::Diagnostic> out;
    for (const auto& d : r.diagnostics)
        if (d.severity == severity)
            out.push_back(d);
    return out;
}

inline std::vector<assembler::Diagnostic> errorsOf(const assembler::AssemblyResult& r) {
    return withSeverity(r, assembler::Severity::Error);
}

inline std::vector<assembler::Diagnostic> warningsOf(const assembler::AssemblyResult& r) {
    return withSeverity(r, assembler::Severity::Warning);
}

// Printable list of diagnostics for failure messages.
inline std::string describe(const std::vector<assembler::Diagnostic>& ds) {
    std::string s;
    for (const auto& d : ds)
        s += d.code + " " + std::to_string(d.line) + ":" + std::to_string(d.column) + " " +
             d.message + " [" + d.label + "] " + d.hint + "\n";
    return s;
}

// Assembles `body` inside `.kernel k` ... `.end` and returns the words; fails the test on
// errors.
inline std::vector<std::uint32_t> encodeBody(const std::string& body) {
    const auto r = assemble(".kernel k\n" + body + "\n.end\n");
    if (r.hasErrors())
        ADD_FAILURE() << "errors in:\n" << body << "\n" << describe(r.diagnostics);
    return words(r);
}

} // namespace wave::asmtest
