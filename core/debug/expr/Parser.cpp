#include "debug/expr/Parser.h"

#include "debug/expr/Lexer.h"

#include <algorithm>
#include <array>
#include <optional>

namespace wave::debug::expr {

namespace {

struct BinaryInfo {
    BinaryOp op;
    int precedence; // C precedence: higher binds tighter
};

std::optional<BinaryInfo> binaryInfo(TokenKind kind) {
    switch (kind) {
    case TokenKind::Star:
        return BinaryInfo{BinaryOp::Mul, 10};
    case TokenKind::Slash:
        return BinaryInfo{BinaryOp::Div, 10};
    case TokenKind::Percent:
        return BinaryInfo{BinaryOp::Mod, 10};
    case TokenKind::Plus:
        return BinaryInfo{BinaryOp::Add, 9};
    case TokenKind::Minus:
        return BinaryInfo{BinaryOp::Sub, 9};
    case TokenKind::Shl:
        return BinaryInfo{BinaryOp::Shl, 8};
    case TokenKind::Shr:
        return BinaryInfo{BinaryOp::Shr, 8};
    case TokenKind::Less:
        return BinaryInfo{BinaryOp::Less, 7};
    case TokenKind::LessEqual:
        return BinaryInfo{BinaryOp::LessEqual, 7};
    case TokenKind::Greater:
        return BinaryInfo{BinaryOp::Greater, 7};
    case TokenKind::GreaterEqual:
        return BinaryInfo{BinaryOp::GreaterEqual, 7};
    case TokenKind::EqualEqual:
        return BinaryInfo{BinaryOp::Equal, 6};
    case TokenKind::NotEqual:
        return BinaryInfo{BinaryOp::NotEqual, 6};
    case TokenKind::Amp:
        return BinaryInfo{BinaryOp::BitAnd, 5};
    case TokenKind::Caret:
        return BinaryInfo{BinaryOp::BitXor, 4};
    case TokenKind::Pipe:
        return BinaryInfo{BinaryOp::BitOr, 3};
    case TokenKind::AmpAmp:
        return BinaryInfo{BinaryOp::LogicalAnd, 2};
    case TokenKind::PipePipe:
        return BinaryInfo{BinaryOp::LogicalOr, 1};
    default:
        return std::nullopt;
    }
}

struct BuiltinName {
    std::string_view name;
    Builtin builtin;
    bool perLane;
};

constexpr std::array<BuiltinName, 14> kBuiltins{{
    {"lane", Builtin::Lane, true},
    {"wave", Builtin::Wave, false},
    {"workgroup", Builtin::Workgroup, false},
    {"wg_x", Builtin::WorkgroupX, false},
    {"wg_y", Builtin::WorkgroupY, false},
    {"wg_z", Builtin::WorkgroupZ, false},
    {"tid_x", Builtin::ThreadX, true},
    {"tid_y", Builtin::ThreadY, true},
    {"tid_z", Builtin::ThreadZ, true},
    {"wave_width", Builtin::WaveWidth, false},
    {"active_lanes", Builtin::ActiveLanes, false},
    {"active", Builtin::Active, true},
    {"pc", Builtin::Pc, false},
    {"line", Builtin::Line, false},
}};

bool isComparison(BinaryOp op) {
    return op == BinaryOp::Less || op == BinaryOp::LessEqual || op == BinaryOp::Greater ||
           op == BinaryOp::GreaterEqual || op == BinaryOp::Equal || op == BinaryOp::NotEqual;
}

bool isIntegerOnly(BinaryOp op) {
    return op == BinaryOp::Shl || op == BinaryOp::Shr || op == BinaryOp::BitAnd ||
           op == BinaryOp::BitXor || op == BinaryOp::BitOr;
}

// Parses the digits after a one-letter prefix ("r12" -> 12); nullopt if not all digits.
std::optional<std::uint32_t> indexAfterPrefix(std::string_view name, char prefix) {
    if (name.size() < 2 || name[0] != prefix || name.size() > 8)
        return std::nullopt;
    std::uint32_t value = 0;
    for (std::size_t i = 1; i < name.size(); ++i) {
        if (name[i] < '0' || name[i] > '9')
            return std::nullopt;
        value = value * 10 + static_cast<std::uint32_t>(name[i] - '0');
    }
    return value;
}

class ParserImpl {
public:
    ParserImpl(std::vector<Token> tokens, Expression& out, ParseError& error)
        : tokens_(std::move(tokens)), out_(out), error_(error) {}

