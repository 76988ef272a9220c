#pragma once
// Splits a word into the named fields of a layout, with the opcode's name when the layout's
// opcode map (or an opcode header merged into it) names it.

#include "layout/Layout.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace wave::layout {

struct DecodedField {
    const LayoutField* field = nullptr;
    std::uint64_t value = 0;
};

struct DecodedWord {
    std::uint64_t word = 0;
    const LayoutFormat* format = nullptr;
    std::vector<DecodedField> fields; // the format's fields of word 0, in the layout's order
    std::string opcodeName;           // empty when nothing names the opcode
};

class LayoutDecoder {
public:
    // Decodes a base word: the format is the first whose signal fields match it (v0.1's
    // extended prefix), otherwise the first format without signal fields.
    static DecodedWord decode(const Layout& layout, std::uint64_t word);

    // The name of an (opcode, modifier) pair in the layout's map: a row with the same modifier
    // first, then a row for the whole opcode. Empty when none.
    static std::string opcodeName(const Layout& layout, std::uint64_t opcode,
                                  const std::uint64_t* modifier);
};

} // namespace wave::layout
