// Hostile input for wave-lsp (issue 24): the server reads whatever its client writes, so no
// byte sequence may crash it, hang it or make it buffer without bound. Each case runs the real
// binary under the memory guard with a file on its stdin and checks that it ends (status 1: no
// `exit` arrived), that everything it wrote is well-framed JSON, and that it explained itself.

#include "HostileTools.h"
#include "TempDir.h"

#include "protocol/FdChannel.h"
#include "protocol/FrameParser.h"
#include "json/JsonReader.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using wave::test::HostileTools;
using wave::test::TempDir;
using wave::test::ToolResult;
using wave::test::ToolRunner;

namespace {

// The memory cap of these runs: the server's limits (8 KiB headers, 64 MiB bodies, 8 MiB
// documents) keep it far below.
constexpr int kGuardMb = 512;

std::string framed(const std::string& json) {
    return wave::protocol::FdChannel::frame(json);
}

const std::string kInitialize =
    framed(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}})");

class LspHostile : public ::testing::Test {
protected:
    // Runs wave-lsp with `input` on stdin; returns what it printed, its messages parsed.
    ToolResult run(const std::string& input, std::vector<wave::json::JsonValue>& messages,
                   const std::vector<std::string>& stdoutTo = {}) {
        const std::string in = dir.path() + "/input";
        EXPECT_TRUE(HostileTools::writeFile(in, input));
        std::string command = "exec '" + std::string(WAVE_MEMORY_GUARD_PATH) + "' " +
                              std::to_string(kGuardMb) + " '" + WAVE_LSP_PATH + "' < '" + in + "'";
        if (!stdoutTo.empty())
            command += " > " + stdoutTo.front();
        ToolResult r = ToolRunner::run("/bin/sh", {"-c", command}, dir.path(), 120);
        wave::protocol::FrameParser parser;
        parser.feed(r.out);
        while (auto f = parser.next()) {
            EXPECT_EQ(f->kind, wave::protocol::Frame::Kind::Message) << f->error;
            wave::json::JsonError e;
            auto v = wave::json::JsonReader::parse(f->body, e);
            EXPECT_TRUE(v) << "wave-lsp wrote malformed JSON: " << e.message;
            if (v)
                messages.push_back(std::move(*v));
        }
        EXPECT_FALSE(parser.finish()) << "wave-lsp's output ends inside a message";
        return r;
    }

    static int parseErrors(const std::vector<wave::json::JsonValue>& messages) {
        int n = 0;
        for (const auto& m : messages)
            if (const auto* e = m.member("error"))
                n += e->intMember("code") == -32700 ? 1 : 0;
        return n;
    }

    TempDir dir;
};

} // namespace

TEST_F(LspHostile, RandomBytes) {
    for (std::uint32_t seed = 1; seed <= 4; ++seed) {
        std::vector<wave::json::JsonValue> messages;
        const ToolResult r = run(HostileTools::randomBytes(1 << 20, seed), messages);
        EXPECT_EQ(r.exitCode, 1) << r.err;
        EXPECT_NE(r.err.find("without \"exit\""), std::string::npos) << r.err;
    }
}

TEST_F(LspHostile, EndlessHeaderAndHugeContentLength) {
    std::vector<wave::json::JsonValue> messages;
    // 64 MiB without a newline, then a body announced at 1 TB that never comes.
    std::string input(64u << 20, 'x');
    input += "\r\nContent-Length: 1000000000000\r\n\r\n{}";
    const ToolResult r = run(input, messages);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.err.find("a header line longer than 8192 bytes"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("exceeds the limit"), std::string::npos) << r.err;
    EXPECT_EQ(parseErrors(messages), 2);
}

TEST_F(LspHostile, DeepNestingAndMalformedMessages) {
    std::vector<wave::json::JsonValue> messages;
    std::string input = kInitialize;
    input += framed(std::string(200000, '['));
    input += framed(R"({"jsonrpc":"2.0","id":{"x":1},"method":"shutdown"})");
    input += framed(R"({"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":[1,2]})");
    input += framed(
        R"({"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":7},"position":{"line":-1,"character":1e300}}})");
    input += framed(
        R"({"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.wave","text":".kernel k\n    halt\n.end\n"}}})");
    input += framed(
        R"({"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a.wave"},"contentChanges":[{"range":{"start":{"line":99,"character":0},"end":{"line":0,"character":0}},"text":"x"}]}})");
    input += framed(
        R"({"jsonrpc":"2.0","id":4,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///a.wave"},"position":{"line":1,"character":2147483647}}})");
    input += framed(R"({"jsonrpc":"2.0","id":5,"method":"shutdown"})");
    input += framed(R"({"jsonrpc":"2.0","method":"exit"})");
    const ToolResult r = run(input, messages);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    int answered = 0;
    for (const auto& m : messages)
        if (m.member("id") && !m.member("method"))
            ++answered;
    EXPECT_EQ(answered, 7); // initialize, the nesting, the bad id, 2, 3, 4, 5
    bool outOfSync = false;
    for (const auto& m : messages)
        if (m.stringMember("method") == "window/showMessage")
            outOfSync |= m.member("params")->stringMember("message")->find("out of sync") !=
                         std::string::npos;
    EXPECT_TRUE(outOfSync);
}

TEST_F(LspHostile, UnwritableStdout) {
    std::vector<wave::json::JsonValue> messages;
    const ToolResult r = run(kInitialize + framed(R"({"jsonrpc":"2.0","id":2,"method":"x"})"),
                             messages, {"/dev/full"});
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.err.find("standard output"), std::string::npos) << r.err;
}
