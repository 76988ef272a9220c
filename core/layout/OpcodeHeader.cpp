#include "layout/OpcodeHeader.h"

#include "layout/SvLexer.h"

#include "io/FileReader.h"
#include "isa/InstructionTable.h"

#include <algorithm>
#include <unordered_map>

namespace wave::layout {

namespace {

std::string directoryOf(const std::string& file) {
    const auto slash = file.find_last_of('/');
    return slash == std::string::npos ? std::string() : file.substr(0, slash + 1);
}

class Parser {
public:
    std::vector<HeaderConstant> constants;

    void parseText(std::string_view text, const std::string& file, int depth) {
        std::vector<SvToken> tokens;
        try {
            tokens = SvLexer(text).run();
        } catch (const SvFailure& f) {
            throw located(file, f);
        }
        const std::string savedFile = file_;
        std::vector<SvToken> savedTokens = std::move(tokens_);
        const std::size_t savedPos = pos_;
        file_ = file;
        tokens_ = std::move(tokens);
        pos_ = 0;
        while (peek().kind != SvToken::Kind::End)
            statement(depth);
        file_ = savedFile;
        tokens_ = std::move(savedTokens);
        pos_ = savedPos;
    }

    struct Located {
        HeaderError error;
    };

private:
    Located located(const std::string& file, const SvFailure& f) const {
        return Located{HeaderError{file, f.line, f.column, f.message}};
    }
    [[noreturn]] void fail(const SvToken& at, std::string message) const {
        throw Located{HeaderError{file_, at.line, at.column, std::move(message)}};
    }

    const SvToken& peek(std::size_t ahead = 0) const {
        const std::size_t i = std::min(pos_ + ahead, tokens_.size() - 1);
        return tokens_[i];
    }
    const SvToken& next() {
        const SvToken& t = peek();
        if (pos_ < tokens_.size() - 1)
            ++pos_;
        return t;
    }
    static std::string describe(const SvToken& t) {
        if (t.kind == SvToken::Kind::End)
            return "the end of the file";
        if (t.kind == SvToken::Kind::Directive)
            return "'`" + t.text + "'";
        if (t.kind == SvToken::Kind::String)
            return "\"" + t.text + "\"";
        return "'" + t.text + "'";
    }
    bool isPunct(const SvToken& t, char c) const {
        return t.kind == SvToken::Kind::Punct && t.text.size() == 1 && t.text[0] == c;
    }
    void expectPunct(char c, const std::string& context) {
        const SvToken& t = peek();
        if (!isPunct(t, c))
            fail(t, std::string("expected '") + c + "' " + context + ", found " + describe(t));
        next();
    }
    const SvToken& expectIdent(const std::string& what) {
        const SvToken& t = peek();
        if (t.kind != SvToken::Kind::Ident)
            fail(t, "expected " + what + ", found " + describe(t));
        return next();
    }
    void skipTo(char c) {
        while (peek().kind != SvToken::Kind::End && !isPunct(peek(), c))
            next();
        next();
    }
    void skipLine(std::uint32_t line) {
        while (peek().kind != SvToken::Kind::End && peek().line == line)
            next();
    }

    void define(const SvToken& at, const std::string& name, std::uint64_t value, bool enumMember) {
        if (const auto it = index_.find(name); it != index_.end()) {
            const HeaderConstant& c = constants[it->second];
            fail(at, "'" + name + "' is already defined at " + c.file + ":" +
                         std::to_string(c.line) + ":" + std::to_string(c.column));
        }
        index_.emplace(name, constants.size());
        constants.push_back(HeaderConstant{name, value, file_, at.line, at.column, enumMember});
    }

    // A constant expression: numbers, earlier names and `macros, with + - | & << >> and ( ).
    std::uint64_t primary() {
        const SvToken& t = peek();
        if (isPunct(t, '(')) {
            next();
            const std::uint64_t v = expression();
            expectPunct(')', "to close '('");
            return v;
        }
        if (t.kind == SvToken::Kind::Number)
            return next().value;
        if (t.kind == SvToken::Kind::Ident || t.kind == SvToken::Kind::Directive) {
            const auto it = index_.find(t.text);
            if (it == index_.end())
                fail(t, std::string(t.kind == SvToken::Kind::Directive ? "macro '`" : "'") +
                            t.text + "' is not defined (before this line)");
            next();
            return constants[it->second].value;
        }
        fail(t, "expected a value (e.g. 8'h12, 'd18 or 18), found " + describe(t));
    }
    std::uint64_t expression() {
        std::uint64_t v = primary();
        for (;;) {
            const SvToken& t = peek();
            if (isPunct(t, '+') || isPunct(t, '-') || isPunct(t, '|') || isPunct(t, '&')) {
                const char op = next().text[0];
                const std::uint64_t r = primary();
                v = op == '+' ? v + r : op == '-' ? v - r : op == '|' ? (v | r) : (v & r);
            } else if ((isPunct(t, '<') && isPunct(peek(1), '<')) ||
                       (isPunct(t, '>') && isPunct(peek(1), '>'))) {
                const bool left = t.text[0] == '<';
                next();
                next();
                const std::uint64_t r = primary();
                v = r >= 64 ? 0 : left ? v << r : v >> r;
            } else {
                return v;
            }
        }
    }

