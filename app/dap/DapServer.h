#pragma once
// wave-dap's server: reads DAP requests from the client (stdin), answers them and sends
// events (stdout), over the Content-Length framing of core/protocol. One thread handles
// everything in order (DapInbox): the client's messages, read by a reader thread, and the
// DebugService's events. Malformed input (a bad frame, JSON that does not parse, a message
// that is no request, an unknown command) is answered in words and never ends the session;
// `disconnect` or the end of the input does.

#include "DapInbox.h"
#include "DapInspector.h"
#include "DapSession.h"
#include "DapWriter.h"

#include "protocol/FdChannel.h"

#include <atomic>

namespace wave::dap {

class DapServer {
public:
    explicit DapServer(protocol::FdChannel& channel);
    ~DapServer();

    // Serves until `disconnect` or the end of the input; the process's exit status.
    int run();

private:
    void onMessage(const std::string& body);
    void onRequest(const JsonValue& request);
    void initialize(const JsonValue& request);

    protocol::FdChannel& channel_;
    DapInbox inbox_;
    DapWriter out_;
    bool initialized_ = false; // `initialize` was answered
    bool done_ = false;
    std::atomic<bool> stopReading_{false};
    DapSession session_;
    DapInspector inspector_{out_, session_};
};

} // namespace wave::dap
