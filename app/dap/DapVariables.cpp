#include "DapVariables.h"

#include "DapFormat.h"

#include "debug/session/SnapshotEvalContext.h"
#include "emu/DeviceImage.h"

#include <bit>

namespace wave::dap {

namespace {

using Builtin = debug::expr::Builtin;

std::string laneState(const debug::WaveSnapshot& w, std::uint32_t lane) {
    const std::uint64_t bit = std::uint64_t{1} << lane;
    if (!(w.initialMask & bit))
        return "not launched";
    if (!(w.liveMask & bit))
        return "halted";
    if (w.status == emu::WaveStatus::AtBarrier)
        return "waiting at the barrier";
    if (w.status == emu::WaveStatus::Finished)
        return "finished";
    return (w.activeMask & bit) ? "active" : "inactive (masked off by a branch)";
}

std::string spaceName(debug::MemorySpace s) {
    return s == debug::MemorySpace::Local ? "local" : "device";
}

} // namespace

JsonValue variable(const std::string& name, const std::string& value, std::int64_t reference) {
    return JsonValue::object()
        .set("name", JsonValue::string(name))
        .set("value", JsonValue::string(value))
        .set("variablesReference", JsonValue::number(reference));
}

void DapVariables::reset(std::shared_ptr<const debug::MachineSnapshot> snapshot) {
    snapshot_ = std::move(snapshot);
    handles_.clear();
}

std::int64_t DapVariables::handle(const Container& c) {
    handles_.push_back(c);
    return static_cast<std::int64_t>(handles_.size());
}

std::uint32_t DapVariables::laneOf(std::uint32_t wave) const {
    if (!snapshot_ || wave >= snapshot_->waves.size())
        return 0;
    if (wave == snapshot_->focusWave)
        return snapshot_->focusLane;
    const std::uint64_t active = snapshot_->waves[wave].activeMask;
    return active ? static_cast<std::uint32_t>(std::countr_zero(active)) : 0;
}

JsonValue DapVariables::scopes(std::uint32_t wave) {
    JsonValue list = JsonValue::array();
    if (!snapshot_ || wave >= snapshot_->waves.size())
        return list;
    const std::uint32_t lane = laneOf(wave);
    using K = Container::Kind;
    const auto scope = [&](const std::string& name, K kind, bool expensive,
                           const char* hint = nullptr) {
        JsonValue s = JsonValue::object();
        s.set("name", JsonValue::string(name));
        if (hint)
            s.set("presentationHint", JsonValue::string(hint));
        Container c{kind, wave, lane};
        if (kind == K::Memory) {
            c.space = debug::MemorySpace::Local;
            c.length = snapshot_->local ? snapshot_->local->size() : 0;
        }
        s.set("variablesReference", JsonValue::number(handle(c)));
        s.set("expensive", JsonValue::boolean(expensive));
        list.push(std::move(s));
    };
    scope("Lane " + std::to_string(lane) + " registers", K::LaneRegisters, false, "registers");
    scope("All lanes", K::AllLanes, false);
    scope("Predicates & exec mask", K::Predicates, false);
    scope("Divergence stack", K::Divergence, false);
    scope("Special registers", K::Special, false);
    scope("Local memory", K::Memory, true);
    scope("Device memory", K::DevicePages, true);
    return list;
}

std::optional<JsonValue> DapVariables::variables(std::int64_t reference) {
    if (!snapshot_ || reference < 1 || reference > static_cast<std::int64_t>(handles_.size()))
        return std::nullopt;
    const Container c = handles_[static_cast<std::size_t>(reference - 1)];
    using K = Container::Kind;
    switch (c.kind) {
    case K::LaneRegisters:
        return laneRegisters(c);
    case K::AllLanes:
        return allLanes(c);
    case K::Predicates:
        return predicates(c);
    case K::Divergence:
        return divergence(c);
    case K::Special:
        return special(c);
    case K::Memory:
        return memory(c);
    case K::DevicePages:
        return devicePages();
    }
    return std::nullopt;
}

JsonValue DapVariables::laneRegisters(const Container& c) const {
    JsonValue list = JsonValue::array();
    for (std::uint32_t r = 0; r < snapshot_->registerCount; ++r) {
        const std::string name = "r" + std::to_string(r);
        JsonValue v = variable(name, DapFormat::word(snapshot_->reg(c.wave, r, c.lane)));
        v.set("type", JsonValue::string("u32"));
        v.set("evaluateName", JsonValue::string("lane " + std::to_string(c.lane) + ": " + name));
        list.push(std::move(v));
    }
    return list;
}

JsonValue DapVariables::allLanes(const Container& c) {
    JsonValue list = JsonValue::array();
    const debug::WaveSnapshot& w = snapshot_->waves[c.wave];
    for (std::uint32_t lane = 0; lane < snapshot_->waveWidth; ++lane) {
        Container child{Container::Kind::LaneRegisters, c.wave, lane};
        list.push(variable("lane " + std::to_string(lane), laneState(w, lane), handle(child)));
    }
    return list;
}

JsonValue DapVariables::predicates(const Container& c) const {
    JsonValue list = JsonValue::array();
    const debug::WaveSnapshot& w = snapshot_->waves[c.wave];
    const std::uint32_t width = snapshot_->waveWidth;
    for (std::uint32_t p = 0; p < 4; ++p)
        list.push(variable("p" + std::to_string(p), w.predicate(p, c.lane) ? "true" : "false"));
    list.push(variable("exec mask", DapFormat::mask(w.activeMask, width)));
    list.push(variable("live mask", DapFormat::mask(w.liveMask, width)));
    list.push(variable("launched lanes", DapFormat::mask(w.initialMask, width)));
    for (std::uint32_t p = 0; p < 4; ++p)
        list.push(
            variable("p" + std::to_string(p) + " mask", DapFormat::mask(w.predicates[p], width)));
    return list;
}

JsonValue DapVariables::divergence(const Container& c) const {
    JsonValue list = JsonValue::array();
    const debug::WaveSnapshot& w = snapshot_->waves[c.wave];
    const std::uint32_t width = snapshot_->waveWidth;
    std::size_t depth = 0;
    for (const debug::FrameSnapshot& f : w.frames) {
        const bool isIf = f.kind == debug::FrameSnapshot::Kind::If;
        std::string name = "#" + std::to_string(depth++) + " " + (isIf ? "if" : "loop") +
                           " at line " + std::to_string(f.line);
        std::string value;
        if (isIf)
            value = std::string(f.inElse ? "else side" : "then side") + ", entry " +
                    DapFormat::mask(f.entry, width) + ", then " +
                    DapFormat::mask(f.thenMask, width) + ", else " +
                    DapFormat::mask(f.elseMask, width);
        else
            value = "entry " + DapFormat::mask(f.entry, width) + ", broken out " +
                    DapFormat::mask(f.breakMask, width) + ", continued " +
                    DapFormat::mask(f.continueMask, width);
        if (f.reconvergenceLine != 0)
            value += "; reconverges at line " + std::to_string(f.reconvergenceLine);
        list.push(variable(name, value));
    }
    if (w.frames.empty())
        list.push(variable("(empty)", "every launched lane runs together"));
    return list;
}

JsonValue DapVariables::special(const Container& c) const {
    const debug::SnapshotEvalContext ctx(*snapshot_, c.wave);
    const auto b = [&](Builtin which) { return std::to_string(ctx.builtin(which, c.lane)); };
    JsonValue list = JsonValue::array();
    list.push(variable("sr_thread_id_x", b(Builtin::ThreadX)));
    list.push(variable("sr_thread_id_y", b(Builtin::ThreadY)));
    list.push(variable("sr_thread_id_z", b(Builtin::ThreadZ)));
    list.push(variable("sr_wave_id", b(Builtin::Wave)));
    list.push(variable("sr_lane_id", b(Builtin::Lane)));
    list.push(variable("sr_workgroup_id_x", b(Builtin::WorkgroupX)));
    list.push(variable("sr_workgroup_id_y", b(Builtin::WorkgroupY)));
    list.push(variable("sr_workgroup_id_z", b(Builtin::WorkgroupZ)));
    const emu::Dim3& ws = snapshot_->workgroupSize;
    const emu::Dim3& g = snapshot_->grid;
    list.push(variable("sr_workgroup_size_x", std::to_string(ws.x)));
    list.push(variable("sr_workgroup_size_y", std::to_string(ws.y)));
    list.push(variable("sr_workgroup_size_z", std::to_string(ws.z)));
    list.push(variable("sr_grid_size_x", std::to_string(g.x)));
    list.push(variable("sr_grid_size_y", std::to_string(g.y)));
    list.push(variable("sr_grid_size_z", std::to_string(g.z)));
    list.push(variable("sr_wave_width", std::to_string(snapshot_->waveWidth)));
    list.push(variable("sr_num_waves", std::to_string(snapshot_->waves.size())));
    list.push(variable("pc", DapFormat::hex(ctx.builtin(Builtin::Pc, c.lane))));
    list.push(variable("line", b(Builtin::Line)));
    list.push(variable("global step", std::to_string(snapshot_->step)));
    return list;
}

const emu::DeviceImage* DapVariables::image(debug::MemorySpace space) const {
    return space == debug::MemorySpace::Local ? snapshot_->local.get() : snapshot_->device.get();
}

JsonValue DapVariables::memory(const Container& c) {
    JsonValue list = JsonValue::array();
    const emu::DeviceImage* img = image(c.space);
    if (!img || c.length == 0) {
        list.push(variable("(none)", "no " + spaceName(c.space) + " memory in this launch"));
        return list;
    }
    const std::string space = spaceName(c.space);
    if (c.length <= 256) {
        for (std::uint64_t a = c.start; a + 4 <= c.start + c.length; a += 4) {
            JsonValue v = variable(space + " " + DapFormat::hex(a), DapFormat::word(img->word(a)));
            v.set("memoryReference", JsonValue::string(space + ":" + DapFormat::hex(a)));
            list.push(std::move(v));
        }
        return list;
    }
    // Ranges of 256 bytes, or of 16 times more until at most 64 children.
    std::uint64_t chunk = 256;
    while ((c.length + chunk - 1) / chunk > 64)
        chunk *= 16;
    for (std::uint64_t a = c.start; a < c.start + c.length; a += chunk) {
        const std::uint64_t n = std::min(chunk, c.start + c.length - a);
        Container child{Container::Kind::Memory, c.wave, c.lane, c.space, a, n};
        JsonValue v = variable(space + " " + DapFormat::hex(a) + "-" + DapFormat::hex(a + n - 1),
                               std::to_string(n) + " bytes", handle(child));
        v.set("memoryReference", JsonValue::string(space + ":" + DapFormat::hex(a)));
        list.push(std::move(v));
    }
    return list;
}

JsonValue DapVariables::devicePages() {
    JsonValue list = JsonValue::array();
    const emu::DeviceImage* img = snapshot_->device.get();
    if (!img) {
        list.push(variable("(none)", "no device memory in this launch"));
        return list;
    }
    // Only pages that are not all zeros: device memory is large and mostly untouched.
    const std::vector<std::uint64_t> pages = img->changedPages(emu::DeviceImage{});
    constexpr std::size_t kMaxPages = 256;
    for (std::size_t i = 0; i < pages.size() && i < kMaxPages; ++i) {
        const std::uint64_t start = pages[i] * emu::DeviceImage::kPageSize;
        const std::uint64_t n =
            std::min<std::uint64_t>(emu::DeviceImage::kPageSize, img->size() - start);
        Container child{Container::Kind::Memory, 0, 0, debug::MemorySpace::Device, start, n};
        JsonValue v =
            variable("device " + DapFormat::hex(start) + "-" + DapFormat::hex(start + n - 1),
                     std::to_string(n) + " bytes", handle(child));
        v.set("memoryReference", JsonValue::string("device:" + DapFormat::hex(start)));
        list.push(std::move(v));
    }
    if (pages.size() > kMaxPages)
        list.push(variable("...", std::to_string(pages.size() - kMaxPages) +
                                      " more pages: use the memory view (readMemory)"));
    if (pages.empty())
        list.push(variable("(all zero)", std::to_string(img->size()) + " bytes of zeros"));
    return list;
}

VariableTarget DapVariables::target(std::int64_t reference, const std::string& name) const {
    VariableTarget t;
    if (!snapshot_ || reference < 1 || reference > static_cast<std::int64_t>(handles_.size()))
        return t;
    const Container& c = handles_[static_cast<std::size_t>(reference - 1)];
    t.wave = c.wave;
    t.lane = c.lane;
    if (name.size() >= 2 && (name[0] == 'r' || name[0] == 'p') &&
        name.find_first_not_of("0123456789", 1) == std::string::npos &&
        (c.kind == Container::Kind::LaneRegisters || c.kind == Container::Kind::Predicates)) {
        t.kind = name[0] == 'r' ? VariableTarget::Kind::Register : VariableTarget::Kind::Predicate;
        t.index = static_cast<std::uint32_t>(std::stoul(name.substr(1)));
        return t;
    }
    if (c.kind == Container::Kind::Memory) {
        const std::size_t space = name.find(' ');
        if (space != std::string::npos && name.find('-') == std::string::npos) {
            if (const auto a = DapFormat::parseNumber(name.substr(space + 1))) {
                t.kind = VariableTarget::Kind::Word;
                t.space = c.space;
                t.address = *a;
            }
        }
    }
    return t;
}

} // namespace wave::dap
