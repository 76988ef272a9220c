// A debug session recording the memory analyses (no statistics, so that the compiling tier runs
// its blocks, and without the timeline its native loops, with their events delivered late) must
// record on the compiling tier exactly what it records on the interpreter: bank conflicts,
// coalescing and its words, races, every wave's control history and, with the timeline, every
// timeline record, for every shipped example, in several wave widths, run to the end in slices
// as the IDE's Continue does.

#include "SessionFixture.h"

#include "emu/CompiledProgram.h"

#include <fstream>
#include <sstream>

using namespace wave;
using namespace wave::debug;
using namespace wave::debug::test;

namespace {

std::string exampleSource(const std::string& name) {
    std::ifstream in(std::string(WAVE_EXAMPLES_DIR) + "/" + name + ".wave");
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// What the session recorded, as text: the stop, each analysis' results, and the control
// history of every wave of the workgroup it ended in.
std::string recorded(DebugSession& s, const StopInfo& stop) {
    std::ostringstream out;
    out << "stop " << static_cast<int>(stop.reason) << " " << stop.message << " @"
        << s.currentStep() << "\n";
    const AnalysisRecorder::State& st = s.analyses().state();
    for (const InstructionConflicts& c : st.bank.results())
        out << "bank " << c.pc << " " << c.executions << " " << c.worst << " " << c.degreeSum
            << "\n";
    for (const InstructionCoalescing& c : st.coalescing.results())
        out << "coalescing " << c.pc << " " << c.executions << " " << c.sectors << " "
            << c.minSectors << " " << c.lines << " " << c.worst << "\n";
    for (const auto* list : {&st.races.races(), &st.races.deviceRaces()})
        for (const Race& r : *list)
            out << "race " << r.address << " " << r.first.site.pc << " " << r.first.site.wave << " "
                << r.first.site.lane << " " << r.second.site.pc << " " << r.second.site.wave << " "
                << r.second.site.lane << " x" << r.occurrences << "\n";
    for (std::uint32_t w = 0; w < st.control.waveCount(); ++w)
        for (const ControlDecision& d : st.control.decisions(w))
            out << "wave " << w << " " << static_cast<int>(d.kind) << " " << d.pc << " "
                << d.iterations << " " << d.exited << " " << d.lanesLeft << "\n";
    return out.str();
}

// Every record of the session's timeline and the statistics, as text.
std::string timelineText(const DebugSession& s) {
    std::ostringstream out;
    const StatisticsData& d = s.analyses().state().statistics.data();
    out << "statistics " << d.instructions << " " << d.activeLaneSum << " " << d.laneSlots << " "
        << d.divergentBranches << " " << d.barrierReleases << " " << d.barrierWaitSteps << " "
        << d.bankConflictedInstructions << " " << d.bankConflictExtraCycles << " " << d.local.loads
        << " " << d.device.stores << ":";
    for (const std::uint64_t n : d.byCategory)
        out << " " << n;
    out << "\n";
    const TimelineRecords& records = s.analyses().timeline().records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        const TimelineRecord& r = records[i];
        out << static_cast<int>(r.kind) << " " << r.begin << "-" << r.end << " wg" << r.workgroup
            << " w" << r.wave << " pc" << r.pc << " line" << r.line << " x" << r.count << " lanes"
            << r.activeLaneSum << " mask" << r.mask << "\n";
    }
    return out.str();
}

// `timeline`: the IDE's recording (every analysis: the timeline and the statistics too, whose
// instruction runs the compiling tier reports from its blocks), the timeline's records and the
// statistics appended at every stop.
std::string runOn(const std::string& source, emu::EngineChoice engine, std::uint32_t width,
                  bool timeline = false) {
    SessionOptions options;
    options.analyses.heat = options.analyses.races = options.analyses.bankConflicts = true;
    options.analyses.coalescing = options.analyses.coalescingWords = true;
    if (timeline)
        options.analyses = AnalysisOptions::all();
    options.checkpointInterval = 5000;               // slices: the loops' runs end at budgets too
    emu::LaunchConfig config = launch(64, width, 3); // .workgroup_size wins
    config.maxInstructions = 2'000'000;
    config.engine = engine;
    std::unique_ptr<DebugSession> s = load(source, config, options);
    StopInfo stop = s->continueRun();
    std::string text = recorded(*s, stop) + (timeline ? timelineText(*s) : "");
    while (stop.reason != StopReason::Finished && stop.reason != StopReason::Fault &&
           stop.reason != StopReason::Deadlock && text.size() < 4'000'000) {
        stop = s->continueRun(); // a barrier divergence or the like: go on
        text += recorded(*s, stop) + (timeline ? timelineText(*s) : "");
    }
    return text;
}

constexpr const char* kExamples[] = {"tiled_matmul",      "transpose",       "transpose_padded",
                                     "exclusive_scan",    "tree_reduction",  "histogram",
                                     "nested_divergence", "race_order",      "reduction_assumes_32",
                                     "vector_add",        "coalesced_copy",  "strided_copy",
                                     "why_modifier_grew", "barrier_deadlock"};

// Every example on both tiers in three wave widths; the total length of what was compared.
std::size_t compareTiers(bool timeline) {
    std::size_t compared = 0;
    for (const char* name : kExamples) {
        const std::string source = exampleSource(name);
        EXPECT_FALSE(source.empty()) << name;
        for (const std::uint32_t width : {8u, 16u, 32u}) {
            const std::string a = runOn(source, emu::EngineChoice::Interpreter, width, timeline);
            const std::string b = runOn(source, emu::EngineChoice::Compiled, width, timeline);
            EXPECT_EQ(a, b) << name << ", wave width " << width;
            compared += a.size();
        }
    }
    return compared;
}

} // namespace

TEST(SessionTiers, AnalysesAreTheSameOnBothTiers) {
    if (!emu::CompiledProgram::available())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    EXPECT_GT(compareTiers(false), 20000u);
}

// The IDE's recording: the timeline's runs, divergences, barrier waits and finishes must be the
// interpreter's, record for record, and the statistics' counts too, while the compiling tier runs
// the blocks.
TEST(SessionTiers, TimelinesAreTheSameOnBothTiers) {
    if (!emu::CompiledProgram::available())
        GTEST_SKIP() << "no JIT in this build or no AVX2/FMA on this CPU";
    EXPECT_GT(compareTiers(true), 200000u);
}
