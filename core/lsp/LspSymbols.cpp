#include "lsp/LspSymbols.h"

#include "isa/InstructionTable.h"
#include "lsp/LabelIndex.h"
#include "lsp/LspJson.h"
#include "lsp/LspTokens.h"

namespace wave::lsp {

using Json = json::JsonValue;
using language::TokenKind;

namespace {

constexpr int kSymbolFunction = 12;
constexpr int kSymbolConstant = 14;

// The label under the position (a definition or a reference, not a kernel name).
std::optional<std::string> labelAt(const LspDocument& doc, LspPosition at) {
    const std::optional<TokenAt> t = LspTokens::at(doc, at);
    if (!t)
        return std::nullopt;
    const TokenKind kind = t->token().kind;
    if (kind != TokenKind::LabelReference && kind != TokenKind::LabelDefinition)
        return std::nullopt;
    if (LspTokens::isKernelName(t->tokens, t->text, t->index))
        return std::nullopt;
    return std::string(t->word());
}

Json siteRange(const LspDocument& doc, const LabelSite& s) {
    return LspJson::lineRange(doc, s.line, s.start, s.length);
}

// Why `name` cannot be a label, or empty: the assembler must read it as an identifier, and it
// must not be taken for an instruction, a scope or a directive name by the editor's rules.
std::string refusal(const std::string& name, const LabelIndex& index) {
    const std::string what = "'" + name + "' cannot be a label: ";
    if (name.empty())
        return "a label needs a name";
    const char c = name.front();
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'))
        return what + "a label starts with a letter or '_'";
    for (const char ch : name)
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
              ch == '_'))
            return what + "a label has only letters, digits and '_'";
    const std::vector<language::SourceToken> tokens =
        language::WaveTokenizer::tokenizeLine("    call " + name);
    if (tokens.size() != 2 || tokens[1].kind != TokenKind::LabelReference)
        return what + "it names a register, a scope or a special register";
    if (isa::InstructionTable::byMnemonic(name))
        return what + "it is an instruction";
    if (index.definition(name))
        return "'" + name + "' is already a label in this file";
    for (const KernelSpan& k : index.kernels())
        if (k.name == name)
            return "'" + name + "' is already a kernel name in this file";
    return {};
}

Json symbol(const std::string& name, int kind, Json range, Json selection) {
    return Json::object()
        .set("name", Json::string(name))
        .set("kind", Json::number(kind))
        .set("range", std::move(range))
        .set("selectionRange", std::move(selection))
        .set("children", Json::array());
}

} // namespace

Json LspSymbols::definition(const LspDocument& doc, LspPosition at) {
    const std::optional<std::string> name = labelAt(doc, at);
    if (!name)
        return Json::null();
    const std::optional<LabelSite> def = LabelIndex(doc).definition(*name);
    if (!def)
        return Json::null();
    return LspJson::location(doc, siteRange(doc, *def));
}

Json LspSymbols::references(const LspDocument& doc, LspPosition at, bool withDeclaration) {
    const std::optional<std::string> name = labelAt(doc, at);
    if (!name)
        return Json::null();
    Json list = Json::array();
    for (const LabelSite& s : LabelIndex(doc).occurrences(*name, withDeclaration))
        list.push(LspJson::location(doc, siteRange(doc, s)));
    return list;
}

Json LspSymbols::prepareRename(const LspDocument& doc, LspPosition at) {
    const std::optional<TokenAt> t = LspTokens::at(doc, at);
    if (!t || !labelAt(doc, at))
        return Json::null();
    return LspJson::lineRange(doc, t->line, t->token().start, t->token().length);
}

Json LspSymbols::rename(const LspDocument& doc, LspPosition at, const std::string& newName,
                        std::string& error) {
    const std::optional<std::string> name = labelAt(doc, at);
    if (!name) {
        error = "there is no label at line " + std::to_string(at.line + 1) + ", character " +
                std::to_string(at.character + 1);
        return Json::null();
    }
    const LabelIndex index(doc);
    if (newName == *name)
        return Json::object().set("changes", Json::object().set(doc.uri(), Json::array()));
    error = refusal(newName, index);
    if (!error.empty())
        return Json::null();
    Json edits = Json::array();
    for (const LabelSite& s : index.occurrences(*name, true))
        edits.push(
            Json::object().set("range", siteRange(doc, s)).set("newText", Json::string(newName)));
    return Json::object().set("changes", Json::object().set(doc.uri(), std::move(edits)));
}

Json LspSymbols::documentSymbols(const LspDocument& doc) {
    const LabelIndex index(doc);
    Json out = Json::array();
    std::vector<Json> kernels;
    for (const KernelSpan& k : index.kernels()) {
        const int lastLength = static_cast<int>(doc.line(k.lastLine).size());
        kernels.push_back(symbol(
            k.name, kSymbolFunction,
            LspJson::range({k.firstLine, 0}, {k.lastLine, doc.character(k.lastLine, lastLength)}),
            siteRange(doc, k.nameSite)));
    }
    std::vector<Json> loose;
    for (const LabelIndex::Named& n : index.sites()) {
        if (!n.definition)
            continue;
        Json label =
            symbol(n.name, kSymbolConstant, siteRange(doc, n.site), siteRange(doc, n.site));
        bool placed = false;
        for (std::size_t k = 0; k < index.kernels().size(); ++k) {
            const KernelSpan& span = index.kernels()[k];
            if (n.site.line >= span.firstLine && n.site.line <= span.lastLine) {
                kernels[k].member("children")->push(std::move(label));
                placed = true;
                break;
            }
        }
        if (!placed)
            loose.push_back(std::move(label));
    }
    for (Json& k : kernels)
        out.push(std::move(k));
    for (Json& l : loose)
        out.push(std::move(l));
    return out;
}

} // namespace wave::lsp
