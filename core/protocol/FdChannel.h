#pragma once
// A Content-Length framed message channel over two file descriptors (the stdin and stdout of
// wave-lsp and wave-dap). receive() waits with a timeout, so a single-threaded server can
// debounce work between messages; send() may be called from any thread (one lock around the
// write, so two messages never interleave). A peer that closes its end is an ordinary
// Closed event, never a signal: SIGPIPE must be ignored by the program (see ignoreSigpipe()).

#include "protocol/FrameParser.h"
#include "json/JsonValue.h"

#include <mutex>
#include <string>
#include <string_view>

namespace wave::protocol {

struct ChannelEvent {
    enum class Kind : std::uint8_t { Message, Error, Timeout, Closed };
    Kind kind = Kind::Closed;
    std::string body;  // Message
    std::string error; // Error (a framing error, the stream goes on) or Closed (why, if abnormal)
};

class FdChannel {
public:
    FdChannel(int inFd, int outFd, FrameLimits limits = {});

    // The next message or framing error; Timeout after `timeoutMs` without one (-1: wait
    // forever); Closed at the end of the input (with an error when it ended inside a message,
    // or when reading failed).
    ChannelEvent receive(int timeoutMs);
    // Frames and writes `body`; false when the output is gone.
    bool send(std::string_view body);
    bool send(const json::JsonValue& message);

    // "Content-Length: N\r\n\r\n" + body.
    static std::string frame(std::string_view body);
    // Makes a write to a closed pipe an EPIPE error instead of killing the process.
    static void ignoreSigpipe();

private:
    int in_;
    int out_;
    FrameParser parser_;
    bool closed_ = false;
    std::mutex writeLock_;
};

} // namespace wave::protocol
