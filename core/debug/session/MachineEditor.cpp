#include "debug/session/MachineEditor.h"

#include <algorithm>
#include <cstdio>

namespace wave::debug {

namespace {

std::string cellName(const StateEdit& e) {
    char text[96];
    std::snprintf(text, sizeof text, "%c%u of wave %u lane %u",
                  e.kind == StateEdit::Kind::Register ? 'r' : 'p', e.index, e.wave, e.lane);
    return text;
}

std::string cellName(const MemoryEdit& e) {
    char text[96];
    std::snprintf(text, sizeof text, "%zu byte(s) of %s memory at 0x%llx", e.bytes.size(),
                  e.space == MemorySpace::Device ? "device" : "local",
                  static_cast<unsigned long long>(e.address));
    return text;
}

std::string editDescription(const StateEdit& e) {
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
    MemoryEdit e;
    e.space = space;
    e.address = address;
    e.bytes = bytes;
    if (!memoryEditable(e, error))
        return false;
    const std::string description = cellName(e) + " written";
    replay_.recordEdit(std::move(e));
    restate(description);
    return true;
}

bool MachineEditor::memoryEditable(const MemoryEdit& e, std::string& error) const {
    const std::string cannot = "cannot write " + cellName(e) + ": ";
    if (!stopped(cannot, error))
        return false;
    const emu::MachineState& m = s_.emu->state();
    const bool local = e.space == MemorySpace::Local;
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

bool MachineEditor::stopped(const std::string& cannot, std::string& error) const {
    if (!s_.emu) {
        error = cannot + "no kernel is loaded";
        return false;
    }
    if (stops_.pending()) {
        error = cannot + "the machine is running; pause it first";
        return false;
    }
    const emu::MachineState& m = s_.emu->state();
    if (m.status == emu::RunStatus::Completed) {
        error = cannot + "the launch has finished";
        return false;
    }
    if (s_.terminal()) {
        error = cannot + "the launch has stopped for good (" + stops_.lastStop().message + ")";
        return false;
    }
    return true;
}

bool MachineEditor::editable(const StateEdit& e, std::string& error) const {
    const std::string cannot = "cannot write " + cellName(e) + ": ";
    if (!stopped(cannot, error))
        return false;
    const emu::MachineState& m = s_.emu->state();
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
    // The future recorded after the current step followed from the old state: forgotten.
    const std::string description = editDescription(e);
    replay_.recordEdit(std::move(e));
    restate(description);
    return true;
}

void MachineEditor::restate(const std::string& description) {
    // Take the full snapshot again where the machine stands; the stop keeps its place (and
    // forward commands still do not stop at the breakpoint it may stand on).
    StopInfo info = stops_.lastStop();
    info.reason = StopReason::StepDone;
    info.breakpoints.clear();
    info.watch.reset();
    info.edited = true;
    info.message = description;
    stops_.finishInPlace(std::move(info));
}

} // namespace wave::debug
