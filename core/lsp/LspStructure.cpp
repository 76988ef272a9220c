#include "lsp/LspStructure.h"

#include "language/Highlighting.h"
#include "language/WaveTokenizer.h"

#include <array>
#include <string_view>
#include <vector>

namespace wave::lsp {

using Json = json::JsonValue;
using language::HighlightClass;
using language::SourceToken;
using language::TokenKind;

namespace {

// Token types (indices into kTypes) and modifiers (bits of kModifiers).
constexpr std::array<std::string_view, 10> kTypes{"comment",  "macro",     "function",  "keyword",
                                                  "variable", "parameter", "decorator", "property",
                                                  "number",   "enumMember"};
constexpr std::array<std::string_view, 10> kModifiers{
    "declaration", "readonly", "arithmetic", "move",    "matrix",
    "memory",      "atomic",   "wave",       "control", "sync"};

struct TypeAndModifiers {
    int type = -1; // -1: not sent (punctuation, unknown words, invalid text)
    int modifiers = 0;
};

// The editor's class of a token, as LSP names it.
TypeAndModifiers lspClass(const SourceToken& t) {
    const auto bit = [](int index) { return 1 << index; };
    switch (language::Highlighting::forToken(t)) {
    case HighlightClass::Comment:
        return {0, 0};
    case HighlightClass::Directive:
        return {1, 0};
    case HighlightClass::LabelDefinition:
        return {2, bit(0)};
    case HighlightClass::LabelReference:
        return {2, 0};
    case HighlightClass::Register:
        return {4, 0};
    case HighlightClass::Predicate:
        return {5, 0};
    case HighlightClass::Guard:
        return {6, 0};
    case HighlightClass::SpecialRegister:
        return {7, bit(1)};
    case HighlightClass::Number:
        return {8, 0};
    case HighlightClass::Scope:
        return {9, 0};
    case HighlightClass::MnemonicArithmetic:
        return {3, bit(2)};
    case HighlightClass::MnemonicMove:
        return {3, bit(3)};
    case HighlightClass::MnemonicMatrix:
        return {3, bit(4)};
    case HighlightClass::MnemonicMemory:
        return {3, bit(5)};
    case HighlightClass::MnemonicAtomic:
        return {3, bit(6)};
    case HighlightClass::MnemonicWave:
        return {3, bit(7)};
    case HighlightClass::MnemonicControl:
        return {3, bit(8)};
    case HighlightClass::MnemonicSync:
        return {3, bit(9)};
    case HighlightClass::Default:
    case HighlightClass::Invalid:
    case HighlightClass::Count:
        break;
    }
    return {};
}

Json strings(const auto& names) {
    Json a = Json::array();
    for (const std::string_view n : names)
        a.push(Json::string(std::string(n)));
    return a;
}

Json fold(int start, int end, const char* kind) {
    Json r = Json::object().set("startLine", Json::number(start)).set("endLine", Json::number(end));
    if (kind)
        r.set("kind", Json::string(kind));
    return r;
}

} // namespace

Json LspStructure::foldingRanges(const LspDocument& doc) {
    Json out = Json::array();
    std::vector<int> open; // lines of the blocks not closed yet, innermost last
    const auto close = [&](int endLine) {
        if (open.empty())
            return;
        if (endLine > open.back())
            out.push(fold(open.back(), endLine, nullptr));
        open.pop_back();
    };
    for (int l = 0; l < doc.lineCount(); ++l) {
        const std::string_view line = doc.line(l);
        for (const SourceToken& t : language::WaveTokenizer::tokenizeLine(line)) {
            const std::string_view text =
                line.substr(static_cast<std::size_t>(t.start), static_cast<std::size_t>(t.length));
            if (t.kind == TokenKind::Directive && text == ".kernel") {
                open.push_back(l);
            } else if (t.kind == TokenKind::Directive && text == ".end") {
                close(l);
            } else if (t.kind == TokenKind::Mnemonic) {
                switch (t.instruction->blockRole) {
                case isa::BlockRole::Opens:
                    open.push_back(l);
                    break;
                case isa::BlockRole::Middle: // else: the `if` part ends above it
                    close(l - 1);
                    open.push_back(l);
                    break;
                case isa::BlockRole::Closes:
                    close(l);
                    break;
                default:
                    break;
                }
            }
        }
    }
    return out;
}

Json LspStructure::semanticTokensLegend() {
    return Json::object()
        .set("tokenTypes", strings(kTypes))
        .set("tokenModifiers", strings(kModifiers));
}

Json LspStructure::semanticTokens(const LspDocument& doc) {
    // Five integers per token: collected first, then turned into one array reserved at its
    // size (growing a vector of 150,000 values step by step costs more than the tokenizing).
    std::vector<int> numbers;
    numbers.reserve(static_cast<std::size_t>(doc.lineCount()) * 20);
    int lastLine = 0;
    int lastStart = 0;
    for (int l = 0; l < doc.lineCount(); ++l) {
        const std::string_view line = doc.line(l);
        for (const SourceToken& t : language::WaveTokenizer::tokenizeLine(line)) {
            const TypeAndModifiers c = lspClass(t);
            if (c.type < 0)
                continue;
            const int start = doc.character(l, t.start);
            const int length = doc.character(l, t.start + t.length) - start;
            numbers.insert(numbers.end(), {l - lastLine, l == lastLine ? start - lastStart : start,
                                           length, c.type, c.modifiers});
            lastLine = l;
            lastStart = start;
        }
    }
    Json data = Json::array();
    data.elements.reserve(numbers.size());
    for (const int n : numbers)
        data.elements.push_back(Json::number(n));
    return Json::object().set("data", std::move(data));
}

} // namespace wave::lsp
