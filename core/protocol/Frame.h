#pragma once
// One event of a Content-Length framed stream (the base protocol of LSP and DAP): a message body
// or a framing error in words.

#include <cstdint>
#include <string>

namespace wave::protocol {

struct Frame {
    enum class Kind : std::uint8_t { Message, Error };
    Kind kind = Kind::Message;
    std::string body;  // Message: the content, exactly Content-Length bytes
    std::string error; // Error: what was wrong, e.g. "message header without Content-Length"
};

// Caps that keep a hostile or broken peer from making us buffer without bound.
struct FrameLimits {
    std::size_t maxHeaderBytes = 8 * 1024;           // one header block
    std::size_t maxContentLength = 64 * 1024 * 1024; // one body; longer ones are skipped
};

} // namespace wave::protocol
