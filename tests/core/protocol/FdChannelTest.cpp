// FdChannel over a pipe: messages in, a timeout when nothing arrives (the language server's
// debounce), the end of the input with the reason, and a write to a closed reader.

#include "protocol/FdChannel.h"
#include "json/JsonValue.h"

#include <gtest/gtest.h>

#include <chrono>
#include <unistd.h>

using wave::json::JsonValue;
using wave::protocol::ChannelEvent;
using wave::protocol::FdChannel;

namespace {

struct Pipe {
    int fd[2] = {-1, -1};
    Pipe() { EXPECT_EQ(::pipe(fd), 0); }
    ~Pipe() {
        for (int f : fd)
            if (f >= 0)
                ::close(f);
    }
    void write(const std::string& s) const {
        ASSERT_EQ(::write(fd[1], s.data(), s.size()), static_cast<ssize_t>(s.size()));
    }
    void closeWriter() {
        ::close(fd[1]);
        fd[1] = -1;
    }
};

} // namespace

TEST(FdChannel, ReceivesTimesOutAndCloses) {
    Pipe in, out;
    FdChannel channel(in.fd[0], out.fd[1]);
    in.write(FdChannel::frame("one") + "Content-Length: 5\r\n\r\nab");
    ChannelEvent e = channel.receive(-1);
    EXPECT_EQ(e.kind, ChannelEvent::Kind::Message);
    EXPECT_EQ(e.body, "one");

    const auto start = std::chrono::steady_clock::now();
    e = channel.receive(50);
    EXPECT_EQ(e.kind, ChannelEvent::Kind::Timeout);
    EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(45));

    in.closeWriter();
    e = channel.receive(1000);
    EXPECT_EQ(e.kind, ChannelEvent::Kind::Closed);
    EXPECT_EQ(e.error, "the input ended inside a message: 2 of 5 content bytes arrived");
    EXPECT_EQ(channel.receive(0).kind, ChannelEvent::Kind::Closed);
}

TEST(FdChannel, SendsFramedJsonAndSurvivesAClosedReader) {
    FdChannel::ignoreSigpipe();
    Pipe in, out;
    FdChannel channel(in.fd[0], out.fd[1]);
    ASSERT_TRUE(channel.send(JsonValue::object().set("id", JsonValue::number(1))));
    char buffer[64] = {};
    const ssize_t n = ::read(out.fd[0], buffer, sizeof buffer);
    EXPECT_EQ(std::string(buffer, static_cast<std::size_t>(n)),
              "Content-Length: 8\r\n\r\n{\"id\":1}");
    ::close(out.fd[0]);
    out.fd[0] = -1;
    EXPECT_FALSE(channel.send("x"));
}
