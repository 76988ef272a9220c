#include "debug/session/StopReason.h"

namespace wave::debug {

const char* stopReasonName(StopReason reason) {
    switch (reason) {
    case StopReason::StepDone:
        return "step done";
    case StopReason::Breakpoint:
        return "breakpoint";
    case StopReason::BarrierEvent:
        return "barrier event";
    case StopReason::DivergenceEvent:
        return "divergence event";
    case StopReason::Watchpoint:
        return "watchpoint";
    case StopReason::Fault:
        return "fault";
    case StopReason::Deadlock:
        return "deadlock";
    case StopReason::BarrierDivergence:
        return "barrier divergence";
    case StopReason::Finished:
        return "finished";
    case StopReason::Paused:
        return "paused";
    case StopReason::HistoryStart:
        return "start of history";
    }
    return "unknown";
}

} // namespace wave::debug
