#pragma once
// Oracle checks inside fuzz targets. A failed check prints what was expected and aborts, which
// libFuzzer (and the replay driver, through the process exit status) reports as a crash with
// the input saved. Checks state contracts of the code under test, never its exact output.

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace wave::fuzz {

[[noreturn]] inline void checkFailed(const char* file, int line, const char* condition,
                                     std::string_view detail) {
    std::fprintf(stderr, "%s:%d: fuzz check failed: %s\n  %.*s\n", file, line, condition,
                 static_cast<int>(detail.size()), detail.data());
    std::fflush(stderr);
    std::abort();
}

} // namespace wave::fuzz

// `detail` is anything convertible to std::string_view; it is only evaluated on failure.
#define WAVE_FUZZ_CHECK(cond, detail)                                                              \
    do {                                                                                           \
        if (!(cond))                                                                               \
            ::wave::fuzz::checkFailed(__FILE__, __LINE__, #cond, (detail));                        \
    } while (false)
