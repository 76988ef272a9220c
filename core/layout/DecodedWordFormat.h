#pragma once
// How `wave-dis --layout` prints decoded words: one line per word, or the JSON array of
// docs/reference/command-line.md ({"word": "0x...", "fields": {...}, "opcode_name": "..."}).

#include "layout/LayoutDecoder.h"

#include <string>
#include <vector>

namespace wave::layout {

class DecodedWordFormat {
public:
    // "0x2C880000  FCMP  opcode=44 modifier=8 flags=0 rd=4 rs1=0 rs2=0 reserved=0"
    static std::string line(const Layout& layout, const DecodedWord& word);
    static std::string json(const Layout& layout, const std::vector<DecodedWord>& words);
    // The word in hex with the base width's number of digits ("0x2C880000").
    static std::string hexWord(const Layout& layout, std::uint64_t word);
};

} // namespace wave::layout
