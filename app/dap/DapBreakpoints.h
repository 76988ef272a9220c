#pragma once
// The client's breakpoints of every DAP kind, as one engine list (BreakpointDefinition, ids
// chosen here and kept while a breakpoint stays, so that the engine keeps its hit count):
//
//   source       setBreakpoints: a line (moved to the first line with code, as the engine
//                does), with a condition in the expression language and a hit condition
//   function     setFunctionBreakpoints: a kernel name (its first instruction) or a label
//   instruction  setInstructionBreakpoints: an instruction reference ("0x0040") plus offset
//   data         setDataBreakpoints: a device or local memory word (dataId "device:0x400:4")
//   exception    setExceptionBreakpoints: WAVE's own events (filters())
//   saved        the launch's workspace (ProgramWorkspace::armed): those at a source line are
//                the program source's breakpoints, replaced by a setBreakpoints of that
//                source as DAP says; the other kinds (watches, addresses, barriers, divergence)
//                have no per-source list and stay for the session
//
// Each request replaces its own kind's list (setBreakpoints: its source's), as DAP says.
// The engine has the last word on every breakpoint it arms (BreakpointsUpdated): onStatus()
// turns what changed since the client last heard of a breakpoint (verified, resolved line,
// problem, hit count) into `breakpoint` events: `new` for a saved breakpoint the client has
// not seen, `changed` for the others; takeEvents() adds `removed` for saved breakpoints that
// a client's list replaced. Hit conditions ("3", ">= 3", "% 2")
// are the adapter's: the engine stops on every hit, shouldStop() counts it and says whether
// the client wanted this one.
//
// Threading: the adapter's main thread only.

#include "DapLaunch.h"
#include "DapWriter.h"

#include "debug/service/DebugEvent.h"
#include "debug/session/Breakpoint.h"
#include "debug/session/StopReason.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wave::dap {

class DapBreakpoints {
public:
    enum class Origin : std::uint8_t { Source, Function, Instruction, Data, Exception, Saved };

    // The exception filters of the initialize response's capabilities.
    static JsonValue filters();

    // Each returns the response body ({breakpoints: [...]}, one per requested breakpoint, in
    // order). `program` is null before a launch: nothing can be verified yet.
    JsonValue setSource(const JsonValue& arguments, const LoadedProgram* program);
    JsonValue setFunctions(const JsonValue& arguments, const LoadedProgram* program);
    JsonValue setInstructions(const JsonValue& arguments, const LoadedProgram* program);
    JsonValue setData(const JsonValue& arguments);
    JsonValue setExceptions(const JsonValue& arguments);
    // The launch's workspace breakpoints (under their ids; the adapter's own ids start at
    // `firstFreeId`), armed until a client's list replaces them; those of an earlier call go.
    // `sourcePath`: the program's source, where those at a line stand.
    void adoptSaved(const std::vector<debug::BreakpointDefinition>& saved,
                    const std::string& sourcePath, std::uint32_t firstFreeId);

    // The engine's records: the `breakpoint` events they call for are queued (takeEvents).
    // A record of another list than the one armed now (a SetBreakpoints on its way) is
    // ignored: the record of the new list follows.
    void onStatus(const std::vector<debug::BreakpointStatus>& status);
    // The `breakpoint` event bodies queued since the last call, in order.
    std::vector<JsonValue> takeEvents();

    // The dataBreakpointInfo answer for a memory word named `name` ("device 0x400",
    // "local 0x40", or a word of the memory scopes).
    static JsonValue dataInfo(const std::string& name);

    // Every armed breakpoint, for DebugService's SetBreakpoints (or the Launch).
    std::vector<debug::BreakpointDefinition> definitions() const;

    // Counts a stop's hits and says whether the client wanted it (a hit condition not met:
    // continue silently). Also applies the deadlock and fault filters (`fault`/`deadlock` off:
    // not wanted, the run ends there).
    bool wanted(const debug::StopInfo& stop);
    bool filterOn(std::string_view filter) const;
    // The DAP reason of a stop caused by breakpoints ("breakpoint", "function breakpoint", ...).
    std::string reasonOf(const debug::StopInfo& stop) const;
    // The DAP ids (the engine's) among a stop's breakpoints that the client set.
    std::vector<std::uint32_t> idsOf(const debug::StopInfo& stop) const;

private:
    struct Entry {
        std::uint32_t id = 0;
        Origin origin = Origin::Source;
        debug::BreakpointSpec spec;
        std::uint32_t requestedLine = 0; // Source
        std::string key;                 // Function: the name; Data: the dataId
        bool armed = false;              // sent to the engine (the adapter found nothing wrong)
        bool verified = false;
        std::string message;
        std::string hitCondition;
        std::uint64_t hits = 0;
        bool saved = false;     // from the workspace
        bool announced = false; // the client has heard of it (a response or an event)
    };

    // Replaces the entries of `origin` (Source: those of the source `key`).
    JsonValue replace(Origin origin, std::vector<Entry> entries, const std::string& key = {});
    static JsonValue describe(const Entry& e);
    // `e`'s verified state, line and message as the engine's record says them.
    static void record(Entry& e, const debug::BreakpointStatus& status);
    const Entry* find(std::uint32_t id) const;
    std::uint32_t reuseId(Origin origin, std::uint32_t line, const std::string& key);
    // The condition's parse error in words, or empty.
    static std::string conditionProblem(const std::string& condition);

    std::vector<Entry> entries_;
    std::vector<std::string> filters_{"deadlock", "fault"};
    std::uint32_t nextId_ = 1;
    std::vector<JsonValue> events_;
};

// Whether `hits` satisfies a DAP hit condition: "N" (the N-th hit), "== N", ">= N", "> N",
// "< N", "<= N", "% N" (every N-th). Nothing when it does not parse.
std::optional<bool> hitConditionMet(const std::string& condition, std::uint64_t hits);

} // namespace wave::dap
