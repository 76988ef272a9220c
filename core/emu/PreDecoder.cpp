#include "emu/PreDecoder.h"

#include "emu/WaveState.h"

#include <algorithm>
#include <set>
#include <utility>

namespace wave::emu {

namespace {

using H = Handler;

struct Layout {
    std::uint32_t registers; // R, at most 256
    std::uint32_t stride;
    std::uint32_t kernelOffset;
    std::uint32_t read(std::uint32_t r) const { return (r < registers ? r : registers) * stride; }
    std::uint32_t write(std::uint32_t r) const {
        return (r < registers ? r : registers + 1) * stride;
    }
};

std::uint8_t predRead(std::uint8_t p) {
    return p < 4 ? p : static_cast<std::uint8_t>(kPredZeroSlot);
}
std::uint8_t predWrite(std::uint8_t p) {
    return p < 4 ? p : static_cast<std::uint8_t>(kPredDumpSlot);
}

constexpr std::uint8_t kWidths[] = {1, 2, 4, 8, 16};

DecodedOp buildOp(const isa::DecodedInstruction& in, std::uint32_t pc, const Layout& lay) {
    DecodedOp op;
    // The row decides the routine and its statistics class (isa/Semantic.h).
    op.handler = in.info->semantic;
    op.statClass = in.info->statClass();
    op.category = in.info->category;
    op.pc = pc;
    op.size = in.size;
    op.modifier = in.modifier;
    op.predicate = in.info->predicate;
    if (in.guarded())
        op.flags |= DecodedOp::kGuarded;
    if (in.predNeg)
        op.flags |= DecodedOp::kGuardNeg;
    op.guardPred = in.predReg;
    const auto wrap = [](unsigned r, unsigned k) { return (r + k) & 0xFFu; };
    for (unsigned k = 0; k < 4; ++k) {
        op.rd[k] = lay.write(wrap(in.rd, k));
        op.rs2[k] = lay.read(wrap(in.rs2, k));
    }
    for (unsigned k = 0; k < 2; ++k) {
        op.rs1[k] = lay.read(wrap(in.rs1, k));
        op.rs3[k] = lay.read(wrap(in.rs3, k));
    }
    op.rs4 = lay.read(in.rs4);
    op.pd = predWrite(in.rd);
    op.ps = predRead(in.rs1);
    switch (op.handler) {
    case H::LocalLoad:
    case H::LocalStore:
        // docs/reference/isa.md §5.7: u128 acts as u32
        op.width = in.modifier == 4 ? 4 : kWidths[in.modifier];
        break;
    case H::DeviceLoad:
    case H::DeviceStore:
        op.width = kWidths[in.modifier];
        break;
    case H::LocalAtomic:
    case H::DeviceAtomic:
        op.width = 4;
        if (in.rd != 0)
            op.flags |= DecodedOp::kReturnsOld;
        break;
    case H::MovImm:
        op.imm = in.word1;
        break;
    case H::MovSr:
        op.imm = in.rs1;
        break;
    case H::Call:
        op.targetPc = in.word1 - lay.kernelOffset; // targets are code-section offsets
        break;
    case H::MmaLoadA:
    case H::MmaLoadB:
        op.imm = in.rd; // fragment number; address rs1, stride rs2
        break;
    case H::MmaStoreC: // address in the rd field, stride in rs1, fragment number in rs2
        op.rs1[0] = lay.read(in.rd);
        op.rs2[0] = lay.read(in.rs1);
        op.imm = in.rs2;
        break;
    case H::MmaCompute:
        op.imm =
            std::uint32_t(in.rd) | (std::uint32_t(in.rs1) << 8) | (std::uint32_t(in.rs2) << 16);
        break;
    default:
        break;
    }
    return op;
}

bool isRestorer(H h) {
    return h == H::Else || h == H::EndIf || h == H::EndLoop;
}
bool isOpener(H h) {
    return h == H::If || h == H::Loop;
}

class Builder {
public:
    Builder(std::span<const std::uint8_t> slice, const Layout& lay, DecodedProgram& p)
        : slice_(slice), lay_(lay), p_(p) {}

    void build() {
        p_.codeLength = static_cast<std::uint32_t>(slice_.size());
        decodeResidue(0);
        // Call targets in the middle of a word (hand-made code) need their own slot chain.
        for (bool again = true; again;) {
            again = false;
            for (std::size_t i = 0; i < p_.ops.size(); ++i) {
                const DecodedOp& op = p_.ops[i];
                if (op.handler == H::Call && op.targetPc < p_.codeLength &&
                    p_.base[op.targetPc & 3u] == DecodedProgram::kNoOp) {
                    decodeResidue(op.targetPc & 3u);
                    again = true;
                    break;
                }
            }
        }
        // End-of-code sentinels: one per residue chain, one per call target past the end.
        for (std::uint32_t r = 0; r < 4; ++r)
            if (p_.base[r] != DecodedProgram::kNoOp)
                sentinel_[r] = addSentinel(r + 4 * slots(r));
        // indexOf() may append sentinels: index, never hold references across it.
        for (std::size_t i = 0; i < p_.ops.size(); ++i) {
            if (sentinels_.count(static_cast<std::uint32_t>(i)) != 0)
                continue;
            const std::uint32_t next = indexOf(p_.ops[i].pc + p_.ops[i].size);
            p_.ops[i].next = next;
            if (p_.ops[i].handler == H::Call) {
                const std::uint32_t target = indexOf(p_.ops[i].targetPc);
                p_.ops[i].target = target;
            }
        }
        p_.entry = indexOf(0);
        computeSkips();
    }

private:
    std::uint32_t slots(std::uint32_t r) const {
        return p_.codeLength > r ? (p_.codeLength - r + 3) / 4 : 0;
    }

