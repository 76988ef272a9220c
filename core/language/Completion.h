#pragma once
// What to complete at a position of a WAVE buffer, for the editor's completion list and
// wave-lsp. At the start of a statement: mnemonics, shown with their operand syntax
// ("iadd rd, rs1, rs2"), and directives. In operand position: what the instruction's operand at
// the cursor accepts (registers r0..r(N-1) of the kernel's .registers count, predicates p0..p3,
// special registers, labels defined in the buffer, scopes); every operand kind when the
// instruction is unknown. After a mnemonic, `.` offers cache hints and scopes. Everything is
// derived from the ISA table and isa::InstructionDoc.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace wave::language {

enum class CompletionKind : std::uint8_t {
    Mnemonic,
    Directive, // .kernel, .registers ... and the cache hints after a mnemonic
    Register,
    Predicate,
    SpecialRegister,
    Scope,
    Label,
};

struct CompletionItem {
    std::string text; // what the list shows; starts with the text to insert
    CompletionKind kind = CompletionKind::Mnemonic;
};

struct CompletionResult {
    int prefixStart = 0;               // byte offset in the line of the word being completed
    int prefixLength = 0;              // bytes already typed (a leading '.' included)
    int wordLength = 0;                // the same without the '.'
    std::vector<CompletionItem> items; // sorted by text, no text twice
    // The typed word is already the whole word of an item ("r0", "halt", "sr_lane_id"):
    // nothing is left to complete, so the list does not open (or closes).
    bool complete = false;
};

class Completion {
public:
    // Candidates for the word that ends at byte `column` of 0-based `line` of `source` (UTF-8).
    // Items are filtered by the typed prefix (case-sensitive, as the assembler is).
    static CompletionResult complete(std::string_view source, int line, int column);

    // What choosing `item` inserts: its first word, plus a space when operands follow.
    static std::string_view insertionText(std::string_view item);

    // The labels defined in `source` (kernel names excluded), sorted, each once.
    static std::vector<std::string> labels(std::string_view source);
};

} // namespace wave::language
