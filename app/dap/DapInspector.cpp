#include "DapInspector.h"

#include "Base64.h"
#include "DapFormat.h"
#include "DapStops.h"

#include "debug/expr/Condition.h"
#include "debug/expr/Evaluator.h"
#include "debug/session/SnapshotEvalContext.h"
#include "disasm/Disassembler.h"
#include "emu/DeviceImage.h"

#include <algorithm>
#include <filesystem>

namespace wave::dap {

namespace {

constexpr std::int64_t kDepths = 1024; // frame id = wave * kDepths + depth + 1

std::string waveState(const debug::WaveSnapshot& w) {
    switch (w.status) {
    case emu::WaveStatus::Ready:
        return "ready, line " + std::to_string(w.line);
    case emu::WaveStatus::AtBarrier:
        return "at the barrier, line " + std::to_string(w.line);
    case emu::WaveStatus::Finished:
        return "finished";
    case emu::WaveStatus::Faulted:
        return "faulted, line " + std::to_string(w.line);
    }
    return "";
}

std::string valueText(const debug::expr::Value& v) {
    switch (v.type) {
    case debug::expr::ValueType::Bool:
        return v.i ? "true" : "false";
    case debug::expr::ValueType::Int:
        return std::to_string(v.i) +
               (v.i < 0 || v.i > 9 ? " (" + DapFormat::hex(static_cast<std::uint64_t>(v.i)) + ")"
                                   : "");
    case debug::expr::ValueType::Float: {
        char buf[48];
        std::snprintf(buf, sizeof buf, "%.9g", v.f);
        return buf;
    }
    }
    return "";
}

} // namespace

bool DapInspector::handle(const std::string& command, const JsonValue& request) {
    using Handler = void (DapInspector::*)(const JsonValue&);
    static const std::pair<const char*, Handler> kHandlers[] = {
        {"threads", &DapInspector::threads},
        {"stackTrace", &DapInspector::stackTrace},
        {"scopes", &DapInspector::scopes},
        {"variables", &DapInspector::variables},
        {"setVariable", &DapInspector::setVariable},
        {"evaluate", &DapInspector::evaluate},
        {"exceptionInfo", &DapInspector::exceptionInfo},
        {"readMemory", &DapInspector::readMemory},
        {"writeMemory", &DapInspector::writeMemory},
        {"disassemble", &DapInspector::disassemble},
        {"dataBreakpointInfo", &DapInspector::dataBreakpointInfo},
        {"loadedSources", &DapInspector::loadedSources},
        {"source", &DapInspector::source},
    };
    for (const auto& [name, handler] : kHandlers) {
        if (command == name) {
            (this->*handler)(request);
            return true;
        }
    }
    return false;
}

const debug::MachineSnapshot* DapInspector::stoppedSnapshot(const JsonValue& request) {
    if (!session_.stopped()) {
        out_.fail(request, session_.ended()      ? "the kernel has ended"
                           : session_.launched() ? "the kernel is running: pause it first"
                                                 : "no kernel is loaded: launch one first");
        return nullptr;
    }
    return session_.variables().snapshot();
}

JsonValue DapInspector::sourceObject() const {
    const LoadedProgram* p = session_.program();
    JsonValue s = JsonValue::object();
    if (!p)
        return s;
    if (!p->sourcePath.empty()) {
        s.set("name", JsonValue::string(std::filesystem::path(p->sourcePath).filename().string()));
        s.set("path", JsonValue::string(p->sourcePath));
    } else {
        // A .wbin: its disassembly, served by the `source` request.
        s.set("name", JsonValue::string(std::filesystem::path(p->programPath).filename().string() +
                                        " (disassembly)"));
        s.set("sourceReference", JsonValue::number(1));
        s.set("presentationHint", JsonValue::string("deemphasize"));
    }
    return s;
}

const std::vector<disasm::DisassembledLine>& DapInspector::listing() {
    const LoadedProgram* p = session_.program();
    if (p != listed_) {
        listed_ = p;
        listing_.clear();
        if (p) {
            disasm::Disassembly d = disasm::Disassembler::disassemble(*p->program);
            if (d.ok())
                listing_ = std::move(d.lines);
        }
    }
    return listing_;
}

std::uint32_t DapInspector::listingLine(std::uint32_t pc) {
    const LoadedProgram* p = session_.program();
    if (!p)
        return 0;
    const std::uint64_t offset = std::uint64_t{p->kernel().codeOffset} + pc;
    const auto& lines = listing();
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].kind == disasm::LineKind::Instruction && lines[i].codeOffset == offset)
            return static_cast<std::uint32_t>(i + 1);
    return 0;
}

