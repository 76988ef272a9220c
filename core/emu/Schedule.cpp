#include "emu/Schedule.h"

#include <charconv>

namespace wave::emu {

std::string Schedule::name() const {
    switch (policy) {
    case SchedulePolicy::Reference:
        return "round-robin";
    case SchedulePolicy::Random:
        return "random:" + std::to_string(seed);
    case SchedulePolicy::Reverse:
        return "reverse";
    case SchedulePolicy::BarrierRun:
        return "barrier-run";
    }
    return "round-robin";
}

std::optional<Schedule> Schedule::parse(std::string_view text, std::string* error) {
    Schedule s;
    if (text == "round-robin" || text == "reference") {
        s.policy = SchedulePolicy::Reference;
        return s;
    }
    if (text == "reverse") {
        s.policy = SchedulePolicy::Reverse;
        return s;
    }
    if (text == "barrier-run") {
        s.policy = SchedulePolicy::BarrierRun;
        return s;
    }
    constexpr std::string_view random = "random";
    if (text.substr(0, random.size()) == random) {
        s.policy = SchedulePolicy::Random;
        std::string_view rest = text.substr(random.size());
        if (rest.empty())
            return s;
        if (rest.front() == ':') {
            rest.remove_prefix(1);
            const char* end = rest.data() + rest.size();
            const auto [ptr, ec] = std::from_chars(rest.data(), end, s.seed);
            if (!rest.empty() && ec == std::errc() && ptr == end)
                return s;
            if (error != nullptr)
                *error = "invalid seed '" + std::string(rest) +
                         "' in schedule: expected an unsigned 64-bit decimal number";
            return std::nullopt;
        }
    }
    if (error != nullptr)
        *error = "unknown schedule '" + std::string(text) +
                 "': expected round-robin, random[:SEED], reverse or barrier-run";
    return std::nullopt;
}

} // namespace wave::emu
