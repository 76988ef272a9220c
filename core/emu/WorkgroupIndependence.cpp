#include "emu/WorkgroupIndependence.h"

#include "isa/SpecialRegisters.h"

#include <bitset>
#include <vector>

namespace wave::emu {

namespace {

using isa::Semantic;

// Operations whose result still tells workgroups apart when one operand does (the others
// may fold several workgroups onto one value: shr, and, div, compares, ...).
bool keepsWorkgroup(Semantic s) {
    switch (s) {
    case Semantic::Iadd:
    case Semantic::Isub:
    case Semantic::Imul:
    case Semantic::Imad:
    case Semantic::Shl:
    case Semantic::Or:
    case Semantic::Xor:
    case Semantic::Mov:
        return true;
    default:
        return false;
    }
}

bool readsWorkgroupId(const isa::DecodedInstruction& in) {
    using Id = isa::SpecialRegisterId;
    return in.info->semantic == Semantic::MovSr &&
           (in.rs1 == static_cast<std::uint8_t>(Id::WorkgroupIdX) ||
            in.rs1 == static_cast<std::uint8_t>(Id::WorkgroupIdY) ||
            in.rs1 == static_cast<std::uint8_t>(Id::WorkgroupIdZ));
}

// The register in the rd field, if the row has one (a destination, or an address that mma_store_c
// reads: counting it as written only makes the analysis more careful).
bool writesRd(const isa::DecodedInstruction& in) {
    for (std::uint8_t i = 0; i < in.info->operandCount; ++i)
        if (in.info->operands[i].kind == isa::OperandKind::Register &&
            in.info->operands[i].field == isa::Field::Rd)
            return true;
    return false;
}

// Whether any register the row reads (outside the rd field) is marked in `varies`.
bool readsVarying(const isa::DecodedInstruction& in, const std::bitset<256>& varies) {
    for (std::uint8_t i = 0; i < in.info->operandCount; ++i) {
        const isa::OperandSpec& o = in.info->operands[i];
        if (o.kind != isa::OperandKind::Register)
            continue;
        switch (o.field) {
        case isa::Field::Rs1:
            if (varies[in.rs1])
                return true;
            break;
        case isa::Field::Rs2:
            if (varies[in.rs2])
                return true;
            break;
        case isa::Field::Rs3:
            if (varies[in.rs3])
                return true;
            break;
        case isa::Field::Rs4:
            if (varies[in.rs4])
                return true;
            break;
        default:
            break;
        }
    }
    return false;
}

// How many registers from rd on a row writes: wide loads up to four, doubles (and conversions
// and ballots, which may produce 64 bits) a pair; counting too many only makes the analysis more
// careful.
int registersWritten(const DecodedOp& op) {
    switch (op.handler) {
    case Semantic::DeviceLoad:
    case Semantic::LocalLoad:
        return op.width > 4 ? op.width / 4 : 1;
    case Semantic::Dadd:
    case Semantic::Dsub:
    case Semantic::Dmul:
    case Semantic::Dma:
    case Semantic::Ddiv:
    case Semantic::Dsqrt:
    case Semantic::Cvt:
    case Semantic::WaveBallot:
        return 2;
    default:
        return 1;
    }
}

// The instructions from the kernel's entry on, one after another (not the slots in the second
// word of 8-byte instructions, which decode as whatever their bits say): op indices.
std::vector<std::uint32_t> inOrder(const DecodedProgram& program) {
    std::vector<std::uint32_t> out;
    for (std::uint32_t i = program.entry; i < program.instructions.size();) {
        if (program.instructions[i].info != nullptr)
            out.push_back(i);
        const std::uint32_t next = program.ops[i].next;
        if (next <= i)
            break;
        i = next;
    }
    return out;
}

// A forward walk over the structured code. A state marks the registers that hold a value
// derived from the workgroup id on every path to here (all marked: no path gets here, so that
// a halted path does not weigh on a merge); states meet by intersection.
class Walk {
public:
    using Regs = std::bitset<256>;

    explicit Walk(const DecodedProgram& program) : program_(program), code_(inOrder(program)) {
        const std::size_t none = code_.size();
        close_.assign(code_.size(), none);
        middle_.assign(code_.size(), none);
        std::vector<std::size_t> open;
        for (std::size_t k = 0; k < code_.size(); ++k) {
            switch (info(k).blockRole) {
            case isa::BlockRole::Opens:
                open.push_back(k);
                break;
            case isa::BlockRole::Middle:
                if (open.empty())
                    ok_ = false;
                else
                    middle_[open.back()] = k;
                break;
            case isa::BlockRole::Closes:
                if (open.empty())
                    ok_ = false;
                else
                    close_[open.back()] = k;
                if (!open.empty())
                    open.pop_back();
                break;
            default:
                break;
            }
        }
        ok_ = ok_ && open.empty();
    }

