#include "language/Completion.h"

#include "isa/InstructionDoc.h"
#include "isa/InstructionTable.h"
#include "isa/SpecialRegisters.h"
#include "language/SourceLines.h"
#include "language/WaveTokenizer.h"

#include <algorithm>
#include <charconv>
#include <utility>

namespace wave::language {

namespace {

constexpr int kDefaultRegisters = 32;
constexpr int kMaxRegisters = 255; // r0..r254

std::string_view tokenText(std::string_view line, const SourceToken& t) {
    return line.substr(static_cast<std::size_t>(t.start), static_cast<std::size_t>(t.length));
}

bool isWordByte(char c) {
    const auto u = static_cast<unsigned char>(c);
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '_' ||
           u >= 0x80;
}

// An integer literal as the assembler writes them (decimal, 0x hex, negative), as u32.
std::uint32_t parseCount(std::string_view text) {
    bool negative = false;
    if (!text.empty() && text.front() == '-') {
        negative = true;
        text.remove_prefix(1);
    }
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    }
    std::uint64_t value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value, base);
    const auto low = static_cast<std::uint32_t>(value);
    return negative ? 0u - low : low;
}

// `.registers 0` means "the launch value", which the editor cannot know: offer the default.
int clampCount(std::uint32_t count) {
    return count == 0 ? kDefaultRegisters
                      : static_cast<int>(std::min<std::uint32_t>(count, kMaxRegisters));
}

// The register count in force at `cursorLine`: `.registers` applies to the most recently
// started kernel (docs/reference/assembly.md §3), so the count of the kernel containing the cursor
// is the last `.registers` between its `.kernel` and the next `.kernel`.
int registerCountAt(const std::vector<std::string_view>& lines, int cursorLine) {
    int kernelStart = -1;
    for (int l = std::min<int>(cursorLine, static_cast<int>(lines.size()) - 1); l >= 0; --l) {
        for (const SourceToken& t : WaveTokenizer::tokenizeLine(lines[static_cast<std::size_t>(l)]))
            if (t.kind == TokenKind::Directive &&
                tokenText(lines[static_cast<std::size_t>(l)], t) == ".kernel")
                kernelStart = l;
        if (kernelStart >= 0)
            break;
    }
    if (kernelStart < 0)
        return kDefaultRegisters;
    std::uint32_t count = kDefaultRegisters;
    for (std::size_t l = static_cast<std::size_t>(kernelStart); l < lines.size(); ++l) {
        const std::vector<SourceToken> tokens = WaveTokenizer::tokenizeLine(lines[l]);
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            const std::string_view text = tokenText(lines[l], tokens[i]);
            if (tokens[i].kind != TokenKind::Directive)
                continue;
            if (text == ".kernel" && static_cast<int>(l) != kernelStart)
                return clampCount(count);
            if (text == ".registers" && i + 1 < tokens.size() &&
                tokens[i + 1].kind == TokenKind::Number)
                count = parseCount(tokenText(lines[l], tokens[i + 1]));
        }
    }
    return clampCount(count);
}

