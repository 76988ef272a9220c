#include "lsp/LspEditing.h"

#include "isa/InstructionTable.h"
#include "language/Completion.h"
#include "language/Formatter.h"
#include "language/WaveTokenizer.h"
#include "lsp/LspJson.h"

#include <algorithm>
#include <cstdio>

namespace wave::lsp {

using Json = json::JsonValue;
using language::CompletionKind;
using language::SourceToken;
using language::TokenKind;

namespace {

// CompletionItemKind of each of the editor's kinds.
int itemKind(CompletionKind k) {
    switch (k) {
    case CompletionKind::Mnemonic:
        return 3; // Function
    case CompletionKind::Directive:
        return 14; // Keyword
    case CompletionKind::Register:
    case CompletionKind::Predicate:
        return 6; // Variable
    case CompletionKind::SpecialRegister:
        return 21; // Constant
    case CompletionKind::Scope:
        return 20; // EnumMember
    case CompletionKind::Label:
        return 18; // Reference
    }
    return 1;
}

} // namespace

Json LspEditing::completion(const LspDocument& doc, LspPosition at) {
    Json items = Json::array();
    if (at.line < doc.lineCount()) {
        const int column = doc.byteColumn(at.line, at.character);
        const language::CompletionResult r =
            language::Completion::complete(doc.text(), at.line, column);
        if (!r.complete) {
            const Json range =
                LspJson::lineRange(doc, at.line, r.prefixStart, column - r.prefixStart);
            int order = 0;
            for (const language::CompletionItem& item : r.items) {
                const std::string_view insert = language::Completion::insertionText(item.text);
                std::string word(insert);
                while (!word.empty() && word.back() == ' ')
                    word.pop_back();
                char sortText[16];
                std::snprintf(sortText, sizeof sortText, "%06d", order++);
                Json i =
                    Json::object()
                        .set("label", Json::string(item.text))
                        .set("kind", Json::number(itemKind(item.kind)))
                        .set("filterText", Json::string(word))
                        .set("sortText", Json::string(sortText))
                        .set("insertText", Json::string(std::string(insert)))
                        .set("textEdit", Json::object()
                                             .set("range", range)
                                             .set("newText", Json::string(std::string(insert))));
                if (item.kind == CompletionKind::Mnemonic)
                    if (const isa::InstructionInfo* info = isa::InstructionTable::byMnemonic(word))
                        i.set("detail", Json::string(std::string(info->description)));
                items.push(std::move(i));
            }
        }
    }
    return Json::object().set("isIncomplete", Json::boolean(false)).set("items", std::move(items));
}

Json LspEditing::signatureHelp(const LspDocument& doc, LspPosition at) {
    if (at.line >= doc.lineCount())
        return Json::null();
    const std::string_view line = doc.line(at.line);
    const int column = doc.byteColumn(at.line, at.character);
    const std::vector<SourceToken> tokens = language::WaveTokenizer::tokenizeLine(line);
    const isa::InstructionInfo* info = language::WaveTokenizer::statementInstruction(tokens);
    if (!info)
        return Json::null();
    int commas = 0;
    bool afterMnemonic = false;
    for (const SourceToken& t : tokens) {
        if (t.start >= column)
            break;
        if (t.kind == TokenKind::Comment)
            return Json::null(); // the cursor is in the comment
        if (t.kind == TokenKind::Mnemonic)
            afterMnemonic = column > t.start + t.length;
        else if (afterMnemonic && t.kind == TokenKind::Punctuation &&
                 line[static_cast<std::size_t>(t.start)] == ',')
            ++commas;
    }
    if (!afterMnemonic)
        return Json::null();
    // "iadd rd, rs1, rs2": each operand role is a parameter, by its offsets in the label.
    const std::string label = isa::InstructionTable::syntax(*info);
    Json parameters = Json::array();
    std::size_t pos = label.find(' ');
    while (pos != std::string::npos && pos + 1 < label.size()) {
        const std::size_t start = pos + 1;
        const std::size_t comma = label.find(',', start);
        const std::size_t end = comma == std::string::npos ? label.size() : comma;
        parameters.push(
            Json::object().set("label", Json::array()
                                            .push(Json::number(static_cast<std::int64_t>(start)))
                                            .push(Json::number(static_cast<std::int64_t>(end)))));
        pos = comma == std::string::npos ? comma : comma + 1;
    }
    const auto count = static_cast<int>(parameters.elements.size());
    Json signature = Json::object()
                         .set("label", Json::string(label))
                         .set("documentation", Json::string(std::string(info->description)))
                         .set("parameters", std::move(parameters));
    return Json::object()
        .set("signatures", Json::array().push(std::move(signature)))
        .set("activeSignature", Json::number(0))
        .set("activeParameter", Json::number(std::min(commas, std::max(count - 1, 0))));
}

Json LspEditing::formatting(const LspDocument& doc, const Json& options) {
    const int width =
        static_cast<int>(std::clamp<std::int64_t>(options.intMember("tabSize").value_or(4), 1, 16));
    const Json* spaces = options.member("insertSpaces");
    const bool useTabs = spaces && spaces->toBool() == false;
    Json edits = Json::array();
    for (const language::IndentEdit& e : language::Formatter::indent(doc.text(), width, useTabs))
        edits.push(Json::object()
                       .set("range", LspJson::lineRange(doc, e.line, 0, e.oldLength))
                       .set("newText", Json::string(e.indentation)));
    return edits;
}

} // namespace wave::lsp
