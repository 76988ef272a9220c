// Issue 22: every output path of the tools and of the IDE given a device node (copies of
// /dev/null and /dev/full), a named pipe nobody reads, a symbolic link to each and to a regular
// file, a read-only folder and a full file system; every input path given a named pipe, a
// folder and /dev/zero. Nothing may hang (each run has a timeout, and a killed run exits with
// 128 + 9), no special file may be replaced by a regular file, a link stays a link, and every
// failure is a clear message with exit status 1. The IDE runs as a child process, offscreen.

#include "SpecialFiles.h"
#include "HostileTools.h"
#include "TempDir.h"
#include "TestFiles.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <functional>

using namespace wave::test;

namespace {

constexpr int kToolTimeout = 30;   // seconds; a hang is killed and fails the test
constexpr int kStudioTimeout = 90; // the IDE starts Qt, offscreen, on a loaded machine

const char* const kKernel = ".kernel k\n"
                            ".registers 4\n"
                            "    mov r0, sr_lane_id\n"
                            "    halt\n"
                            ".end\n";

std::string studio() {
#ifdef WAVE_STUDIO_PATH
    return WAVE_STUDIO_PATH;
#else
    return {};
#endif
}

// A scratch folder with k.wave and k.wbin, and the IDE's settings and data kept inside it.
class SpecialFilesTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_.write("k.wave", kKernel);
        const ToolResult r =
            ToolRunner::run(HostileTools::assembler(), {"k.wave", "-o", "k.wbin"}, dir_.path());
        ASSERT_EQ(r.exitCode, 0) << r.err;
        ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
        ::setenv("XDG_CONFIG_HOME", (dir_.path() + "/config").c_str(), 1);
        ::setenv("XDG_DATA_HOME", (dir_.path() + "/data").c_str(), 1);
    }

    std::string path(const std::string& name) const { return dir_.path() + "/" + name; }

    TempDir dir_{"wave-special"};
};

// One way of writing a file: the program and its arguments for the target path.
struct Writer {
    std::string name;
    std::function<std::string()> program;
    std::function<std::vector<std::string>(const std::string& target)> args;
    int timeout;
};

std::vector<Writer> cliWriters() {
    return {
        {"wave-asm -o", HostileTools::assembler,
         [](const std::string& t) {
             return std::vector<std::string>{"k.wave", "-o", t};
         },
         kToolTimeout},
        {"wave-dis -o", HostileTools::disassembler,
         [](const std::string& t) {
             return std::vector<std::string>{"k.wbin", "-o", t};
         },
         kToolTimeout},
        {"wave-emu --timeline", HostileTools::emulator,
         [](const std::string& t) {
             return std::vector<std::string>{"k.wbin", "--timeline", t};
         },
         kToolTimeout},
    };
}

std::vector<Writer> studioWriters() {
    return {
        {"wave-studio --screenshot", studio,
         [](const std::string& t) {
             return std::vector<std::string>{"--open", "k.wave", "--screenshot", t};
         },
         kStudioTimeout},
        {"wave-studio --dump-buffers", studio,
         [](const std::string& t) {
             return std::vector<std::string>{"--open", "k.wave", "--dump-buffers", t};
         },
         kStudioTimeout},
    };
}

