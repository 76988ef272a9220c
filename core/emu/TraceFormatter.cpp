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

struct Text {
    std::string mnemonic;
    std::string operands;
};

// docs/reference/execution-model.md §14: mnemonics and operands of the reference's trace (not the
// disassembler's).
Text describe(const isa::DecodedInstruction& in) {
    Text t{std::string(in.info->mnemonic), {}};
    const unsigned op = in.opcode, mod = in.modifier;
    const auto three = [&] {
        return in.rs3 != 0 ? join({r(in.rd), r(in.rs1), r(in.rs2), r(in.rs3)})
                           : join({r(in.rd), r(in.rs1), r(in.rs2)});
    };
    switch (op) {
    case 0x04:
    case 0x0B:
    case 0x13:
    case 0x19: // imad iclamp fma fclamp
        t.operands = join({r(in.rd), r(in.rs1), r(in.rs2), r(in.rs3)});
        break;
    case 0x07:
    case 0x08:
    case 0x15:
    case 0x16:
    case 0x1A:
    case 0x1B:
    case 0x23:
    case 0x2C:
        t.operands = join({r(in.rd), r(in.rs1)});
        break;
    case 0x27: // bit ops: no operands
        break;
    case 0x28: {
        static const char* const names[] = {"eq", "ne", "lt", "le", "gt", "ge"};
        t.mnemonic = mod < 6 ? std::string("icmp_") + names[mod] : "icmp_unknown";
        t.operands = join({p(in.rd), r(in.rs1), r(in.rs2)});
        break;
    }
    case 0x29:
        t.mnemonic = mod == 2 ? "ucmp_lt" : mod == 3 ? "ucmp_le" : "ucmp_unknown";
        t.operands = join({p(in.rd), r(in.rs1), r(in.rs2)});
        break;
    case 0x2A:
        if (mod == 5)
            t.mnemonic = "fcmp_unknown";
        t.operands = join({p(in.rd), r(in.rs1), r(in.rs2)});
        break;
    case 0x2B:
        t.operands = join({r(in.rd), p(in.rs1), r(in.rs2), r(in.rs3)});
        break;
    case 0x30:
    case 0x38:
        if (op == 0x30 && mod == 4)
            t.mnemonic = "local_load_unknown";
        t.operands = join({r(in.rd), r(in.rs1)});
        break;
    case 0x31:
    case 0x39:
        if (op == 0x31 && mod == 4)
            t.mnemonic = "local_store_unknown";
        t.operands = join({r(in.rs1), r(in.rs2)});
        break;
    case 0x3C:
    case 0x3D:
        t.operands =
            in.rd == 0 ? join({r(in.rs1), r(in.rs2)}) : join({r(in.rd), r(in.rs1), r(in.rs2)});
        break;
    case 0x3E:
        if (mod == 5)
            t.operands = join({r(in.rd), p(in.rs1)});
        else if (mod == 6 || mod == 7)
            t.operands = join({p(in.rd), p(in.rs1)});
        else if (mod >= 8)
            t.operands = join({r(in.rd), r(in.rs1)});
        else
            t.operands = join({r(in.rd), r(in.rs1), r(in.rs2)});
        break;
    case 0x3F:
        if (mod == 0 || mod == 4 || mod == 5)
            t.operands = p(in.rs1);
        else if (mod == 7)
            t.operands = hex8(in.word1);
        break;
    case 0x40:
        t.operands = join({r(in.rd), r(in.rs1), r(in.rs2), "r0"});
        break;
    case 0x41:
        if (mod == 1) {
            t.operands = join({r(in.rd), hex8(in.word1)});
        } else if (mod == 2) {
            t.mnemonic = "mov";
            t.operands = join({r(in.rd), "sr_" + std::to_string(in.rs1)});
        } else {
            t.operands = join({r(in.rd), r(in.rs1)});
        }
        break;
    default: // two- and three-operand ALU forms, F16/BF16/F64 groups
        t.operands = three();
        break;
    }
    return t;
}

} // namespace

std::string TraceFormatter::instructionText(const isa::DecodedInstruction& inst) {
    std::string s;
    if (inst.guarded())
        s = std::string("@") + (inst.predNeg ? "!" : "") + p(inst.predReg) + " ";
    if (inst.info == nullptr)
        return s + "<invalid>";
    const Text t = describe(inst);
    s += t.mnemonic;
    if (!t.operands.empty())
        s += " " + t.operands;
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
