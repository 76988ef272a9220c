#include "ToolMain.h"

#include "io/OsError.h"
#include "launch/CommandLine.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <exception>
#include <iostream>
#include <new>
#include <stdexcept>
#include <sys/resource.h>

namespace wave::cli {

namespace {

// Writes to stderr without allocating more than the message itself: it runs after an
// allocation failed (the memory held when it failed is released by then, so this suffices).
void report(std::string_view prefix, const std::string& message) {
    std::fflush(stdout);
    std::fwrite(prefix.data(), 1, prefix.size(), stderr);
    std::fwrite(message.data(), 1, message.size(), stderr);
    std::fputc('\n', stderr);
    std::fflush(stderr);
}

// errno of the first write to stdout that failed (0: none yet). Set on the main thread only.
int firstStdoutError = 0;

} // namespace

bool ToolMain::print(std::string_view text) {
    if (firstStdoutError != 0)
        return false;
    errno = 0;
    if (std::fwrite(text.data(), 1, text.size(), stdout) == text.size())
        return true;
    firstStdoutError = errno != 0 ? errno : EIO;
    return false;
}

std::string ToolMain::outOfMemoryMessage(std::string_view tool) {
    std::string text =
        "out of memory: " + std::string(tool) + " could not allocate the memory this input needs";
    rlimit limit{};
    if (::getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
        text += " (the process may use at most " +
                std::to_string(static_cast<unsigned long long>(limit.rlim_cur >> 20)) +
                " MiB of address space: see ulimit -v)";
    return text;
}

bool ToolMain::finishStdout(int& errnum) {
    errno = 0;
    std::cout.flush();
    const bool flushed = std::fflush(stdout) == 0;
    errnum = firstStdoutError != 0 ? firstStdoutError : errno;
    if (flushed && firstStdoutError == 0 && !std::ferror(stdout) && !std::cout.fail())
        return true;
    if (errnum == 0)
        errnum = EIO;          // a write outside print() failed earlier and its errno is gone
    firstStdoutError = errnum; // a later call (at exit) reports the same cause
    return false;
}

int ToolMain::run(std::string_view tool, std::string_view errorPrefix,
                  const std::function<int()>& body) {
    // As in the reference, a closed stdout is a write error (EPIPE), not a signal.
    std::signal(SIGPIPE, SIG_IGN);
    launch::CommandLine::setStdoutSink(&ToolMain::print);
    int status = 1;
    try {
        status = body();
    } catch (const std::bad_alloc&) {
        report(errorPrefix, outOfMemoryMessage(tool));
    } catch (const std::length_error&) {
        // A container asked for more than it can ever hold: the same cause for the user.
        report(errorPrefix, outOfMemoryMessage(tool));
    } catch (const std::exception& e) {
        report(errorPrefix, "internal error: " + std::string(e.what()));
    }
    int errnum = 0;
    if (!finishStdout(errnum)) {
        // Reported even after another error (it is a problem of its own); the first error
        // decides the status.
        report(errorPrefix, "failed to write to stdout: " + io::OsError::text(errnum));
        if (status == 0)
            status = 1;
    }
    return status;
}

} // namespace wave::cli
