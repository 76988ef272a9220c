#pragma once
// The container checks of the two .wbin readers, written again from the specification alone
// (docs/reference/container.md §7.1 for wave-dis, docs/reference/execution-model.md §2 and §11 for
// wave-emu), so the hostile tests can say which error each damaged file must give without asking
// the code under test.

#include <cstdint>
#include <optional>
#include <string>

namespace wave::test {

class WbinOracle {
public:
    // wave-dis: the reader error (after "error: failed to parse WBIN: "), or nothing when the
    // header, sections and kernel count pass (names and code are not checked).
    static std::optional<std::string> strictError(const std::string& file);

    struct Lenient {
        int exitCode = 0;    // 1 when loading fails; 0 when the file loads. Never 101: where the
                             // reference panics (§11), WAVE Studio reports an error (COMPATIBILITY
                             // §5)
        std::string message; // after "Error: " for exit 1: the whole line, or, when `ending` is
                             // set, the text up to the kernel's name
        std::string ending;  // the rest of the line after the kernel's name (a kernel outside
                             // the code), empty otherwise
        bool referenceCrash = false; // one of the reference's crash cases
        std::uint32_t kernels = 0;   // complete kernel records read, when the file loads

        // True when `err` (wave-emu's stderr) is exactly this error, with nothing else.
        bool matches(const std::string& err) const;
    };
    // wave-emu's loader, up to and including the check that kernel 0 starts inside the code.
    static Lenient lenient(const std::string& file);
};

} // namespace wave::test
