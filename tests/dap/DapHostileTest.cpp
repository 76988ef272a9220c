// wave-dap against hostile input, as a child process: random bytes, absurd frames, JSON nested
// beyond any reason, every request with arguments of the wrong types, and launches of files
// that are no kernels. It must answer in words, never crash or hang, and end with status 0
// when its input ends.

#include "DapChild.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace wave::dap::test {
namespace {

namespace fs = std::filesystem;

bool ok(const JsonValue& response) {
    const JsonValue* s = response.member("success");
    return s && s->toBool().value_or(false);
}

std::string messageOf(const JsonValue& response) {
    return std::string(response.stringMember("message").value_or(""));
}

void initialize(DapChild& dap) {
    ASSERT_TRUE(ok(dap.request("initialize",
                               JsonValue::object().set("adapterID", JsonValue::string("wave")))));
}

TEST(DapHostile, RandomBytesThenEndOfInput) {
    DapChild dap(WAVE_DAP_PATH);
    std::mt19937 rng(24);
    std::string noise(1 << 20, '\0');
    for (char& c : noise)
        c = static_cast<char>(rng());
    // Some of it framed, so that the JSON reader and the dispatcher see garbage too.
    for (int i = 0; i < 200; ++i)
        noise += protocol::FdChannel::frame(noise.substr(static_cast<std::size_t>(i) * 97, 50));
    dap.sendRaw(noise);
    initialize(dap);
    EXPECT_TRUE(ok(dap.request("threads")));
    dap.closeInput();
    EXPECT_EQ(dap.wait(10000), 0);
}

TEST(DapHostile, AbsurdFramesAndNesting) {
    DapChild dap(WAVE_DAP_PATH);
    dap.sendRaw("Content-Length: 99999999999999999999\r\n\r\n{}");
    dap.sendRaw("Content-Length: -5\r\n\r\n");
    dap.sendRaw("Content-Length: 3\r\nContent-Length: 4\r\n\r\n{}{}");
    const std::string deep = std::string(200000, '[') + std::string(200000, ']');
    dap.sendRaw(protocol::FdChannel::frame(deep));
    dap.sendRaw(protocol::FdChannel::frame("\"just a string\""));
    dap.sendRaw(protocol::FdChannel::frame("{\"seq\":1000,\"type\":\"request\",\"command\":7}"));
    initialize(dap);
    EXPECT_TRUE(ok(dap.request("threads")));
    dap.closeInput();
    EXPECT_EQ(dap.wait(10000), 0);
}

TEST(DapHostile, EveryRequestWithArgumentsOfTheWrongTypes) {
    DapChild dap(WAVE_DAP_PATH);
    initialize(dap);
    ASSERT_TRUE(ok(dap.request(
        "launch", JsonValue::object()
                      .set("program", JsonValue::string(WAVE_EXAMPLES_DIR "/tree_reduction.wave"))
                      .set("stopOnEntry", JsonValue::boolean(true)))));
    ASSERT_FALSE(dap.event("initialized").isNull());
    ASSERT_TRUE(ok(dap.request("configurationDone")));
    ASSERT_FALSE(dap.event("stopped").isNull());
    const char* commands[] = {"threads",
                              "stackTrace",
                              "scopes",
                              "variables",
                              "setVariable",
                              "evaluate",
                              "exceptionInfo",
                              "readMemory",
                              "writeMemory",
                              "disassemble",
                              "dataBreakpointInfo",
                              "loadedSources",
                              "source",
                              "setBreakpoints",
                              "setFunctionBreakpoints",
                              "setInstructionBreakpoints",
                              "setDataBreakpoints",
                              "setExceptionBreakpoints",
                              "cancel",
                              "pause",
                              "launch",
                              "attach",
                              "frobnicate"};
    const JsonValue shapes[] = {
        JsonValue::string("x"), JsonValue::number(-1), JsonValue::array(), JsonValue::null(),
        JsonValue::object()
            .set("threadId", JsonValue::string("1"))
            .set("frameId", JsonValue::real(1e300))
            .set("variablesReference", JsonValue::number(-7))
            .set("memoryReference", JsonValue::string("device:0xffffffffffffffff"))
            .set("count", JsonValue::number(1ll << 62))
            .set("offset", JsonValue::number(-(1ll << 62)))
            .set("instructionCount", JsonValue::number(1ll << 40))
            .set("expression", JsonValue::string(std::string(100000, '(')))
            .set("breakpoints", JsonValue::array().push(JsonValue::number(3)))
            .set("source", JsonValue::string("x"))
            .set("filters", JsonValue::object())
            .set("data", JsonValue::string("!!!"))
            .set("name", JsonValue::number(5))
            .set("value", JsonValue::array())};
    for (const char* command : commands) {
        for (const JsonValue& shape : shapes) {
            const JsonValue r = dap.request(command, shape);
            ASSERT_FALSE(r.isNull()) << command << " was not answered";
            if (!ok(r)) {
                EXPECT_FALSE(messageOf(r).empty()) << command << " failed without words";
            }
        }
    }
    EXPECT_TRUE(ok(dap.request("threads")));
    // Still stopped and able to step.
    EXPECT_TRUE(ok(dap.request("next", JsonValue::object().set("threadId", JsonValue::number(1)))));
    EXPECT_FALSE(dap.event("stopped").isNull());
    dap.closeInput();
    EXPECT_EQ(dap.wait(10000), 0);
}

TEST(DapHostile, LaunchesOfFilesThatAreNoKernels) {
    const fs::path dir =
        fs::temp_directory_path() / ("wave-dap-hostile-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path fifo = dir / "pipe.wave";
    ::mkfifo(fifo.c_str(), 0600);
    const fs::path binary = dir / "noise.wave";
    {
        std::ofstream out(binary, std::ios::binary);
        for (int i = 0; i < 100000; ++i)
            out.put(static_cast<char>(i * 7919));
    }
    DapChild dap(WAVE_DAP_PATH);
    initialize(dap);
    const auto launch = [&](const std::string& program) {
        return dap.request("launch", JsonValue::object().set("program", JsonValue::string(program)),
                           20000);
    };
    for (const std::string& p :
         std::vector<std::string>{fifo.string(), dir.string(), std::string("/dev/zero"),
                                  binary.string(), (dir / "missing.wbin").string()}) {
        const JsonValue r = launch(p);
        ASSERT_FALSE(r.isNull()) << p;
        EXPECT_FALSE(ok(r)) << p;
        EXPECT_NE(messageOf(r).find(p), std::string::npos) << messageOf(r);
    }
    dap.closeInput();
    EXPECT_EQ(dap.wait(10000), 0);
    fs::remove_all(dir);
}

} // namespace
} // namespace wave::dap::test