std::vector<std::string> labelsOf(const std::vector<std::string_view>& lines) {
    std::vector<std::string> out;
    for (std::string_view line : lines) {
        const std::vector<SourceToken> tokens = WaveTokenizer::tokenizeLine(line);
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            if (tokens[i].kind != TokenKind::LabelDefinition)
                continue;
            const bool kernelName = i > 0 && tokens[i - 1].kind == TokenKind::Directive &&
                                    tokenText(line, tokens[i - 1]) == ".kernel";
            if (!kernelName)
                out.emplace_back(tokenText(line, tokens[i]));
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

struct OperandKinds {
    bool registers = false;
    bool predicates = false;
    bool special = false;
    bool labels = false;
    bool scopes = false;

    void add(isa::OperandKind kind) {
        switch (kind) {
        case isa::OperandKind::Register:
            registers = special = true; // a special register encodes as its index
            break;
        case isa::OperandKind::Predicate:
            predicates = true;
            break;
        case isa::OperandKind::SpecialRegister:
            special = true;
            break;
        case isa::OperandKind::Label:
            labels = true;
            break;
        case isa::OperandKind::Scope:
            scopes = true;
            break;
        case isa::OperandKind::Immediate:
            break;
        }
    }
    static OperandKinds all() { return {true, true, true, true, true}; }
};

// What operand `index` of `info` accepts; with an optional rd, the operand may be the next one.
OperandKinds kindsFor(const isa::InstructionInfo* info, int index) {
    if (!info || index >= info->operandCount)
        return OperandKinds::all();
    OperandKinds kinds;
    kinds.add(info->operands[static_cast<std::size_t>(index)].kind);
    if (info->optionalRd && index + 1 < info->operandCount)
        kinds.add(info->operands[static_cast<std::size_t>(index) + 1].kind);
    return kinds;
}

using Items = std::vector<CompletionItem>;

void add(Items& items, std::string text, CompletionKind kind) {
    items.push_back({std::move(text), kind});
}

void addDirectives(Items& items, bool statementStart) {
    for (const isa::DirectiveDoc& d : isa::InstructionDoc::directives()) {
        const bool directive = d.kind == isa::DirectiveKind::Directive;
        if (directive == statementStart)
            add(items, std::string(d.syntax.substr(d.syntax.find('.'))), CompletionKind::Directive);
    }
}

void addOperands(Items& items, const OperandKinds& kinds, int registers,
                 const std::vector<std::string_view>& lines) {
    if (kinds.registers)
        for (int r = 0; r < registers; ++r)
            add(items, "r" + std::to_string(r), CompletionKind::Register);
    if (kinds.predicates)
        for (int p = 0; p < 4; ++p)
            add(items, "p" + std::to_string(p), CompletionKind::Predicate);
    if (kinds.special)
        for (const isa::SpecialRegister& sr : isa::SpecialRegisters::all())
            add(items, std::string(sr.name), CompletionKind::SpecialRegister);
    if (kinds.scopes)
        for (const isa::DirectiveDoc& d : isa::InstructionDoc::directives())
            if (d.kind == isa::DirectiveKind::Scope)
                add(items, std::string(d.name), CompletionKind::Scope);
    if (kinds.labels)
        for (std::string& label : labelsOf(lines))
            add(items, std::move(label), CompletionKind::Label);
}

} // namespace

CompletionResult Completion::complete(std::string_view source, int line, int column) {
    CompletionResult result;
    const std::vector<std::string_view> lines = SourceLines::split(source);
    if (line < 0 || line >= static_cast<int>(lines.size()))
        return result;
    const std::string_view text = lines[static_cast<std::size_t>(line)];
    const std::size_t end =
        std::min<std::size_t>(static_cast<std::size_t>(std::max(column, 0)), text.size());
    std::size_t start = end;
    while (start > 0 && isWordByte(text[start - 1]))
        --start;
    const bool dotted = start > 0 && text[start - 1] == '.';
    if (dotted)
        --start;
    result.prefixStart = static_cast<int>(start);
    result.prefixLength = static_cast<int>(end - start);
    result.wordLength = result.prefixLength - (dotted ? 1 : 0);
    const std::string_view prefix = text.substr(start, end - start);
    if (!dotted && !prefix.empty() && prefix.front() >= '0' && prefix.front() <= '9')
        return result; // a number
    if (start > 0 && (text[start - 1] == '@' || text[start - 1] == '!'))
        return result; // a guard

    // The statement so far: a mnemonic or a directive before the cursor means operand position.
    const std::string_view before = text.substr(0, start);
    const std::vector<SourceToken> tokens = WaveTokenizer::tokenizeLine(before);
    const SourceToken* head = nullptr;
    int commas = 0;
    for (const SourceToken& t : tokens) {
        if (t.kind == TokenKind::Comment)
            return result;
        if (!head && (t.kind == TokenKind::Mnemonic || t.kind == TokenKind::UnknownWord ||
                      t.kind == TokenKind::Directive))
            head = &t;
        else if (head && t.kind == TokenKind::Punctuation && tokenText(before, t) == ",")
            ++commas;
    }

    Items items;
    if (!head) {
        if (dotted) {
            addDirectives(items, true);
        } else {
            for (const isa::InstructionInfo& info : isa::InstructionTable::all())
                if (info.origin != isa::Origin::DecodeOnly)
                    add(items, isa::InstructionTable::syntax(info), CompletionKind::Mnemonic);
        }
    } else if (head->kind == TokenKind::Directive) {
        return result; // directive arguments are names and numbers
    } else {
        const bool glued = dotted && start == static_cast<std::size_t>(head->start + head->length);
        const bool firstOperand = tokens.back().start == head->start;
        if (glued || (dotted && firstOperand)) {
            addDirectives(items, false); // mnemonic.cached, mnemonic.device
        } else if (dotted) {
            for (const isa::DirectiveDoc& d : isa::InstructionDoc::directives())
                if (d.kind == isa::DirectiveKind::Scope)
                    add(items, std::string(d.syntax), CompletionKind::Scope); // ".device"
        } else {
            const OperandKinds kinds = kindsFor(head->instruction, commas);
            addOperands(items, kinds, registerCountAt(lines, line), lines);
        }
    }
    for (CompletionItem& item : items) {
        if (!item.text.starts_with(prefix))
            continue;
        std::string_view inserted = insertionText(item.text);
        while (!inserted.empty() && inserted.back() == ' ')
            inserted.remove_suffix(1);
        if (!prefix.empty() && inserted == prefix)
            result.complete = true;
        result.items.push_back(std::move(item));
    }
    // Stable: of two items with the same text, the first offered stays (its kind with it).
    std::stable_sort(
        result.items.begin(), result.items.end(),
        [](const CompletionItem& a, const CompletionItem& b) { return a.text < b.text; });
    result.items.erase(std::unique(result.items.begin(), result.items.end(),
                                   [](const CompletionItem& a, const CompletionItem& b) {
                                       return a.text == b.text;
                                   }),
                       result.items.end());
    return result;
}

std::string_view Completion::insertionText(std::string_view item) {
    const std::size_t space = item.find(' ');
    return space == std::string_view::npos ? item : item.substr(0, space + 1);
}

std::vector<std::string> Completion::labels(std::string_view source) {
    return labelsOf(SourceLines::split(source));
}

} // namespace wave::language
