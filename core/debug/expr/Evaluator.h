#pragma once
// Evaluates a compiled Expression for one lane of a wave. Pure function of its inputs: no
// errors at run time (types were checked when parsing; integer division by zero gives 0 as in
// the ISA, arithmetic wraps, shift counts are taken modulo 64).

#include "debug/expr/Ast.h"
#include "debug/expr/EvalContext.h"

namespace wave::debug::expr {

struct Value {
    ValueType type = ValueType::Int;
    std::int64_t i = 0; // Bool (0/1) and Int
    double f = 0.0;     // Float

    bool truthy() const { return type == ValueType::Float ? f != 0.0 : i != 0; }
};

class Evaluator {
public:
    // `lane` < ctx.waveWidth().
    static Value evaluate(const Expression& e, const EvalContext& ctx, std::uint32_t lane);
};

} // namespace wave::debug::expr
