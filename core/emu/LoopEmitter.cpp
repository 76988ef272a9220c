#include "emu/LoopEmitter.h"

#include "emu/WaveState.h"

#include <cstddef>

namespace wave::emu::detail {

namespace x86 = asmjit::x86;

namespace {

// Byte offsets of the WaveState fields the driver reads and writes (WaveState holds vectors,
// so offsetof is not available; a probe object gives the same numbers).
struct Offsets {
    std::int32_t active, live, predicates, maskFor, mask;
    Offsets() {
        static const WaveState probe;
        const auto at = [](const void* field) {
            return static_cast<std::int32_t>(static_cast<const char*>(field) -
                                             reinterpret_cast<const char*>(&probe));
        };
        active = at(&probe.active);
        live = at(&probe.live);
        predicates = at(probe.predicates.data());
        maskFor = at(&probe.laneMaskFor);
        mask = at(probe.laneMask.data());
    }
};

const Offsets& offsets() {
    static const Offsets o;
    return o;
}

// Byte offsets of consecutive u32 words in a chunk of 8 lanes.
alignas(32) constexpr std::uint32_t kLaneOffsets[8] = {0, 4, 8, 12, 16, 20, 24, 28};

x86::Mem field(const x86::Gp& base, std::int32_t offset) {
    return x86::qword_ptr(base, offset);
}

constexpr std::int32_t kSlotRegs = offsetof(LoopSlot, regs);
constexpr std::int32_t kSlotOther = offsetof(LoopSlot, other);
constexpr std::int32_t kSlotWave = offsetof(LoopSlot, wave);
constexpr std::int32_t kRunMax = offsetof(LoopRun, maxIterations);
constexpr std::int32_t kRunIterations = offsetof(LoopRun, iterations);
constexpr std::int32_t kRunLanes = offsetof(LoopRun, lanes);
constexpr std::int32_t kRunStop = offsetof(LoopRun, stop);
constexpr std::int32_t kRunLocal = offsetof(LoopRun, local);
constexpr std::int32_t kRunLocalLimit = offsetof(LoopRun, localLimit);
constexpr std::int32_t kRunLocalLanes = offsetof(LoopRun, localLanes);
constexpr std::int32_t kRunTrace = offsetof(LoopRun, trace);

} // namespace

template <class Body>
void LoopEmitter::forEachSlot(Body&& body) {
    const asmjit::Label top = a_.newLabel();
    a_.mov(x86::r14, x86::r12);
    a_.bind(top);
    a_.mov(x86::r8, field(x86::r14, kSlotWave));
    body();
    a_.add(x86::r14, static_cast<std::int32_t>(sizeof(LoopSlot)));
    a_.cmp(x86::r14, x86::r13);
    a_.jb(top);
}

// laneMask (LaneOps.h) of the wave in r8 for the mask in rcx: the cache refreshed if stale.
void LoopEmitter::refreshMask() {
    const Offsets& o = offsets();
    const asmjit::Label cached = a_.newLabel(), bits = a_.newLabel();
    a_.cmp(x86::rcx, field(x86::r8, o.maskFor));
    a_.je(cached);
    a_.mov(x86::rax, x86::rcx);
    a_.xor_(x86::r9d, x86::r9d);
    a_.bind(bits); // laneMask[l] = 0 - bit l, for l < lane stride
    a_.mov(x86::r10d, x86::eax);
    a_.and_(x86::r10d, 1);
    a_.neg(x86::r10d);
    a_.mov(x86::dword_ptr(x86::r8, x86::r9, 2, o.mask), x86::r10d);
    a_.shr(x86::rax, 1);
    a_.inc(x86::r9);
    a_.cmp(x86::r9, static_cast<std::int32_t>(lanes_));
    a_.jb(bits);
    a_.mov(field(x86::r8, o.maskFor), x86::rcx);
    a_.bind(cached);
}

// With LoopRun::trace set: `record` stores the record at r11 (r10 and r11 are free), then the
// trace moves past its `bytes`.
template <class Record>
void LoopEmitter::traced(std::uint32_t bytes, Record&& record) {
    const asmjit::Label skip = a_.newLabel();
    a_.mov(x86::r11, x86::qword_ptr(x86::r15, kRunTrace));
    a_.test(x86::r11, x86::r11);
    a_.jz(skip);
    record();
    a_.add(x86::r11, static_cast<std::int32_t>(bytes));
    a_.mov(x86::qword_ptr(x86::r15, kRunTrace), x86::r11);
    a_.bind(skip);
}

// loadOp's fast path (MemoryOps.h) for an unguarded local u32 load: first every wave's active
// lanes are checked (highest address + 4 <= size, else the driver stops before the op), then
// each wave gathers with its lane mask (lanes off keep their value and read nothing).
void LoopEmitter::localLoad(const DecodedOp& op, const asmjit::Label& stop) {
    const Offsets& o = offsets();
    const std::uint32_t chunks = lanes_ / 8;
    const auto row = [](std::uint32_t offset, std::uint32_t c) {
        return x86::ymmword_ptr(x86::rdi, static_cast<std::int32_t>((offset + 8 * c) * 4));
    };
    const auto mask = [&](std::uint32_t c) {
        return x86::ymmword_ptr(x86::r8, o.mask + static_cast<std::int32_t>(32 * c));
    };
    forEachSlot([&] {
        a_.mov(x86::rcx, field(x86::r8, o.active));
        refreshMask();
        a_.mov(x86::rdi, field(x86::r14, kSlotRegs));
        a_.vpxor(x86::ymm0, x86::ymm0, x86::ymm0);
        for (std::uint32_t c = 0; c < chunks; ++c) {
            a_.vmovdqu(x86::ymm1, mask(c));
            a_.vpand(x86::ymm1, x86::ymm1, row(op.rs1[0], c)); // hi = max(addr & m)
            a_.vpmaxud(x86::ymm0, x86::ymm0, x86::ymm1);
        }
        a_.vextracti128(x86::xmm1, x86::ymm0, 1);
        a_.vpmaxud(x86::xmm0, x86::xmm0, x86::xmm1);
        a_.vpshufd(x86::xmm1, x86::xmm0, 0x4E);
        a_.vpmaxud(x86::xmm0, x86::xmm0, x86::xmm1);
        a_.vpshufd(x86::xmm1, x86::xmm0, 0xB1);
        a_.vpmaxud(x86::xmm0, x86::xmm0, x86::xmm1);
        a_.vmovd(x86::eax, x86::xmm0);
        a_.vzeroupper();
        a_.cmp(x86::rax, x86::qword_ptr(x86::r15, kRunLocalLimit));
        a_.ja(stop);
    });
    forEachSlot([&] {
        a_.popcnt(x86::r10, field(x86::r8, o.active));
        a_.add(x86::rbp, x86::r10);
        a_.add(x86::qword_ptr(x86::r15, kRunLocalLanes), x86::r10);
        a_.mov(x86::rdi, field(x86::r14, kSlotRegs));
        traced(LoopRun::recordBytes(true, lanes_), [&] { // before the gather: rd may be rs1
            a_.mov(x86::r10, field(x86::r8, o.active));
            a_.mov(x86::qword_ptr(x86::r11), x86::r10);
            for (std::uint32_t c = 0; c < chunks; ++c) {
                a_.vmovdqu(x86::ymm0, row(op.rs1[0], c));
                a_.vmovdqu(x86::ymmword_ptr(x86::r11, static_cast<std::int32_t>(8 + 32 * c)),
                           x86::ymm0);
            }
        });
        a_.mov(x86::rax, x86::qword_ptr(x86::r15, kRunLocal));
        a_.vpcmpeqd(x86::ymm3, x86::ymm3, x86::ymm3);
        a_.mov(x86::r10, reinterpret_cast<std::uint64_t>(kLaneOffsets));
        a_.vmovdqu(x86::ymm4, x86::ymmword_ptr(x86::r10));
        for (std::uint32_t c = 0; c < chunks; ++c)
            gatherChunk(row(op.rd[0], c), row(op.rs1[0], c), mask(c));
        a_.vzeroupper();
    });
}

// One chunk of 8 lanes: rax = local memory, ymm3 = all ones, ymm4 = kLaneOffsets. When every
// lane of the chunk executes (so each address was checked), the same address in all lanes is
// one broadcast and consecutive words one load (tiles read by rows and columns); else a gather.
void LoopEmitter::gatherChunk(const asmjit::x86::Mem& dst, const asmjit::x86::Mem& addr,
                              const asmjit::x86::Mem& mask) {
    const asmjit::Label gather = a_.newLabel(), same = a_.newLabel(), row = a_.newLabel(),
                        store = a_.newLabel();
    a_.vmovdqu(x86::ymm1, addr);
    a_.vmovdqu(x86::ymm2, mask);
    a_.vptest(x86::ymm2, x86::ymm3); // CF: every lane executes
    a_.jnc(gather);
    a_.vmovd(x86::r9d, x86::xmm1);
    a_.vpbroadcastd(x86::ymm0, x86::xmm1);
    a_.vpsubd(x86::ymm0, x86::ymm1, x86::ymm0); // addr - addr[0]
    a_.vptest(x86::ymm0, x86::ymm0);
    a_.jz(same);
    a_.vpcmpeqd(x86::ymm0, x86::ymm0, x86::ymm4);
    a_.vptest(x86::ymm0, x86::ymm3);
    a_.jc(row);
    a_.bind(gather);
    a_.vmovdqu(x86::ymm0, dst);
    a_.vpgatherdd(x86::ymm0, x86::ptr(x86::rax, x86::ymm1, 0), x86::ymm2);
    a_.jmp(store);
    a_.bind(same);
    a_.vpbroadcastd(x86::ymm0, x86::dword_ptr(x86::rax, x86::r9));
    a_.jmp(store);
    a_.bind(row);
    a_.vmovdqu(x86::ymm0, x86::ymmword_ptr(x86::rax, x86::r9));
    a_.bind(store);
    a_.vmovdqu(dst, x86::ymm0);
}

// The segment's ops for one wave, as runBlock (CompiledBatch.h) runs a block: lanes counted,
// the lane-mask cache refreshed (laneMask in LaneOps.h), then the full or the masked function.
void LoopEmitter::aluSegment(std::uint32_t length, const asmjit::Label& masked,
                             const asmjit::Label& full) {
    const Offsets& o = offsets();
    const std::uint64_t all = lanes_ >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << lanes_) - 1;
    forEachSlot([&] {
        const asmjit::Label blend = a_.newLabel(), done = a_.newLabel();
        a_.mov(x86::rcx, field(x86::r8, o.active));
        a_.popcnt(x86::rax, x86::rcx);
        a_.imul(x86::rax, x86::rax, static_cast<std::int32_t>(length));
        a_.add(x86::rbp, x86::rax);
        refreshMask();
        a_.mov(x86::rdi, field(x86::r14, kSlotRegs));
        a_.lea(x86::rsi, x86::ptr(x86::r8, o.mask));
        a_.lea(x86::rdx, x86::ptr(x86::r8, o.predicates));
        a_.mov(x86::r9, all);
        a_.mov(x86::rax, x86::rcx);
        a_.and_(x86::rax, x86::r9);
        a_.cmp(x86::rax, x86::r9);
        a_.jne(blend);
        a_.call(full);
        a_.jmp(done);
        a_.bind(blend);
        a_.call(masked);
        a_.bind(done);
    });
}