void DapInspector::threads(const JsonValue& request) {
    JsonValue list = JsonValue::array();
    if (const debug::MachineSnapshot* s = session_.variables().snapshot()) {
        const emu::Dim3& wg = s->workgroupId;
        const std::string group = "workgroup (" + std::to_string(wg.x) + "," +
                                  std::to_string(wg.y) + "," + std::to_string(wg.z) + ")";
        for (const debug::WaveSnapshot& w : s->waves)
            list.push(JsonValue::object()
                          .set("id", JsonValue::number(DapStops::threadOf(w.id)))
                          .set("name", JsonValue::string(group + " wave " + std::to_string(w.id) +
                                                         " (" + waveState(w) + ")")));
    }
    out_.respond(request, JsonValue::object().set("threads", std::move(list)));
}

void DapInspector::stackTrace(const JsonValue& request) {
    const debug::MachineSnapshot* s = stoppedSnapshot(request);
    if (!s)
        return;
    const std::int64_t wave = argumentsOf(request).intMember("threadId").value_or(0) - 1;
    if (wave < 0 || wave >= static_cast<std::int64_t>(s->waves.size())) {
        out_.fail(request, "no wave with thread id " + std::to_string(wave + 1) +
                               " in the current workgroup");
        return;
    }
    const debug::WaveSnapshot& w = s->waves[static_cast<std::size_t>(wave)];
    const LoadedProgram* p = session_.program();
    const bool hasSource = p && !p->sourcePath.empty();
    // Innermost first: where the wave is, then each call site, outermost last.
    struct Place {
        std::uint32_t pc, line;
        std::string name;
    };
    std::vector<Place> places;
    const std::size_t calls = w.calls.size();
    const auto functionName = [&](std::size_t depthFromOuter) {
        if (depthFromOuter == 0)
            return s->kernelName;
        return "function called at line " + std::to_string(w.calls[depthFromOuter - 1].callLine);
    };
    // A finished wave stands past its end: show the instruction that ended it.
    std::uint32_t pc = w.pc, line = w.line;
    if (w.status == emu::WaveStatus::Finished && line == 0 && p && p->sourceMap) {
        pc = w.lastPc;
        if (const isa::SourceMapEntry* e = p->sourceMap->at(p->kernel().codeOffset + w.lastPc))
            line = e->position.line;
    }
    places.push_back({pc, line, functionName(calls)});
    for (std::size_t i = calls; i-- > 0;)
        places.push_back({w.calls[i].callPc, w.calls[i].callLine, functionName(i)});

    const JsonValue& args = argumentsOf(request);
    const std::int64_t start = std::max<std::int64_t>(0, args.intMember("startFrame").value_or(0));
    std::int64_t levels = args.intMember("levels").value_or(0);
    if (levels <= 0)
        levels = static_cast<std::int64_t>(places.size());
    JsonValue frames = JsonValue::array();
    for (std::int64_t d = start;
         d < static_cast<std::int64_t>(places.size()) && d < start + levels && d < kDepths; ++d) {
        const Place& place = places[static_cast<std::size_t>(d)];
        const std::uint32_t shown = hasSource ? place.line : listingLine(place.pc);
        JsonValue f = JsonValue::object();
        f.set("id", JsonValue::number(wave * kDepths + d + 1));
        f.set("name", JsonValue::string(place.name));
        f.set("source", sourceObject());
        f.set("line", JsonValue::number(shown));
        f.set("column", JsonValue::number(shown ? 1 : 0));
        f.set("instructionPointerReference", JsonValue::string(DapFormat::hex(place.pc)));
        frames.push(std::move(f));
    }
    out_.respond(request, JsonValue::object()
                              .set("stackFrames", std::move(frames))
                              .set("totalFrames",
                                   JsonValue::number(static_cast<std::int64_t>(places.size()))));
}

