// Content-Length framing (core/protocol): messages split anywhere, several per read, and every
// kind of malformed input reported in words with the stream recovering at the next message.

#include "protocol/FrameParser.h"
#include "protocol/FdChannel.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using wave::protocol::FdChannel;
using wave::protocol::Frame;
using wave::protocol::FrameLimits;
using wave::protocol::FrameParser;

namespace {

// Every event the parser gives for `input`, as "msg:<body>" or "err:<text>", the end included.
std::vector<std::string> events(std::string_view input, FrameLimits limits = {},
                                std::size_t chunk = 0) {
    FrameParser p(limits);
    std::vector<std::string> out;
    const auto drain = [&] {
        while (auto f = p.next())
            out.push_back(f->kind == Frame::Kind::Message ? "msg:" + f->body : "err:" + f->error);
    };
    if (chunk == 0) {
        p.feed(input);
        drain();
    } else {
        for (std::size_t i = 0; i < input.size(); i += chunk) {
            p.feed(input.substr(i, chunk));
            drain();
        }
    }
    if (auto f = p.finish())
        out.push_back("end:" + f->error);
    return out;
}

} // namespace

TEST(FrameParser, SplitsMessagesFedInAnyPieces) {
    const std::string stream = FdChannel::frame("{\"a\":1}") + FdChannel::frame("") +
                               "content-length:  3\r\nContent-Type: x\r\n\r\n[2]" +
                               "Content-Length: 2\n\n{}";
    const std::vector<std::string> want{"msg:{\"a\":1}", "msg:", "msg:[2]", "msg:{}"};
    for (std::size_t chunk : {0, 1, 2, 7})
        EXPECT_EQ(events(stream, {}, chunk), want) << "chunk " << chunk;
}

TEST(FrameParser, ReportsMalformedHeadersAndRecovers) {
    const std::string good = FdChannel::frame("ok");
    EXPECT_EQ(events("Content-Length: x1\r\n\r\nzz" + good),
              (std::vector<std::string>{"err:invalid Content-Length \"x1\" (expected a decimal "
                                        "byte count); skipping to the next Content-Length header",
                                        "msg:ok"}));
    EXPECT_EQ(events("{\"jsonrpc\":\"2.0\"}\r\n" + good),
              (std::vector<std::string>{"err:malformed header line \"{\"jsonrpc\":\"2.0\"}\" "
                                        "(expected \"Name: value\"); skipping to the next "
                                        "Content-Length header",
                                        "msg:ok"}));
    EXPECT_EQ(events("Content-Type: a\r\n\r\n{}\r\n" + good),
              (std::vector<std::string>{"err:message header without Content-Length; skipping to "
                                        "the next Content-Length header",
                                        "msg:ok"}));
    EXPECT_EQ(events("Content-Length: 1\r\nContent-Length: 2\r\n\r\n" + good),
              (std::vector<std::string>{"err:two different Content-Length headers in one "
                                        "message; skipping to the next Content-Length header",
                                        "msg:ok"}));
    EXPECT_EQ(events("Content-Length: -1\r\n\r\n" + good).back(), "msg:ok");
    EXPECT_EQ(events("Content-Length: 99999999999999999999\r\n\r\n" + good).back(), "msg:ok");
}

TEST(FrameParser, SkipsAnOversizedBodyWithoutBufferingIt) {
    FrameLimits limits;
    limits.maxContentLength = 10;
    const std::string big(1000, 'x');
    const std::string stream = FdChannel::frame(big) + FdChannel::frame("0123456789");
    EXPECT_EQ(events(stream, limits, 16),
              (std::vector<std::string>{
                  "err:Content-Length 1000 exceeds the limit of 10 bytes; the message is skipped",
                  "msg:0123456789"}));
    FrameParser p(limits);
    p.feed(FdChannel::frame(big).substr(0, 25));
    ASSERT_TRUE(p.next());
    for (int i = 0; i < 100; ++i)
        p.feed(std::string(9, 'x'));
    EXPECT_FALSE(p.next());
    EXPECT_EQ(p.buffered(), 0u);
}

TEST(FrameParser, BoundsAHeaderThatNeverEnds) {
    FrameLimits limits;
    limits.maxHeaderBytes = 64;
    FrameParser p(limits);
    std::vector<std::string> errors;
    for (int i = 0; i < 1000; ++i) {
        p.feed(std::string(50, 'g'));
        while (auto f = p.next())
            errors.push_back(f->error);
        EXPECT_LE(p.buffered(), 200u);
    }
    EXPECT_EQ(errors, (std::vector<std::string>{"a header line longer than 64 bytes; skipping to "
                                                "the next Content-Length header"}));
    p.feed("\r\n" + FdChannel::frame("after"));
    auto f = p.next();
    ASSERT_TRUE(f);
    EXPECT_EQ(f->body, "after");
    // Many short header lines: the block as a whole is capped.
    std::string lines;
    for (int i = 0; i < 20; ++i)
        lines += "X-Pad: 123456\r\n";
    EXPECT_EQ(events(lines + "\r\n" + FdChannel::frame("z"), limits).front(),
              "err:a message header longer than 64 bytes; skipping to the next Content-Length "
              "header");
}

TEST(FrameParser, ReportsAnInputThatEndsInsideAMessage) {
    EXPECT_EQ(events("Content-Length: 10\r\n\r\nabc"),
              (std::vector<std::string>{
                  "end:the input ended inside a message: 3 of 10 content bytes arrived"}));
    EXPECT_EQ(events("Content-Len"),
              (std::vector<std::string>{"end:the input ended inside a message header"}));
    EXPECT_EQ(events("\r\n\r\n"), (std::vector<std::string>{}));
    EXPECT_EQ(events(""), (std::vector<std::string>{}));
}
