#include "protocol/FdChannel.h"

#include "io/FdWriter.h"
#include "io/OsError.h"
#include "json/JsonWriter.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <poll.h>
#include <unistd.h>

namespace wave::protocol {

FdChannel::FdChannel(int inFd, int outFd, FrameLimits limits)
    : in_(inFd), out_(outFd), parser_(limits) {}

ChannelEvent FdChannel::receive(int timeoutMs) {
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs < 0 ? 0 : timeoutMs);
    for (;;) {
        if (std::optional<Frame> f = parser_.next()) {
            ChannelEvent e;
            e.kind = f->kind == Frame::Kind::Message ? ChannelEvent::Kind::Message
                                                     : ChannelEvent::Kind::Error;
            e.body = std::move(f->body);
            e.error = std::move(f->error);
            return e;
        }
        if (closed_)
            return ChannelEvent{ChannelEvent::Kind::Closed, {}, {}};
        int wait = -1;
        if (timeoutMs >= 0) {
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
            if (left.count() <= 0)
                return ChannelEvent{ChannelEvent::Kind::Timeout, {}, {}};
            wait = static_cast<int>(left.count());
        }
        pollfd p{in_, POLLIN, 0};
        const int ready = ::poll(&p, 1, wait);
        if (ready < 0 && errno != EINTR) {
            closed_ = true;
            return ChannelEvent{ChannelEvent::Kind::Closed,
                                {},
                                "reading the input failed: " + io::OsError::text(errno)};
        }
        if (ready <= 0)
            continue; // EINTR or the timeout, which the next round notices
        char chunk[64 * 1024];
        const ssize_t n = ::read(in_, chunk, sizeof chunk);
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            closed_ = true;
            const int errnum = errno;
            parser_.finish();
            return ChannelEvent{ChannelEvent::Kind::Closed,
                                {},
                                "reading the input failed: " + io::OsError::text(errnum)};
        }
        if (n == 0) {
            closed_ = true;
            std::optional<Frame> last = parser_.finish();
            return ChannelEvent{ChannelEvent::Kind::Closed, {}, last ? last->error : std::string()};
        }
        parser_.feed(std::string_view(chunk, static_cast<std::size_t>(n)));
    }
}

std::string FdChannel::frame(std::string_view body) {
    std::string out = "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n";
    out.append(body);
    return out;
}

bool FdChannel::send(std::string_view body) {
    const std::string framed = frame(body);
    const std::lock_guard<std::mutex> lock(writeLock_);
    int errnum = 0;
    return io::FdWriter::writeAll(out_, framed, errnum);
}

bool FdChannel::send(const json::JsonValue& message) {
    return send(json::JsonWriter::write(message));
}

void FdChannel::ignoreSigpipe() {
    std::signal(SIGPIPE, SIG_IGN);
}

} // namespace wave::protocol
