// The workspace of a program debugged outside the IDE (the DAP server): found where the IDE
// keeps it or where the front-end names it, read with the IDE's leniency, and the breakpoints to
// arm (the enabled ones, under their ids, with the front-end's own ids after them).

#include "workspace/ProgramWorkspace.h"

#include "workspace/WorkspaceFile.h"

#include "TempDir.h"

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <string>
#include <vector>

namespace {

using wave::debug::BreakpointKind;
using wave::debug::BreakpointSpec;
using wave::workspace::ProgramWorkspace;
using wave::workspace::Workspace;
using wave::workspace::WorkspaceFile;

BreakpointSpec specOf(BreakpointKind kind, std::uint32_t line, bool enabled = true) {
    BreakpointSpec s;
    s.kind = kind;
    s.line = line;
    s.enabled = enabled;
    return s;
}

// A line breakpoint with a condition, a disabled barrier breakpoint and a device watch.
Workspace threeBreakpoints() {
    Workspace w;
    BreakpointSpec line = specOf(BreakpointKind::Line, 12);
    line.condition = "lane == 3";
    w.addBreakpoint(line);
    w.addBreakpoint(specOf(BreakpointKind::BarrierArrival, 20, false));
    BreakpointSpec watch = specOf(BreakpointKind::Watch, 0);
    watch.space = wave::debug::MemorySpace::Device;
    watch.address = 0x400;
    w.addBreakpoint(watch);
    return w;
}

std::vector<std::uint32_t> idsOf(const std::vector<wave::debug::BreakpointDefinition>& list) {
    std::vector<std::uint32_t> ids;
    for (const auto& b : list)
        ids.push_back(b.id);
    return ids;
}

TEST(ProgramWorkspace, TheDefaultIsTheSessionFileTheIdeKeepsBesideTheSource) {
    EXPECT_EQ(ProgramWorkspace::defaultPath("/k/kernel.wave"), "/k/kernel.wave.wavesession");
    EXPECT_EQ(ProgramWorkspace::defaultPath("/k/kernel.wave"),
              WorkspaceFile::pathFor("/k/kernel.wave"));
}

TEST(ProgramWorkspace, WithoutASessionFileThereIsNothingToArm) {
    wave::test::TempDir dir;
    ProgramWorkspace found;
    std::string error;
    ASSERT_TRUE(ProgramWorkspace::find(dir.path() + "/k.wave", "", found, error)) << error;
    EXPECT_FALSE(found.found());
    EXPECT_TRUE(found.notes().empty());
    EXPECT_TRUE(found.armed().empty());
    EXPECT_EQ(found.firstFreeId(), 1u);
    EXPECT_FALSE(found.launch());
}

TEST(ProgramWorkspace, TheSavedEnabledBreakpointsAreArmedUnderTheirIds) {
    wave::test::TempDir dir;
    const std::string program = dir.path() + "/k.wave";
    std::string error;
    ASSERT_TRUE(WorkspaceFile::save(program, threeBreakpoints(), error)) << error;
    ProgramWorkspace found;
    ASSERT_TRUE(ProgramWorkspace::find(program, "", found, error)) << error;
    ASSERT_TRUE(found.found());
    EXPECT_EQ(found.path(), program + ".wavesession");
    const auto armed = found.armed();
    EXPECT_EQ(idsOf(armed), (std::vector<std::uint32_t>{1, 3})); // the barrier is disabled
    EXPECT_EQ(armed[0].spec.condition, "lane == 3");
    EXPECT_EQ(armed[1].spec.address, 0x400u);
    EXPECT_EQ(found.firstFreeId(), 4u); // after the disabled one's id too
    EXPECT_TRUE(found.launch());        // an empty launch: the defaults
}

TEST(ProgramWorkspace, ANamedFileIsReadInsteadAndMustExist) {
    wave::test::TempDir dir;
    const std::string program = dir.path() + "/k.wave";
    std::string error;
    ASSERT_TRUE(WorkspaceFile::save(dir.path() + "/other.wave", threeBreakpoints(), error));
    ProgramWorkspace found;
    ASSERT_TRUE(
        ProgramWorkspace::find(program, dir.path() + "/other.wave.wavesession", found, error));
    EXPECT_EQ(idsOf(found.armed()), (std::vector<std::uint32_t>{1, 3}));

    const std::string missing = dir.path() + "/missing.wavesession";
    EXPECT_FALSE(ProgramWorkspace::find(program, missing, found, error));
    EXPECT_NE(error.find(missing), std::string::npos) << error;
    EXPECT_FALSE(found.found());
}

TEST(ProgramWorkspace, ABrokenDefaultFileCostsANoteABrokenNamedOneTheLaunch) {
    wave::test::TempDir dir;
    const std::string program = dir.path() + "/k.wave";
    dir.write("k.wave.wavesession", "{ \"format\": ");
    ProgramWorkspace found;
    std::string error;
    ASSERT_TRUE(ProgramWorkspace::find(program, "", found, error)) << error;
    EXPECT_FALSE(found.found());
    ASSERT_EQ(found.notes().size(), 1u);
    EXPECT_NE(found.notes()[0].find(program + ".wavesession"), std::string::npos);
    EXPECT_NE(found.notes()[0].find("line 1"), std::string::npos) << found.notes()[0];

    EXPECT_FALSE(ProgramWorkspace::find(program, program + ".wavesession", found, error));
    EXPECT_NE(error.find("not valid JSON"), std::string::npos) << error;
}

// A pipe, a directory or a device where the session file should be: read without blocking,
// refused with the file's name (a note for the default file, the launch's error for a named one).
TEST(ProgramWorkspace, SpecialFilesAreRefusedWithoutBlocking) {
    wave::test::TempDir dir;
    const std::string program = dir.path() + "/k.wave";
    const std::string fifo = program + ".wavesession";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    ProgramWorkspace found;
    std::string error;
    ASSERT_TRUE(ProgramWorkspace::find(program, "", found, error)) << error;
    EXPECT_FALSE(found.found());
    ASSERT_EQ(found.notes().size(), 1u);
    EXPECT_NE(found.notes()[0].find(fifo), std::string::npos) << found.notes()[0];

    for (const std::string& named : {fifo, dir.path(), std::string("/dev/zero")}) {
        error.clear();
        EXPECT_FALSE(ProgramWorkspace::find(program, named, found, error)) << named;
        EXPECT_NE(error.find(named), std::string::npos) << error;
        EXPECT_FALSE(found.found());
    }
}

TEST(ProgramWorkspace, ABadBreakpointIsLeftOutAndNamed) {
    wave::test::TempDir dir;
    const std::string program = dir.path() + "/k.wave";
    dir.write("k.wave.wavesession",
              R"({"format": "wave-studio-session", "version": 1, "launch": {},
                  "breakpoints": [{"id": 2, "kind": "line", "line": 5},
                                  {"id": 3, "kind": "sometimes"}], "watches": []})");
    ProgramWorkspace found;
    std::string error;
    ASSERT_TRUE(ProgramWorkspace::find(program, "", found, error)) << error;
    EXPECT_EQ(idsOf(found.armed()), std::vector<std::uint32_t>{2});
    ASSERT_EQ(found.notes().size(), 1u);
    EXPECT_NE(found.notes()[0].find("breakpoints[1].kind"), std::string::npos) << found.notes()[0];
}

TEST(ProgramWorkspace, BreakpointsGivenByALineStandInTheSource) {
    EXPECT_EQ(Workspace::sourceLine(specOf(BreakpointKind::Line, 7)), 7u);
    EXPECT_EQ(Workspace::sourceLine(specOf(BreakpointKind::BarrierQuorum, 9)), 9u);
    EXPECT_EQ(Workspace::sourceLine(specOf(BreakpointKind::BarrierRelease, 0)), 0u); // any barrier
    EXPECT_EQ(Workspace::sourceLine(specOf(BreakpointKind::Watch, 4)), 0u);
    EXPECT_EQ(Workspace::sourceLine(specOf(BreakpointKind::Divergence, 4)), 0u);
}

} // namespace
