#include "emu/CompiledProgram.h"

#if WAVE_HAVE_JIT
#include "emu/BlockEmitter.h"
#include "emu/LoopEmitter.h"
#endif

#include <optional>

namespace wave::emu {

namespace {

#if WAVE_HAVE_JIT
// Longer straight-line runs are split (a block's functions stay small); shorter ones are left to
// the interpreter, whose single step costs less than a batch over the waves.
constexpr std::uint32_t kMaxBlockLength = 64;
constexpr std::uint32_t kMinBlockLength = 2;
// Kernels with more ops than this are not compiled (compile time grows with the code; such
// kernels are generated, not hot loops).
constexpr std::size_t kMaxOps = 1u << 18;

// Loops with longer bodies are left to the blocks (their driver would grow with the body).
constexpr std::uint32_t kMaxLoopBody = 256;

// The loop opened by `loopOp` if its body is flat (CompiledLoop.h): compilable ops, unguarded
// local u32 loads and unguarded break/continue up to the unguarded endloop, which, with no frame in
// between, closes this loop and jumps back to the body's first op.
std::optional<CompiledLoop> flatLoop(const DecodedProgram& program, const DecodedOp& loopOp) {
    const std::size_t n = program.ops.size();
    CompiledLoop loop;
    loop.first = loopOp.next;
    CompiledLoop::Segment seg;
    std::uint32_t index = loop.first;
    for (std::uint32_t count = 0; index < n && count < kMaxLoopBody; ++count) {
        const DecodedOp& op = program.ops[index];
        if (!CompiledProgram::compilable(op)) {
            const bool load = op.handler == Handler::LocalLoad && op.width == 4;
            const bool control = op.handler == Handler::Break || op.handler == Handler::Continue ||
                                 op.handler == Handler::EndLoop;
            if (!(control || load) || op.guarded())
                return std::nullopt;
            loop.localLoads = loop.localLoads || load;
            seg.control = index;
            seg.before = loop.byClass; // a stop before the control op: these were issued
            seg.issuedBefore = loop.perIteration;
            loop.segments.push_back(seg);
            seg = CompiledLoop::Segment{};
        } else {
            if (seg.length++ == 0)
                seg.first = index;
            ++seg.byCategory[static_cast<std::size_t>(op.category)];
        }
        ++loop.byClass[static_cast<std::size_t>(op.statClass)];
        ++loop.perIteration;
        if (op.handler == Handler::EndLoop)
            return loop;
        index = op.next;
    }
    return std::nullopt;
}

// One runtime for the process (its allocator is thread safe); never destroyed, so that a
// CompiledProgram outliving static destruction still releases safely.
asmjit::JitRuntime& runtime() {
    static auto* rt = new asmjit::JitRuntime();
    return *rt;
}
#endif

} // namespace

bool CompiledProgram::compilable(const DecodedOp& op) {
    if (op.guarded())
        return false;
    using H = Handler;
    switch (op.handler) {
    case H::Iadd:
    case H::Isub:
    case H::Imul:
    case H::Imad:
    case H::Ineg:
    case H::Iabs:
    case H::Imin:
    case H::Imax:
    case H::And:
    case H::Or:
    case H::Xor:
    case H::Not:
    case H::Shl:
    case H::Shr:
    case H::Sar:
    case H::Mov:
    case H::MovImm:
    case H::Fadd:
    case H::Fsub:
    case H::Fmul:
    case H::Fdiv:
    case H::Fma:
    case H::Fneg:
    case H::Fabs:
    case H::Icmp:
    case H::Ucmp:
    case H::Fcmp:
        return true;
    default:
        return false;
    }
}

bool CompiledProgram::tailOp(const DecodedOp& op) {
    using H = Handler;
    switch (op.handler) {
    case H::If:
    case H::Else:
    case H::EndIf:
    case H::Loop:
    case H::Break:
    case H::Continue:
    case H::EndLoop:
        return true;
    default:
        return false;
    }
}

bool CompiledProgram::available() {
#if WAVE_HAVE_JIT
    static const bool cpu = [] {
        const asmjit::CpuFeatures::X86& f = asmjit::CpuInfo::host().features().x86();
        return f.hasAVX2() && f.hasFMA();
    }();
    return cpu;
#else
    return false;
#endif
}

CompiledProgram::~CompiledProgram() {
#if WAVE_HAVE_JIT
    if (code_ != nullptr)
        runtime().release(code_);
#endif
}

std::shared_ptr<const CompiledProgram> CompiledProgram::build(const DecodedProgram& program,
                                                              std::uint32_t laneStride) {
#if WAVE_HAVE_JIT
    const std::size_t n = program.ops.size();
    if (!available() || n > kMaxOps || laneStride == 0 || laneStride > 64 || laneStride % 8 != 0)
        return nullptr;
    // Leaders: where a wave can arrive other than from the op before: the entry, the op after
    // any interpreted op (branch targets, returns and barrier releases all land there) and
    // call targets.
    std::vector<bool> leader(n, false);
    leader[program.entry] = true;
    for (const DecodedOp& op : program.ops) {
        if (compilable(op))
            continue;
        if (op.next < n)
            leader[op.next] = true;
        if (op.handler == Handler::Call && op.target < n)
            leader[op.target] = true;
    }
    auto compiled = std::shared_ptr<CompiledProgram>(new CompiledProgram());
    compiled->blockAt_.assign(n, -1);
    struct Pending {
        std::uint32_t first;
        asmjit::Label masked, full;
    };
    std::vector<Pending> pending;
    asmjit::CodeHolder code;
    if (code.init(runtime().environment()) != asmjit::kErrorOk)
        return nullptr;
    asmjit::x86::Assembler a(&code);
    detail::BlockEmitter emitter(a, laneStride);
    for (std::uint32_t first = 0; first < n; ++first) {
        if (!leader[first] || (!compilable(program.ops[first]) && !tailOp(program.ops[first])))
            continue;
        CompiledBlock block;
        std::uint32_t index = first;
        while (index < n && compilable(program.ops[index]) && block.length < kMaxBlockLength) {
            ++block.byClass[static_cast<std::size_t>(program.ops[index].statClass)];
            ++block.byCategory[static_cast<std::size_t>(program.ops[index].category)];
            ++block.length;
            index = program.ops[index].next;
        }
        if (index < n && tailOp(program.ops[index]))
            block.tail = index;
        if (block.length < kMinBlockLength && block.tail == DecodedProgram::kNoOp)
            continue;
        block.end = index;
        Pending p{first, {}, {}};
        if (block.length != 0) {
            p.masked = a.newLabel();
            p.full = a.newLabel();
            a.bind(p.masked);
            emitter.function(program, first, block.length, false);
            a.bind(p.full);
            emitter.function(program, first, block.length, true);
        }
        compiled->blockAt_[first] = static_cast<std::int32_t>(compiled->blocks_.size());
        compiled->blocks_.push_back(block);
        pending.push_back(p);
    }
    if (compiled->blocks_.empty())
        return nullptr;
    // Flat loops; the engine finds them through the block at the body's first op (an empty one
    // when the body starts with a local load).
    detail::LoopEmitter loopEmitter(a, laneStride);
    std::vector<asmjit::Label> drivers;
    for (const DecodedOp& op : program.ops) {
        if (op.handler != Handler::Loop || op.next >= n)
            continue;
        std::optional<CompiledLoop> loop = flatLoop(program, op);
        if (!loop)
            continue;
        if (compiled->blockAt_[op.next] < 0) {
            CompiledBlock empty;
            empty.end = op.next;
            compiled->blockAt_[op.next] = static_cast<std::int32_t>(compiled->blocks_.size());
            compiled->blocks_.push_back(empty);
        }
        std::vector<asmjit::Label> masked, full;
        std::uint32_t index = loop->first;
        for (const CompiledLoop::Segment& seg : loop->segments) {
            masked.push_back(a.newLabel());
            full.push_back(a.newLabel());
            if (seg.length != 0) {
                a.bind(masked.back());
                emitter.function(program, index, seg.length, false);
                a.bind(full.back());
                emitter.function(program, index, seg.length, true);
            }
            index = program.ops[seg.control].next;
        }
        drivers.push_back(a.newLabel());
        a.bind(drivers.back());
        loopEmitter.driver(program, *loop, masked, full);
        compiled->blocks_[static_cast<std::size_t>(compiled->blockAt_[op.next])].loop =
            static_cast<std::int32_t>(compiled->loops_.size());
        compiled->loops_.push_back(std::move(*loop));
    }
    void* base = nullptr;
    if (runtime().add(&base, &code) != asmjit::kErrorOk)
        return nullptr; // out of executable memory: the interpreter runs everything
    compiled->code_ = base;
    for (std::size_t b = 0; b < pending.size(); ++b) {
        if (compiled->blocks_[b].length == 0)
            continue;
        auto* bytes = static_cast<std::uint8_t*>(base);
        compiled->blocks_[b].masked = reinterpret_cast<CompiledBlock::Fn>(
            bytes + code.labelOffsetFromBase(pending[b].masked));
        compiled->blocks_[b].full =
            reinterpret_cast<CompiledBlock::Fn>(bytes + code.labelOffsetFromBase(pending[b].full));
    }
    for (std::size_t l = 0; l < drivers.size(); ++l)
        compiled->loops_[l].fn = reinterpret_cast<CompiledLoop::Fn>(
            static_cast<std::uint8_t*>(base) + code.labelOffsetFromBase(drivers[l]));
    return compiled;
#else
    (void)program;
    (void)laneStride;
    return nullptr;
#endif
}

} // namespace wave::emu