// controlOp's break / continue (ControlFlow.h) with the loop frame on top: P = A & p; break
// also drops P from the frame's `other`. First every wave is checked (A & ~p must not be empty).
void LoopEmitter::breakOrContinue(const DecodedOp& op, const asmjit::Label& stop) {
    const Offsets& o = offsets();
    const x86::Mem p = field(x86::r8, o.predicates + 8 * static_cast<std::int32_t>(op.ps));
    forEachSlot([&] {
        a_.mov(x86::r9, p);
        a_.andn(x86::r10, x86::r9, field(x86::r8, o.active));
        a_.jz(stop);
    });
    forEachSlot([&] {
        a_.mov(x86::rax, field(x86::r8, o.active));
        a_.popcnt(x86::r10, x86::rax);
        a_.add(x86::rbp, x86::r10);
        a_.mov(x86::r9, p);
        a_.and_(x86::r9, x86::rax);
        if (op.handler == Handler::Break) {
            a_.mov(x86::r10, field(x86::r14, kSlotOther));
            a_.andn(x86::r11, x86::r9, x86::qword_ptr(x86::r10));
            a_.mov(x86::qword_ptr(x86::r10), x86::r11);
        }
        traced(LoopRun::recordBytes(false, lanes_),
               [&] { a_.mov(x86::qword_ptr(x86::r11), x86::rax); }); // before
        a_.andn(x86::rax, x86::r9, x86::rax);
        a_.mov(field(x86::r8, o.active), x86::rax);
        traced(0, [&] { a_.mov(x86::qword_ptr(x86::r11, -8), x86::rax); }); // after
    });
}

