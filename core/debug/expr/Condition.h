#pragma once
// A breakpoint condition: source text plus its compiled form. A condition holds for a wave when
// it is true for at least one active lane (the debugger then focuses that lane). Conditions
// that read no per-lane state (`wave == 2`, `any(r3 < 0)`) are evaluated once per wave.
// Immutable after compile(); safe to share between threads.

#include "debug/expr/Ast.h"
#include "debug/expr/EvalContext.h"
#include "debug/expr/ParseError.h"

#include <optional>
#include <string>
#include <string_view>

namespace wave::debug::expr {

class Condition {
public:
    // nullopt with `error` filled when the text does not compile.
    static std::optional<Condition> compile(std::string_view text, ParseError& error);

    const std::string& text() const { return text_; }
    const Expression& expression() const { return expression_; }
    bool laneDependent() const { return expression_.laneDependent; }

    bool holdsForLane(const EvalContext& ctx, std::uint32_t lane) const;

    // The lowest active lane for which the condition holds. A lane-independent condition that
    // holds yields the lowest active lane (lane 0 when the wave has none active); a
    // lane-dependent one needs an active lane.
    std::optional<std::uint32_t> firstLane(const EvalContext& ctx) const;

private:
    std::string text_;
    Expression expression_;
};

} // namespace wave::debug::expr
