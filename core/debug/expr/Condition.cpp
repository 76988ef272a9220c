#include "debug/expr/Condition.h"

#include "debug/expr/Evaluator.h"
#include "debug/expr/Parser.h"

#include <bit>

namespace wave::debug::expr {

std::optional<Condition> Condition::compile(std::string_view text, ParseError& error) {
    Condition c;
    if (!Parser::parse(text, c.expression_, error))
        return std::nullopt;
    c.text_.assign(text);
    return c;
}

bool Condition::holdsForLane(const EvalContext& ctx, std::uint32_t lane) const {
    return Evaluator::evaluate(expression_, ctx, lane).truthy();
}

std::optional<std::uint32_t> Condition::firstLane(const EvalContext& ctx) const {
    const std::uint32_t width = ctx.waveWidth();
    std::uint64_t mask = ctx.activeMask();
    if (width < 64)
        mask &= (std::uint64_t{1} << width) - 1;
    if (!laneDependent()) {
        const std::uint32_t lane = mask ? static_cast<std::uint32_t>(std::countr_zero(mask)) : 0;
        if (holdsForLane(ctx, lane))
            return lane;
        return std::nullopt;
    }
    while (mask) {
        const auto lane = static_cast<std::uint32_t>(std::countr_zero(mask));
        mask &= mask - 1;
        if (holdsForLane(ctx, lane))
            return lane;
    }
    return std::nullopt;
}

} // namespace wave::debug::expr
