#pragma once
// Runs the real command-line tools for the conformance and example tests: assembles a .wave file
// with wave-asm, optionally patches code words in the .wbin, and runs wave-emu.

#include "KernelSpec.h"
#include "ToolRunner.h"

#include <string>
#include <vector>

namespace wave::conformance {

class WaveTools {
public:
    // Assembles `source` into `wbin`, with `workingDirectory` as the current directory.
    static test::ToolResult assemble(const std::string& source, const std::string& wbin,
                                     const std::string& workingDirectory);

    // Writes each patch word into the code section of `wbin` (offset from the header field at
    // byte 8). Returns an error text, empty on success.
    static std::string patchCode(const std::string& wbin, const std::vector<CodePatch>& patches);

    // Runs wave-emu on `wbin` with `args` (split on blanks; "${TMP}" is replaced by `tmpDir`).
    static test::ToolResult emulate(const std::string& wbin, const std::string& args,
                                    const std::string& tmpDir, const std::string& workingDirectory);

    // A fresh empty directory under the system temporary directory, and its removal.
    static std::string makeTempDir();
    static void removeTree(const std::string& path);
};

} // namespace wave::conformance
