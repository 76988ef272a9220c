#include "debug/analysis/ChromeTraceWriter.h"

#include "isa/JsonText.h"

#include <algorithm>
#include <cstdio>
#include <set>
#include <utility>

namespace wave::debug {

namespace {

const char* kindName(TimelineKind kind) {
    switch (kind) {
    case TimelineKind::Instructions:
        return "run";
    case TimelineKind::BarrierWait:
        return "barrier wait";
    case TimelineKind::BarrierRelease:
        return "barrier release";
    case TimelineKind::Divergence:
        return "divergence";
    case TimelineKind::Reconvergence:
        return "reconvergence";
    case TimelineKind::Fault:
        return "fault";
    case TimelineKind::Finished:
        return "finished";
    }
    return "event";
}

std::string hex(std::uint64_t v, int digits) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%0*llx", digits, static_cast<unsigned long long>(v));
    return buf;
}

} // namespace

std::string ChromeTraceWriter::escape(std::string_view text) {
    return isa::JsonText::escape(text);
}

void ChromeTraceWriter::write(const Timeline& timeline, std::ostream& out, std::uint64_t endStep,
                              const WorkgroupNamer& namer) {
    out << "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"unit\":\"1 us = 1 global step\","
           "\"droppedRecords\":"
        << timeline.droppedRecords() << ",\"firstRetainedStep\":" << timeline.firstRetainedStep()
        << "},\"traceEvents\":[";
    bool first = true;
    auto separator = [&] {
        if (!first)
            out << ",\n";
        first = false;
    };
    std::set<std::pair<std::uint32_t, std::uint32_t>> tracks;
    for (const TimelineRecord& r : timeline.records()) {
        tracks.emplace(r.workgroup, r.wave);
        separator();
        const std::uint64_t end =
            r.end == TimelineRecord::kOpen ? std::max(endStep, r.begin + 1) : r.end;
        const bool instant =
            r.kind != TimelineKind::Instructions && r.kind != TimelineKind::BarrierWait;
        out << "{\"name\":\"" << kindName(r.kind) << "\",\"cat\":\"wave\",\"ph\":\""
            << (instant ? "i" : "X") << "\",\"ts\":" << r.begin;
        if (instant)
            out << ",\"s\":\"t\"";
        else
            out << ",\"dur\":" << (end - r.begin);
        out << ",\"pid\":" << r.workgroup << ",\"tid\":" << r.wave << ",\"args\":{\"pc\":\""
            << hex(r.pc, 4) << "\",\"line\":" << r.line;
        if (r.kind == TimelineKind::Instructions)
            out << ",\"instructions\":" << r.count << ",\"activeLanes\":" << r.activeLaneSum;
        if (r.kind == TimelineKind::Divergence || r.kind == TimelineKind::Reconvergence)
            out << ",\"mask\":\"" << hex(r.mask, 1) << "\"";
        if (r.end == TimelineRecord::kOpen)
            out << ",\"open\":true";
        out << "}}";
    }
    std::set<std::uint32_t> workgroups;
    for (const auto& [workgroup, wave] : tracks) {
        if (workgroups.insert(workgroup).second) {
            separator();
            const std::string name =
                namer ? namer(workgroup) : "workgroup " + std::to_string(workgroup);
            out << "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":" << workgroup
                << ",\"args\":{\"name\":\"" << escape(name) << "\"}}";
        }
        separator();
        out << "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":" << workgroup << ",\"tid\":" << wave
            << ",\"args\":{\"name\":\"wave " << wave << "\"}}";
    }
    out << "]}\n";
}

} // namespace wave::debug