// The back edge: A = other & live, never empty here (the checks kept A inside other and live).
void LoopEmitter::endLoop() {
    const Offsets& o = offsets();
    forEachSlot([&] {
        a_.mov(x86::r9, field(x86::r8, o.active));
        a_.popcnt(x86::r10, x86::r9);
        a_.add(x86::rbp, x86::r10);
        a_.mov(x86::r10, field(x86::r14, kSlotOther));
        a_.mov(x86::rax, x86::qword_ptr(x86::r10));
        a_.and_(x86::rax, field(x86::r8, o.live));
        a_.mov(field(x86::r8, o.active), x86::rax);
        traced(LoopRun::recordBytes(false, lanes_), [&] {
            a_.mov(x86::qword_ptr(x86::r11), x86::r9);
            a_.mov(x86::qword_ptr(x86::r11, 8), x86::rax);
        });
    });
}

void LoopEmitter::driver(const DecodedProgram& program, const CompiledLoop& loop,
                         const std::vector<asmjit::Label>& masked,
                         const std::vector<asmjit::Label>& full) {
    const x86::Gp saved[] = {x86::rbx, x86::rbp, x86::r12, x86::r13, x86::r14, x86::r15};
    for (const x86::Gp& r : saved)
        a_.push(r);
    a_.sub(x86::rsp, 8); // calls need a 16-byte aligned stack
    a_.mov(x86::r12, x86::rdi);
    a_.mov(x86::r13, x86::rsi);
    a_.mov(x86::r15, x86::rdx);
    a_.xor_(x86::ebx, x86::ebx);
    a_.xor_(x86::ebp, x86::ebp);
    const asmjit::Label top = a_.newLabel(), done = a_.newLabel(), exit = a_.newLabel();
    std::vector<asmjit::Label> stops;
    a_.bind(top);
    a_.cmp(x86::rbx, x86::qword_ptr(x86::r15, kRunMax));
    a_.jae(done);
    for (std::size_t s = 0; s < loop.segments.size(); ++s) {
        const CompiledLoop::Segment& seg = loop.segments[s];
        if (seg.length != 0)
            aluSegment(seg.length, masked[s], full[s]);
        const DecodedOp& op = program.ops[seg.control];
        if (op.handler == Handler::EndLoop) {
            endLoop();
            continue;
        }
        stops.push_back(a_.newLabel());
        if (op.handler == Handler::LocalLoad)
            localLoad(op, stops.back());
        else
            breakOrContinue(op, stops.back());
    }
    a_.inc(x86::rbx);
    a_.jmp(top);
    std::size_t stop = 0;
    for (std::size_t s = 0; s < loop.segments.size(); ++s) {
        if (program.ops[loop.segments[s].control].handler == Handler::EndLoop)
            continue;
        a_.bind(stops[stop++]);
        a_.mov(x86::dword_ptr(x86::r15, kRunStop), static_cast<std::int32_t>(s));
        a_.jmp(exit);
    }
    a_.bind(done);
    a_.mov(x86::dword_ptr(x86::r15, kRunStop), static_cast<std::int32_t>(LoopRun::kNoStop));
    a_.bind(exit);
    a_.mov(x86::qword_ptr(x86::r15, kRunIterations), x86::rbx);
    a_.mov(x86::qword_ptr(x86::r15, kRunLanes), x86::rbp);
    a_.add(x86::rsp, 8);
    for (int r = 5; r >= 0; --r)
        a_.pop(saved[r]);
    a_.ret();
}

} // namespace wave::emu::detail
