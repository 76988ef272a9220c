#include "DapStops.h"

namespace wave::dap {

namespace {

using R = debug::StopReason;

// The exception's id (the filter that names it, where there is one).
std::string exceptionId(const debug::StopInfo& stop) {
    switch (stop.reason) {
    case R::Deadlock:
        return "deadlock";
    case R::Fault:
        return "fault";
    case R::BarrierDivergence:
        return "barrier-divergence";
    case R::BarrierEvent:
        return "barrier";
    case R::DivergenceEvent:
        return "divergence";
    default:
        return stopReasonName(stop.reason);
    }
}

} // namespace

std::string DapStops::reasonOf(const debug::StopInfo& stop) {
    switch (stop.reason) {
    case R::StepDone:
    case R::HistoryStart:
        return "step";
    case R::Breakpoint:
        return "breakpoint";
    case R::Watchpoint:
        return "data breakpoint";
    case R::Paused:
        return "pause";
    case R::BarrierEvent:
    case R::DivergenceEvent:
    case R::Fault:
    case R::Deadlock:
    case R::BarrierDivergence:
    case R::Finished:
        return "exception";
    }
    return "step";
}

bool DapStops::isException(const debug::StopInfo& stop) {
    return stop.reason == R::Fault || stop.reason == R::Deadlock ||
           stop.reason == R::BarrierDivergence || stop.reason == R::BarrierEvent ||
           stop.reason == R::DivergenceEvent;
}

std::string DapStops::text(const debug::StopInfo& stop) {
    std::string t = stop.message;
    if (stop.verdict && !stop.verdict->sentences.empty()) {
        t.clear();
        for (const std::string& s : stop.verdict->sentences)
            t += (t.empty() ? "" : "\n") + s;
    }
    if (stop.fault) {
        const std::string detail = stop.fault->detail();
        if (!detail.empty() && t.find(detail) == std::string::npos)
            t += (t.empty() ? "" : "\n") + detail;
    }
    if (t.empty())
        t = stopReasonName(stop.reason);
    return t;
}

JsonValue DapStops::stoppedBody(const debug::StopInfo& stop, const std::string& reason,
                                const std::vector<std::uint32_t>& breakpointIds) {
    JsonValue body = JsonValue::object();
    body.set("reason", JsonValue::string(reason));
    const std::string description =
        stop.message.empty() ? stopReasonName(stop.reason) : stop.message;
    body.set("description", JsonValue::string(description));
    body.set("text", JsonValue::string(text(stop)));
    body.set("threadId", JsonValue::number(threadOf(stop.wave)));
    body.set("allThreadsStopped", JsonValue::boolean(true));
    if (!breakpointIds.empty()) {
        JsonValue ids = JsonValue::array();
        for (std::uint32_t id : breakpointIds)
            ids.push(JsonValue::number(id));
        body.set("hitBreakpointIds", std::move(ids));
    }
    return body;
}

JsonValue DapStops::exceptionInfo(const debug::StopInfo& stop) {
    JsonValue body = JsonValue::object();
    body.set("exceptionId", JsonValue::string(exceptionId(stop)));
    body.set("description", JsonValue::string(text(stop)));
    body.set("breakMode", JsonValue::string("always"));
    JsonValue details = JsonValue::object();
    details.set("message", JsonValue::string(stop.message));
    details.set("typeName", JsonValue::string(stopReasonName(stop.reason)));
    if (stop.fault)
        details.set("stackTrace", JsonValue::string(stop.fault->detail()));
    body.set("details", std::move(details));
    return body;
}

} // namespace wave::dap