    // [HIGH:LOW] -> its width; also accepts the keywords of a data type before it.
    int typeWidth() {
        int width = -1;
        static const char* const kKeywords[] = {"logic",    "bit",      "reg",     "wire",
                                                "unsigned", "signed",   "integer", "int",
                                                "byte",     "shortint", "longint"};
        for (;;) {
            const SvToken& t = peek();
            bool keyword = false;
            for (const char* k : kKeywords)
                keyword = keyword || (t.kind == SvToken::Kind::Ident && t.text == k);
            if (keyword) {
                if (t.text == "int" || t.text == "integer")
                    width = 32;
                else if (t.text == "byte")
                    width = 8;
                else if (t.text == "shortint")
                    width = 16;
                else if (t.text == "longint")
                    width = 64;
                next();
                continue;
            }
            if (isPunct(t, '[')) {
                next();
                const SvToken& at = peek();
                const std::uint64_t hi = expression();
                expectPunct(':', "in a bit range [HIGH:LOW]");
                const std::uint64_t lo = expression();
                expectPunct(']', "to close the bit range");
                if (hi < lo || hi - lo >= 64)
                    fail(at, "bit range [" + std::to_string(hi) + ":" + std::to_string(lo) +
                                 "] must be HIGH:LOW and at most 64 bits wide");
                width = static_cast<int>(hi - lo + 1);
                continue;
            }
            return width;
        }
    }

    void checkFits(const SvToken& at, const std::string& name, std::uint64_t v, int width) {
        if (width > 0 && width < 64 && (v >> width) != 0)
            fail(at, "value " + std::to_string(v) + " of '" + name + "' does not fit in " +
                         std::to_string(width) + " bits");
    }

    // localparam [type] NAME = VALUE {, NAME = VALUE} ;
    void parameter() {
        next(); // localparam / parameter
        int width = typeWidth();
        // A user-defined type name (opcode_t) comes before the constant's name.
        if (peek().kind == SvToken::Kind::Ident && peek(1).kind == SvToken::Kind::Ident) {
            next();
            width = typeWidth();
        }
        for (;;) {
            const SvToken& name = expectIdent("a constant name");
            expectPunct('=', "after '" + name.text + "'");
            const std::uint64_t v = expression();
            checkFits(name, name.text, v, width);
            define(name, name.text, v, false);
            if (isPunct(peek(), ',')) {
                next();
                continue;
            }
            expectPunct(';', "after the value of '" + name.text + "'");
            return;
        }
    }

    // typedef enum [type] { A [= V], ... } NAME ;   (other typedefs are passed over)
    void typedefStatement() {
        next(); // typedef
        if (!(peek().kind == SvToken::Kind::Ident && peek().text == "enum")) {
            int braces = 0;
            while (peek().kind != SvToken::Kind::End) {
                const SvToken& t = next();
                if (isPunct(t, '{'))
                    ++braces;
                else if (isPunct(t, '}'))
                    --braces;
                else if (isPunct(t, ';') && braces <= 0)
                    return;
            }
            return;
        }
        next(); // enum
        const int width = typeWidth();
        expectPunct('{', "to open the enum's members");
        std::uint64_t nextValue = 0;
        bool first = true;
        std::unordered_map<std::uint64_t, std::string> seen; // SystemVerilog forbids repeats
        for (;;) {
            if (!first && isPunct(peek(), '}'))
                break;
            const SvToken& name = expectIdent("an enum member name");
            std::uint64_t v = nextValue;
            if (isPunct(peek(), '=')) {
                next();
                v = expression();
            }
            checkFits(name, name.text, v, width);
            if (const auto it = seen.find(v); it != seen.end())
                fail(name, "enum member '" + name.text + "' repeats the value " +
                               std::to_string(v) + " of '" + it->second + "'");
            seen.emplace(v, name.text);
            define(name, name.text, v, true);
            nextValue = v + 1;
            first = false;
            if (isPunct(peek(), ',')) {
                next();
                continue;
            }
            break;
        }
        expectPunct('}', "to close the enum");
        expectIdent("the enum type's name");
        expectPunct(';', "after the enum type's name");
    }