    bool run() {
        out_ = Expression{};
        const std::int32_t root = expression(1, 0);
        if (root < 0)
            return false;
        if (peek().kind != TokenKind::End) {
            if (peek().kind == TokenKind::RParen)
                return fail(peek().column, "unmatched ')'");
            return fail(peek().column,
                        "expected an operator or end of expression but found " + describe(peek()));
        }
        out_.root = root;
        return true;
    }

private:
    const Token& peek() const { return tokens_[pos_]; }
    const Token& next() {
        const Token& t = tokens_[pos_];
        if (t.kind != TokenKind::End)
            ++pos_;
        return t;
    }

    bool fail(std::uint32_t column, std::string message) {
        if (!failed_) {
            error_.column = column;
            error_.message = std::move(message);
            failed_ = true;
        }
        return false;
    }

    std::int32_t failIndex(std::uint32_t column, std::string message) {
        fail(column, std::move(message));
        return -1;
    }

    const Node& node(std::int32_t i) const { return out_.nodes[static_cast<std::size_t>(i)]; }

    std::int32_t add(Node n, std::uint32_t height) {
        if (height > Parser::kMaxDepth)
            return failIndex(n.column, "expression nested too deeply (the limit is " +
                                           std::to_string(Parser::kMaxDepth) + " levels)");
        out_.nodes.push_back(n);
        heights_.push_back(height);
        return static_cast<std::int32_t>(out_.nodes.size() - 1);
    }

    std::uint32_t height(std::int32_t i) const { return heights_[static_cast<std::size_t>(i)]; }

    bool tooDeep(std::uint32_t depth) {
        if (depth <= Parser::kMaxDepth)
            return false;
        fail(peek().column, "expression nested too deeply (the limit is " +
                                std::to_string(Parser::kMaxDepth) + " levels)");
        return true;
    }

    std::int32_t expression(int minPrecedence, std::uint32_t depth) {
        if (tooDeep(depth))
            return -1;
        std::int32_t lhs = unary(depth);
        if (lhs < 0)
            return -1;
        while (true) {
            const auto info = binaryInfo(peek().kind);
            if (!info || info->precedence < minPrecedence)
                return lhs;
            const Token& opToken = next();
            const std::uint32_t opColumn = opToken.column;
            const std::int32_t rhs = expression(info->precedence + 1, depth + 1);
            if (rhs < 0)
                return -1;
            lhs = binary(info->op, opColumn, lhs, rhs);
            if (lhs < 0)
                return -1;
        }
    }

    std::int32_t binary(BinaryOp op, std::uint32_t column, std::int32_t lhs, std::int32_t rhs) {
        const std::string spelling(binaryOpSpelling(op));
        const ValueType lt = node(lhs).type;
        const ValueType rt = node(rhs).type;
        Node n;
        n.kind = NodeKind::Binary;
        n.op = static_cast<std::uint8_t>(op);
        n.column = column;
        n.lhs = lhs;
        n.rhs = rhs;
        const bool anyFloat = lt == ValueType::Float || rt == ValueType::Float;
        if (op == BinaryOp::LogicalAnd || op == BinaryOp::LogicalOr) {
            n.type = ValueType::Bool;
            n.operandType = ValueType::Bool;
        } else if (isIntegerOnly(op)) {
            if (anyFloat)
                return failIndex(column, "operator '" + spelling +
                                             "' needs integer operands but the " +
                                             (lt == ValueType::Float ? "left" : "right") +
                                             " operand is a float");
            n.type = ValueType::Int;
            n.operandType = ValueType::Int;
        } else {
            n.operandType = anyFloat ? ValueType::Float : ValueType::Int;
            n.type = isComparison(op) ? ValueType::Bool : n.operandType;
        }
        if (op == BinaryOp::Equal || op == BinaryOp::NotEqual) {
            reinterpretPattern(lhs, rhs);
            reinterpretPattern(rhs, lhs);
        }
        return add(n, 1 + std::max(height(lhs), height(rhs)));
    }

