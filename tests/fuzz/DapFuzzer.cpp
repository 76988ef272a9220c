// fuzz_dap: bytes -> wave-dap's whole server (DapServer: framing, JSON, request dispatch, the
// session and the debugger service behind it), in-process, the input as its stdin and its
// answers thrown away. Checks, besides "never crashes, hangs, throws or hits UB": the server
// ends when its input ends, every request it was sent (a frame whose JSON is an object with
// "type": "request") is answered (but those the engine answers later, which the end of the input
// may overtake), and each message is numbered one more than the one before.

#include "FuzzCheck.h"

#include "DapServer.h"

#include "protocol/FdChannel.h"
#include "protocol/FrameParser.h"
#include "json/JsonReader.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <sys/mman.h>
#include <unistd.h>

using namespace wave;

namespace {

// A descriptor holding `bytes`, read from the start (a memfd: no pipe buffer to fill).
int inputOf(std::string_view bytes) {
    const int fd = ::memfd_create("fuzz-dap-in", MFD_CLOEXEC);
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n <= 0)
            break;
        done += static_cast<std::size_t>(n);
    }
    ::lseek(fd, 0, SEEK_SET);
    return fd;
}

std::string readAll(int fd) {
    ::lseek(fd, 0, SEEK_SET);
    std::string out;
    char buf[65536];
    for (ssize_t n; (n = ::read(fd, buf, sizeof buf)) > 0;)
        out.append(buf, static_cast<std::size_t>(n));
    return out;
}

std::size_t requestsIn(std::string_view input) {
    protocol::FrameParser p;
    p.feed(input);
    std::size_t n = 0;
    while (auto f = p.next()) {
        if (f->kind != protocol::Frame::Kind::Message)
            continue;
        json::JsonError e;
        const auto v = json::JsonReader::parse(f->body, e);
        if (!v || !v->isObject() || v->stringMember("type").value_or("") != "request")
            continue;
        // The engine answers these later; the input may end first, which ends the session.
        const std::string_view c = v->stringMember("command").value_or("");
        if (c != "launch" && c != "restart" && c != "setVariable" && c != "writeMemory")
            ++n;
    }
    return n;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    protocol::FdChannel::ignoreSigpipe();
    const int in = inputOf(input);
    const int out = ::memfd_create("fuzz-dap-out", MFD_CLOEXEC);
    {
        protocol::FdChannel channel(in, out);
        dap::DapServer server(channel);
        WAVE_FUZZ_CHECK(server.run() == 0, "the server did not end cleanly");
    }
    // Every request answered, every message numbered in order.
    protocol::FrameParser p;
    p.feed(readAll(out));
    std::int64_t seq = 0;
    std::size_t responses = 0;
    bool disconnected = false;
    while (auto f = p.next()) {
        WAVE_FUZZ_CHECK(f->kind == protocol::Frame::Kind::Message, "the server wrote a bad frame");
        json::JsonError e;
        const auto v = json::JsonReader::parse(f->body, e);
        WAVE_FUZZ_CHECK(v.has_value(), "the server wrote bad JSON: " + e.message);
        WAVE_FUZZ_CHECK(v->intMember("seq") == ++seq, "messages out of sequence");
        if (v->stringMember("type").value_or("") == "response") {
            ++responses;
            disconnected = disconnected || v->stringMember("command").value_or("") == "disconnect";
        }
    }
    // After a disconnect the rest of the input is not read.
    WAVE_FUZZ_CHECK(disconnected || responses >= requestsIn(input), "a request went unanswered");
    ::close(in);
    ::close(out);
    return 0;
}
