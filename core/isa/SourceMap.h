#pragma once
// Code offset <-> source position, produced by the assembler for the debugger, the emulator's
// fault messages and the editor.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wave::isa {

struct SourcePosition {
    std::uint32_t line = 0;       // 1-based
    std::uint32_t column = 0;     // 1-based, in characters
    std::uint32_t byteOffset = 0; // offset of the statement in the source text
};

struct SourceMapEntry {
    std::uint32_t codeOffset = 0; // relative to the start of the code section
    std::uint32_t size = 4;       // 4 or 8 bytes
    SourcePosition position;
};

class SourceMap {
public:
    std::string file; // as given to the assembler

    // Entries must be added in increasing code offset (the assembler does so).
    void add(const SourceMapEntry& entry) { entries_.push_back(entry); }
    const std::vector<SourceMapEntry>& entries() const { return entries_; }
    bool empty() const { return entries_.empty(); }

    // The instruction that covers codeOffset, if any.
    const SourceMapEntry* at(std::uint32_t codeOffset) const;
    // The code offsets of every instruction on a line (in code order).
    std::vector<std::uint32_t> offsetsOfLine(std::uint32_t line) const;

private:
    std::vector<SourceMapEntry> entries_;
};

} // namespace wave::isa
