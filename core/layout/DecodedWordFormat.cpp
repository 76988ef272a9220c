#include "layout/DecodedWordFormat.h"

#include "isa/JsonText.h"
#include "layout/WordInput.h"

#include <cstdio>

namespace wave::layout {

std::string DecodedWordFormat::hexWord(const Layout& layout, std::uint64_t word) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%0*llX",
                  static_cast<int>(WordInput::hexDigits(layout.base().words.front())),
                  static_cast<unsigned long long>(word));
    return buf;
}

std::string DecodedWordFormat::line(const Layout& layout, const DecodedWord& word) {
    std::string out = hexWord(layout, word.word) + "  " +
                      (word.opcodeName.empty() ? std::string("?") : word.opcodeName) + " ";
    if (layout.formats.size() > 1)
        out += " [" + word.format->name + "]";
    for (const DecodedField& f : word.fields)
        out += " " + f.field->name + "=" + std::to_string(f.value);
    return out + "\n";
}

std::string DecodedWordFormat::json(const Layout& layout, const std::vector<DecodedWord>& words) {
    std::string out = "[";
    for (std::size_t i = 0; i < words.size(); ++i) {
        const DecodedWord& w = words[i];
        out += i == 0 ? "\n  " : ",\n  ";
        out += "{\"word\": " + isa::JsonText::quoted(hexWord(layout, w.word)) + ", \"fields\": {";
        for (std::size_t f = 0; f < w.fields.size(); ++f)
            out += (f == 0 ? "" : ", ") + isa::JsonText::quoted(w.fields[f].field->name) + ": " +
                   std::to_string(w.fields[f].value);
        out += "}";
        if (!w.opcodeName.empty())
            out += ", \"opcode_name\": " + isa::JsonText::quoted(w.opcodeName);
        out += "}";
    }
    return out + (words.empty() ? "]\n" : "\n]\n");
}

} // namespace wave::layout
