#include "debug/expr/Evaluator.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <optional>

namespace wave::debug::expr {

namespace {

std::int64_t wrapAdd(std::int64_t a, std::int64_t b) {
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) + static_cast<std::uint64_t>(b));
}
std::int64_t wrapSub(std::int64_t a, std::int64_t b) {
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) - static_cast<std::uint64_t>(b));
}
std::int64_t wrapMul(std::int64_t a, std::int64_t b) {
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) * static_cast<std::uint64_t>(b));
}
std::int64_t safeDiv(std::int64_t a, std::int64_t b) {
    if (b == 0)
        return 0;
    if (b == -1)
        return wrapSub(0, a); // INT64_MIN / -1 wraps instead of trapping
    return a / b;
}
std::int64_t safeMod(std::int64_t a, std::int64_t b) {
    if (b == 0 || b == -1)
        return 0;
    return a % b;
}

class Walker {
public:
    Walker(const Expression& e, const EvalContext& ctx) : e_(e), ctx_(ctx) {}

    // Recursion depth is bounded by Parser::kMaxDepth.
    Value eval(std::int32_t index, std::uint32_t lane) const {
        const Node& n = e_.nodes[static_cast<std::size_t>(index)];
        switch (n.kind) {
        case NodeKind::Literal:
            return Value{n.type, n.intValue, n.floatValue};
        case NodeKind::Builtin:
            return builtin(n, lane);
        case NodeKind::Register:
            return reg(n, lane);
        case NodeKind::Predicate:
            return boolean(ctx_.predicate(lane, n.index));
        case NodeKind::Unary:
            return unary(n, lane);
        case NodeKind::Binary:
            return binary(n, lane);
        case NodeKind::WaveFunction:
            return waveFunction(n);
        }
        return Value{};
    }

private:
    static Value boolean(bool b) { return Value{ValueType::Bool, b ? 1 : 0, 0.0}; }
    static Value integer(std::int64_t v) { return Value{ValueType::Int, v, 0.0}; }
    static Value real(double v) { return Value{ValueType::Float, 0, v}; }

    static double asFloat(const Value& v) {
        return v.type == ValueType::Float ? v.f : static_cast<double>(v.i);
    }

    Value builtin(const Node& n, std::uint32_t lane) const {
        const auto b = static_cast<Builtin>(n.op);
        switch (b) {
        case Builtin::Lane:
            return integer(lane);
        case Builtin::Active:
            return boolean((ctx_.activeMask() >> lane) & 1u);
        case Builtin::ActiveLanes:
            return integer(std::popcount(ctx_.activeMask()));
        default:
            return integer(ctx_.builtin(b, lane));
        }
    }

    Value reg(const Node& n, std::uint32_t lane) const {
        const std::uint32_t bits = ctx_.reg(lane, n.index);
        switch (n.view) {
        case RegisterView::U32:
            return integer(bits);
        case RegisterView::I32:
            return integer(static_cast<std::int32_t>(bits));
        case RegisterView::F32:
            return real(static_cast<double>(std::bit_cast<float>(bits)));
        }
        return integer(0);
    }

    Value unary(const Node& n, std::uint32_t lane) const {
        const Value v = eval(n.lhs, lane);
        switch (static_cast<UnaryOp>(n.op)) {
        case UnaryOp::Not:
            return boolean(!v.truthy());
        case UnaryOp::BitNot:
            return integer(~v.i);
        case UnaryOp::Negate:
            return v.type == ValueType::Float ? real(-v.f) : integer(wrapSub(0, v.i));
        }
        return Value{};
    }