    bool independent() {
        if (ok_)
            run(0, code_.size(), Regs());
        return ok_;
    }

private:
    struct LoopFrame {
        Regs exit; // the meet of the states at its breaks
        Regs back; // the meet of the states at its continues
    };

    const isa::InstructionInfo& info(std::size_t k) const {
        return *program_.instructions[code_[k]].info;
    }

    // The state at `to` after the positions [from, to) from `state`.
    Regs run(std::size_t from, std::size_t to, Regs state) {
        for (std::size_t k = from; k < to && ok_; ++k) {
            const isa::DecodedInstruction& in = program_.instructions[code_[k]];
            const Semantic s = in.info->semantic;
            if (s == Semantic::If) {
                const std::size_t end = close_[k], other = middle_[k];
                const Regs then = run(k + 1, other < end ? other : end, state);
                const Regs otherwise = other < end ? run(other + 1, end, state) : state;
                state = then & otherwise;
                k = end;
            } else if (s == Semantic::Loop) {
                const std::size_t end = close_[k];
                Regs head = state;
                for (;;) {
                    loops_.push_back(LoopFrame{Regs().set(), Regs().set()});
                    const Regs body = run(k + 1, end, head);
                    const LoopFrame frame = loops_.back();
                    loops_.pop_back();
                    const Regs next = head & body & frame.back;
                    if (next == head) {
                        state = frame.exit;
                        break;
                    }
                    head = next;
                }
                k = end;
            } else if (s == Semantic::Break || s == Semantic::Continue) {
                if (loops_.empty()) {
                    ok_ = false;
                    break;
                }
                // `break p` leaves with the lanes where p holds: the others go on with this
                // state (an unconditional one only makes what follows unreachable).
                (s == Semantic::Break ? loops_.back().exit : loops_.back().back) &= state;
            } else if (s == Semantic::Halt || s == Semantic::Return) {
                // Unguarded at the top: what follows is a function, entered from any call.
                if (!in.guarded())
                    loops_.empty() && k + 1 < code_.size() && depth(k) == 0 ? state.reset()
                                                                            : state.set();
            } else if (s == Semantic::Call) {
                state.reset(); // the function may write any register
            } else {
                step(k, in, state);
            }
        }
        return state;
    }

    // Whether position k lies inside an if or a loop.
    std::size_t depth(std::size_t k) const {
        std::size_t d = 0;
        for (std::size_t j = 0; j < k; ++j) {
            if (info(j).blockRole == isa::BlockRole::Opens)
                ++d;
            else if (info(j).blockRole == isa::BlockRole::Closes && d > 0)
                --d;
        }
        return d;
    }

    void step(std::size_t k, const isa::DecodedInstruction& in, Regs& state) {
        const Semantic s = in.info->semantic;
        if (s == Semantic::DeviceAtomic ||
            ((s == Semantic::DeviceLoad || s == Semantic::DeviceStore) && !state[in.rs1])) {
            ok_ = false;
            return;
        }
        if (!writesRd(in))
            return;
        const bool derived = readsWorkgroupId(in) || (keepsWorkgroup(s) && readsVarying(in, state));
        const int written = registersWritten(program_.ops[code_[k]]);
        for (int n = 0; n < written; ++n) {
            const std::uint8_t r = static_cast<std::uint8_t>(in.rd + n);
            // A guarded write leaves the old value in the lanes it skips.
            const bool now = n == 0 && derived;
            state[r] = in.guarded() ? state[r] && now : now;
        }
    }

    const DecodedProgram& program_;
    std::vector<std::uint32_t> code_;
    std::vector<std::size_t> close_, middle_; // per opening position: its endif/endloop, else
    std::vector<LoopFrame> loops_;
    bool ok_ = true;
};

} // namespace

bool WorkgroupIndependence::likely(const DecodedProgram& program) {
    bool stores = false;
    for (const isa::DecodedInstruction& in : program.instructions) {
        if (in.info == nullptr)
            continue;
        // Conservative over every slot (also the second words of 8-byte instructions).
        if (in.info->semantic == Semantic::DeviceAtomic)
            return false;
        stores = stores || in.info->semantic == Semantic::DeviceStore;
    }
    // Without device stores (and atomics) workgroups cannot see each other.
    return !stores || Walk(program).independent();
}

} // namespace wave::emu
