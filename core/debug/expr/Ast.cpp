#include "debug/expr/Ast.h"

#include <cstdio>

namespace wave::debug::expr {

std::string_view builtinName(Builtin b) {
    switch (b) {
    case Builtin::Lane:
        return "lane";
    case Builtin::Wave:
        return "wave";
    case Builtin::Workgroup:
        return "workgroup";
    case Builtin::WorkgroupX:
        return "wg_x";
    case Builtin::WorkgroupY:
        return "wg_y";
    case Builtin::WorkgroupZ:
        return "wg_z";
    case Builtin::ThreadX:
        return "tid_x";
    case Builtin::ThreadY:
        return "tid_y";
    case Builtin::ThreadZ:
        return "tid_z";
    case Builtin::WaveWidth:
        return "wave_width";
    case Builtin::ActiveLanes:
        return "active_lanes";
    case Builtin::Active:
        return "active";
    case Builtin::Pc:
        return "pc";
    case Builtin::Line:
        return "line";
    }
    return "?";
}

std::string_view binaryOpSpelling(BinaryOp op) {
    switch (op) {
    case BinaryOp::Mul:
        return "*";
    case BinaryOp::Div:
        return "/";
    case BinaryOp::Mod:
        return "%";
    case BinaryOp::Add:
        return "+";
    case BinaryOp::Sub:
        return "-";
    case BinaryOp::Shl:
        return "<<";
    case BinaryOp::Shr:
        return ">>";
    case BinaryOp::Less:
        return "<";
    case BinaryOp::LessEqual:
        return "<=";
    case BinaryOp::Greater:
        return ">";
    case BinaryOp::GreaterEqual:
        return ">=";
    case BinaryOp::Equal:
        return "==";
    case BinaryOp::NotEqual:
        return "!=";
    case BinaryOp::BitAnd:
        return "&";
    case BinaryOp::BitXor:
        return "^";
    case BinaryOp::BitOr:
        return "|";
    case BinaryOp::LogicalAnd:
        return "&&";
    case BinaryOp::LogicalOr:
        return "||";
    }
    return "?";
}

namespace {

// Recursion is bounded by the parser's depth limit.
void print(const Expression& e, std::int32_t index, std::string& out) {
    const Node& n = e.nodes[static_cast<std::size_t>(index)];
    switch (n.kind) {
    case NodeKind::Literal:
        if (n.type == ValueType::Float) {
            char buf[40];
            std::snprintf(buf, sizeof buf, "%g", n.floatValue);
            std::string text = buf;
            if (text.find_first_of(".eni") == std::string::npos)
                text += ".0"; // keep it a float literal when printed back
            out += text;
        } else if (n.type == ValueType::Bool) {
            out += n.intValue ? "true" : "false";
        } else {
            out += std::to_string(n.intValue);
        }
        return;
    case NodeKind::Builtin:
        out += builtinName(static_cast<Builtin>(n.op));
        return;
    case NodeKind::Register:
        out += "r" + std::to_string(n.index);
        out += n.view == RegisterView::F32 ? ".f32" : n.view == RegisterView::U32 ? ".u32" : "";
        return;
    case NodeKind::Predicate:
        out += "p" + std::to_string(n.index);
        return;
    case NodeKind::Unary: {
        const auto op = static_cast<UnaryOp>(n.op);
        out += op == UnaryOp::Not ? "!" : op == UnaryOp::Negate ? "-" : "~";
        print(e, n.lhs, out);
        return;
    }
    case NodeKind::Binary:
        out += "(";
        print(e, n.lhs, out);
        out += " ";
        out += binaryOpSpelling(static_cast<BinaryOp>(n.op));
        out += " ";
        print(e, n.rhs, out);
        out += ")";
        return;
    case NodeKind::WaveFunction: {
        const auto f = static_cast<WaveFunction>(n.op);
        out += f == WaveFunction::Any ? "any(" : f == WaveFunction::All ? "all(" : "count(";
        print(e, n.lhs, out);
        out += ")";
        return;
    }
    }
}

} // namespace

std::string Expression::toString() const {
    std::string out;
    if (root >= 0)
        print(*this, root, out);
    return out;
}

} // namespace wave::debug::expr