void DapInspector::scopes(const JsonValue& request) {
    if (!stoppedSnapshot(request))
        return;
    const std::int64_t frame = argumentsOf(request).intMember("frameId").value_or(0);
    const std::int64_t wave = frame > 0 ? (frame - 1) / kDepths : -1;
    const debug::MachineSnapshot* s = session_.variables().snapshot();
    if (wave < 0 || wave >= static_cast<std::int64_t>(s->waves.size())) {
        out_.fail(request, "no stack frame " + std::to_string(frame) + " at this stop");
        return;
    }
    out_.respond(request, JsonValue::object().set("scopes", session_.variables().scopes(
                                                                static_cast<std::uint32_t>(wave))));
}

void DapInspector::variables(const JsonValue& request) {
    if (!stoppedSnapshot(request))
        return;
    const std::int64_t reference = argumentsOf(request).intMember("variablesReference").value_or(0);
    std::optional<JsonValue> list = session_.variables().variables(reference);
    if (!list) {
        out_.fail(request,
                  "variablesReference " + std::to_string(reference) + " is not one of this stop's");
        return;
    }
    const JsonValue& args = argumentsOf(request);
    const std::int64_t start = std::max<std::int64_t>(0, args.intMember("start").value_or(0));
    const std::int64_t count = args.intMember("count").value_or(0);
    if (start > 0 || count > 0) {
        JsonValue page = JsonValue::array();
        for (std::int64_t i = start; i < static_cast<std::int64_t>(list->elements.size()) &&
                                     (count <= 0 || i < start + count);
             ++i)
            page.push(list->elements[static_cast<std::size_t>(i)]);
        list = std::move(page);
    }
    out_.respond(request, JsonValue::object().set("variables", std::move(*list)));
}

