#include "emu/BlockEmitter.h"

namespace wave::emu::detail {

namespace x86 = asmjit::x86;
using asmjit::Imm;

namespace {

// vcmpps conditions of the interpreter's fcmp (IntegerOps.h): ordered and quiet, except `ne`,
// which holds for unordered operands.
int fcmpCondition(isa::Predicate p) {
    using P = isa::Predicate;
    switch (p) {
    case P::Eq:
        return 0x00; // EQ_OQ
    case P::Ne:
        return 0x04; // NEQ_UQ
    case P::Lt:
        return 0x11; // LT_OQ
    case P::Le:
        return 0x12; // LE_OQ
    case P::Gt:
        return 0x1E; // GT_OQ
    case P::Ge:
        return 0x1D; // GE_OQ
    case P::Ord:
        return 0x07; // ORD_Q
    case P::Unord:
        return 0x03; // UNORD_Q
    case P::None:
    case P::Never:
        break;
    }
    return -1; // always false
}

} // namespace

x86::Mem BlockEmitter::row(std::uint32_t offset, std::uint32_t chunk) const {
    return x86::ymmword_ptr(x86::rdi, static_cast<std::int32_t>((offset + 8 * chunk) * 4));
}

void BlockEmitter::constant(const Ymm& dst, std::uint32_t value) {
    a_.mov(x86::eax, value);
    a_.vmovd(dst.xmm(), x86::eax);
    a_.vpbroadcastd(dst, dst.xmm());
}

// writeLanes: d = (value & mask) | (d & ~mask), or a plain store when every lane executes.
void BlockEmitter::store(std::uint32_t offset, std::uint32_t chunk, const Ymm& value) {
    if (full_) {
        a_.vmovdqu(row(offset, chunk), value);
        return;
    }
    a_.vmovdqu(x86::ymm3, row(offset, chunk));
    a_.vpblendvb(x86::ymm3, x86::ymm3, value, x86::ymm(8 + chunk));
    a_.vmovdqu(row(offset, chunk), x86::ymm3);
}

void BlockEmitter::function(const DecodedProgram& program, std::uint32_t first,
                            std::uint32_t length, bool full) {
    full_ = full;
    if (!full)
        for (std::uint32_t c = 0; c < chunks_; ++c)
            a_.vmovdqu(x86::ymm(8 + c),
                       x86::ymmword_ptr(x86::rsi, static_cast<std::int32_t>(32 * c)));
    std::uint32_t index = first;
    for (std::uint32_t k = 0; k < length; ++k) {
        op(program.ops[index]);
        index = program.ops[index].next;
    }
    a_.vzeroupper();
    a_.ret();
}

void BlockEmitter::op(const DecodedOp& op) {
    using H = Handler;
    switch (op.handler) {
    case H::Not:
    case H::Icmp:
    case H::Ucmp:
        a_.vpcmpeqd(x86::ymm4, x86::ymm4, x86::ymm4);
        constant(x86::ymm5, 0x80000000u);
        break;
    case H::Shl:
    case H::Shr:
    case H::Sar:
        constant(x86::ymm4, 31u); // shift counts are taken mod 32
        break;
    case H::MovImm:
        constant(x86::ymm4, op.imm);
        break;
    case H::Fneg:
        constant(x86::ymm4, 0x80000000u);
        break;
    case H::Fabs:
        constant(x86::ymm4, 0x7FFFFFFFu);
        break;
    case H::Fma:
        constant(x86::ymm4, 0x00400000u); // the quiet bit
        break;
    default:
        break;
    }
    if (op.handler == H::Icmp || op.handler == H::Ucmp || op.handler == H::Fcmp) {
        compareOp(op);
        return;
    }
    const bool isFloat =
        op.statClass == StatClass::Float && op.handler != H::Fneg && op.handler != H::Fabs;
    for (std::uint32_t c = 0; c < chunks_; ++c) {
        if (op.handler == H::MovImm) {
            store(op.rd[0], c, x86::ymm4);
            continue;
        }
        if (isFloat)
            floatOp(op, c);
        else
            integerOp(op, c);
        store(op.rd[0], c, x86::ymm0);
    }
}

void BlockEmitter::integerOp(const DecodedOp& op, std::uint32_t c) {
    using H = Handler;
    const x86::Mem a = row(op.rs1[0], c), b = row(op.rs2[0], c);
    const x86::Ymm r = x86::ymm0;
    switch (op.handler) {
    case H::Ineg:
        a_.vpxor(x86::ymm1, x86::ymm1, x86::ymm1);
        a_.vpsubd(r, x86::ymm1, a);
        return;
    case H::Iabs:
        a_.vpabsd(r, a); // |INT_MIN| stays INT_MIN, as integer::iabs
        return;
    case H::Not:
        a_.vpxor(r, x86::ymm4, a);
        return;
    case H::Fneg:
        a_.vpxor(r, x86::ymm4, a);
        return;
    case H::Fabs:
        a_.vpand(r, x86::ymm4, a);
        return;
    case H::Shl:
    case H::Shr:
    case H::Sar:
        a_.vpand(x86::ymm1, x86::ymm4, b);
        a_.vmovdqu(r, a);
        if (op.handler == H::Shl)
            a_.vpsllvd(r, r, x86::ymm1);
        else if (op.handler == H::Shr)
            a_.vpsrlvd(r, r, x86::ymm1);
        else
            a_.vpsravd(r, r, x86::ymm1);
        return;
    default:
        break;
    }
    a_.vmovdqu(r, a);
    switch (op.handler) {
    case H::Iadd:
        a_.vpaddd(r, r, b);
        break;
    case H::Isub:
        a_.vpsubd(r, r, b);
        break;
    case H::Imul:
        a_.vpmulld(r, r, b);
        break;
    case H::Imad:
        a_.vpmulld(r, r, b);
        a_.vpaddd(r, r, row(op.rs3[0], c));
        break;
    case H::Imin:
        a_.vpminsd(r, r, b);
        break;
    case H::Imax:
        a_.vpmaxsd(r, r, b);
        break;
    case H::And:
        a_.vpand(r, r, b);
        break;
    case H::Or:
        a_.vpor(r, r, b);
        break;
    case H::Xor:
        a_.vpxor(r, r, b);
        break;
    default: // Mov
        break;
    }
}

// fp::arith: x86 returns the first source's NaN (quieted), then the second's, then the
// default NaN, which is the interpreter's choice when `a` is the first source. fp::fused
// chooses b's NaN, then a's, explicitly, as here.
void BlockEmitter::floatOp(const DecodedOp& op, std::uint32_t c) {
    using H = Handler;
    const x86::Mem a = row(op.rs1[0], c), b = row(op.rs2[0], c);
    const x86::Ymm r = x86::ymm0;
    a_.vmovups(r, a);
    switch (op.handler) {
    case H::Fadd:
        a_.vaddps(r, r, b);
        break;
    case H::Fsub:
        a_.vsubps(r, r, b);
        break;
    case H::Fmul:
        a_.vmulps(r, r, b);
        break;
    case H::Fdiv:
        a_.vdivps(r, r, b);
        break;
    default: { // Fma
        a_.vmovups(x86::ymm1, b);
        a_.vmovaps(x86::ymm2, r);
        a_.vfmadd213ps(x86::ymm2, x86::ymm1, row(op.rs3[0], c)); // b * a + c
        a_.vcmpps(x86::ymm3, x86::ymm1, x86::ymm1, Imm(3));      // b is a NaN
        a_.vblendvps(x86::ymm1, r, x86::ymm1, x86::ymm3);        // first = b NaN ? b : a
        a_.vcmpps(x86::ymm3, x86::ymm1, x86::ymm1, Imm(3));      // first is a NaN
        a_.vorps(x86::ymm1, x86::ymm1, x86::ymm4);               // quiet(first)
        a_.vblendvps(r, x86::ymm2, x86::ymm1, x86::ymm3);
        break;
    }
    }
}

// compareOp: the predicate's bits of the executing lanes (rcx) are replaced by the results.
void BlockEmitter::compareOp(const DecodedOp& op) {
    a_.xor_(x86::eax, x86::eax);
    for (std::uint32_t c = 0; c < chunks_; ++c)
        compareChunk(op, c);
    const x86::Mem pd = x86::qword_ptr(x86::rdx, static_cast<std::int32_t>(8 * op.pd));
    a_.mov(x86::r9, pd);
    a_.mov(x86::r10, x86::rcx);
    a_.not_(x86::r10);
    a_.and_(x86::r9, x86::r10);
    a_.and_(x86::rax, x86::rcx);
    a_.or_(x86::r9, x86::rax);
    a_.mov(pd, x86::r9);
}

void BlockEmitter::compareChunk(const DecodedOp& op, std::uint32_t c) {
    using P = isa::Predicate;
    const x86::Mem a = row(op.rs1[0], c), b = row(op.rs2[0], c);
    const x86::Ymm r = x86::ymm0;
    const P p = op.predicate;
    if (op.handler == Handler::Fcmp) {
        const int cond = fcmpCondition(p);
        if (cond < 0)
            return;
        a_.vmovups(r, a);
        a_.vcmpps(r, r, b, Imm(cond));
    } else if (p == P::Eq || p == P::Ne) {
        a_.vmovdqu(r, a);
        a_.vpcmpeqd(r, r, b);
        if (p == P::Ne)
            a_.vpxor(r, r, x86::ymm4);
    } else if (p == P::Lt || p == P::Le || p == P::Gt || p == P::Ge) {
        // Signed compares directly; unsigned ones with both sign bits flipped.
        a_.vmovdqu(x86::ymm1, a);
        a_.vmovdqu(x86::ymm2, b);
        if (op.handler == Handler::Ucmp) {
            a_.vpxor(x86::ymm1, x86::ymm1, x86::ymm5);
            a_.vpxor(x86::ymm2, x86::ymm2, x86::ymm5);
        }
        if (p == P::Gt || p == P::Le)
            a_.vpcmpgtd(r, x86::ymm1, x86::ymm2); // a > b
        else
            a_.vpcmpgtd(r, x86::ymm2, x86::ymm1); // a < b
        if (p == P::Le || p == P::Ge)
            a_.vpxor(r, r, x86::ymm4);
    } else {
        return; // no ordered test on integers, Never: always false
    }
    a_.vmovmskps(x86::r8d, r);
    if (c != 0)
        a_.shl(x86::r8, 8 * c);
    a_.or_(x86::rax, x86::r8);
}

} // namespace wave::emu::detail