// Every special target for one writer, each checked after the run.
void expectSafeWrites(const TempDir& dir, const Writer& w) {
    SCOPED_TRACE(w.name);
    const auto run = [&](const std::string& target) {
        return ToolRunner::run(w.program(), w.args(target), dir.path(), w.timeout);
    };
    const auto p = [&](const std::string& name) { return dir.path() + "/" + name; };
    ASSERT_TRUE(SpecialFiles::makeDevice(p("null"), 1, 3));
    ASSERT_TRUE(SpecialFiles::makeDevice(p("full"), 1, 7));
    ASSERT_TRUE(SpecialFiles::makeFifo(p("fifo")));
    ASSERT_TRUE(dir.write("file", "old") == "file");
    for (const char* target : {"null", "full", "fifo", "file"})
        ASSERT_TRUE(SpecialFiles::makeLink(target, p(std::string("to-") + target)));

    for (const std::string prefix : {"", "to-"}) {
        SCOPED_TRACE(prefix.empty() ? "the node itself" : "a symbolic link to it");
        // /dev/null: written in place; the node stays.
        ToolResult r = run(prefix + "null");
        EXPECT_EQ(r.exitCode, 0) << r.err;
        EXPECT_TRUE(SpecialFiles::isDevice(p("null"), 1, 3)) << "/dev/null's copy was replaced";
        // /dev/full: written in place, which fails with the device's error; the node stays.
        r = run(prefix + "full");
        EXPECT_EQ(r.exitCode, 1) << r.err;
        EXPECT_NE(r.err.find("No space left on device"), std::string::npos) << r.err;
        EXPECT_TRUE(SpecialFiles::isDevice(p("full"), 1, 7)) << "/dev/full's copy was replaced";
        // A named pipe that no program reads: a clear error, not a hang, and the pipe stays.
        r = run(prefix + "fifo");
        EXPECT_EQ(r.exitCode, 1) << (r.exitCode == 137 ? "hung on the pipe" : r.err);
        EXPECT_NE(r.err.find("named pipe (FIFO) that no program is reading"), std::string::npos)
            << r.err;
        EXPECT_TRUE(SpecialFiles::isFifo(p("fifo"))) << "the named pipe was replaced";
        if (!prefix.empty()) {
            for (const char* target : {"null", "full", "fifo"})
                EXPECT_TRUE(SpecialFiles::isLink(p(std::string("to-") + target))) << target;
        }
    }
    // A link to a regular file: the file it names is replaced, the link stays.
    const ToolResult r = run("to-file");
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(SpecialFiles::isLink(p("to-file")));
    EXPECT_TRUE(SpecialFiles::isRegular(p("file")));
    const std::string written = TestFiles::readText(p("file"));
    EXPECT_FALSE(written.empty() || written == "old");
}

// A read-only file system and a full one: an error naming the cause, the old file as it was,
// no temporary file left behind.
void expectFailedWritesKeepTheOldFile(const TempDir& dir, const Writer& w) {
    SCOPED_TRACE(w.name);
    // Unmounted on every way out, so that the scratch folder can be removed.
    struct Mounted {
        std::string directory;
        ~Mounted() { SpecialFiles::unmount(directory); }
    };
    const Mounted ro{dir.path() + "/ro"};
    if (const std::string why = SpecialFiles::mountReadOnly(ro.directory); !why.empty())
        GTEST_SKIP() << why;
    ToolResult r =
        ToolRunner::run(w.program(), w.args(ro.directory + "/out"), dir.path(), w.timeout);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.err.find("Read-only file system"), std::string::npos) << r.err;
    EXPECT_EQ(SpecialFiles::countEntries(ro.directory), 0);

    const Mounted full{dir.path() + "/full-fs"};
    if (const std::string why = SpecialFiles::mountFull(full.directory, "out", "old"); !why.empty())
        GTEST_SKIP() << why;
    r = ToolRunner::run(w.program(), w.args(full.directory + "/out"), dir.path(), w.timeout);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.err.find("No space left on device"), std::string::npos) << r.err;
    EXPECT_EQ(TestFiles::readText(full.directory + "/out"), "old");
    EXPECT_EQ(SpecialFiles::countEntries(full.directory), 2) << "a temporary file was left behind";
}

// Each output on every hostile target: the special files first, then a read-only and a full
// file system (which need root too, for their mounts).
TEST_F(SpecialFilesTest, ToolOutputsOnHostileTargets) {
    if (const std::string why = SpecialFiles::cannotMakeDevices(); !why.empty())
        GTEST_SKIP() << why;
    for (const Writer& w : cliWriters()) {
        TempDir dir("wave-special-out");
        std::filesystem::copy(path("k.wave"), dir.path() + "/k.wave");
        std::filesystem::copy(path("k.wbin"), dir.path() + "/k.wbin");
        expectSafeWrites(dir, w);
        expectFailedWritesKeepTheOldFile(dir, w);
    }
}

