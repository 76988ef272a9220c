#pragma once
// The structured values of a launch (docs/reference/command-line.md §3.1), typed part by part:
// --grid/--workgroup X,Y,Z, --set-reg REG:VALUE, the device fills (--fill-zero OFFSET:TYPE:COUNT,
// --fill-iota OFFSET:TYPE:COUNT[:SCALE], --arg OFFSET:FILE) and the dumps (--dump-memory
// START:END, --dump-u32/f32/f16/bf16 OFFSET:COUNT). Each part keeps its spelling (Spelled); a
// value whose parts cannot even be told apart (a --set-reg without ':') keeps its whole text
// in `malformed`. LaunchValues reads a part or a whole option value from text and prints it
// back; OptionSpec says what is wrong with one, in wave-emu's words.

#include "launch/ElementType.h"
#include "launch/Spelled.h"

#include "emu/LaunchConfig.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wave::launch {

struct SetRegOption { // --set-reg REG:VALUE
    Spelled<std::uint8_t> reg;
    Spelled<std::uint32_t> value;         // decimal or 0x hex, truncated to its low 32 bits
    std::optional<std::string> malformed; // the whole text when it has no ':'
    bool operator==(const SetRegOption&) const = default;
};

// --fill-zero, --fill-iota or --arg. wave-emu applies every zero fill, then every iota fill,
// then every file, whatever their order in the launch (DeviceFiller); the order of a kind is
// kept. Every part is kept whatever the kind, so that an edited row keeps what it had.
struct FillOption {
    enum class Kind : std::uint8_t { Zero, Iota, File };
    Kind kind = Kind::Iota;
    Spelled<std::uint64_t> offset;        // decimal or 0x hex
    Spelled<ElementType> type;            // Zero, Iota
    Spelled<std::uint64_t> count;         // Zero, Iota: elements
    std::optional<Spelled<float>> scale;  // Iota: absent means 1.0
    std::string path;                     // File
    std::optional<std::string> malformed; // the whole text when its parts cannot be told apart
    bool operator==(const FillOption&) const = default;

    FillOption();
};

struct DumpMemoryOption { // --dump-memory START:END
    Spelled<std::uint64_t> start;
    Spelled<std::uint64_t> end;
    std::optional<std::string> malformed;
    bool operator==(const DumpMemoryOption&) const = default;
};

struct DumpOption { // --dump-u32/f32/f16/bf16 OFFSET:COUNT
    Spelled<std::uint64_t> offset;
    Spelled<std::uint64_t> count;
    std::optional<std::string> malformed;
    bool operator==(const DumpOption&) const = default;
};

class LaunchValues {
public:
    // Parts. `why` of a bad part is RustNumber's text (docs/reference/execution-model.md §12).
    static Spelled<emu::Dim3> dims(std::string text); // why: "invalid x: ..." or the count
    static Spelled<emu::Dim3> dims(const emu::Dim3& value);
    static Spelled<std::uint64_t> offset(std::string text); // decimal or 0x hex
    static Spelled<std::uint64_t> count(std::string text);  // decimal, 64 bits
    static Spelled<std::uint8_t> reg(std::string text);
    static Spelled<std::uint32_t> regValue(std::string text); // offset syntax, low 32 bits kept
    static Spelled<float> scale(std::string text);
    static Spelled<ElementType> type(std::string text);
    static Spelled<std::uint64_t> number(std::uint64_t value); // decimal text

    // Whole option values, split as the reference splits them (fills at every ':', the others
    // at the first).
    static SetRegOption setReg(std::string_view text);
    static FillOption fill(FillOption::Kind kind, std::string_view text);
    static DumpMemoryOption dumpMemory(std::string_view text);
    static DumpOption dump(std::string_view text);

    // The option value as written (parts joined, or the malformed text).
    static std::string print(const SetRegOption& value);
    static std::string print(const FillOption& value);
    static std::string print(const DumpMemoryOption& value);
    static std::string print(const DumpOption& value);

    static std::string_view flag(FillOption::Kind kind);     // "fill-zero", "fill-iota", "arg"
    static std::string_view kindName(FillOption::Kind kind); // "zero", "iota", "file"
    static std::optional<FillOption::Kind> kindFromName(std::string_view name);
};

} // namespace wave::launch
