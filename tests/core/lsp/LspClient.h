#pragma once
// A minimal LSP client for the protocol tests: runs wave-lsp as a child process on two pipes,
// sends framed JSON-RPC messages and reads what comes back with a timeout (through the same
// FrameParser the server uses).

#include "protocol/FrameParser.h"
#include "json/JsonValue.h"

#include <chrono>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::test {

class LspClient {
public:
    using Json = json::JsonValue;

    explicit LspClient(const std::string& program, const std::vector<std::string>& args = {});
    ~LspClient();
    LspClient(const LspClient&) = delete;
    LspClient& operator=(const LspClient&) = delete;

    // Raw bytes to the server's stdin.
    void sendRaw(std::string_view bytes);
    void send(const Json& message);
    // Sends a request and returns its id.
    int request(const std::string& method, Json params);
    void notify(const std::string& method, Json params);
    // The response to request `id` (other messages are kept for next()); nothing on timeout.
    std::optional<Json> response(int id,
                                 std::chrono::milliseconds timeout = std::chrono::seconds(10));
    // The next error response without an id (to a message that could not be read).
    std::optional<Json> nullIdError(std::chrono::milliseconds timeout = std::chrono::seconds(10));
    // The next notification with `method`; nothing on timeout.
    std::optional<Json> notification(const std::string& method,
                                     std::chrono::milliseconds timeout = std::chrono::seconds(10));
    // initialize + initialized.
    Json initialize(Json capabilities = Json::object());
    void open(const std::string& uri, const std::string& text, int version = 1);

    // Closes stdin and waits for the exit status (-1 on timeout, then kills).
    int wait(std::chrono::milliseconds timeout = std::chrono::seconds(10));

    static Json textDocument(const std::string& uri);
    static Json at(const std::string& uri, int line, int character);

private:
    std::optional<Json> read(std::chrono::steady_clock::time_point deadline);

    int pid_ = -1;
    int in_ = -1;  // the server's stdin
    int out_ = -1; // the server's stdout
    int nextId_ = 1;
    protocol::FrameParser parser_;
    std::deque<Json> pending_;
};

} // namespace wave::test
