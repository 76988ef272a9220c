// The .wavesession file in core: files written by WAVE Studio before the workspace moved to core
// (tests/data/workspace, written by the Qt SessionFile) load with every field and are written
// back byte for byte; old files without ids get the next free ones; broken, foreign, newer and
// hostile files (a named pipe, a folder, a huge file) get a clear error naming the file.

#include "workspace/WorkspaceFile.h"

#include "workspace/JsonTree.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace {

using wave::debug::BreakpointKind;
using wave::debug::MemorySpace;
using wave::debug::WatchAccess;
using wave::workspace::Workspace;
using wave::workspace::WorkspaceFile;
namespace fs = std::filesystem;

std::string dataFile(const std::string& name) {
    return std::string(WAVE_WORKSPACE_DATA_DIR) + "/" + name;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void spew(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

class ScratchDir {
public:
    ScratchDir() {
        path_ = fs::temp_directory_path() /
                ("wave-workspace-" + std::to_string(::getpid()) + "-" +
                 std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
        fs::create_directories(path_);
    }
    ~ScratchDir() {
        std::error_code ignored;
        fs::remove_all(path_, ignored);
    }
    std::string file(const std::string& name) const { return (path_ / name).string(); }

private:
    fs::path path_;
};

std::string errorOf(const std::string& json) {
    std::string error;
    EXPECT_FALSE(WorkspaceFile::fromJson(json, "s.wavesession", error).has_value()) << json;
    return error;
}

const std::string kHead = "{\"format\": \"wave-studio-session\", \"version\": 1";

} // namespace

// Every file written by the Qt code is read and written back as it was.
TEST(WorkspaceFile, FilesWrittenBeforeAreWrittenBackByteForByte) {
    for (const char* name :
         {"tree_reduction.wave.wavesession", "two_lines_and_a_watch.wave.wavesession",
          "device_watch_profile.wave.wavesession", "every_kind.wave.wavesession"}) {
        const std::string bytes = slurp(dataFile(name));
        ASSERT_FALSE(bytes.empty()) << name;
        std::string error;
        std::vector<std::string> dropped;
        const auto w = WorkspaceFile::read(dataFile(name), error, &dropped);
        ASSERT_TRUE(w.has_value()) << error;
        EXPECT_TRUE(dropped.empty()) << name;
        EXPECT_EQ(WorkspaceFile::toJson(*w), bytes) << name;
    }
}

TEST(WorkspaceFile, EveryFieldIsRead) {
    std::string error;
    const auto w = WorkspaceFile::read(dataFile("every_kind.wave.wavesession"), error);
    ASSERT_TRUE(w.has_value()) << error;
    const auto& b = w->breakpoints();
    ASSERT_EQ(b.size(), 8u);
    EXPECT_EQ(b[0].id, 4u);
    EXPECT_EQ(b[0].spec.kind, BreakpointKind::Line);
    EXPECT_EQ(b[0].spec.line, 12u);
    EXPECT_EQ(b[0].spec.condition, "lane == 3 && r3 == 0");
    EXPECT_EQ(b[1].id, 1u);
    EXPECT_EQ(b[1].spec.kind, BreakpointKind::BarrierQuorum);
    EXPECT_EQ(b[1].spec.pc, 0x40u);
    EXPECT_EQ(b[1].spec.arrivals, 3u);
    EXPECT_FALSE(b[1].spec.enabled);
    EXPECT_EQ(b[2].spec.kind, BreakpointKind::Watch);
    EXPECT_EQ(b[2].spec.space, MemorySpace::Device);
    EXPECT_EQ(b[2].spec.address, (1ull << 60) + 3);
    EXPECT_EQ(b[2].spec.length, 16u);
    EXPECT_EQ(b[2].spec.access, WatchAccess::Either);
    EXPECT_EQ(b[2].spec.wave, 2u);
    EXPECT_EQ(b[3].spec.kind, BreakpointKind::BarrierArrival);
    EXPECT_EQ(b[3].spec.wave, 0u);
    EXPECT_EQ(b[4].spec.kind, BreakpointKind::Divergence);
    EXPECT_EQ(b[5].spec.kind, BreakpointKind::Reconvergence);
    EXPECT_EQ(b[6].spec.kind, BreakpointKind::BarrierRelease);
    EXPECT_EQ(b[6].spec.line, 10u);
    EXPECT_EQ(b[7].spec.kind, BreakpointKind::Address);
    EXPECT_EQ(b[7].spec.pc, 0x10u);
    ASSERT_EQ(w->watches().size(), 4u);
    EXPECT_EQ(w->watches()[3], "r1 == 2 && \"q\\\t\n\x01 \xc3\xa9\xe4\xb8\xad");
    const auto* kernel = w->launch().member("kernel");
    ASSERT_NE(kernel, nullptr);
    EXPECT_EQ(kernel->text, "tree_reduction");
}

// Issue 12: a file written before ids were saved gets the next free ids in file order.
TEST(WorkspaceFile, OldFilesWithoutIdsGetTheNextFreeOnes) {
    std::string error;
    const auto w = WorkspaceFile::fromJson(
        kHead + ", \"breakpoints\": [{\"kind\": \"line\", \"line\": 3}, {\"kind\": \"line\", "
                "\"line\": 5, \"id\": 6}, {\"kind\": \"line\", \"line\": 7, \"condition\": "
                "\"lane ==\"}]}",
        "s.wavesession", error);
    ASSERT_TRUE(w.has_value()) << error;
    ASSERT_EQ(w->breakpoints().size(), 3u);
    EXPECT_EQ(w->breakpoints()[0].id, 7u);
    EXPECT_EQ(w->breakpoints()[1].id, 6u);
    EXPECT_EQ(w->breakpoints()[2].id, 8u);
    EXPECT_EQ(w->breakpoints()[2].spec.condition, "lane ==");
    EXPECT_NE(WorkspaceFile::toJson(*w).find("\"id\": 8"), std::string::npos);
}

TEST(WorkspaceFile, MinimalFileTakesDefaults) {
    std::string error;
    const auto w = WorkspaceFile::fromJson(kHead + "}", "s.wavesession", error);
    ASSERT_TRUE(w.has_value()) << error;
    EXPECT_TRUE(w->breakpoints().empty());
    EXPECT_TRUE(w->watches().empty());
    EXPECT_TRUE(w->launch().members.empty());
}

TEST(WorkspaceFile, BadFilesGiveClearErrors) {
    EXPECT_EQ(errorOf("{\"format\": \"wave-studio-session\", "),
              "s.wavesession: not valid JSON at line 1, column 35: expected a member name in "
              "double quotes, found the end of the file");
    EXPECT_EQ(errorOf("").rfind("s.wavesession: not valid JSON at line 1, column 1: ", 0), 0u);
    EXPECT_EQ(errorOf(std::string("\x00\xff\xfe garbage", 11))
                  .rfind("s.wavesession: not valid JSON at line 1, column 1: ", 0),
              0u);
    EXPECT_EQ(errorOf("[1, 2]"), "s.wavesession: expected a JSON object with the session");
    EXPECT_EQ(errorOf("{\"format\": \"other\", \"version\": 1}"),
              "s.wavesession: not a WAVE Studio session (format 'other', expected "
              "'wave-studio-session')");
    EXPECT_EQ(errorOf("{\"format\": \"wave-studio-session\", \"version\": 7}"),
              "s.wavesession: session version 7 is not supported (this WAVE Studio reads "
              "version 1)");
    EXPECT_EQ(errorOf(kHead + ", \"breakpoints\": [{\"kind\": \"line\"}, {\"kind\": "
                              "\"sometimes\"}]}"),
              "s.wavesession: breakpoints[1].kind: unknown value 'sometimes' (expected one of "
              "line, address, barrier-arrival, barrier-quorum, barrier-release, divergence, "
              "reconvergence, watch)");
    EXPECT_EQ(errorOf(kHead + ", \"breakpoints\": [{\"line\": 3}]}"),
              "s.wavesession: breakpoints[0].kind: missing (expected one of line, address, "
              "barrier-arrival, barrier-quorum, barrier-release, divergence, reconvergence, "
              "watch)");
    EXPECT_EQ(errorOf(kHead + ", \"breakpoints\": [{\"kind\": \"line\", \"id\": 3}, {\"kind\": "
                              "\"divergence\", \"id\": 3}]}"),
              "s.wavesession: breakpoints[1].id: 3 is already the id of breakpoints[0]");
    EXPECT_EQ(errorOf(kHead + ", \"breakpoints\": [{\"kind\": \"address\", \"pc\": -4}]}"),
              "s.wavesession: breakpoints[0].pc: expected a whole number from 0 to 4294967295");
    EXPECT_EQ(errorOf(kHead + ", \"breakpoints\": [{\"kind\": \"line\", \"line\": 1.5}]}"),
              "s.wavesession: breakpoints[0].line: expected a whole number from 0 to 4294967295");
    EXPECT_EQ(errorOf(kHead + ", \"watches\": [\"r1\", 2]}"),
              "s.wavesession: watches[1]: expected a string");
    EXPECT_EQ(errorOf(kHead + ", \"launch\": []}"), "s.wavesession: launch: expected an object");
}

// One bad value costs its item: the rest is kept and what was left out is named.
TEST(WorkspaceFile, AnOutOfRangeValueCostsOnlyItsItem) {
    const std::string json = kHead +
                             ", \"launch\": {\"grid\": [3, 1, 1], \"waveWidth\": \"wide\"},"
                             " \"breakpoints\": [{\"id\": 1, \"kind\": \"line\", \"line\": 3},"
                             " {\"id\": 2, \"kind\": \"line\", \"line\": 4294967296}],"
                             " \"watches\": [\"r1\", 7, \"r2\"]}";
    const WorkspaceFile::LaunchCheck check = [](const wave::launch::JsonValue& launch,
                                                std::string& why) {
        const auto* width = launch.member("waveWidth");
        if (width && width->kind != wave::launch::JsonValue::Kind::Number) {
            why = "launch.waveWidth: expected a whole number from 0 to 4294967295";
            return false;
        }
        return true;
    };
    std::string error;
    EXPECT_FALSE(WorkspaceFile::fromJson(json, "s.wavesession", error, nullptr, check));
    EXPECT_EQ(error, "s.wavesession: launch.waveWidth: expected a whole number from 0 to "
                     "4294967295");
    std::vector<std::string> dropped;
    const auto w = WorkspaceFile::fromJson(json, "s.wavesession", error, &dropped, check);
    ASSERT_TRUE(w.has_value()) << error;
    ASSERT_EQ(dropped.size(), 3u);
    EXPECT_EQ(dropped[0], "launch.waveWidth: expected a whole number from 0 to 4294967295");
    EXPECT_EQ(dropped[1], "breakpoints[1].line: expected a whole number from 0 to 4294967295");
    EXPECT_EQ(dropped[2], "watches[1]: expected a string");
    EXPECT_TRUE(w->launch().members.empty()); // the defaults
    ASSERT_EQ(w->breakpoints().size(), 1u);
    EXPECT_EQ(w->breakpoints()[0].spec.line, 3u);
    EXPECT_EQ(w->watches(), (std::vector<std::string>{"r1", "r2"}));
}

// A million watches: the first kMaxWatches are kept, and the rest is said.
TEST(WorkspaceFile, TooManyWatchesAreCut) {
    std::string json = kHead + ", \"watches\": [";
    for (int i = 0; i < 5000; ++i)
        json += (i ? ", " : "") + std::string("\"r1\"");
    json += "]}";
    std::string error;
    EXPECT_FALSE(WorkspaceFile::fromJson(json, "s.wavesession", error));
    std::vector<std::string> dropped;
    const auto w = WorkspaceFile::fromJson(json, "s.wavesession", error, &dropped);
    ASSERT_TRUE(w.has_value()) << error;
    EXPECT_EQ(w->watches().size(), Workspace::kMaxWatches);
    ASSERT_EQ(dropped.size(), 1u);
    EXPECT_NE(dropped[0].find("5000 expressions"), std::string::npos) << dropped[0];
}

TEST(WorkspaceFile, SaveThenReadIsIdentical) {
    ScratchDir dir;
    const std::string source = dir.file("kernel.wave");
    Workspace w;
    wave::debug::BreakpointSpec s;
    s.line = 12;
    s.condition = "lane == 3";
    w.addBreakpoint(s);
    s.kind = BreakpointKind::Watch;
    s.address = (1ull << 53) + 1;
    w.addBreakpoint(s);
    w.setWatches({"r3", "r4.f32 * 2"});
    std::string error;
    ASSERT_TRUE(WorkspaceFile::save(source, w, error)) << error;
    EXPECT_EQ(WorkspaceFile::pathFor(source), source + ".wavesession");
    const auto back = WorkspaceFile::read(WorkspaceFile::pathFor(source), error);
    ASSERT_TRUE(back.has_value()) << error;
    ASSERT_EQ(back->breakpoints().size(), 2u);
    EXPECT_EQ(back->breakpoints()[1].spec.address, (1ull << 53) + 1);
    EXPECT_EQ(back->watches(), w.watches());
    EXPECT_EQ(WorkspaceFile::toJson(*back), WorkspaceFile::toJson(w));
    EXPECT_EQ(WorkspaceFile::rejectedCopyFor(source), source + ".wavesession.rejected");
}

TEST(WorkspaceFile, AnUnwritablePlaceIsNamed) {
    std::string error;
    EXPECT_FALSE(WorkspaceFile::save("/nonexistent-dir/k.wave", Workspace(), error));
    EXPECT_EQ(error.rfind("Cannot save /nonexistent-dir/k.wave.wavesession: ", 0), 0u) << error;
}

// A named pipe in place of the session would block a reader forever: refused at once.
TEST(WorkspaceFile, HostileFilesAreRefusedAtOnce) {
    ScratchDir dir;
    const std::string fifo = dir.file("k.wave.wavesession");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::string error;
    EXPECT_FALSE(WorkspaceFile::read(fifo, error));
    EXPECT_NE(error.find(fifo), std::string::npos) << error;
    EXPECT_NE(error.find("named pipe"), std::string::npos) << error;

    const std::string folder = dir.file("f.wave.wavesession");
    fs::create_directories(folder);
    EXPECT_FALSE(WorkspaceFile::read(folder, error));
    EXPECT_NE(error.find("Is a directory"), std::string::npos) << error;

    const std::string huge = dir.file("h.wave.wavesession");
    {
        std::ofstream out(huge, std::ios::binary);
        out.seekp(std::streamoff(WorkspaceFile::kMaxFileSize) + 10);
        out.put(' ');
    }
    EXPECT_FALSE(WorkspaceFile::read(huge, error));
    EXPECT_NE(error.find("File too large"), std::string::npos) << error;

    const std::string missing = dir.file("none.wavesession");
    EXPECT_FALSE(WorkspaceFile::read(missing, error));
    EXPECT_NE(error.find("No such file"), std::string::npos) << error;

    const std::string deep = dir.file("d.wave.wavesession");
    spew(deep, kHead + ", \"launch\": {\"x\": " + std::string(100000, '[') + "}");
    EXPECT_FALSE(WorkspaceFile::read(deep, error));
    EXPECT_NE(error.find("nesting deeper"), std::string::npos) << error;
}

// The writer escapes strings as the Qt writer did.
TEST(WorkspaceFile, StringsAreEscapedAsBefore) {
    EXPECT_EQ(wave::workspace::JsonTree::quoted("a\"b\\c\b\f\n\r\t\x01\x1f\x7f\xc3\xa9"),
              "\"a\\\"b\\\\c\\b\\f\\n\\r\\t\\u0001\\u001f\x7f\xc3\xa9\"");
}
