#pragma once
// wave-dap as a child process for the C++ tests and the stop-latency benchmark: requests go to
// its stdin and its messages are read from its stdout, framed as DAP frames them
// (core/protocol). Messages that arrive while waiting for another are kept for later calls.

#include "protocol/FdChannel.h"
#include "json/JsonValue.h"

#include <sys/types.h>

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace wave::dap::test {

using json::JsonValue;

class DapChild {
public:
    explicit DapChild(const std::string& program);
    ~DapChild();
    DapChild(const DapChild&) = delete;
    DapChild& operator=(const DapChild&) = delete;

    // Sends a request; returns its seq.
    std::int64_t send(const std::string& command, JsonValue arguments = JsonValue::object());
    void sendRaw(std::string_view bytes);
    void closeInput();

    // The response to request `seq` (null JSON on timeout or end of output).
    JsonValue response(std::int64_t seq, int timeoutMs = 10000);
    // The next event named `name` (null JSON on timeout or end of output).
    JsonValue event(std::string_view name, int timeoutMs = 10000);
    // send() + response().
    JsonValue request(const std::string& command, JsonValue arguments = JsonValue::object(),
                      int timeoutMs = 10000) {
        return response(send(command, std::move(arguments)), timeoutMs);
    }
    // The exit status, -1 after a signal, -2 when it has not ended within `timeoutMs`.
    int wait(int timeoutMs);
    // Every message received so far, in order (those taken by response() and event() too).
    const std::deque<JsonValue>& transcript() const { return transcript_; }

private:
    std::optional<JsonValue> take(const auto& match, int timeoutMs);

    pid_t pid_ = -1;
    int toChild_ = -1;
    int fromChild_ = -1;
    std::unique_ptr<protocol::FdChannel> channel_;
    std::deque<JsonValue> backlog_;
    std::deque<JsonValue> transcript_;
    std::int64_t seq_ = 0;
    int status_ = -3;
};

} // namespace wave::dap::test
