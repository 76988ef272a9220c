#include "protocol/FrameParser.h"

#include <algorithm>

namespace wave::protocol {

namespace {

constexpr std::string_view kContentLength = "content-length";

char lower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                              [](char x, char y) { return lower(x) == lower(y); });
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

// A line for an error message: printable ASCII, at most 40 characters.
std::string quoted(std::string_view line) {
    std::string out = "\"";
    for (std::size_t i = 0; i < line.size() && i < 40; ++i) {
        const auto c = static_cast<unsigned char>(line[i]);
        out += c >= 0x20 && c < 0x7F ? static_cast<char>(c) : '?';
    }
    if (line.size() > 40)
        out += "...";
    return out + "\"";
}

// A decimal byte count, or nothing (sign, spaces, other characters, overflow).
std::optional<std::size_t> byteCount(std::string_view s) {
    if (s.empty() || s.size() > 15) // 10^15 bytes is far above any limit
        return std::nullopt;
    std::size_t n = 0;
    for (const char c : s) {
        if (c < '0' || c > '9')
            return std::nullopt;
        n = n * 10 + static_cast<std::size_t>(c - '0');
    }
    return n;
}

// An HTTP header name (RFC 9110 token): a line of JSON is not mistaken for an unknown header.
bool isHeaderName(std::string_view name) {
    if (name.empty())
        return false;
    for (const char c : name) {
        const bool alnum =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!alnum && std::string_view("!#$%&'*+-.^_`|~").find(c) == std::string_view::npos)
            return false;
    }
    return true;
}

// Where a `Content-Length:` header starts in a line, or npos. Garbage before a message may
// end without a newline (a body longer than its Content-Length said), so the header is looked
// for anywhere in the line.
std::size_t contentLengthHeader(std::string_view line) {
    std::string folded(line);
    for (char& c : folded)
        c = lower(c);
    return folded.find("content-length:");
}

} // namespace

FrameParser::FrameParser(FrameLimits limits) : limits_(limits) {}

void FrameParser::feed(std::string_view bytes) {
    if (state_ == State::Skip && buffered() == 0) {
        // Skipping an oversized body: drop what we can without copying it.
        const std::size_t n = std::min(remaining_, bytes.size());
        remaining_ -= n;
        bytes.remove_prefix(n);
        if (remaining_ == 0)
            state_ = State::Header;
    }
    buffer_.append(bytes);
}

Frame FrameParser::error(std::string message) {
    Frame f;
    f.kind = Frame::Kind::Error;
    f.error = std::move(message);
    return f;
}

void FrameParser::compact() {
    if (pos_ == buffer_.size()) {
        buffer_.clear();
        pos_ = 0;
    } else if (pos_ >= 64 * 1024 && pos_ * 2 >= buffer_.size()) {
        buffer_.erase(0, pos_);
        pos_ = 0;
    }
}

std::optional<Frame> FrameParser::next() {
    for (;;) {
        compact();
        switch (state_) {
        case State::Body: {
            if (buffered() < remaining_)
                return std::nullopt;
            Frame f;
            f.body = buffer_.substr(pos_, remaining_);
            pos_ += remaining_;
            remaining_ = 0;
            state_ = State::Header;
            return f;
        }
        case State::Skip: {
            const std::size_t n = std::min(remaining_, buffered());
            pos_ += n;
            remaining_ -= n;
            if (remaining_ > 0)
                return std::nullopt;
            state_ = State::Header;
            continue;
        }
        case State::Header:
            break;
        }
        const std::size_t newline = buffer_.find('\n', pos_);
        const std::size_t lineBytes =
            (newline == std::string::npos ? buffer_.size() : newline) - pos_;
        if (dropLine_ || lineBytes > limits_.maxHeaderBytes) {
            // An over-long line is dropped whether or not its end has arrived, so that the
            // events do not depend on how the input was split into reads.
            const bool report = !dropLine_ && !resync_;
            pos_ = newline == std::string::npos ? buffer_.size() : newline + 1;
            dropLine_ = newline == std::string::npos;
            if (lineBytes > limits_.maxHeaderBytes) {
                length_.reset();
                sawHeaderLine_ = false;
                headerBytes_ = 0;
                resync_ = true;
            }
            if (report)
                return error("a header line longer than " + std::to_string(limits_.maxHeaderBytes) +
                             " bytes; skipping to the next Content-Length header");
            if (newline == std::string::npos)
                return std::nullopt;
            continue;
        }
        if (newline == std::string::npos)
            return std::nullopt;
        std::string_view line(buffer_.data() + pos_, lineBytes);
        pos_ = newline + 1;
        headerBytes_ += line.size() + 1;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (std::optional<Frame> f = headerLine(line))
            return f;
    }
}