    void decodeResidue(std::uint32_t r) {
        // Slot k of residue r (pc = r + 4k) is op base[r] + k, and k == pc >> 2.
        p_.base[r] = static_cast<std::uint32_t>(p_.ops.size());
        const std::uint32_t n = slots(r);
        for (std::uint32_t k = 0; k < n; ++k) {
            const std::uint32_t pc = r + 4 * k;
            isa::DecodedInstruction in;
            isa::DecodeError err;
            if (isa::Decoder::decode(slice_, pc, in, err)) {
                p_.ops.push_back(buildOp(in, pc, lay_));
                p_.instructions.push_back(in);
            } else {
                DecodedOp op;
                op.handler = H::Invalid;
                op.pc = pc;
                op.size = 4;
                op.target = static_cast<std::uint32_t>(p_.errors.size());
                p_.errors.push_back(std::move(err));
                p_.ops.push_back(op);
                p_.instructions.push_back(in);
            }
        }
    }

    std::uint32_t addSentinel(std::uint32_t pc) {
        DecodedOp op;
        op.handler = H::Invalid;
        op.pc = pc;
        op.size = 4;
        op.target = static_cast<std::uint32_t>(p_.errors.size());
        // pc >= codeLength: the decoder reports its "unexpected end of code" error.
        isa::DecodedInstruction none;
        isa::DecodeError err;
        isa::Decoder::decode(slice_, pc, none, err);
        p_.errors.push_back(std::move(err));
        const auto index = static_cast<std::uint32_t>(p_.ops.size());
        op.next = index;
        op.skip = index;
        p_.ops.push_back(op);
        p_.instructions.emplace_back();
        sentinels_.insert(index);
        return index;
    }

    std::uint32_t indexOf(std::uint32_t pc) {
        if (std::optional<std::uint32_t> i = p_.opAt(pc))
            return *i;
        if (pc >= p_.codeLength && p_.base[pc & 3u] != DecodedProgram::kNoOp &&
            pc == (pc & 3u) + 4 * slots(pc & 3u))
            return sentinel_[pc & 3u];
        for (std::uint32_t s : sentinels_)
            if (p_.ops[s].pc == pc)
                return s;
        return addSentinel(pc);
    }

    // skip[i]: the first else/endif/endloop at the nesting level of i, following `next` from i
    // and stepping over nested if..endif / loop..endloop. next(i) > i except for sentinels,
    // which are their own skip target, so one backward pass suffices.
    void computeSkips() {
        const std::size_t n = p_.ops.size();
        std::vector<std::uint32_t> afterElse(n, 0);
        for (std::size_t k = n; k-- > 0;) {
            DecodedOp& op = p_.ops[k];
            const auto i = static_cast<std::uint32_t>(k);
            if (sentinels_.count(i) != 0)
                continue;
            if (isRestorer(op.handler)) {
                op.skip = i;
                if (op.handler == H::Else) {
                    const std::uint32_t j = p_.ops[op.next].skip;
                    afterElse[i] = p_.ops[j].handler == H::Else ? afterElse[j] : j;
                }
            } else if (isOpener(op.handler)) {
                std::uint32_t j = p_.ops[op.next].skip;
                if (p_.ops[j].handler == H::Else)
                    j = afterElse[j];
                op.skip = sentinels_.count(j) != 0 ? j : p_.ops[p_.ops[j].next].skip;
            } else {
                op.skip = p_.ops[op.next].skip;
            }
        }
    }

    std::span<const std::uint8_t> slice_;
    Layout lay_;
    DecodedProgram& p_;
    std::array<std::uint32_t, 4> sentinel_{};
    std::set<std::uint32_t> sentinels_;
};

Layout layoutOf(const EffectiveLaunch& launch, std::uint32_t laneStride) {
    return {std::min<std::uint32_t>(launch.registers, 256), laneStride, launch.codeOffset};
}

} // namespace

bool PreDecoder::madeFor(const DecodedProgram& p, const EffectiveLaunch& launch,
                         std::uint32_t laneStride) {
    const Layout lay = layoutOf(launch, laneStride);
    return p.registers == lay.registers && p.laneStride == lay.stride &&
           p.codeOffset == lay.kernelOffset;
}

std::shared_ptr<DecodedProgram> PreDecoder::decode(std::span<const std::uint8_t> code,
                                                   const EffectiveLaunch& launch,
                                                   std::uint32_t laneStride) {
    auto p = std::make_shared<DecodedProgram>();
    const Layout lay = layoutOf(launch, laneStride);
    const std::size_t start = std::min<std::size_t>(launch.codeOffset, code.size());
    Builder(code.subspan(start), lay, *p).build();
    p->registers = lay.registers;
    p->laneStride = lay.stride;
    p->codeOffset = lay.kernelOffset;
    return p;
}

} // namespace wave::emu