void DapInspector::setVariable(const JsonValue& request) {
    if (!stoppedSnapshot(request))
        return;
    const JsonValue& args = argumentsOf(request);
    const std::string name(args.stringMember("name").value_or(""));
    const std::string text(args.stringMember("value").value_or(""));
    const VariableTarget target =
        session_.variables().target(args.intMember("variablesReference").value_or(0), name);
    const auto value = DapFormat::parseWord(text);
    if (target.kind == VariableTarget::Kind::None) {
        out_.fail(request, "'" + name +
                               "' cannot be edited (registers, predicates and memory "
                               "words can)");
    } else if (!value) {
        out_.fail(request, "'" + text +
                               "' is not a value: write a number (42, -1, 0x2a, "
                               "0b101) or a float (1.5)");
    } else if (target.kind == VariableTarget::Kind::Word) {
        std::vector<std::uint8_t> bytes(4);
        for (int i = 0; i < 4; ++i)
            bytes[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(*value >> (8 * i));
        session_.writeMemory(request, target.space, target.address, std::move(bytes));
    } else {
        session_.writeRegister(request, target, *value);
    }
}

void DapInspector::evaluate(const JsonValue& request) {
    const debug::MachineSnapshot* s = stoppedSnapshot(request);
    if (!s)
        return;
    const JsonValue& args = argumentsOf(request);
    std::string expression(args.stringMember("expression").value_or(""));
    const std::int64_t frame = args.intMember("frameId").value_or(0);
    std::uint32_t wave =
        frame > 0 ? static_cast<std::uint32_t>((frame - 1) / kDepths) : s->focusWave;
    if (wave >= s->waves.size())
        wave = s->focusWave;
    std::uint32_t lane = session_.variables().laneOf(wave);
    // `lane N: expr` evaluates on lane N of the frame's wave.
    if (expression.rfind("lane ", 0) == 0) {
        const std::size_t colon = expression.find(':');
        const auto n = colon == std::string::npos
                           ? std::nullopt
                           : DapFormat::parseNumber(expression.substr(5, colon - 5));
        if (!n || *n >= s->waveWidth) {
            out_.fail(request, "'lane N: expression' needs a lane from 0 to " +
                                   std::to_string(s->waveWidth - 1));
            return;
        }
        lane = static_cast<std::uint32_t>(*n);
        expression = expression.substr(colon + 1);
    }
    debug::expr::ParseError error;
    const auto condition = debug::expr::Condition::compile(expression, error);
    if (!condition) {
        out_.fail(request, error.toString());
        return;
    }
    const debug::SnapshotEvalContext ctx(*s, wave);
    const debug::expr::Value v =
        debug::expr::Evaluator::evaluate(condition->expression(), ctx, lane);
    out_.respond(request, JsonValue::object()
                              .set("result", JsonValue::string(valueText(v)))
                              .set("type", JsonValue::string(
                                               v.type == debug::expr::ValueType::Float  ? "float"
                                               : v.type == debug::expr::ValueType::Bool ? "bool"
                                                                                        : "int"))
                              .set("variablesReference", JsonValue::number(0)));
}

void DapInspector::exceptionInfo(const JsonValue& request) {
    const debug::StopInfo* stop = session_.lastStop();
    if (!stop) {
        out_.fail(request, "no stop to describe");
        return;
    }
    out_.respond(request, DapStops::exceptionInfo(*stop));
}

std::optional<std::pair<debug::MemorySpace, std::int64_t>>
DapInspector::memoryPlace(const JsonValue& request) {
    const JsonValue& args = argumentsOf(request);
    const std::string reference(args.stringMember("memoryReference").value_or(""));
    const auto place = DapFormat::parseMemoryReference(reference);
    if (!place) {
        out_.fail(request, "memoryReference '" + reference +
                               "' names no memory: use device[:ADDRESS] or local[:ADDRESS]");
        return std::nullopt;
    }
    return std::pair{place->first, static_cast<std::int64_t>(place->second) +
                                       args.intMember("offset").value_or(0)};
}

void DapInspector::readMemory(const JsonValue& request) {
    const debug::MachineSnapshot* s = stoppedSnapshot(request);
    if (!s)
        return;
    const JsonValue& args = argumentsOf(request);
    const auto place = memoryPlace(request);
    if (!place)
        return;
    const emu::DeviceImage* image =
        place->first == debug::MemorySpace::Local ? s->local.get() : s->device.get();
    const std::uint64_t size = image ? image->size() : 0;
    const std::int64_t start = place->second;
    const std::int64_t count =
        std::clamp<std::int64_t>(args.intMember("count").value_or(0), 0, 16 << 20);
    JsonValue body = JsonValue::object();
    body.set("address", JsonValue::string(DapFormat::hex(
                            static_cast<std::uint64_t>(std::max<std::int64_t>(start, 0)))));
    if (start < 0 || static_cast<std::uint64_t>(start) >= size) {
        body.set("unreadableBytes", JsonValue::number(count));
        out_.respond(request, std::move(body));
        return;
    }
    const std::uint64_t n = std::min<std::uint64_t>(static_cast<std::uint64_t>(count),
                                                    size - static_cast<std::uint64_t>(start));
    std::vector<std::uint8_t> bytes(n);
    image->read(static_cast<std::uint64_t>(start), bytes);
    body.set("data", JsonValue::string(Base64::encode(bytes)));
    if (static_cast<std::uint64_t>(count) > n)
        body.set("unreadableBytes", JsonValue::number(count - static_cast<std::int64_t>(n)));
    out_.respond(request, std::move(body));
}

void DapInspector::writeMemory(const JsonValue& request) {
    if (!stoppedSnapshot(request))
        return;
    const auto place = memoryPlace(request);
    if (!place)
        return;
    const auto bytes = Base64::decode(argumentsOf(request).stringMember("data").value_or(""));
    const std::int64_t address = place->second;
    if (!bytes || address < 0) {
        out_.fail(request, !bytes ? "data is not base64" : "the address is negative");
        return;
    }
    session_.writeMemory(request, place->first, static_cast<std::uint64_t>(address), *bytes);
}

void DapInspector::disassemble(const JsonValue& request) {
    const LoadedProgram* p = session_.program();
    if (!p) {
        out_.fail(request, "no kernel is loaded: launch one first");
        return;
    }
    const JsonValue& args = argumentsOf(request);
    const auto base = DapFormat::parseNumber(args.stringMember("memoryReference").value_or(""));
    if (!base) {
        out_.fail(request, "memoryReference must be an instruction address such as 0x40");
        return;
    }
    const std::int64_t count =
        std::clamp<std::int64_t>(args.intMember("instructionCount").value_or(0), 0, 100000);
    const std::int64_t address =
        static_cast<std::int64_t>(*base) + args.intMember("offset").value_or(0);
    // The kernel's instructions, in order.
    std::vector<const disasm::DisassembledLine*> code;
    for (const disasm::DisassembledLine& l : listing())
        if (l.kind == disasm::LineKind::Instruction && l.codeOffset >= p->kernel().codeOffset &&
            l.codeOffset < std::uint64_t{p->kernel().codeOffset} + p->kernel().codeSize)
            code.push_back(&l);
    std::int64_t at = static_cast<std::int64_t>(code.size());
    for (std::size_t i = 0; i < code.size(); ++i)
        if (static_cast<std::int64_t>(code[i]->codeOffset - p->kernel().codeOffset) >= address) {
            at = static_cast<std::int64_t>(i);
            break;
        }
    at += args.intMember("instructionOffset").value_or(0);
    JsonValue list = JsonValue::array();
    for (std::int64_t i = at; i < at + count; ++i) {
        JsonValue ins = JsonValue::object();
        if (i < 0 || i >= static_cast<std::int64_t>(code.size())) {
            ins.set("address", JsonValue::string(DapFormat::hex(static_cast<std::uint64_t>(
                                   std::max<std::int64_t>(0, address + (i - at) * 4)))));
            ins.set("instruction", JsonValue::string("??"));
            ins.set("presentationHint", JsonValue::string("invalid"));
        } else {
            const disasm::DisassembledLine& l = *code[static_cast<std::size_t>(i)];
            const std::uint32_t pc =
                static_cast<std::uint32_t>(l.codeOffset - p->kernel().codeOffset);
            ins.set("address", JsonValue::string(DapFormat::hex(pc)));
            ins.set("instructionBytes",
                    JsonValue::string(l.size == 8 ? DapFormat::hex32(l.word0) + " " +
                                                        DapFormat::hex32(l.word1)
                                                  : DapFormat::hex32(l.word0)));
            ins.set("instruction", JsonValue::string(l.text));
            const isa::SourceMapEntry* e =
                p->sourceMap ? p->sourceMap->at(static_cast<std::uint32_t>(l.codeOffset)) : nullptr;
            if (e) {
                ins.set("location", sourceObject());
                ins.set("line", JsonValue::number(e->position.line));
            }
        }
        list.push(std::move(ins));
    }
    out_.respond(request, JsonValue::object().set("instructions", std::move(list)));
}

void DapInspector::dataBreakpointInfo(const JsonValue& request) {
    const JsonValue& args = argumentsOf(request);
    std::string name(args.stringMember("name").value_or(""));
    out_.respond(request, DapBreakpoints::dataInfo(name));
}

void DapInspector::loadedSources(const JsonValue& request) {
    JsonValue list = JsonValue::array();
    if (session_.program())
        list.push(sourceObject());
    out_.respond(request, JsonValue::object().set("sources", std::move(list)));
}

void DapInspector::source(const JsonValue& request) {
    const LoadedProgram* p = session_.program();
    if (!p) {
        out_.fail(request, "no kernel is loaded: launch one first");
        return;
    }
    std::string text;
    if (!p->sourcePath.empty()) {
        text = p->sourceText;
    } else {
        for (const disasm::DisassembledLine& l : listing())
            text += (l.kind == disasm::LineKind::Instruction ? "    " : "") + l.text + "\n";
    }
    out_.respond(request, JsonValue::object()
                              .set("content", JsonValue::string(text))
                              .set("mimeType", JsonValue::string("text/x-wave")));
}

} // namespace wave::dap
