#pragma once
// The launch and the expectations of one conformance kernel, read from the comment header of its
// .wave file (format: README.md in this folder).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wave::conformance {

struct CodePatch {
    std::uint32_t offset = 0; // byte offset from the start of the code section
    std::uint32_t word = 0;   // written little-endian
};

struct KernelSpec {
    std::string runArgs;                    // RUN: wave-emu arguments after the binary
    std::vector<std::string> alsoRunArgs;   // ALSO-RUN: extra arguments for repeated runs
    int exitCode = 0;                       // EXIT:
    std::string expectedStdout;             // EXPECT-LINES / EXPECT-STDOUT, in file order
    std::vector<std::string> stderrNeedles; // EXPECT-STDERR-CONTAINS:
    std::vector<CodePatch> patches;         // PATCH-CODE:
    std::string checker;                    // CHECK: name of a C++ checker of the output
};

struct ParsedSpec {
    std::optional<KernelSpec> spec;
    std::string error; // set when spec is empty
};

// Parses the leading comment block of `source`. Unknown directives and malformed values are errors
// (a typo must not silently weaken a test).
ParsedSpec parseKernelSpec(const std::string& source);

} // namespace wave::conformance
