#include "lsp/LspHover.h"

#include "isa/InstructionDoc.h"
#include "isa/InstructionTable.h"
#include "language/HelpTopic.h"
#include "lsp/LabelIndex.h"
#include "lsp/LspJson.h"
#include "lsp/LspTokens.h"

#include <cstdio>

namespace wave::lsp {

using Json = json::JsonValue;
using language::HelpTopic;
using language::TokenKind;

namespace {

std::string code(std::string_view text) {
    return "```wave\n" + std::string(text) + "\n```";
}

std::string instructionText(const isa::InstructionInfo& info) {
    std::string s = code(isa::InstructionTable::syntax(info));
    s += "\n\n" + std::string(info.description);
    s += "\n\nEncoding: " + isa::InstructionDoc::encodingSummary(info);
    s += "\n\nCategory: " + std::string(isa::categoryName(info.category));
    const std::string placement = isa::InstructionDoc::operandPlacement(info);
    if (!placement.empty())
        s += "\n\nOperands: " + placement;
    if (info.optionalRd)
        s += "\n\nThe destination rd may be omitted.";
    const std::string_view origin = isa::InstructionDoc::originNote(info.origin);
    if (!origin.empty())
        s += "\n\n_" + std::string(origin) + "_";
    return s;
}

std::string topicText(const HelpTopic& topic) {
    switch (topic.kind) {
    case HelpTopic::Kind::Instruction:
        return instructionText(*topic.instruction);
    case HelpTopic::Kind::SpecialRegister:
        return "**" + std::string(topic.specialRegister->name) + "**\n\n" +
               std::string(topic.specialRegister->description) + "\n\nSpecial register " +
               std::to_string(topic.specialRegister->index) + ", read with mov or mov_sr.";
    case HelpTopic::Kind::Directive:
        return code(topic.directive->syntax) + "\n\n" + std::string(topic.directive->description);
    case HelpTopic::Kind::Guard: {
        const bool negated = topic.guard.size() > 1 && topic.guard[1] == '!';
        const std::string predicate(topic.guard.substr(negated ? 2 : 1));
        std::string what =
            "Runs only in the lanes where " + predicate + (negated ? " is false." : " is true.");
        if (!negated && predicate == "p0")
            what = "@p0 encodes as no guard: the instruction always runs.";
        return "**" + std::string(topic.guard) + "**\n\n" + what +
               "\n\nGuard: " + isa::InstructionDoc::bitRange(isa::Encoding::kGuard) + ".";
    }
    case HelpTopic::Kind::None:
        break;
    }
    return {};
}

// "`r3`: operand rs2 of `iadd` (word1 bits 31:24)".
std::string operandRole(const TokenAt& t) {
    const isa::InstructionInfo* info = language::WaveTokenizer::statementInstruction(t.tokens);
    int index = t.operandIndex();
    std::string s = "`" + std::string(t.word()) + "`: ";
    s += t.token().kind == TokenKind::Predicate ? "predicate register" : "register";
    if (!info || index < 0)
        return s;
    // With the destination omitted, the first written operand is the second of the table.
    if (info->optionalRd && t.operandCount() == info->operandCount - 1)
        ++index;
    if (index >= info->operandCount)
        return s + ", an extra operand of `" + std::string(info->mnemonic) + "`";
    const isa::OperandSpec& spec = info->operands[static_cast<std::size_t>(index)];
    s += ", operand " + std::string(spec.role) + " of `" + std::string(info->mnemonic) + "`";
    for (const isa::EncodingFieldDoc& f : isa::InstructionDoc::encodingFields(*info))
        if (f.operand == &spec)
            s += " (" + isa::InstructionDoc::bitRange(f.bits) + ")";
    return s;
}

std::string labelText(const LspDocument& doc, std::string_view name,
                      const assembler::AssemblyResult* assembled) {
    const LabelIndex index(doc);
    const std::optional<LabelSite> def = index.definition(name);
    if (!def)
        return "label `" + std::string(name) + "`: not defined in this file";
    std::string s =
        "label `" + std::string(name) + "`, defined on line " + std::to_string(def->line + 1);
    if (!assembled || assembled->hasErrors())
        return s + " (its offset is known once the file assembles without errors)";
    // The offset of the next instruction at or after the definition.
    std::uint32_t offset = static_cast<std::uint32_t>(assembled->program.code.size());
    for (const isa::SourceMapEntry& e : assembled->sourceMap.entries()) {
        if (static_cast<int>(e.position.line) >= def->line + 1) {
            offset = e.codeOffset;
            break;
        }
    }
    char hex[16];
    std::snprintf(hex, sizeof hex, "0x%04X", offset);
    return s + ": code offset " + hex + " (" + std::to_string(offset) + ")";
}

} // namespace

Json LspHover::hover(const LspDocument& doc, LspPosition at,
                     const assembler::AssemblyResult* assembled) {
    const std::optional<TokenAt> t = LspTokens::at(doc, at);
    if (!t)
        return Json::null();
    std::string text;
    switch (t->token().kind) {
    case TokenKind::Register:
    case TokenKind::Predicate:
        text = operandRole(*t);
        break;
    case TokenKind::LabelReference:
    case TokenKind::LabelDefinition:
        if (LspTokens::isKernelName(t->tokens, t->text, t->index))
            text = "kernel `" + std::string(t->word()) + "`";
        else
            text = labelText(doc, t->word(), assembled);
        break;
    default:
        text = topicText(HelpTopic::of(t->text, t->token()));
    }
    if (text.empty())
        return Json::null();
    return Json::object()
        .set("contents", Json::object()
                             .set("kind", Json::string("markdown"))
                             .set("value", Json::string(std::move(text))))
        .set("range", LspJson::lineRange(doc, t->line, t->token().start, t->token().length));
}

} // namespace wave::lsp
