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

    static std::string readFile(const std::string& path);
    static std::vector<std::string> splitArgs(const std::string& line); // on blanks
};

} // namespace wave::test
