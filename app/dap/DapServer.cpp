#include "DapServer.h"

#include "DapBreakpoints.h"

#include "json/JsonReader.h"

#include <thread>

namespace wave::dap {

namespace {

using debug::RunKind;

// The run-control requests and the engine command each becomes ("instruction" granularity
// steps one instruction of the wave; otherwise a source line).
std::optional<RunKind> runKindOf(const std::string& command, const JsonValue& args) {
    const bool instruction = args.stringMember("granularity").value_or("") == "instruction";
    if (command == "continue")
        return RunKind::Continue;
    if (command == "next")
        return instruction ? RunKind::StepInstruction : RunKind::StepOver;
    if (command == "stepIn")
        return instruction ? RunKind::StepInstruction : RunKind::StepLine;
    if (command == "stepOut")
        return RunKind::StepOut;
    if (command == "stepBack")
        return instruction ? RunKind::StepBackInstruction : RunKind::StepBackOver;
    if (command == "reverseContinue")
        return RunKind::ReverseContinue;
    return std::nullopt;
}

JsonValue capabilities() {
    JsonValue c = JsonValue::object();
    for (const char* flag :
         {"supportsConfigurationDoneRequest", "supportsStepBack", "supportsConditionalBreakpoints",
          "supportsHitConditionalBreakpoints", "supportsFunctionBreakpoints",
          "supportsDataBreakpoints", "supportsInstructionBreakpoints",
          "supportsSteppingGranularity", "supportsReadMemoryRequest", "supportsWriteMemoryRequest",
          "supportsDisassembleRequest", "supportsExceptionInfoRequest", "supportsSetVariable",
          "supportsRestartRequest", "supportsTerminateRequest", "supportsEvaluateForHovers",
          "supportsLoadedSourcesRequest", "supportsCancelRequest"})
        c.set(flag, JsonValue::boolean(true));
    c.set("exceptionBreakpointFilters", DapBreakpoints::filters());
    return c;
}

} // namespace

DapServer::DapServer(protocol::FdChannel& channel)
    : channel_(channel),
      out_([&channel](const JsonValue& message) { return channel.send(message); }),
      session_(out_, inbox_) {}

DapServer::~DapServer() = default;

int DapServer::run() {
    // The reader polls so that it notices the end of the session within 100 ms.
    std::thread reader([this] {
        while (!stopReading_.load()) {
            protocol::ChannelEvent e = channel_.receive(100);
            if (e.kind == protocol::ChannelEvent::Kind::Timeout)
                continue;
            const bool closed = e.kind == protocol::ChannelEvent::Kind::Closed;
            inbox_.push(std::move(e));
            if (closed)
                return;
        }
    });
    while (!done_ && !out_.clientGone()) {
        InboxItem item = inbox_.pop();
        if (item.event) {
            session_.onServiceEvent(*item.event);
            continue;
        }
        if (!item.message)
            continue;
        protocol::ChannelEvent& e = *item.message;
        switch (e.kind) {
        case protocol::ChannelEvent::Kind::Message:
            onMessage(e.body);
            break;
        case protocol::ChannelEvent::Kind::Error:
            out_.fail(JsonValue::null(), "malformed message: " + e.error);
            break;
        case protocol::ChannelEvent::Kind::Closed:
            done_ = true;
            break;
        case protocol::ChannelEvent::Kind::Timeout:
            break;
        }
    }
    stopReading_.store(true);
    reader.join();
    return 0;
}

void DapServer::onMessage(const std::string& body) {
    json::JsonError error;
    const std::optional<JsonValue> message = json::JsonReader::parse(body, error);
    if (!message) {
        out_.fail(JsonValue::null(), "malformed JSON at line " + std::to_string(error.line) +
                                         ", column " + std::to_string(error.column) + ": " +
                                         error.message);
        return;
    }
    if (!message->isObject() || message->stringMember("type").value_or("") != "request") {
        // Responses to reverse requests and events are not ours to answer.
        if (message->isObject() && message->stringMember("type"))
            return;
        out_.fail(*message, "not a DAP request: a request is an object with \"type\": "
                            "\"request\", \"seq\" and \"command\"");
        return;
    }
    onRequest(*message);
}

void DapServer::onRequest(const JsonValue& request) {
    const std::string command(request.stringMember("command").value_or(""));
    const JsonValue& args = argumentsOf(request);
    if (command.empty()) {
        out_.fail(request, "the request has no command");
        return;
    }
    if (command == "initialize") {
        initialize(request);
        return;
    }
    if (!initialized_) {
        out_.fail(request, "'" + command + "' before 'initialize': send initialize first");
        return;
    }
    if (command == "disconnect") {
        out_.respond(request);
        done_ = true;
        return;
    }
    if (command == "cancel") {
        session_.cancel(args.intMember("requestId").value_or(-1));
        out_.respond(request);
        return;
    }
    if (const auto kind = runKindOf(command, args)) {
        session_.run(request, *kind);
        return;
    }
    if (command == "launch")
        session_.launch(request);
    else if (command == "attach")
        out_.fail(request, "wave-dap launches kernels; it cannot attach to a running one");
    else if (command == "configurationDone")
        session_.configurationDone(request);
    else if (command == "pause")
        session_.pause(request);
    else if (command == "restart")
        session_.restart(request);
    else if (command == "terminate")
        session_.terminate(request);
    else if (command == "setBreakpoints" || command == "setFunctionBreakpoints" ||
             command == "setInstructionBreakpoints" || command == "setDataBreakpoints" ||
             command == "setExceptionBreakpoints")
        session_.setBreakpoints(request);
    else if (!inspector_.handle(command, request))
        out_.fail(request, "unknown request '" + command + "'");
}

void DapServer::initialize(const JsonValue& request) {
    if (initialized_) {
        out_.fail(request, "initialize was already sent in this session");
        return;
    }
    initialized_ = true;
    out_.respond(request, capabilities());
}

} // namespace wave::dap