std::optional<Frame> FrameParser::headerLine(std::string_view line) {
    if (resync_) {
        const std::size_t at = contentLengthHeader(line);
        if (at == std::string_view::npos)
            return std::nullopt; // garbage before the next message
        line.remove_prefix(at);
        resync_ = false;
        headerBytes_ = line.size() + 1;
    }
    if (line.empty()) {
        if (!sawHeaderLine_) { // blank lines between messages are harmless
            headerBytes_ = 0;
            return std::nullopt;
        }
        return endOfHeader();
    }
    const auto giveUp = [this](std::string message) {
        length_.reset();
        sawHeaderLine_ = false;
        headerBytes_ = 0;
        resync_ = true;
        return error(std::move(message) + "; skipping to the next Content-Length header");
    };
    if (headerBytes_ > limits_.maxHeaderBytes)
        return giveUp("a message header longer than " + std::to_string(limits_.maxHeaderBytes) +
                      " bytes");
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || !isHeaderName(line.substr(0, colon)))
        return giveUp("malformed header line " + quoted(line) + " (expected \"Name: value\")");
    sawHeaderLine_ = true;
    if (!equalsIgnoringCase(line.substr(0, colon), kContentLength))
        return std::nullopt; // Content-Type and anything else: ignored
    const std::string_view value = trim(line.substr(colon + 1));
    const std::optional<std::size_t> n = byteCount(value);
    if (!n)
        return giveUp("invalid Content-Length " + quoted(value) +
                      " (expected a decimal byte count)");
    if (length_ && *length_ != *n)
        return giveUp("two different Content-Length headers in one message");
    length_ = n;
    return std::nullopt;
}

std::optional<Frame> FrameParser::endOfHeader() {
    sawHeaderLine_ = false;
    headerBytes_ = 0;
    if (!length_) {
        resync_ = true; // the body's end is unknown: it would read as garbage headers
        return error("message header without Content-Length; skipping to the next "
                     "Content-Length header");
    }
    remaining_ = *length_;
    length_.reset();
    if (remaining_ > limits_.maxContentLength) {
        state_ = State::Skip;
        return error("Content-Length " + std::to_string(remaining_) + " exceeds the limit of " +
                     std::to_string(limits_.maxContentLength) + " bytes; the message is skipped");
    }
    state_ = State::Body;
    return std::nullopt;
}

std::optional<Frame> FrameParser::finish() {
    std::optional<Frame> result;
    if (state_ == State::Body)
        result = error("the input ended inside a message: " + std::to_string(buffered()) + " of " +
                       std::to_string(remaining_) + " content bytes arrived");
    else if (state_ == State::Skip)
        result = error("the input ended inside a skipped message");
    else if (!resync_ && (sawHeaderLine_ || buffered() > 0))
        result = error("the input ended inside a message header");
    buffer_.clear();
    pos_ = 0;
    state_ = State::Header;
    remaining_ = 0;
    length_.reset();
    headerBytes_ = 0;
    sawHeaderLine_ = false;
    resync_ = false;
    dropLine_ = false;
    return result;
}

} // namespace wave::protocol