    void include(const SvToken& at, int depth) {
        const SvToken& path = peek();
        if (path.kind != SvToken::Kind::String)
            fail(path,
                 "expected a file name in double quotes after `include, found " + describe(path));
        next();
        if (depth >= 16)
            fail(at, "`include nested deeper than 16 files");
        const std::string target = directoryOf(file_) + path.text;
        if (std::find(stack_.begin(), stack_.end(), target) != stack_.end())
            fail(path, "`include \"" + path.text + "\" includes itself (through " + file_ + ")");
        std::string text;
        std::string why;
        if (io::FileReader::read(target, text, why, 16u << 20) != io::FileReader::Status::Ok)
            fail(path, "cannot read `include \"" + path.text + "\" (" + target + "): " + why);
        stack_.push_back(target);
        parseText(text, target, depth + 1);
        stack_.pop_back();
    }

    void directive(int depth) {
        const SvToken at = next();
        const std::string& d = at.text;
        if (d == "include") {
            include(at, depth);
        } else if (d == "define") {
            const SvToken& name = expectIdent("a macro name after `define");
            const SvToken nameToken = name;
            // A macro with a value on its line is a constant; a guard (no value) or a macro
            // that is not a constant expression is passed over.
            if (peek().line != nameToken.line || peek().kind == SvToken::Kind::End) {
                return;
            }
            if (isPunct(peek(), '(')) {
                skipLine(peek().line);
                return;
            }
            const std::size_t save = pos_;
            std::optional<std::uint64_t> value;
            try {
                const std::uint64_t v = expression();
                if (peek().line != nameToken.line || peek().kind == SvToken::Kind::End)
                    value = v;
            } catch (const Located&) {
            }
            if (value) {
                define(nameToken, nameToken.text, *value, false);
                return;
            }
            pos_ = save;
            skipLine(nameToken.line);
        } else if (d == "ifndef" || d == "ifdef" || d == "undef" || d == "elsif") {
            expectIdent("a macro name after `" + d);
        } else if (d == "endif" || d == "else" || d == "resetall" || d == "celldefine" ||
                   d == "endcelldefine") {
        } else if (d == "timescale" || d == "default_nettype" || d == "pragma") {
            skipLine(at.line);
        } else {
            fail(at, "cannot read '`" + d + "' here (expected `define, `include or an " +
                         "include guard)");
        }
    }

    void statement(int depth) {
        const SvToken& t = peek();
        if (t.kind == SvToken::Kind::Directive) {
            directive(depth);
            return;
        }
        if (isPunct(t, ';')) {
            next();
            return;
        }
        if (t.kind == SvToken::Kind::Ident) {
            if (t.text == "localparam" || t.text == "parameter") {
                parameter();
                return;
            }
            if (t.text == "typedef") {
                typedefStatement();
                return;
            }
            if (t.text == "package" || t.text == "import") {
                skipTo(';');
                return;
            }
            if (t.text == "endpackage") {
                next();
                if (isPunct(peek(), ':')) {
                    next();
                    expectIdent("the package name after 'endpackage :'");
                }
                return;
            }
        }
        fail(t, "cannot read " + describe(t) +
                    " (expected localparam, parameter, typedef enum, `define or `include)");
    }

    std::string file_;
    std::vector<SvToken> tokens_;
    std::size_t pos_ = 0;
    std::vector<std::string> stack_;
    std::unordered_map<std::string, std::size_t> index_;
};

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return s;
}

} // namespace

std::optional<std::vector<HeaderConstant>>
OpcodeHeader::parse(std::string_view text, const std::string& file, HeaderError& error) {
    Parser p;
    try {
        p.parseText(text, file, 0);
    } catch (const Parser::Located& l) {
        error = l.error;
        return std::nullopt;
    }
    return std::move(p.constants);
}

std::optional<std::vector<HeaderConstant>> OpcodeHeader::loadFile(const std::string& path,
                                                                  HeaderError& error) {
    std::string text;
    std::string why;
    if (io::FileReader::read(path, text, why, 16u << 20) != io::FileReader::Status::Ok) {
        error = HeaderError{path, 0, 0, why};
        return std::nullopt;
    }
    return parse(text, path, error);
}

void OpcodeHeader::apply(Layout& layout, const std::vector<HeaderConstant>& constants) {
    std::vector<LayoutOpcode> added;
    for (int pass = 0; pass < 2; ++pass) {
        for (const HeaderConstant& c : constants) {
            if (c.enumMember != (pass == 0))
                continue;
            LayoutOpcode op;
            op.name = c.name;
            op.opcode = c.value;
            std::string plain = lower(c.name);
            for (const char* prefix : {"op_", "opc_", "opcode_"})
                if (plain.rfind(prefix, 0) == 0)
                    plain = plain.substr(std::string_view(prefix).size());
            if (isa::InstructionTable::byMnemonic(plain) != nullptr)
                op.wave = plain;
            added.push_back(std::move(op));
        }
    }
    // The header's names come before the layout's own, so that they are the ones shown.
    added.insert(added.end(), layout.opcodes.begin(), layout.opcodes.end());
    layout.opcodes = std::move(added);
}

} // namespace wave::layout