    // `r1 == 0xFFFFFFFF`: a literal in [2^31, 2^32) compared for equality with a signed 32-bit
    // register view means the bit pattern, so it is taken as the i32 with those bits.
    void reinterpretPattern(std::int32_t reg, std::int32_t literal) {
        const Node& r = node(reg);
        Node& l = out_.nodes[static_cast<std::size_t>(literal)];
        if (r.kind == NodeKind::Register && r.view == RegisterView::I32 &&
            l.kind == NodeKind::Literal && l.type == ValueType::Int && l.intValue >= 0x80000000LL &&
            l.intValue <= 0xFFFFFFFFLL)
            l.intValue -= 0x100000000LL;
    }

    std::int32_t unary(std::uint32_t depth) {
        if (tooDeep(depth))
            return -1;
        const Token& t = peek();
        UnaryOp op;
        switch (t.kind) {
        case TokenKind::Bang:
            op = UnaryOp::Not;
            break;
        case TokenKind::Minus:
            op = UnaryOp::Negate;
            break;
        case TokenKind::Tilde:
            op = UnaryOp::BitNot;
            break;
        default:
            return primary(depth);
        }
        const std::uint32_t column = next().column;
        const std::int32_t operand = unary(depth + 1);
        if (operand < 0)
            return -1;
        const ValueType type = node(operand).type;
        Node n;
        n.kind = NodeKind::Unary;
        n.op = static_cast<std::uint8_t>(op);
        n.column = column;
        n.lhs = operand;
        if (op == UnaryOp::Not) {
            n.type = ValueType::Bool;
        } else if (op == UnaryOp::BitNot) {
            if (type == ValueType::Float)
                return failIndex(column, "operator '~' needs an integer operand but found a float");
            n.type = ValueType::Int;
        } else {
            n.type = type == ValueType::Float ? ValueType::Float : ValueType::Int;
        }
        return add(n, 1 + height(operand));
    }

    std::int32_t primary(std::uint32_t depth) {
        const Token& t = peek();
        Node n;
        n.column = t.column;
        switch (t.kind) {
        case TokenKind::Integer:
            next();
            n.kind = NodeKind::Literal;
            n.type = ValueType::Int;
            n.intValue = t.intValue;
            return add(n, 1);
        case TokenKind::Float:
            next();
            n.kind = NodeKind::Literal;
            n.type = ValueType::Float;
            n.floatValue = t.floatValue;
            return add(n, 1);
        case TokenKind::LParen: {
            next();
            const std::int32_t inner = expression(1, depth + 1);
            if (inner < 0)
                return -1;
            if (peek().kind != TokenKind::RParen)
                return failIndex(peek().column, "expected ')' to close the '(' at column " +
                                                    std::to_string(t.column) + " but found " +
                                                    describe(peek()));
            next();
            return inner;
        }
        case TokenKind::Identifier:
            return identifier(depth);
        default:
            return failIndex(t.column, "expected an operand but found " + describe(t));
        }
    }

