#pragma once
// An instruction encoding described as data (docs/reference/layouts.md): the formats a
// generation's instructions take (base word, extended forms), the bit fields of each, and an
// optional opcode map. The shipped layouts (WAVE v0.1 … v0.4, the custom 64-bit format) and the
// user's own are read into this one shape; the decoder, encoder and validator work on it alone.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wave::layout {

// What a field carries. The encoder places a v0.4 instruction's values by role; the name is
// the one its document uses ("pred_enable" is a PredEn field of custom64).
enum class FieldRole : std::uint8_t {
    Opcode,
    Rd,
    Rs1,
    Rs2,
    Rs3,
    Rs4,
    Modifier,
    Scope,
    Pred,
    PredNeg,
    PredEn,
    Flags,
    Imm,
    Format,   // format-dependent bits (custom64): not used by the WAVE table
    Signal,   // a constant that marks the format (v0.1's extended prefix 111)
    Reserved, // written 0
};

struct LayoutField {
    std::string name; // as the document names it: "opcode", "rd", "pred_mask_id", ...
    FieldRole role = FieldRole::Reserved;
    std::uint8_t word = 0; // index into LayoutFormat::words
    std::uint8_t lsb = 0;  // least significant bit within the word
    std::uint8_t width = 0;
    std::string meaning;
    std::uint64_t value = 0; // Signal fields: the constant
    // Pred fields that also encode negation (v0.1: 8-15 = !p0-!p7): a negated guard pN is
    // written as negatedOffset + N. 0 when negation needs its own field.
    std::uint8_t negatedOffset = 0;

    std::uint8_t msb() const { return static_cast<std::uint8_t>(lsb + width - 1); }
    std::uint64_t maxValue() const { return width >= 64 ? ~0ull : (1ull << width) - 1; }
};

struct LayoutFormat {
    std::string name;                // "base", "extended", ...
    std::vector<std::uint8_t> words; // widths in bits, the first word first (each 1..64)
    std::vector<LayoutField> fields; // in the document's order
    std::string signal;              // how a decoder knows this format (prose), may be empty

    const LayoutField* field(FieldRole role) const {
        for (const LayoutField& f : fields)
            if (f.role == role)
                return &f;
        return nullptr;
    }
    unsigned totalBits() const {
        unsigned n = 0;
        for (std::uint8_t w : words)
            n += w;
        return n;
    }
};

// One row of a layout's opcode map: the name the layout's document gives an (opcode, modifier)
// pair, and the v0.4 mnemonic it stands for when the two differ.
struct LayoutOpcode {
    std::string name;
    std::uint64_t opcode = 0;
    std::optional<std::uint64_t> modifier; // empty: the row names the whole opcode
    std::string wave;                      // the v0.4 mnemonic; empty: none
    bool extended = false;                 // the document lists it in an extended format
};

// Where the opcode and modifier of a v0.4 instruction come from when it is encoded here.
enum class Numbering : std::uint8_t {
    Map,  // the layout's opcode map (a mnemonic it does not list cannot be encoded)
    Wave, // v0.4's own values (the document gives no opcode map; said in its notes)
};

struct Layout {
    std::string name;                  // "wave-v0.2"
    std::string title;                 // one line
    std::string source;                // the document it was read from
    std::vector<std::string> notes;    // disagreements between documents, assumptions made
    std::vector<LayoutFormat> formats; // formats[0] is the base format
    std::vector<LayoutOpcode> opcodes;
    Numbering numbering = Numbering::Wave;
    std::string origin; // where this description was loaded from: "shipped", a file path

    const LayoutFormat& base() const { return formats.front(); }
};

} // namespace wave::layout