    Value binary(const Node& n, std::uint32_t lane) const {
        const auto op = static_cast<BinaryOp>(n.op);
        if (op == BinaryOp::LogicalAnd) {
            if (!eval(n.lhs, lane).truthy())
                return boolean(false);
            return boolean(eval(n.rhs, lane).truthy());
        }
        if (op == BinaryOp::LogicalOr) {
            if (eval(n.lhs, lane).truthy())
                return boolean(true);
            return boolean(eval(n.rhs, lane).truthy());
        }
        const Value a = eval(n.lhs, lane);
        const Value b = eval(n.rhs, lane);
        if (n.operandType == ValueType::Float)
            return floatBinary(op, asFloat(a), asFloat(b));
        return intBinary(op, a.i, b.i);
    }

    // The six comparisons, shared by both operand types; nullopt for other operators.
    template <typename T>
    static std::optional<Value> compare(BinaryOp op, T a, T b) {
        switch (op) {
        case BinaryOp::Less:
            return boolean(a < b);
        case BinaryOp::LessEqual:
            return boolean(a <= b);
        case BinaryOp::Greater:
            return boolean(a > b);
        case BinaryOp::GreaterEqual:
            return boolean(a >= b);
        case BinaryOp::Equal:
            return boolean(a == b);
        case BinaryOp::NotEqual:
            return boolean(a != b);
        default:
            return std::nullopt;
        }
    }

    static Value floatBinary(BinaryOp op, double a, double b) {
        if (auto c = compare(op, a, b))
            return *c;
        switch (op) {
        case BinaryOp::Mul:
            return real(a * b);
        case BinaryOp::Div:
            return real(a / b); // IEEE: x/0 is ±inf, 0/0 NaN
        case BinaryOp::Mod:
            return real(std::fmod(a, b));
        case BinaryOp::Add:
            return real(a + b);
        case BinaryOp::Sub:
            return real(a - b);
        default:
            return Value{}; // integer-only operators never get float operands
        }
    }

    static Value intBinary(BinaryOp op, std::int64_t a, std::int64_t b) {
        if (auto c = compare(op, a, b))
            return *c;
        const auto shift = static_cast<unsigned>(b & 63);
        switch (op) {
        case BinaryOp::Mul:
            return integer(wrapMul(a, b));
        case BinaryOp::Div:
            return integer(safeDiv(a, b));
        case BinaryOp::Mod:
            return integer(safeMod(a, b));
        case BinaryOp::Add:
            return integer(wrapAdd(a, b));
        case BinaryOp::Sub:
            return integer(wrapSub(a, b));
        case BinaryOp::Shl:
            return integer(static_cast<std::int64_t>(static_cast<std::uint64_t>(a) << shift));
        case BinaryOp::Shr:
            return integer(a >> shift); // arithmetic
        case BinaryOp::BitAnd:
            return integer(a & b);
        case BinaryOp::BitXor:
            return integer(a ^ b);
        case BinaryOp::BitOr:
            return integer(a | b);
        default:
            return Value{};
        }
    }

    // any/all/count over the wave's active lanes; all() of no lanes is true, any() false.
    Value waveFunction(const Node& n) const {
        const auto f = static_cast<WaveFunction>(n.op);
        std::uint64_t mask = ctx_.activeMask();
        const std::uint32_t width = ctx_.waveWidth();
        if (width < 64)
            mask &= (std::uint64_t{1} << width) - 1;
        std::int64_t count = 0;
        while (mask) {
            const auto lane = static_cast<std::uint32_t>(std::countr_zero(mask));
            mask &= mask - 1;
            const bool holds = eval(n.lhs, lane).truthy();
            if (f == WaveFunction::Any && holds)
                return boolean(true);
            if (f == WaveFunction::All && !holds)
                return boolean(false);
            count += holds ? 1 : 0;
        }
        if (f == WaveFunction::Count)
            return integer(count);
        return boolean(f == WaveFunction::All);
    }

    const Expression& e_;
    const EvalContext& ctx_;
};

} // namespace

Value Evaluator::evaluate(const Expression& e, const EvalContext& ctx, std::uint32_t lane) {
    if (e.root < 0)
        return Value{};
    return Walker(e, ctx).eval(e.root, lane);
}

} // namespace wave::debug::expr
