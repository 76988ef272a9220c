#pragma once
// The compiled form of a condition: nodes in one flat array (children by index), typed at
// parse time. A flat array keeps destruction and copying iterative however deep the tree is.

#include <cstdint>
#include <string>
#include <vector>

namespace wave::debug::expr {

enum class ValueType : std::uint8_t { Bool, Int, Float };

enum class NodeKind : std::uint8_t {
    Literal,      // intValue (Bool, Int) or floatValue (Float)
    Builtin,      // builtin
    Register,     // index, view
    Predicate,    // index
    Unary,        // op, lhs
    Binary,       // op, lhs, rhs
    WaveFunction, // function, lhs = the per-lane argument
};

// Names that read machine state; see ExpressionLanguage.md.
enum class Builtin : std::uint8_t {
    Lane,
    Wave,
    Workgroup, // linear index in launch order
    WorkgroupX,
    WorkgroupY,
    WorkgroupZ,
    ThreadX,
    ThreadY,
    ThreadZ,
    WaveWidth,
    ActiveLanes, // number of active lanes of the wave
    Active,      // whether the current lane is active
    Pc,
    Line, // source line of pc, 0 when unknown
};

// How a 32-bit register is read: bare rN is I32 (sign-extended).
enum class RegisterView : std::uint8_t { I32, U32, F32 };

enum class UnaryOp : std::uint8_t { Not, Negate, BitNot };

enum class BinaryOp : std::uint8_t {
    Mul,
    Div,
    Mod,
    Add,
    Sub,
    Shl,
    Shr,
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Equal,
    NotEqual,
    BitAnd,
    BitXor,
    BitOr,
    LogicalAnd,
    LogicalOr,
};

enum class WaveFunction : std::uint8_t { Any, All, Count };

struct Node {
    NodeKind kind = NodeKind::Literal;
    ValueType type = ValueType::Int;        // the type this node produces
    ValueType operandType = ValueType::Int; // Binary: the type both operands are converted to
    std::uint8_t op = 0;                    // UnaryOp, BinaryOp, WaveFunction or Builtin
    RegisterView view = RegisterView::I32;
    std::uint32_t index = 0;  // register or predicate number
    std::uint32_t column = 1; // where the node starts (operators: the operator)
    std::int32_t lhs = -1;
    std::int32_t rhs = -1;
    std::int64_t intValue = 0;
    double floatValue = 0.0;
};

struct Expression {
    std::vector<Node> nodes;
    std::int32_t root = -1;
    bool laneDependent = false; // reads lane state outside any()/all()/count()

    // Fully parenthesised form, for tests and tooltips: "((lane == 5) && (r3 == 0))".
    std::string toString() const;
};

std::string_view builtinName(Builtin b);
std::string_view binaryOpSpelling(BinaryOp op);

} // namespace wave::debug::expr
