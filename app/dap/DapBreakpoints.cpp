#include "DapBreakpoints.h"

#include "DapFormat.h"
#include "DapStops.h"

#include "debug/expr/Condition.h"
#include "workspace/Workspace.h"

#include <algorithm>
#include <filesystem>
#include <limits>
#include <utility>

namespace wave::dap {

namespace {

using debug::BreakpointKind;
using debug::BreakpointSpec;

struct Filter {
    const char* id;
    const char* label;
    const char* description;
    bool byDefault;
};

// WAVE's own events; deadlock and fault always stop the engine, their filters say whether the
// client wants to look (off: the run ends there, with its exit status).
constexpr Filter kFilters[] = {
    {"barrier-arrival", "Barrier arrival", "A wave arrives at a barrier", false},
    {"barrier-release", "Barrier release", "A barrier releases its waiting waves", false},
    {"deadlock", "Deadlock", "The workgroup cannot go on: stop with the engine's verdict", true},
    {"fault", "Fault", "A wave faults (out-of-bounds access, bad instruction, ...)", true},
    {"divergence", "Divergence", "A branch splits a wave's active mask", false},
    {"reconvergence", "Reconvergence", "An endif or endloop gives lanes back to a wave", false},
};

// "device:0x400:4" -> space, address, length.
bool parseDataId(const std::string& id, debug::MemorySpace& space, std::uint64_t& address,
                 std::uint64_t& length) {
    const std::size_t last = id.rfind(':');
    if (last == std::string::npos)
        return false;
    const auto place = DapFormat::parseMemoryReference(std::string_view(id).substr(0, last));
    const auto len = DapFormat::parseNumber(std::string_view(id).substr(last + 1));
    if (!place || !len || *len == 0 || id.find(':') == last)
        return false;
    space = place->first;
    address = place->second;
    length = *len;
    return true;
}

bool samePath(const std::string& a, const std::string& b) {
    std::error_code ec;
    if (std::filesystem::equivalent(a, b, ec))
        return true;
    return std::filesystem::path(a).lexically_normal() ==
           std::filesystem::path(b).lexically_normal();
}

std::string stringOf(const JsonValue& object, std::string_view key) {
    return std::string(object.stringMember(key).value_or(""));
}

const std::vector<JsonValue>& arrayOf(const JsonValue& object, std::string_view key) {
    static const std::vector<JsonValue> kNone;
    const JsonValue* a = object.member(key);
    return a && a->isArray() ? a->elements : kNone;
}

} // namespace

std::optional<bool> hitConditionMet(const std::string& condition, std::uint64_t hits) {
    std::string_view s = condition;
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    std::string op = "==";
    for (const char* o : {">=", "<=", "==", ">", "<", "%"}) {
        if (s.substr(0, std::char_traits<char>::length(o)) == o) {
            op = o;
            s.remove_prefix(op.size());
            break;
        }
    }
    const auto n = DapFormat::parseNumber(s);
    if (!n)
        return std::nullopt;
    if (op == ">=")
        return hits >= *n;
    if (op == "<=")
        return hits <= *n;
    if (op == ">")
        return hits > *n;
    if (op == "<")
        return hits < *n;
    if (op == "%")
        return *n != 0 && hits % *n == 0;
    return hits == *n;
}

JsonValue DapBreakpoints::filters() {
    JsonValue list = JsonValue::array();
    for (const Filter& f : kFilters)
        list.push(JsonValue::object()
                      .set("filter", JsonValue::string(f.id))
                      .set("label", JsonValue::string(f.label))
                      .set("description", JsonValue::string(f.description))
                      .set("default", JsonValue::boolean(f.byDefault)));
    return list;
}

std::string DapBreakpoints::conditionProblem(const std::string& condition) {
    if (condition.empty())
        return {};
    debug::expr::ParseError error;
    if (debug::expr::Condition::compile(condition, error))
        return {};
    return "condition: " + error.toString();
}

std::uint32_t DapBreakpoints::reuseId(Origin origin, std::uint32_t line, const std::string& key) {
    for (const Entry& e : entries_)
        if (e.origin == origin && e.requestedLine == line && e.key == key)
            return e.id;
    return nextId_++;
}

JsonValue DapBreakpoints::replace(Origin origin, std::vector<Entry> entries,
                                  const std::string& key) {
    // Hit counts stay with an id that stays.
    for (Entry& n : entries)
        for (const Entry& old : entries_)
            if (old.id == n.id)
                n.hits = old.hits;
    const auto replaced = [&](const Entry& e) {
        return e.origin == origin &&
               (origin != Origin::Source || e.key == key || samePath(e.key, key));
    };
    // A saved breakpoint the client was told of, and that its list does not keep: gone.
    for (const Entry& old : entries_) {
        if (!replaced(old) || !old.saved || !old.announced ||
            std::any_of(entries.begin(), entries.end(),
                        [&](const Entry& n) { return n.id == old.id; }))
            continue;
        events_.push_back(JsonValue::object()
                              .set("reason", JsonValue::string("removed"))
                              .set("breakpoint", JsonValue::object()
                                                     .set("id", JsonValue::number(old.id))
                                                     .set("verified", JsonValue::boolean(false))));
    }
    std::erase_if(entries_, replaced);
    JsonValue list = JsonValue::array();
    for (Entry& e : entries) {
        e.armed = e.verified;
        e.announced = true; // by this response
        list.push(describe(e));
        entries_.push_back(std::move(e));
    }
    return JsonValue::object().set("breakpoints", std::move(list));
}

JsonValue DapBreakpoints::describe(const Entry& e) {
    JsonValue b = JsonValue::object();
    b.set("id", JsonValue::number(e.id));
    b.set("verified", JsonValue::boolean(e.verified));
    if (!e.message.empty())
        b.set("message", JsonValue::string(e.message));
    if (e.origin == Origin::Source && e.spec.line != 0)
        b.set("line", JsonValue::number(e.spec.line));
    if (e.spec.kind == BreakpointKind::Address && e.spec.pc)
        b.set("instructionReference", JsonValue::string(DapFormat::hex(*e.spec.pc)));
    return b;
}

void DapBreakpoints::adoptSaved(const std::vector<debug::BreakpointDefinition>& saved,
                                const std::string& sourcePath, std::uint32_t firstFreeId) {
    // Those of a launch that failed go: a new launch brings its own.
    std::erase_if(entries_, [](const Entry& e) { return e.saved; });
    nextId_ = std::max(nextId_, firstFreeId);
    for (const debug::BreakpointDefinition& d : saved) {
        Entry e;
        // A client's breakpoint set before the launch keeps its id; the saved one moves.
        e.id = d.id == 0 || find(d.id) ? nextId_++ : d.id;
        nextId_ = std::max(nextId_, e.id + 1);
        e.spec = d.spec;
        e.saved = e.armed = true; // the engine's record says whether it is verified
        if (const std::uint32_t line = workspace::Workspace::sourceLine(d.spec); line != 0) {
            e.origin = Origin::Source;
            e.key = sourcePath;
            e.requestedLine = line;
        } else {
            e.origin = Origin::Saved;
        }
        entries_.push_back(std::move(e));
    }
}

void DapBreakpoints::record(Entry& e, const debug::BreakpointStatus& status) {
    e.verified = status.problem.empty();
    if (e.origin == Origin::Source && status.line != 0)
        e.spec.line = status.line;
    std::vector<std::string> parts;
    if (!status.problem.empty())
        parts.push_back(status.problem);
    if (!status.conditionError.empty())
        parts.push_back("condition: " + status.conditionError + " (it stops every time)");
    if (e.saved && status.problem.empty())
        parts.push_back("from the workspace: " + debug::describe(e.spec) +
                        (e.spec.condition.empty() ? "" : " if " + e.spec.condition));
    if (status.hits > 0)
        parts.push_back("hit " + std::to_string(status.hits) +
                        (status.hits == 1 ? " time" : " times"));
    e.message.clear();
    for (const std::string& p : parts)
        e.message += (e.message.empty() ? "" : "; ") + p;
}

void DapBreakpoints::onStatus(const std::vector<debug::BreakpointStatus>& status) {
    std::size_t armed = 0;
    for (const Entry& e : entries_)
        if (e.armed && (armed >= status.size() || status[armed++].id != e.id))
            return; // the record of a list replaced since
    if (armed != status.size())
        return;
    for (const debug::BreakpointStatus& s : status) {
        const auto it = std::find_if(entries_.begin(), entries_.end(),
                                     [&](const Entry& e) { return e.id == s.id; });
        if (it == entries_.end() || it->origin == Origin::Exception)
            continue;
        Entry& e = *it;
        const bool wasVerified = e.verified;
        const std::uint32_t wasLine = e.spec.line;
        const std::string wasMessage = e.message;
        record(e, s);
        const char* reason = nullptr;
        if (!e.announced)
            reason = "new";
        else if (e.verified != wasVerified || e.spec.line != wasLine || e.message != wasMessage)
            reason = "changed";
        if (!reason)
            continue;
        e.announced = true;
        JsonValue b = describe(e);
        if (e.origin == Origin::Source && !e.key.empty())
            b.set("source", JsonValue::object()
                                .set("name", JsonValue::string(
                                                 std::filesystem::path(e.key).filename().string()))
                                .set("path", JsonValue::string(e.key)));
        events_.push_back(JsonValue::object()
                              .set("reason", JsonValue::string(reason))
                              .set("breakpoint", std::move(b)));
    }
}

std::vector<JsonValue> DapBreakpoints::takeEvents() {
    return std::exchange(events_, {});
}

JsonValue DapBreakpoints::setSource(const JsonValue& arguments, const LoadedProgram* program) {
    const JsonValue* source = arguments.member("source");
    const std::string path = source ? stringOf(*source, "path") : std::string();
    std::vector<Entry> entries;
    for (const JsonValue& b : arrayOf(arguments, "breakpoints")) {
        Entry e;
        e.origin = Origin::Source;
        e.requestedLine = static_cast<std::uint32_t>(std::clamp<std::int64_t>(
            b.intMember("line").value_or(0), 0, std::numeric_limits<std::uint32_t>::max()));
        e.key = path;
        e.id = reuseId(Origin::Source, e.requestedLine, path);
        e.spec.kind = BreakpointKind::Line;
        e.spec.condition = stringOf(b, "condition");
        e.hitCondition = stringOf(b, "hitCondition");
        e.spec.line = e.requestedLine;
        if (!program) {
            e.message = "no kernel is loaded yet";
        } else if (program->sourcePath.empty() || !samePath(path, program->sourcePath)) {
            e.message = "not the program being debugged (" +
                        (program->sourcePath.empty() ? program->programPath : program->sourcePath) +
                        ")";
        } else if (const std::uint32_t line = program->firstLineWithCode(e.requestedLine);
                   line == 0) {
            e.message = "no instruction at or after line " + std::to_string(e.requestedLine);
        } else {
            e.spec.line = line;
            e.message = conditionProblem(e.spec.condition);
            if (e.message.empty() && !e.hitCondition.empty() &&
                !hitConditionMet(e.hitCondition, 0).has_value())
                e.message = "hit condition: expected N, == N, >= N, > N, < N, <= N or % N";
            e.verified = e.message.empty();
        }
        entries.push_back(std::move(e));
    }
    return replace(Origin::Source, std::move(entries), path);
}

JsonValue DapBreakpoints::setFunctions(const JsonValue& arguments, const LoadedProgram* program) {
    std::vector<Entry> entries;
    for (const JsonValue& b : arrayOf(arguments, "breakpoints")) {
        Entry e;
        e.origin = Origin::Function;
        e.key = stringOf(b, "name");
        e.id = reuseId(Origin::Function, 0, e.key);
        e.spec.condition = stringOf(b, "condition");
        e.hitCondition = stringOf(b, "hitCondition");
        if (!program) {
            e.message = "no kernel is loaded yet";
        } else if (e.key == program->kernel().name) {
            e.spec.kind = BreakpointKind::Address;
            e.spec.pc = 0;
        } else if (const std::uint32_t label = program->labelLine(e.key);
                   label != 0 && program->firstLineWithCode(label) != 0) {
            e.spec.kind = BreakpointKind::Line;
            e.spec.line = program->firstLineWithCode(label);
        } else {
            e.message = "no kernel or label named '" + e.key + "' in the kernel being debugged";
        }
        if (e.message.empty())
            e.message = conditionProblem(e.spec.condition);
        e.verified = e.message.empty();
        entries.push_back(std::move(e));
    }
    return replace(Origin::Function, std::move(entries));
}

JsonValue DapBreakpoints::setInstructions(const JsonValue& arguments,
                                          const LoadedProgram* program) {
    std::vector<Entry> entries;
    for (const JsonValue& b : arrayOf(arguments, "breakpoints")) {
        Entry e;
        e.origin = Origin::Instruction;
        const auto base = DapFormat::parseNumber(stringOf(b, "instructionReference"));
        const std::int64_t offset = b.intMember("offset").value_or(0);
        e.key = stringOf(b, "instructionReference") + "+" + std::to_string(offset);
        e.id = reuseId(Origin::Instruction, 0, e.key);
        e.spec.kind = BreakpointKind::Address;
        e.spec.condition = stringOf(b, "condition");
        e.hitCondition = stringOf(b, "hitCondition");
        const std::int64_t pc = base ? static_cast<std::int64_t>(*base) + offset : -1;
        if (!base || pc < 0) {
            e.message = "instructionReference must be an address such as 0x0040";
        } else if (!program) {
            e.message = "no kernel is loaded yet";
        } else if (pc >= program->kernel().codeSize || pc % 4 != 0) {
            e.message = "address " + DapFormat::hex(static_cast<std::uint64_t>(pc)) +
                        " is not an instruction of the kernel";
        } else {
            e.spec.pc = static_cast<std::uint32_t>(pc);
            e.message = conditionProblem(e.spec.condition);
        }
        e.verified = e.message.empty();
        entries.push_back(std::move(e));
    }
    return replace(Origin::Instruction, std::move(entries));
}

JsonValue DapBreakpoints::setData(const JsonValue& arguments) {
    std::vector<Entry> entries;
    for (const JsonValue& b : arrayOf(arguments, "breakpoints")) {
        Entry e;
        e.origin = Origin::Data;
        e.key = stringOf(b, "dataId");
        const std::string access = stringOf(b, "accessType");
        e.id = reuseId(Origin::Data, 0, e.key + "/" + access);
        e.spec.kind = BreakpointKind::Watch;
        e.spec.access = access == "read"        ? debug::WatchAccess::Read
                        : access == "readWrite" ? debug::WatchAccess::Either
                                                : debug::WatchAccess::Write;
        e.spec.condition = stringOf(b, "condition");
        e.hitCondition = stringOf(b, "hitCondition");
        if (!parseDataId(e.key, e.spec.space, e.spec.address, e.spec.length))
            e.message = "dataId must name memory as device:ADDRESS:LENGTH or local:ADDRESS:LENGTH";
        else
            e.message = conditionProblem(e.spec.condition);
        e.verified = e.message.empty();
        entries.push_back(std::move(e));
    }
    return replace(Origin::Data, std::move(entries));
}

JsonValue DapBreakpoints::setExceptions(const JsonValue& arguments) {
    filters_.clear();
    for (const JsonValue& f : arrayOf(arguments, "filters"))
        if (f.isString())
            filters_.push_back(f.text);
    for (const JsonValue& o : arrayOf(arguments, "filterOptions"))
        if (const auto id = o.stringMember("filterId"))
            filters_.emplace_back(*id);
    std::vector<Entry> entries;
    const auto add = [&](const char* filter, BreakpointKind kind) {
        if (!filterOn(filter))
            return;
        Entry e;
        e.origin = Origin::Exception;
        e.key = filter;
        e.id = reuseId(Origin::Exception, 0, e.key);
        e.spec.kind = kind;
        e.verified = true;
        entries.push_back(std::move(e));
    };
    add("barrier-arrival", BreakpointKind::BarrierArrival);
    add("barrier-release", BreakpointKind::BarrierRelease);
    add("divergence", BreakpointKind::Divergence);
    add("reconvergence", BreakpointKind::Reconvergence);
    JsonValue body = replace(Origin::Exception, std::move(entries));
    // The response lists one breakpoint per filter asked for, all verified.
    JsonValue list = JsonValue::array();
    for (std::size_t i = 0; i < filters_.size(); ++i)
        list.push(JsonValue::object().set("verified", JsonValue::boolean(true)));
    return JsonValue::object().set("breakpoints", std::move(list));
}

JsonValue DapBreakpoints::dataInfo(const std::string& name) {
    // "device 0x400" / "local 0x40" (the memory scopes name their words so).
    JsonValue body = JsonValue::object();
    const std::size_t space = name.find(' ');
    const std::string kind = name.substr(0, space);
    const std::optional<std::uint64_t> parsed =
        space == std::string::npos ? std::nullopt : DapFormat::parseNumber(name.substr(space + 1));
    if ((kind != "device" && kind != "local") || !parsed) {
        body.set("dataId", JsonValue::null());
        body.set("description", JsonValue::string("only memory words (device 0x400, local 0x40) "
                                                  "can be watched"));
        return body;
    }
    const std::string address = DapFormat::hex(parsed.value_or(0));
    body.set("dataId", JsonValue::string(kind + ":" + address + ":4"));
    body.set("description", JsonValue::string(kind + " memory word " + address));
    body.set("accessTypes", JsonValue::array()
                                .push(JsonValue::string("write"))
                                .push(JsonValue::string("read"))
                                .push(JsonValue::string("readWrite")));
    body.set("canPersist", JsonValue::boolean(true));
    return body;
}

std::vector<debug::BreakpointDefinition> DapBreakpoints::definitions() const {
    std::vector<debug::BreakpointDefinition> list;
    for (const Entry& e : entries_)
        if (e.armed)
            list.push_back({e.id, e.spec});
    return list;
}

const DapBreakpoints::Entry* DapBreakpoints::find(std::uint32_t id) const {
    for (const Entry& e : entries_)
        if (e.id == id)
            return &e;
    return nullptr;
}

bool DapBreakpoints::filterOn(std::string_view filter) const {
    return std::find(filters_.begin(), filters_.end(), filter) != filters_.end();
}

bool DapBreakpoints::wanted(const debug::StopInfo& stop) {
    using R = debug::StopReason;
    if (stop.reason == R::Deadlock)
        return filterOn("deadlock");
    if (stop.reason == R::Fault)
        return filterOn("fault");
    if (stop.reason != R::Breakpoint && stop.reason != R::BarrierEvent &&
        stop.reason != R::DivergenceEvent && stop.reason != R::Watchpoint)
        return true;
    bool any = false, known = false;
    for (std::uint32_t id : stop.breakpoints) {
        for (Entry& e : entries_) {
            if (e.id != id)
                continue;
            known = true;
            ++e.hits;
            any = any || e.hitCondition.empty() ||
                  hitConditionMet(e.hitCondition, e.hits).value_or(true);
        }
    }
    return any || !known;
}

std::string DapBreakpoints::reasonOf(const debug::StopInfo& stop) const {
    for (std::uint32_t id : stop.breakpoints) {
        const Entry* e = find(id);
        if (!e)
            continue;
        switch (e->origin) {
        case Origin::Saved:
            return DapStops::reasonOf(stop);
        case Origin::Source:
            return "breakpoint";
        case Origin::Function:
            return "function breakpoint";
        case Origin::Instruction:
            return "instruction breakpoint";
        case Origin::Data:
            return "data breakpoint";
        case Origin::Exception:
            return "exception";
        }
    }
    return "breakpoint";
}

std::vector<std::uint32_t> DapBreakpoints::idsOf(const debug::StopInfo& stop) const {
    std::vector<std::uint32_t> ids;
    for (std::uint32_t id : stop.breakpoints)
        if (const Entry* e = find(id); e && e->origin != Origin::Exception)
            ids.push_back(id);
    return ids;
}

} // namespace wave::dap
