#pragma once
// How wave-asm, wave-dis and wave-emu start and end, so that all three fail the same way
// (docs/reference/differences.md §5: no crash exit codes, ever):
//  * a closed pipe is a write error, not SIGPIPE (as in the reference, a Rust program);
//  * memory exhaustion (std::bad_alloc, or a size that cannot be allocated) is an error
//    message and exit status 1, never an abort; so is any other escaped exception;
//  * standard output is flushed and checked at the end: output that could not be written
//    (a full disk, /dev/full, a closed pipe) is an error and exit status 1, never a silent 0.
//
// Usage, in main():  return ToolMain::run("wave-asm", "error: ", [&] { return body(); });

#include <functional>
#include <string>
#include <string_view>

namespace wave::cli {

class ToolMain {
public:
    // Runs `body` (which returns the exit status it decided) and returns the process exit
    // status. `errorPrefix` is the tool's own ("error: " for wave-asm and wave-dis, "Error: "
    // for wave-emu); messages go to stderr.
    static int run(std::string_view tool, std::string_view errorPrefix,
                   const std::function<int()>& body);

    // Writes `text` to stdout. Every write of the tools' results goes through here, so that the
    // error of the first write that failed (ENOSPC, EPIPE) is the one reported at exit. Returns
    // false once stdout has failed: the caller may stop producing output.
    static bool print(std::string_view text);

    // The out-of-memory message (without prefix), naming the process's address-space limit
    // when one is set (`ulimit -v`).
    static std::string outOfMemoryMessage(std::string_view tool);

    // Flushes stdout; false with `errnum` set when anything written to it was lost. run()
    // reports that at exit; a tool may ask earlier (before notes that describe the results).
    static bool finishStdout(int& errnum);
};

} // namespace wave::cli