TEST_F(SpecialFilesTest, StudioOutputsOnHostileTargets) {
    if (studio().empty())
        GTEST_SKIP() << "built without the IDE";
    if (const std::string why = SpecialFiles::cannotMakeDevices(); !why.empty())
        GTEST_SKIP() << why;
    for (const Writer& w : studioWriters()) {
        TempDir dir("wave-special-out");
        std::filesystem::copy(path("k.wave"), dir.path() + "/k.wave");
        expectSafeWrites(dir, w);
        expectFailedWritesKeepTheOldFile(dir, w);
    }
}

// The inputs: a named pipe with no writer, a folder and an endless device, each refused at
// once with the reason.
struct Input {
    std::string name; // the path given to the tools
    std::string why;  // in the error
};

std::vector<Input> hostileInputs(const std::string& dir) {
    EXPECT_TRUE(SpecialFiles::makeFifo(dir + "/pipe.in"));
    std::filesystem::create_directory(dir + "/folder.in");
    return {{"pipe.in", "Not a regular file: it is a named pipe (FIFO)"},
            {"folder.in", "Is a directory (os error 21)"},
            {"/dev/zero", "Not a regular file: it is a device"}};
}

TEST_F(SpecialFilesTest, ToolInputsAreRegularFilesOnly) {
    for (const Input& in : hostileInputs(dir_.path())) {
        SCOPED_TRACE(in.name);
        ToolResult r = ToolRunner::run(HostileTools::assembler(), {in.name, "-o", "x.wbin"},
                                       dir_.path(), kToolTimeout);
        EXPECT_EQ(r.exitCode, 1) << r.err;
        EXPECT_EQ(r.err, "error: failed to read " + in.name + ": " + in.why + "\n");
        r = ToolRunner::run(HostileTools::disassembler(), {in.name}, dir_.path(), kToolTimeout);
        EXPECT_EQ(r.exitCode, 1) << r.err;
        EXPECT_EQ(r.err, "error: failed to read '" + in.name + "': " + in.why + "\n");
        r = ToolRunner::run(HostileTools::emulator(), {in.name}, dir_.path(), kToolTimeout);
        EXPECT_EQ(r.exitCode, 1) << r.err;
        EXPECT_EQ(r.err, "Error: IO error: " + in.why + "\n");
        r = ToolRunner::run(HostileTools::emulator(), {"k.wbin", "--arg", "0:" + in.name},
                            dir_.path(), kToolTimeout);
        EXPECT_EQ(r.exitCode, 1) << r.err;
        EXPECT_EQ(r.err, "Error: IO error: failed to read " + in.name + ": " + in.why + "\n");
    }
}