    std::int32_t identifier(std::uint32_t depth) {
        const Token& t = next();
        const std::string& name = t.text;
        Node n;
        n.column = t.column;
        if (name == "true" || name == "false") {
            n.kind = NodeKind::Literal;
            n.type = ValueType::Bool;
            n.intValue = name == "true" ? 1 : 0;
            return add(n, 1);
        }
        if (name == "any" || name == "all" || name == "count")
            return waveFunction(t, depth);
        for (const BuiltinName& b : kBuiltins) {
            if (b.name == name) {
                n.kind = NodeKind::Builtin;
                n.op = static_cast<std::uint8_t>(b.builtin);
                n.type = b.builtin == Builtin::Active ? ValueType::Bool : ValueType::Int;
                markLaneUse(b.perLane);
                return add(n, 1);
            }
        }
        if (const auto reg = indexAfterPrefix(name, 'r'))
            return registerOperand(t, *reg);
        if (const auto pred = indexAfterPrefix(name, 'p')) {
            if (*pred > 3)
                return failIndex(t.column, "there is no predicate " + name + " (use p0 to p3)");
            n.kind = NodeKind::Predicate;
            n.type = ValueType::Bool;
            n.index = *pred;
            markLaneUse(true);
            return add(n, 1);
        }
        if (peek().kind == TokenKind::LParen)
            return failIndex(t.column,
                             "unknown function '" + name + "' (functions: any, all, count)");
        return failIndex(t.column, "unknown name '" + name + "'");
    }

    std::int32_t registerOperand(const Token& t, std::uint32_t index) {
        if (index > 255)
            return failIndex(t.column, "there is no register " + t.text + " (use r0 to r255)");
        Node n;
        n.kind = NodeKind::Register;
        n.type = ValueType::Int;
        n.index = index;
        n.column = t.column;
        if (peek().kind == TokenKind::Dot) {
            next();
            const Token& v = peek();
            if (v.kind != TokenKind::Identifier ||
                (v.text != "u32" && v.text != "i32" && v.text != "f32"))
                return failIndex(v.column, "expected a register view (u32, i32 or f32) after '" +
                                               t.text + ".' but found " + describe(v));
            next();
            n.view = v.text == "f32"   ? RegisterView::F32
                     : v.text == "u32" ? RegisterView::U32
                                       : RegisterView::I32;
            if (n.view == RegisterView::F32)
                n.type = ValueType::Float;
        }
        markLaneUse(true);
        return add(n, 1);
    }

    std::int32_t waveFunction(const Token& t, std::uint32_t depth) {
        if (peek().kind != TokenKind::LParen)
            return failIndex(peek().column,
                             "expected '(' after '" + t.text + "' but found " + describe(peek()));
        if (waveFunctionDepth_ > 0)
            return failIndex(t.column, "'" + t.text +
                                           "()' cannot be used inside another any(), all() or "
                                           "count()");
        const Token& open = next();
        ++waveFunctionDepth_;
        const std::int32_t argument = expression(1, depth + 1);
        --waveFunctionDepth_;
        if (argument < 0)
            return -1;
        if (peek().kind != TokenKind::RParen)
            return failIndex(peek().column, "expected ')' to close the '(' at column " +
                                                std::to_string(open.column) + " but found " +
                                                describe(peek()));
        next();
        Node n;
        n.kind = NodeKind::WaveFunction;
        n.column = t.column;
        n.lhs = argument;
        const WaveFunction f = t.text == "any"   ? WaveFunction::Any
                               : t.text == "all" ? WaveFunction::All
                                                 : WaveFunction::Count;
        n.op = static_cast<std::uint8_t>(f);
        n.type = f == WaveFunction::Count ? ValueType::Int : ValueType::Bool;
        return add(n, 1 + height(argument));
    }

    void markLaneUse(bool perLane) {
        if (perLane && waveFunctionDepth_ == 0)
            out_.laneDependent = true;
    }

    std::vector<Token> tokens_;
    std::size_t pos_ = 0;
    Expression& out_;
    ParseError& error_;
    std::vector<std::uint32_t> heights_;
    int waveFunctionDepth_ = 0;
    bool failed_ = false;
};

} // namespace

bool Parser::parse(std::string_view text, Expression& out, ParseError& error) {
    std::vector<Token> tokens;
    if (!Lexer::tokenize(text, tokens, error))
        return false;
    ParserImpl impl(std::move(tokens), out, error);
    return impl.run();
}

} // namespace wave::debug::expr
