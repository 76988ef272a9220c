// fuzz_expr: text -> the breakpoint condition compiler (debug/expr) and its evaluator. Checks,
// besides "never crashes, hangs, throws or hits UB" (Parser.h: hostile nesting gives an error,
// not a stack overflow):
//  * an error has a message and a column inside the text;
//  * a compiled expression is a well-formed node array;
//  * its printed form (Expression::toString) compiles again to the same printed form and the
//    same lane dependence (unless the added parentheses pass the nesting limit);
//  * evaluation asks the context only for lanes below the wave width (EvalContext.h), and
//    firstLane() returns an active lane for which the condition holds.

#include "FuzzCheck.h"

#include "debug/expr/Condition.h"
#include "debug/expr/EvalContext.h"

#include <cstdint>
#include <string>
#include <string_view>

using namespace wave::debug::expr;

namespace {

std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDull;
    x ^= x >> 33;
    x *= 0xC4CEB9FE1A85EC53ull;
    return x ^ (x >> 33);
}

// A wave whose contents are a pure function of a seed taken from the input.
class HashedWave : public EvalContext {
public:
    explicit HashedWave(std::uint64_t seed)
        : seed_(seed), width_(1 + static_cast<std::uint32_t>(mix(seed) % 64)),
          mask_(mix(seed + 1)) {}

    std::uint32_t waveWidth() const override { return width_; }
    std::uint64_t activeMask() const override { return mask_; }
    std::uint32_t reg(std::uint32_t lane, std::uint32_t index) const override {
        checkLane(lane);
        if (index >= 48)
            return 0;
        const std::uint64_t h = mix(seed_ ^ (std::uint64_t(lane) << 8) ^ index);
        // Small values most of the time, so that comparisons go both ways.
        return static_cast<std::uint32_t>((h & 3) == 0 ? h >> 32 : (h >> 32) % 16);
    }
    bool predicate(std::uint32_t lane, std::uint32_t index) const override {
        checkLane(lane);
        return ((mix(seed_ + 7 * lane + 1000 * index) >> 7) & 1) != 0;
    }
    std::int64_t builtin(Builtin which, std::uint32_t lane) const override {
        checkLane(lane);
        return static_cast<std::int64_t>(mix(seed_ + static_cast<std::uint64_t>(which)) % 8 +
                                         (which == Builtin::ThreadX ? lane : 0));
    }

private:
    void checkLane(std::uint32_t lane) const {
        WAVE_FUZZ_CHECK(lane < width_, "the evaluator asked for a lane beyond the wave width");
    }
    std::uint64_t seed_;
    std::uint32_t width_;
    std::uint64_t mask_;
};

void checkNodes(const Expression& e) {
    const auto n = static_cast<std::int32_t>(e.nodes.size());
    WAVE_FUZZ_CHECK(e.root >= 0 && e.root < n, "root outside the node array");
    for (const Node& node : e.nodes) {
        WAVE_FUZZ_CHECK(node.lhs >= -1 && node.lhs < n && node.rhs >= -1 && node.rhs < n,
                        "child index outside the node array");
        WAVE_FUZZ_CHECK(node.column >= 1, "node without a column");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ParseError error;
    const std::optional<Condition> c = Condition::compile(text, error);
    if (!c) {
        WAVE_FUZZ_CHECK(!error.message.empty(), "error without a message");
        WAVE_FUZZ_CHECK(error.column >= 1 && error.column <= size + 1,
                        "error column outside the text: " + error.toString());
        return 0;
    }
    WAVE_FUZZ_CHECK(c->text() == text, "compiled text differs from the input");
    checkNodes(c->expression());

    const std::string printed = c->expression().toString();
    ParseError again;
    const std::optional<Condition> reparsed = Condition::compile(printed, again);
    if (reparsed) {
        WAVE_FUZZ_CHECK(reparsed->expression().toString() == printed,
                        "printed form is not stable: '" + printed + "' -> '" +
                            reparsed->expression().toString() + "'");
        WAVE_FUZZ_CHECK(reparsed->laneDependent() == c->laneDependent(),
                        "printed form changes lane dependence: " + printed);
    } else {
        WAVE_FUZZ_CHECK(again.message.find("nested too deeply") != std::string::npos,
                        "printed form '" + printed + "' does not compile: " + again.toString());
    }

    std::uint64_t seed = 0xCBF29CE484222325ull;
    for (std::size_t i = 0; i < size; ++i)
        seed = (seed ^ data[i]) * 0x100000001B3ull;
    for (int round = 0; round < 2; ++round) {
        const HashedWave wave(seed + round);
        for (std::uint32_t lane = 0; lane < wave.waveWidth(); ++lane)
            (void)c->holdsForLane(wave, lane);
        const std::optional<std::uint32_t> first = c->firstLane(wave);
        if (!first)
            continue;
        WAVE_FUZZ_CHECK(*first < wave.waveWidth(), "firstLane beyond the wave width");
        WAVE_FUZZ_CHECK(c->holdsForLane(wave, *first), "firstLane where it does not hold");
        const std::uint64_t mask =
            wave.activeMask() &
            (wave.waveWidth() >= 64 ? ~0ull : (std::uint64_t{1} << wave.waveWidth()) - 1);
        if (c->laneDependent())
            WAVE_FUZZ_CHECK(((mask >> *first) & 1) != 0, "firstLane is not active");
    }
    return 0;
}
