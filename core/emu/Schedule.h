#pragma once
// The order in which the waves of a workgroup are scheduled. docs/reference/execution-model.md §5
// fixes one order (round robin, `Reference`), which is the default and what the reference toolchain
// does; the specification leaves the order to the implementation, so a portable kernel must give
// the same results under every order. The alternatives exist to expose kernels that do not (issue
// 16).
//
// Every schedule is a pure function of the workgroup state (WorkgroupState::next and ::picks),
// so a checkpoint of the machine state also checkpoints the schedule, and re-execution from a
// checkpoint (the debugger's reverse execution) repeats the same picks.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wave::emu {

enum class SchedulePolicy : std::uint8_t {
    // docs/reference/execution-model.md §5: round robin at single wave-instruction granularity,
    // wave 0 first, continuing after barrier releases.
    Reference,
    // A ready wave picked uniformly at random before every step, from the seed, the workgroup's
    // index and the number of steps the workgroup has issued.
    Random,
    // Round robin downwards: the last wave first, then n-2, ...
    Reverse,
    // The picked wave runs until it arrives at a barrier, finishes or faults; then the next
    // ready wave in round-robin order.
    BarrierRun,
};

struct Schedule {
    SchedulePolicy policy = SchedulePolicy::Reference;
    std::uint64_t seed = 0; // meaningful for Random only

    // The name reports show and parse() accepts: "round-robin", "random:42", "reverse",
    // "barrier-run". Naming the run makes it reproducible.
    std::string name() const;

    // Accepts the names above ("random" alone means seed 0). On failure returns nothing and sets
    // `error` to a message naming the accepted forms.
    static std::optional<Schedule> parse(std::string_view text, std::string* error);

    bool operator==(const Schedule&) const = default;
};

} // namespace wave::emu
