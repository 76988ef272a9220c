#include "emu/TraceFormatter.h"

#include "isa/Decoder.h"

#include <cstdio>
#include <string>

namespace wave::emu {

namespace {

std::string r(unsigned n) {
    return "r" + std::to_string(n);
}
std::string p(unsigned n) {
    return "p" + std::to_string(n);
}
std::string join(std::initializer_list<std::string> parts) {
    std::string s;
    for (const std::string& part : parts) {
        if (!s.empty())
            s += ", ";
        s += part;
    }
    return s;
}
std::string hex8(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08x", v);
    return buf;
}
std::string hexMask(std::uint64_t v) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
    return buf;
}

// docs/reference/execution-model.md §14: operands as the reference's trace prints them (not the
// disassembler's form); the row names its form (isa::TraceForm).
std::string operandsOf(const isa::DecodedInstruction& in) {
    using F = isa::TraceForm;
    switch (in.info->traceForm) {
    case F::None:
        return {};
    case F::RdRs1:
        return join({r(in.rd), r(in.rs1)});
    case F::RdRs1Rs2:
        return join({r(in.rd), r(in.rs1), r(in.rs2)});
    case F::RdRs1Rs2Rs3:
        return join({r(in.rd), r(in.rs1), r(in.rs2), r(in.rs3)});
    case F::RdRs1Rs2OptRs3:
        return in.rs3 != 0 ? join({r(in.rd), r(in.rs1), r(in.rs2), r(in.rs3)})
                           : join({r(in.rd), r(in.rs1), r(in.rs2)});
    case F::PdRs1Rs2:
        return join({p(in.rd), r(in.rs1), r(in.rs2)});
    case F::RdPsRs2Rs3:
        return join({r(in.rd), p(in.rs1), r(in.rs2), r(in.rs3)});
    case F::Rs1Rs2:
        return join({r(in.rs1), r(in.rs2)});
    case F::OptRdRs1Rs2:
        return in.rd == 0 ? join({r(in.rs1), r(in.rs2)}) : join({r(in.rd), r(in.rs1), r(in.rs2)});
    case F::RdPs:
        return join({r(in.rd), p(in.rs1)});
    case F::PdPs:
        return join({p(in.rd), p(in.rs1)});
    case F::Ps:
        return p(in.rs1);
    case F::Word1:
        return hex8(in.word1);
    case F::RdWord1:
        return join({r(in.rd), hex8(in.word1)});
    case F::RdSr:
        return join({r(in.rd), "sr_" + std::to_string(in.rs1)});
    case F::RdRs1Rs2R0:
        return join({r(in.rd), r(in.rs1), r(in.rs2), "r0"});
    }
    return {};
}

} // namespace

std::string TraceFormatter::instructionText(const isa::DecodedInstruction& inst) {
    std::string s;
    if (inst.guarded())
        s = std::string("@") + (inst.predNeg ? "!" : "") + p(inst.predReg) + " ";
    if (inst.info == nullptr)
        return s + "<invalid>";
    s += inst.info->traceName();
    const std::string operands = operandsOf(inst);
    if (!operands.empty())
        s += " " + operands;
    return s;
}

std::string TraceFormatter::instructionLine(const Dim3& wg, std::uint32_t wave, std::uint32_t pc,
                                            const isa::DecodedInstruction& inst) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "wg(%u,%u,%u) wave[%u] pc=0x%04x: ", wg.x, wg.y, wg.z, wave, pc);
    return buf + instructionText(inst);
}

std::string TraceFormatter::breakBefore(std::uint64_t activeMask, std::uint64_t predMask,
                                        std::uint32_t predReg) {
    return "  BREAK: active_mask=" + hexMask(activeMask) + ", pred_mask=" + hexMask(predMask) +
           ", pred_reg=p" + std::to_string(predReg);
}

std::string TraceFormatter::breakAfter(std::uint64_t newMask) {
    return "  BREAK: new_active_mask=" + hexMask(newMask) +
           ", jump=" + (newMask == 0 ? "Some(0)" : "None");
}

std::string TraceFormatter::endloopBefore(std::uint64_t activeMask) {
    return "  ENDLOOP: active_mask=" + hexMask(activeMask);
}

std::string TraceFormatter::endloopAfter(std::uint64_t newMask,
                                         std::optional<std::uint32_t> jumpPc) {
    return "  ENDLOOP: new_active_mask=" + hexMask(newMask) +
           ", jump=" + (jumpPc ? "Some(" + std::to_string(*jumpPc) + ")" : std::string("None"));
}

} // namespace wave::emu
