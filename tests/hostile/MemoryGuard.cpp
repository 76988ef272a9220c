// wave_memory_guard LIMIT_MB PROGRAM [ARGS...]: runs PROGRAM with its memory capped at LIMIT_MB,
// so that a tool that tries a huge allocation fails the hostile tests at once instead of
// thrashing or OOM-killing the machine.
//
// A plain build caps the address space (RLIMIT_AS): an allocation beyond it makes operator new
// throw std::bad_alloc in the tool. ASan cannot run under RLIMIT_AS (it reserves terabytes of
// shadow address space up front) and its operator new never throws, so a sanitized build
// (this wrapper is built with the same flags as the tools) passes the cap to ASan instead: an
// allocation above it, or a resident set above it, ends the tool with an AddressSanitizer
// report. Either way the test sees an unexpected exit status and the report on stderr.

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/resource.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define WAVE_GUARD_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WAVE_GUARD_ASAN 1
#endif
#endif

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: wave_memory_guard LIMIT_MB PROGRAM [ARGS...]\n");
        return 126;
    }
    char* end = nullptr;
    const unsigned long long limitMb = std::strtoull(argv[1], &end, 10);
    if (end == argv[1] || *end != '\0' || limitMb == 0 || limitMb > (1ull << 30)) {
        std::fprintf(stderr, "wave_memory_guard: bad LIMIT_MB '%s'\n", argv[1]);
        return 126;
    }
#ifdef WAVE_GUARD_ASAN
    // Keep the options ctest set (abort_on_error makes a report exit differently from the
    // tools' own status 1); later options win.
    const char* old = std::getenv("ASAN_OPTIONS");
    std::string options = old != nullptr ? old : "";
    if (!options.empty())
        options += ':';
    options += "max_allocation_size_mb=" + std::to_string(limitMb) +
               ":hard_rss_limit_mb=" + std::to_string(limitMb);
    setenv("ASAN_OPTIONS", options.c_str(), 1);
#else
    const rlim_t bytes = static_cast<rlim_t>(limitMb) << 20;
    const rlimit limit{bytes, bytes};
    if (setrlimit(RLIMIT_AS, &limit) != 0) {
        std::fprintf(stderr, "wave_memory_guard: setrlimit: %s\n", std::strerror(errno));
        return 126;
    }
#endif
    execv(argv[2], argv + 2);
    std::fprintf(stderr, "wave_memory_guard: cannot run %s: %s\n", argv[2], std::strerror(errno));
    return 127;
}
