#pragma once
// What is wrong with a value of wave-emu's structured options (docs/reference/command-line.md
// §3.1), in the reference's words: check() returns the first problem of a typed value
// (LaunchValues) in the reference's order as a LaunchError whose message is printed after
// `Error: ` (docs/reference/execution-model.md §12, including the reference's odd
// `invalid WBIN file: ` prefix), so wave-emu's messages match the reference's. The parse*
// functions do the same from the option's text.

#include "launch/ElementType.h"
#include "launch/LaunchError.h"
#include "launch/LaunchValues.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wave::launch {

struct SetRegSpec {
    std::uint8_t reg = 0;
    std::uint32_t value = 0; // VALUE truncated to its low 32 bits
};

struct FillSpec {
    std::uint64_t offset = 0;
    ElementType type = ElementType::F32;
    std::uint64_t count = 0;
    float scale = 1.0f; // --fill-iota only
};

struct ArgSpec {
    std::uint64_t offset = 0;
    std::string path;
};

struct RangeSpec { // --dump-memory START:END, END > START
    std::uint64_t start = 0;
    std::uint64_t end = 0;
};

struct DumpSpec { // --dump-u32/f32/f16/bf16 OFFSET:COUNT
    std::uint64_t offset = 0;
    std::uint64_t count = 0;
};

class OptionSpec {
public:
    static constexpr std::string_view kPrefix = "invalid WBIN file: ";

    // `option` names the option in messages ("grid", "workgroup", "dump-u32"); `index` is
    // copied into the error (the entry of a repeatable option).
    static std::optional<LaunchError> check(std::string_view option,
                                            const Spelled<emu::Dim3>& dims);
    static std::optional<LaunchError> check(const SetRegOption& value, int index = -1);
    static std::optional<LaunchError> check(const FillOption& value, int index = -1);
    static std::optional<LaunchError> check(const DumpMemoryOption& value);
    static std::optional<LaunchError> check(std::string_view option, const DumpOption& value);

    // `X,Y,Z` for --grid / --workgroup (`flag` without dashes names the option in messages).
    static bool parseDims(std::string_view flag, std::string_view text,
                          std::array<std::uint32_t, 3>& out, std::string& error);
    static bool parseSetReg(std::string_view text, SetRegSpec& out, std::string& error);
    // OFFSET:TYPE:COUNT (fill-zero) or OFFSET:TYPE:COUNT[:SCALE] (fill-iota). TYPE is checked
    // after the reference's own checks, so the reference's errors keep their precedence.
    static bool parseFill(bool iota, std::string_view text, FillSpec& out, std::string& error);
    static bool parseArg(std::string_view text, ArgSpec& out, std::string& error);
    static bool parseRange(std::string_view text, RangeSpec& out, std::string& error);
    // `flag` is e.g. "dump-u32".
    static bool parseDump(std::string_view flag, std::string_view text, DumpSpec& out,
                          std::string& error);
};

} // namespace wave::launch
