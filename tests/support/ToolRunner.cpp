#include "ToolRunner.h"

#include "TestFiles.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <spawn.h>
#include <sstream>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace wave::test {

namespace {
std::string tempPath(const char* tag) {
    char buf[] = "/tmp/wave-tool-XXXXXX";
    const int fd = mkstemp(buf);
    if (fd >= 0)
        close(fd);
    return std::string(buf) + tag;
}
} // namespace

std::string ToolRunner::readFile(const std::string& path) {
    return TestFiles::readText(path);
}

std::vector<std::string> ToolRunner::splitArgs(const std::string& line) {
    std::vector<std::string> out;
    std::istringstream in(line);
    std::string word;
    while (in >> word)
        out.push_back(word);
    return out;
}

ToolResult ToolRunner::run(const std::string& program, const std::vector<std::string>& args,
                           const std::string& workingDirectory, int timeoutSeconds) {
    return spawn(program, args, workingDirectory, timeoutSeconds, {});
}

ToolResult ToolRunner::runWithStdout(const std::string& stdoutPath, const std::string& program,
                                     const std::vector<std::string>& args,
                                     const std::string& workingDirectory, int timeoutSeconds) {
    return spawn(program, args, workingDirectory, timeoutSeconds, stdoutPath);
}

ToolResult ToolRunner::runWithAddressLimit(unsigned long addressSpaceKiB,
                                           const std::string& program,
                                           const std::vector<std::string>& args,
                                           const std::string& workingDirectory,
                                           int timeoutSeconds) {
    std::vector<std::string> shell = {
        "-c", "ulimit -v " + std::to_string(addressSpaceKiB) + " && exec \"$0\" \"$@\"", program};
    shell.insert(shell.end(), args.begin(), args.end());
    return spawn("/bin/bash", shell, workingDirectory, timeoutSeconds, {});
}

ToolResult ToolRunner::spawn(const std::string& program, const std::vector<std::string>& args,
                             const std::string& workingDirectory, int timeoutSeconds,
                             const std::string& stdoutPath) {
    ToolResult result;
    const std::string outPath = stdoutPath.empty() ? tempPath(".out") : stdoutPath;
    const std::string errPath = tempPath(".err");

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, outPath.c_str(),
                                     stdoutPath.empty() ? O_WRONLY | O_CREAT | O_TRUNC : O_WRONLY,
                                     0600);
    posix_spawn_file_actions_addopen(&actions, 2, errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0600);
    if (!workingDirectory.empty())
        posix_spawn_file_actions_addchdir_np(&actions, workingDirectory.c_str());

    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(program.c_str()));
    for (const std::string& a : args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);

    pid_t pid = 0;
    const int rc = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0) {
        result.err = "spawn failed for " + program;
        return result;
    }
    int status = 0;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeoutSeconds);
    while (true) {
        const pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid)
            break;
        if (std::chrono::steady_clock::now() > deadline) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    if (WIFEXITED(status))
        result.exitCode = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        result.exitCode = 128 + WTERMSIG(status);
    result.err = readFile(errPath);
    std::remove(errPath.c_str());
    std::remove(errPath.substr(0, errPath.size() - 4).c_str());
    if (!stdoutPath.empty())
        return result;
    result.out = readFile(outPath);
    std::remove(outPath.c_str());
    std::remove(outPath.substr(0, outPath.size() - 4).c_str());
    return result;
}

} // namespace wave::test
