#pragma once
// A launch value that cannot run, as data: which option (and which entry and part of it), the
// value as written, what is wrong as a stable id, and wave-emu's English text (printed after
// "Error: ", docs/reference/execution-model.md §12). Front-ends place the problem by option and
// index (the IDE shows it under the field or table row) and may translate by id; wave-emu prints
// `message` unchanged.

#include <cstdint>
#include <string>

namespace wave::launch {

struct LaunchError {
    enum class Id : std::uint8_t {
        Format,           // the value has not the parts the option takes (X,Y,Z, REG:VALUE, ...)
        Number,           // a part is not a number of its type (RustNumber's reason)
        ElementType,      // a fill's TYPE is not one of u8 ... bf16
        EmptyRange,       // --dump-memory END is not greater than START
        UnknownKernel,    // --kernel names no kernel of the program (or an index beyond them)
        UnknownSchedule,  // --schedule names no schedule
        UnknownEngine,    // --engine names no execution tier
        UnknownProfile,   // --profile names no profile
        ProfileDirectory, // --profile-dir is not a readable directory
        LocalMemory,      // --local-memory beyond what a workgroup can have
        OutOfBounds,      // a fill beyond device memory (the reference's out-of-bounds text)
        FileUnreadable,   // an --arg file that cannot be read
    };
    Id id = Id::Format;
    std::string option; // long name without dashes: "grid", "fill-iota", "arg", "set-reg"
    int index = -1;     // the entry of a repeatable option (EmuOptions::fills, setRegs), else -1
    std::string part;   // "x", "offset", "type", "count", "scale", "register", "value", ...
    std::string value;  // the text that is wrong (the part's, or the whole value's)
    std::string message;
};

} // namespace wave::launch
