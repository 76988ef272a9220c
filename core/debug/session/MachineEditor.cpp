#include "debug/session/MachineEditor.h"

#include <algorithm>
#include <cstdio>

namespace wave::debug {

namespace {

bool isMemory(const StateEdit& e) {
    return e.kind == StateEdit::Kind::DeviceMemory || e.kind == StateEdit::Kind::LocalMemory;
}

std::string cellName(const StateEdit& e) {
    char text[96];
    if (isMemory(e)) {
        std::snprintf(text, sizeof text, "%zu byte(s) of %s memory at 0x%llx", e.bytes.size(),
                      e.kind == StateEdit::Kind::DeviceMemory ? "device" : "local",
                      static_cast<unsigned long long>(e.address));
        return text;
    }
    std::snprintf(text, sizeof text, "%c%u of wave %u lane %u",
                  e.kind == StateEdit::Kind::Register ? 'r' : 'p', e.index, e.wave, e.lane);
    return text;
}

std::string editDescription(const StateEdit& e) {
    if (isMemory(e))
        return cellName(e) + " written";
    if (e.kind == StateEdit::Kind::Predicate)
        return cellName(e) + " set to " + (e.value ? "true" : "false");
    char value[48];
    std::snprintf(value, sizeof value, "0x%08x (%u)", e.value, e.value);
    return cellName(e) + " set to " + value;
}

} // namespace

bool MachineEditor::writeRegister(std::uint32_t wave, std::uint32_t lane, std::uint32_t reg,
                                  std::uint32_t value, std::string& error) {
    StateEdit e;
    e.kind = StateEdit::Kind::Register;
    e.wave = wave;
    e.lane = lane;
    e.index = reg;
    e.value = value;
    return edit(e, error);
}

bool MachineEditor::writePredicate(std::uint32_t wave, std::uint32_t lane, std::uint32_t predicate,
                                   bool value, std::string& error) {
    StateEdit e;
    e.kind = StateEdit::Kind::Predicate;
    e.wave = wave;
    e.lane = lane;
    e.index = predicate;
    e.value = value ? 1 : 0;
    return edit(e, error);
}

bool MachineEditor::writeMemory(MemorySpace space, std::uint64_t address,
                                const std::vector<std::uint8_t>& bytes, std::string& error) {
    StateEdit e;
    e.kind =
        space == MemorySpace::Device ? StateEdit::Kind::DeviceMemory : StateEdit::Kind::LocalMemory;
    e.address = address;
    e.bytes = bytes;
    return edit(std::move(e), error);
}

bool MachineEditor::memoryEditable(const StateEdit& e, std::string& error) const {
    const std::string cannot = "cannot write " + cellName(e) + ": ";
    const emu::MachineState& m = s_.emu->state();
    const bool local = e.kind == StateEdit::Kind::LocalMemory;
    if (local && !m.workgroupActive) {
        error = cannot + "no workgroup is running";
        return false;
    }
    if (e.bytes.empty()) {
        error = cannot + "nothing to write";
        return false;
    }
    const std::uint64_t size = local ? m.workgroup.local.size() : m.device.size();
    if (e.address > size || e.bytes.size() > size - e.address) {
        error = cannot + (local ? "local" : "device") + " memory has " + std::to_string(size) +
                " bytes";
        return false;
    }
    return true;
}

bool MachineEditor::editable(const StateEdit& e, std::string& error) const {
    const std::string cannot = "cannot write " + cellName(e) + ": ";
    if (!s_.emu) {
        error = cannot + "no kernel is loaded";
        return false;
    }
    if (s_.pending) {
        error = cannot + "the machine is running; pause it first";
        return false;
    }
    const emu::MachineState& m = s_.emu->state();
    if (m.status == emu::RunStatus::Completed) {
        error = cannot + "the launch has finished";
        return false;
    }
    if (s_.terminal()) {
        error = cannot + "the launch has stopped for good (" + s_.lastStop.message + ")";
        return false;
    }
    if (isMemory(e))
        return memoryEditable(e, error);
    const emu::WorkgroupState& wg = m.workgroup;
    if (!m.workgroupActive) {
        error = cannot + "no workgroup is running";
        return false;
    }
    if (e.wave >= wg.waveCount()) {
        error = cannot + "the workgroup has " + std::to_string(wg.waveCount()) + " wave(s), 0-" +
                std::to_string(wg.waveCount() - 1);
        return false;
    }
    if (e.lane >= wg.waveWidth) {
        error = cannot + "waves have " + std::to_string(wg.waveWidth) + " lanes, 0-" +
                std::to_string(wg.waveWidth - 1);
        return false;
    }
    const emu::WaveState& w = wg.waves[e.wave];
    if (((w.initial >> e.lane) & 1u) == 0) {
        error = cannot + "lane " + std::to_string(e.lane) + " of wave " + std::to_string(e.wave) +
                " has no thread (not launched)";
        return false;
    }
    if (w.status == emu::WaveStatus::Finished || w.status == emu::WaveStatus::Faulted) {
        error = cannot + "wave " + std::to_string(e.wave) +
                (w.status == emu::WaveStatus::Finished ? " has finished" : " has faulted");
        return false;
    }
    if (e.kind == StateEdit::Kind::Register) {
        const std::uint32_t regs = std::min<std::uint32_t>(wg.registerCount, 256);
        if (e.index >= regs) {
            error = cannot + "the kernel has " + std::to_string(regs) + " registers, r0-r" +
                    std::to_string(regs - 1);
            return false;
        }
    } else if (e.index >= 4) {
        error = cannot + "predicates are p0-p3";
        return false;
    }
    return true;
}

bool MachineEditor::edit(StateEdit e, std::string& error) {
    if (!editable(e, error))
        return false;
    const std::uint64_t s = s_.currentStep();
    e.step = s;
    // The future recorded after S followed from the old state: forget it.
    s_.history.truncateAfter(s);
    s_.recorder.forgetFuture();
    s_.history.recordEdit(e);
    s_.furthest = s;
    replay_.applyEdits();

    // Take the full snapshot again where the machine stands; the stop keeps its place (and
    // forward commands still do not stop at the breakpoint it may stand on).
    const std::optional<std::uint64_t> skip = s_.skipBeforeAt;
    StopInfo info = s_.lastStop;
    info.reason = StopReason::StepDone;
    info.breakpoints.clear();
    info.watch.reset();
    info.edited = true;
    info.message = editDescription(e);
    stops_.finish(std::move(info));
    s_.skipBeforeAt = skip;
    return true;
}

} // namespace wave::debug
