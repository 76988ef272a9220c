#include "language/HelpTopic.h"

namespace wave::language {

HelpTopic HelpTopic::of(std::string_view line, const SourceToken& token) {
    HelpTopic topic;
    if (token.start < 0 || token.length <= 0 ||
        static_cast<std::size_t>(token.start) + static_cast<std::size_t>(token.length) >
            line.size())
        return topic;
    const std::string_view text =
        line.substr(static_cast<std::size_t>(token.start), static_cast<std::size_t>(token.length));
    switch (token.kind) {
    case TokenKind::Mnemonic:
        if (token.instruction) {
            topic.kind = Kind::Instruction;
            topic.instruction = token.instruction;
        }
        break;
    case TokenKind::SpecialRegister:
        for (const isa::SpecialRegister& reg : isa::SpecialRegisters::all()) {
            if (reg.name == text) {
                topic.kind = Kind::SpecialRegister;
                topic.specialRegister = &reg;
            }
        }
        break;
    case TokenKind::Directive:
    case TokenKind::Scope:
        if (const isa::DirectiveDoc* doc = isa::InstructionDoc::directive(text)) {
            topic.kind = Kind::Directive;
            topic.directive = doc;
        }
        break;
    case TokenKind::Guard:
        topic.kind = Kind::Guard;
        topic.guard = text;
        break;
    default:
        break;
    }
    return topic;
}

} // namespace wave::language
