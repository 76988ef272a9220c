#include "language/WaveTokenizer.h"

#include "asm/DiagnosticSink.h"
#include "asm/Lexer.h"
#include "isa/InstructionDoc.h"
#include "isa/InstructionTable.h"
#include "isa/SpecialRegisters.h"

namespace wave::language {

namespace {

namespace as = wave::assembler;

bool isScopeName(std::string_view s) {
    const isa::DirectiveDoc* doc = isa::InstructionDoc::directive(s);
    return doc && doc->kind == isa::DirectiveKind::Scope;
}

// Gives each token of the assembler's lexer its editor role. The lexer skips comments, so a
// non-blank gap between two tokens is a comment running to the end of the line.
class LineClassifier {
public:
    explicit LineClassifier(std::string_view line) : line_(line) {}

    std::vector<SourceToken> run() {
        as::DiagnosticSink sink({}, 1); // lexical errors become Invalid tokens; messages unused
        as::Lexer lexer(line_, sink);
        std::size_t gapStart = 0;
        for (as::Token t = lexer.next(); t.kind != as::TokenKind::End; t = lexer.next()) {
            commentIn(gapStart, t.span.start);
            classify(t);
            gapStart = t.span.end;
        }
        commentIn(gapStart, line_.size());
        return std::move(tokens_);
    }

private:
    void commentIn(std::size_t from, std::size_t to) {
        for (std::size_t i = from; i < to; ++i) {
            if (line_[i] == ';' || line_[i] == '#') {
                std::size_t end = i;
                while (end < to && line_[end] != '\n')
                    ++end;
                add(i, end, TokenKind::Comment);
                return;
            }
        }
    }

    void add(std::size_t begin, std::size_t end, TokenKind kind,
             const isa::InstructionInfo* info = nullptr) {
        tokens_.push_back({static_cast<int>(begin), static_cast<int>(end - begin), kind, info});
    }

    void classify(const as::Token& t) {
        const std::size_t b = t.span.start, e = t.span.end;
        switch (t.kind) {
        case as::TokenKind::Comma:
        case as::TokenKind::Colon:
            add(b, e, TokenKind::Punctuation);
            return;
        case as::TokenKind::Newline:
        case as::TokenKind::End:
            statementStart_ = true;
            return;
        case as::TokenKind::Directive: {
            const bool scope = !statementStart_ && isScopeName(t.text);
            add(b, e, scope ? TokenKind::Scope : TokenKind::Directive);
            kernelNameNext_ = t.text == "kernel";
            statementStart_ = t.text == "end";
            return;
        }
        case as::TokenKind::Guard:
            add(b, e, TokenKind::Guard);
            statementStart_ = true; // the mnemonic follows
            return;
        case as::TokenKind::Register:
            operand(b, e, TokenKind::Register);
            return;
        case as::TokenKind::Predicate:
            operand(b, e, TokenKind::Predicate);
            return;
        case as::TokenKind::SpecialRegister:
            operand(b, e,
                    isa::SpecialRegisters::indexOf(t.text) ? TokenKind::SpecialRegister
                                                           : TokenKind::Invalid);
            return;
        case as::TokenKind::Integer:
        case as::TokenKind::Float:
            operand(b, e, TokenKind::Number);
            return;
        case as::TokenKind::Label:
            add(b, e, TokenKind::LabelDefinition);
            statementStart_ = true; // "name: iadd ..." is a label and an instruction
            return;
        case as::TokenKind::Identifier:
            word(t);
            return;
        case as::TokenKind::NegatedPredicate: // `break !p1`: cannot be encoded
        case as::TokenKind::Invalid:
            operand(b, e, TokenKind::Invalid);
            return;
        }
    }

    void operand(std::size_t b, std::size_t e, TokenKind kind) {
        add(b, e, kind);
        statementStart_ = false;
    }

    void word(const as::Token& t) {
        const std::size_t b = t.span.start, e = t.span.end;
        if (kernelNameNext_) {
            add(b, e, TokenKind::LabelDefinition);
            kernelNameNext_ = false;
            statementStart_ = true;
        } else if (statementStart_) {
            const isa::InstructionInfo* info = isa::InstructionTable::byMnemonic(t.text);
            add(b, e, info ? TokenKind::Mnemonic : TokenKind::UnknownWord, info);
            statementStart_ = false;
        } else {
            add(b, e, isScopeName(t.text) ? TokenKind::Scope : TokenKind::LabelReference);
        }
    }

    std::string_view line_;
    bool statementStart_ = true;
    bool kernelNameNext_ = false;
    std::vector<SourceToken> tokens_;
};

} // namespace

std::vector<SourceToken> WaveTokenizer::tokenizeLine(std::string_view line) {
    return LineClassifier(line).run();
}

int WaveTokenizer::foldDelta(std::string_view line, const std::vector<SourceToken>& tokens) {
    int delta = 0;
    for (const SourceToken& t : tokens) {
        const std::string_view text =
            line.substr(static_cast<std::size_t>(t.start), static_cast<std::size_t>(t.length));
        if (t.kind == TokenKind::Directive) {
            if (text == ".kernel")
                ++delta;
            else if (text == ".end")
                --delta;
        } else if (t.kind == TokenKind::Mnemonic) {
            if (t.instruction->blockRole == isa::BlockRole::Opens)
                ++delta;
            else if (t.instruction->blockRole == isa::BlockRole::Closes)
                --delta;
        }
    }
    return delta;
}

const isa::InstructionInfo*
WaveTokenizer::statementInstruction(const std::vector<SourceToken>& tokens) {
    std::size_t i = 0;
    if (i < tokens.size() && tokens[i].kind == TokenKind::LabelDefinition)
        i += 2; // the name and its ':'
    if (i < tokens.size() && tokens[i].kind == TokenKind::Guard)
        ++i;
    return i < tokens.size() && tokens[i].kind == TokenKind::Mnemonic ? tokens[i].instruction
                                                                      : nullptr;
}

} // namespace wave::language
