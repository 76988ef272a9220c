#include "emu/Fault.h"

#include <cstdio>

namespace wave::emu {

namespace {

std::string hex(const char* format, std::uint64_t value) {
    char buf[80];
    std::snprintf(buf, sizeof buf, format, static_cast<unsigned long long>(value));
    return buf;
}

std::string where(const std::string& file, std::optional<std::uint32_t> line) {
    if (!line)
        return {};
    return " (" + (file.empty() ? std::string("line ") : file + ":") + std::to_string(*line) + ")";
}

} // namespace

const char* faultKindName(FaultKind kind) {
    switch (kind) {
    case FaultKind::OutOfBounds:
        return "out-of-bounds access";
    case FaultKind::InvalidInstruction:
        return "invalid instruction";
    case FaultKind::ControlFlow:
        return "control flow error";
    case FaultKind::StackOverflow:
        return "stack overflow";
    case FaultKind::InstructionLimit:
        return "instruction limit";
    case FaultKind::Deadlock:
        return "deadlock";
    case FaultKind::InvalidLaunch:
        return "invalid launch";
    case FaultKind::KernelOutsideCode:
        return "kernel outside the code";
    }
    return "fault";
}

std::string Fault::detail() const {
    if (!inWorkgroup)
        return {};
    std::string s = "kernel " + (kernelName.empty() ? std::string("(none)") : kernelName) +
                    ", workgroup (" + std::to_string(workgroup.x) + "," +
                    std::to_string(workgroup.y) + "," + std::to_string(workgroup.z) + ")";
    if (kind != FaultKind::Deadlock) {
        s += ", wave " + std::to_string(wave) + ", lanes " + hex("0x%llx", lanes) + ", PC " +
             hex("0x%08llx", pc) + where(sourceFile, line);
    }
    if (decodeError == isa::DecodeError::Kind::TruncatedWord1)
        s += "\nthe 8-byte instruction's second word lies beyond the end of the code section";
    if (address) {
        s += "\n";
        s += space ? memorySpaceName(*space) : "device";
        s += " memory address " + hex("0x%016llx", *address);
    }
    for (const WaveReport& w : waves) {
        s += "\n  wave " + std::to_string(w.wave) + ": " + waveStatusName(w.status);
        s += w.status == WaveStatus::AtBarrier  ? " at PC "
             : w.status == WaveStatus::Finished ? ", last instruction at PC "
                                                : ", next instruction at PC ";
        s += hex("0x%08llx", w.pc) + where(sourceFile, w.line);
        s += ", active lanes " + hex("0x%llx", w.activeMask) + ", live lanes " +
             hex("0x%llx", w.liveMask);
    }
    return s;
}

int Fault::exitCode() const {
    return 1;
}

std::string outOfBoundsMessage(std::uint64_t address) {
    return hex("memory access out of bounds: address 0x%016llx", address);
}

} // namespace wave::emu
