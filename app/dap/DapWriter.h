#pragma once
// Writes the adapter's side of the Debug Adapter Protocol: responses and events, each with the
// next sequence number (1, 2, 3, ... over the whole connection). Events other than
// `initialized` wait until it has been sent (the DAP rule: no event before `initialized`);
// they then go out in order right after it.
//
// Threading: the adapter's main thread only.

#include "json/JsonValue.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::dap {

using json::JsonValue;

class DapWriter {
public:
    // `send` writes one message (a framed JSON body); false when the client is gone.
    explicit DapWriter(std::function<bool(const JsonValue&)> send) : send_(std::move(send)) {}

    // A successful response to `request` with `body` (an object).
    void respond(const JsonValue& request, JsonValue body = JsonValue::object());
    // A failed response: `message` in words, also as the body's error (shown by the client).
    void fail(const JsonValue& request, const std::string& message);
    // An event; held until `initialized` has gone out.
    void event(std::string_view name, JsonValue body = JsonValue::object());
    // An `output` event (category console, stdout or stderr) with `text` ending in a newline.
    void output(std::string_view category, const std::string& text);

    bool initializedSent() const { return initialized_; }
    bool clientGone() const { return gone_; }
    std::int64_t lastSeq() const { return seq_; }

private:
    void write(JsonValue message);

    std::function<bool(const JsonValue&)> send_;
    std::int64_t seq_ = 0;
    bool initialized_ = false;
    bool gone_ = false;
    std::vector<JsonValue> held_; // events before `initialized`
};

// The request's `arguments` member (an empty object when absent or not an object).
const JsonValue& argumentsOf(const JsonValue& request);

} // namespace wave::dap