// A profile directory holding a named pipe, a folder and a link to /dev/zero named like
// profiles: wave-emu lists each as an unusable profile instead of blocking in open().
TEST_F(SpecialFilesTest, ProfileDirectoryWithSpecialFiles) {
    const std::string profiles = path("profiles");
    std::filesystem::create_directory(profiles);
    ASSERT_TRUE(SpecialFiles::makeFifo(profiles + "/a.json"));
    std::filesystem::create_directory(profiles + "/b.json");
    ASSERT_TRUE(SpecialFiles::makeLink("/dev/zero", profiles + "/c.json"));
    ToolResult r =
        ToolRunner::run(HostileTools::emulator(), {"k.wbin", "--stats", "--profile-dir", profiles},
                        dir_.path(), kToolTimeout);
    EXPECT_EQ(r.exitCode, 0) << (r.exitCode == 137 ? "hung on the pipe" : r.err);
    r = ToolRunner::run(HostileTools::emulator(),
                        {"k.wbin", "--profile", "a", "--profile-dir", profiles}, dir_.path(),
                        kToolTimeout);
    EXPECT_EQ(r.exitCode, 1) << (r.exitCode == 137 ? "hung on the pipe" : r.err);
    EXPECT_NE(r.err.find(profiles + "/a.json: Not a regular file: it is a named pipe (FIFO)"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find(profiles + "/b.json: Is a directory (os error 21)"), std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find(profiles + "/c.json: Not a regular file: it is a device"),
              std::string::npos)
        << r.err;

    // The user's own directory, as the IDE reads it when its window is built.
    ::setenv("XDG_CONFIG_HOME", path("config").c_str(), 1);
    std::filesystem::create_directories(path("config/wave-studio"));
    std::filesystem::rename(profiles, path("config/wave-studio/profiles"));
    r = ToolRunner::run(HostileTools::emulator(), {"k.wbin", "--stats"}, dir_.path(), kToolTimeout);
    EXPECT_EQ(r.exitCode, 0) << (r.exitCode == 137 ? "hung on the pipe" : r.err);
}

// The IDE's inputs: --open and --session given a named pipe, a folder and /dev/zero; the
// user's profile directory holding them (read when the Launch dock is built, on the GUI
// thread, before any window); its own settings file (window layout, recent files) as a named
// pipe, which QSettings would block on in its first read: it runs on throw-away settings and
// says so. Pipes stay pipes.
TEST_F(SpecialFilesTest, StudioInputsAreRegularFilesOnly) {
    if (studio().empty())
        GTEST_SKIP() << "built without the IDE";
    const std::string profiles = path("config/wave-studio/profiles");
    std::filesystem::create_directories(profiles);
    ASSERT_TRUE(SpecialFiles::makeFifo(profiles + "/a.json"));
    std::filesystem::create_directory(profiles + "/b.json");
    ASSERT_TRUE(SpecialFiles::makeLink("/dev/zero", profiles + "/c.json"));
    ToolResult r = ToolRunner::run(studio(), {"--open", "k.wave", "--dump-buffers", "d.json"},
                                   dir_.path(), kStudioTimeout);
    EXPECT_EQ(r.exitCode, 0) << (r.exitCode == 137 ? "the IDE hung on a profile" : r.err);

    std::filesystem::create_directories(path("config/WAVE"));
    const std::string settings = path("config/WAVE/WAVE Studio.conf");
    std::filesystem::remove(settings); // written by the run above
    ASSERT_TRUE(SpecialFiles::makeFifo(settings));
    r = ToolRunner::run(studio(), {"--open", "k.wave", "--dump-buffers", "d.json"}, dir_.path(),
                        kStudioTimeout);
    EXPECT_EQ(r.exitCode, 0) << (r.exitCode == 137 ? "the IDE hung on its settings" : r.err);
    EXPECT_NE(r.err.find(settings + " is a named pipe (FIFO), not a regular file"),
              std::string::npos)
        << r.err;
    EXPECT_TRUE(SpecialFiles::isFifo(settings));

    for (const Input& in : hostileInputs(dir_.path())) {
        SCOPED_TRACE(in.name);
        r = ToolRunner::run(studio(), {"--open", in.name, "--dump-buffers", "d.json"}, dir_.path(),
                            kStudioTimeout);
        EXPECT_EQ(r.exitCode, 1) << (r.exitCode == 137 ? "hung" : r.err);
        EXPECT_NE(r.err.find(in.name), std::string::npos) << r.err;
    }
    // A session file that is a named pipe.
    ASSERT_TRUE(SpecialFiles::makeFifo(path("k.wave.wavesession")));
    r = ToolRunner::run(studio(), {"--session", "k.wave.wavesession", "--dump-buffers", "d.json"},
                        dir_.path(), kStudioTimeout);
    EXPECT_EQ(r.exitCode, 1) << (r.exitCode == 137 ? "hung" : r.err);
    EXPECT_NE(r.err.find("named pipe"), std::string::npos) << r.err;
    EXPECT_TRUE(SpecialFiles::isFifo(path("k.wave.wavesession")));
}

} // namespace
