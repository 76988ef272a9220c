#pragma once
// The requests that look at a stop: threads (the waves of the current workgroup), stack
// traces (a wave's call stack with source lines), scopes and variables (DapVariables),
// setVariable, evaluate (the condition language, and `lane N: expr`), exceptionInfo,
// readMemory/writeMemory, disassemble, dataBreakpointInfo, loadedSources and source.
// Everything is read from the last stop's full snapshot and the loaded program.
//
// Threading: the adapter's main thread only.

#include "DapSession.h"
#include "DapWriter.h"

#include "disasm/DisassembledLine.h"

#include <optional>
#include <utility>
#include <vector>

namespace wave::dap {

class DapInspector {
public:
    DapInspector(DapWriter& out, DapSession& session) : out_(out), session_(session) {}

    // Whether `command` is one of the inspector's; if so it has been answered.
    bool handle(const std::string& command, const JsonValue& request);

private:
    void threads(const JsonValue& request);
    void stackTrace(const JsonValue& request);
    void scopes(const JsonValue& request);
    void variables(const JsonValue& request);
    void setVariable(const JsonValue& request);
    void evaluate(const JsonValue& request);
    void exceptionInfo(const JsonValue& request);
    void readMemory(const JsonValue& request);
    void writeMemory(const JsonValue& request);
    void disassemble(const JsonValue& request);
    void dataBreakpointInfo(const JsonValue& request);
    void loadedSources(const JsonValue& request);
    void source(const JsonValue& request);

    // The stop's snapshot, or null after answering `request` with why there is none.
    const debug::MachineSnapshot* stoppedSnapshot(const JsonValue& request);
    // The memory and address of the request's memoryReference plus offset, or nothing after
    // answering it with why.
    std::optional<std::pair<debug::MemorySpace, std::int64_t>>
    memoryPlace(const JsonValue& request);
    JsonValue sourceObject() const;
    // The listing of the launched kernel (built once per launch).
    const std::vector<disasm::DisassembledLine>& listing();
    // The listing line (1-based) of kernel-relative `pc`, 0 when none.
    std::uint32_t listingLine(std::uint32_t pc);

    DapWriter& out_;
    DapSession& session_;
    const LoadedProgram* listed_ = nullptr;
    std::vector<disasm::DisassembledLine> listing_;
};

} // namespace wave::dap
