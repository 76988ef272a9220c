#pragma once
// Runs a command-line tool as a child process and captures what it prints, for the CLI golden
// tests (the reference contract is about stdout, stderr and exit codes).

#include <string>
#include <vector>

namespace wave::test {

struct ToolResult {
    int exitCode = -1; // 128 + signal number when the tool was killed by a signal
    std::string out;
    std::string err;
};

class ToolRunner {
public:
    // Runs `program` with `args` in `workingDirectory` (empty: the current one). stdin is
    // /dev/null. The run is killed after `timeoutSeconds`.
    static ToolResult run(const std::string& program, const std::vector<std::string>& args,
                          const std::string& workingDirectory = {}, int timeoutSeconds = 60);
    // The same with stdout going to `stdoutPath` (e.g. /dev/full) instead of being captured.
    static ToolResult runWithStdout(const std::string& stdoutPath, const std::string& program,
                                    const std::vector<std::string>& args,
                                    const std::string& workingDirectory = {},
                                    int timeoutSeconds = 60);
    // The same as run() under `ulimit -v addressSpaceKiB` (through bash), so that an allocation
    // beyond it fails with std::bad_alloc in the program.
    static ToolResult runWithAddressLimit(unsigned long addressSpaceKiB, const std::string& program,
                                          const std::vector<std::string>& args,
                                          const std::string& workingDirectory = {},
                                          int timeoutSeconds = 60);

    static std::string readFile(const std::string& path);
    static std::vector<std::string> splitArgs(const std::string& line); // on blanks

private:
    // Empty `stdoutPath`: captured into ToolResult::out.
    static ToolResult spawn(const std::string& program, const std::vector<std::string>& args,
                            const std::string& workingDirectory, int timeoutSeconds,
                            const std::string& stdoutPath);
};

} // namespace wave::test
