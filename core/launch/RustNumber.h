#pragma once
// Number parsing with the exact acceptance rules and error texts of the reference tool, which
// parses with Rust's standard library (docs/reference/execution-model.md §12): the error strings
// here appear verbatim inside wave-emu's `Error: ...` messages, so they are part of the
// compatibility contract.

#include <cstdint>
#include <string>
#include <string_view>

namespace wave::launch {

class RustNumber {
public:
    // Unsigned integer in `radix` (10 or 16), as Rust's `uN::from_str_radix`: an optional single
    // leading '+', then digits only; values above `max` are "too large". On failure returns false
    // and sets `error` to Rust's text ("invalid digit found in string", ...).
    static bool parseUnsigned(std::string_view text, std::uint64_t max, std::uint64_t& out,
                              std::string& error, unsigned radix = 10);

    // The reference's `parse_offset`: decimal, or hex after a `0x`/`0X` prefix, as u64. Error
    // texts: "invalid offset: <int error>" / "invalid hex offset: <int error>".
    static bool parseOffset(std::string_view text, std::uint64_t& out, std::string& error);

    // Rust's `f32::from_str`: [+-] then `inf`, `infinity`, `nan` (any case) or a decimal number
    // with optional fraction and exponent; correctly rounded to f32 (overflow gives ±inf).
    // Errors: "cannot parse float from empty string" / "invalid float literal".
    static bool parseFloat(std::string_view text, float& out, std::string& error);
};

} // namespace wave::launch
