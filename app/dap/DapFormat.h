#pragma once
// How the adapter writes numbers for the client: addresses and masks in hex, a 32-bit word
// with its signed and float readings, and the reverse for values typed into the Variables view.

#include "debug/analysis/MemoryAccess.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace wave::dap {

class DapFormat {
public:
    // "0x40" (lower-case, no padding).
    static std::string hex(std::uint64_t value);
    // "0x00000040" (8 digits).
    static std::string hex32(std::uint32_t value);
    // "0x3f800000 (1065353216, 1.0f)": the bits, as a signed integer and as an IEEE single.
    static std::string word(std::uint32_t value);
    // A lane mask of `width` lanes: "0x0000ffff (16 of 32 lanes)".
    static std::string mask(std::uint64_t mask, std::uint32_t width);
    // A value typed by the user: decimal (signed), 0x hex, 0b binary, or a float with a '.',
    // an exponent or an 'f' suffix (its IEEE single bits). Nothing when it is none of these.
    static std::optional<std::uint32_t> parseWord(std::string_view text);
    // An unsigned number, decimal or 0x hex, surrounded by blanks or not.
    static std::optional<std::uint64_t> parseNumber(std::string_view text);
    // A memory reference of the adapter's: "device" or "local", then optionally ":ADDRESS"
    // ("device:0x400"); the address is 0 without one.
    static std::optional<std::pair<debug::MemorySpace, std::uint64_t>>
    parseMemoryReference(std::string_view text);
};

} // namespace wave::dap
