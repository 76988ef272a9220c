#pragma once
// Splits a byte stream into Content-Length framed messages:
//
//     Content-Length: 52\r\n
//     \r\n
//     {"jsonrpc":"2.0","id":1,"method":"shutdown"}...
//
// Push-based (feed() what arrived, then next() until nothing is left), so the same code serves
// a pipe, a test and the fuzz target. Malformed input is reported as an Error frame and the
// parser recovers where it can: a header block without Content-Length is dropped, a body above
// the limit is skipped without being buffered, and garbage (a line that is no header, or a
// header longer than the limit) is skipped up to the next `Content-Length:` line. Memory stays
// below the limits whatever arrives; every call returns in time linear in the bytes fed.
// Header names are case-insensitive; lines may end in CRLF (the standard) or a bare LF.

#include "protocol/Frame.h"

#include <optional>
#include <string>
#include <string_view>

namespace wave::protocol {

class FrameParser {
public:
    explicit FrameParser(FrameLimits limits = {});

    void feed(std::string_view bytes);
    // The next complete message or error, or nothing until more bytes are fed.
    std::optional<Frame> next();
    // The stream has ended: an error when it ended inside a message, else nothing.
    std::optional<Frame> finish();

    // Bytes held for an unfinished header or body.
    std::size_t buffered() const { return buffer_.size() - pos_; }

private:
    enum class State : std::uint8_t { Header, Body, Skip };

    std::optional<Frame> headerLine(std::string_view line);
    std::optional<Frame> endOfHeader();
    Frame error(std::string message);
    void compact();

    FrameLimits limits_;
    std::string buffer_;
    std::size_t pos_ = 0; // start of the unconsumed bytes in buffer_
    State state_ = State::Header;
    std::size_t remaining_ = 0;         // Body/Skip: content bytes still expected
    std::optional<std::size_t> length_; // Content-Length of the header being read
    std::size_t headerBytes_ = 0;       // bytes of the header block so far
    bool sawHeaderLine_ = false;        // the current block has a header line
    bool resync_ = false;               // skipping lines up to a Content-Length line
    bool dropLine_ = false;             // skipping the rest of an over-long line
};

} // namespace wave::protocol
