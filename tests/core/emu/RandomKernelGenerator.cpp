#include "RandomKernelGenerator.h"

#include "isa/Encoding.h"
#include "isa/InstructionTable.h"

#include <vector>

namespace wave::emu::test {
namespace {

std::uint32_t inputWord(std::mt19937& rng) {
    static const std::uint32_t special[] = {
        0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFFC00000u,
        0x7FA00001u, 0xFF812345u, 0x7FC0BEEFu, 0x00000001u, 0x807FFFFFu, 0x3F800000u,
        0xBF800000u, 0x3F000000u, 0x4B800001u, 0x7F7FFFFFu, 0xFFFFFFFFu, 0x7FFFFFFFu,
        0x0000001Fu, 0x00000020u, 0x00000021u, 0x80000001u, 0x40490FDBu, 0x00000003u};
    std::uniform_int_distribution<std::uint32_t> any;
    const std::uint32_t pick = any(rng) % 32;
    return pick < std::size(special) ? special[pick] : any(rng);
}

// Binary ops (rd, a, b), ternary (rd, a, b, c), unary (rd, a), compares (pd, a, b). A few are
// interpreted (imul_hi, fmin, select, cvt, wave ops), so blocks end in the middle of bodies.
const char* const kBinary[] = {"iadd", "isub", "imul", "imin",    "imax", "and",
                               "or",   "xor",  "shl",  "shr",     "sar",  "fadd",
                               "fsub", "fmul", "fdiv", "imul_hi", "fmin"};
const char* const kTernary[] = {"imad", "fma"};
const char* const kUnary[] = {"mov", "not", "ineg", "iabs", "fneg", "fabs", "cvt_f32_i32"};
// Every compare row of the table, the always-false encodings without a mnemonic too.
std::vector<const isa::InstructionInfo*> compareRows() {
    std::vector<const isa::InstructionInfo*> rows;
    for (const isa::InstructionInfo& info : isa::InstructionTable::all())
        if (info.semantic == isa::Semantic::Icmp || info.semantic == isa::Semantic::Ucmp ||
            info.semantic == isa::Semantic::Fcmp)
            rows.push_back(&info);
    return rows;
}

} // namespace

isa::Program RandomKernelGenerator::program() {
    KernelBuilder k;
    k.op("mov_sr", {0, 0}); // thread id x
    k.op("mov_sr", {1, 4}); // lane id
    for (std::uint32_t r = 2; r < 12; ++r)
        k.op("mov_imm", {r, inputWord(rng_)});
    k.op("mov_imm", {12, 0});
    k.op("mov_imm", {13, 1});
    k.op("mov_imm", {14, 3});
    k.op("and", {14, 0, 14});
    k.op("iadd", {14, 14, 13}); // 1..4 iterations, by lane
    k.op("mov_imm", {15, extra_});
    k.op("iadd", {14, 14, 15});
    if (flat_) {
        // Local memory for the body's loads: 256 bytes, written by every thread; addresses
        // are `and` a mask (sometimes unaligned) plus a step per iteration (sometimes not 0,
        // so lanes go past the end in later iterations).
        k.op("mov_imm", {17, pick(4) == 0 ? 0xFFu : 0xFCu});
        k.op("mov_imm", {19, pick(3) == 0 ? 4 * (1 + pick(8)) : 0}); // per iteration
        k.op("mov_imm", {18, 4});
        k.op("imul", {16, 0, 18});
        k.op("and", {16, 16, 17});
        k.op("iadd", {21, 2, 16}); // a different word at every address
        k.op("local_store_u32", {16, 21});
        k.op("mov", {20, 16}); // consecutive words by lane
    }
    straight(k);
    k.op("loop"); // the exit first: `continue` in the body cannot skip it
    k.op("icmp_ge", {1, 12, 14});
    k.op("break", {1});
    k.op("iadd", {12, 12, 13});
    if (flat_)
        flatBody(k);
    else
        body(k, 2);
    k.op("endloop");
    straight(k);
    // Every register and predicate of every thread to device memory.
    k.op("mov_imm", {20, 80});
    k.op("imul", {21, 0, 20});
    k.op("mov_imm", {22, 4});
    for (std::uint32_t r = 0; r < 16; ++r) {
        k.op("device_store_u32", {21, r});
        k.op("iadd", {21, 21, 22});
    }
    for (std::uint32_t p = 0; p < 4; ++p) {
        k.op("select", {23, p, 13, 20});
        k.op("device_store_u32", {21, 23});
        k.op("iadd", {21, 21, 22});
    }
    k.op("halt");
    return singleKernel(k, 32, flat_ ? 256 : 0, 0, 0, 0);
}

std::uint32_t RandomKernelGenerator::pick(std::uint32_t n) {
    return std::uniform_int_distribution<std::uint32_t>(0, n - 1)(rng_);
}

// Sources: any of r0..r15, sometimes a register past the count (reads 0).
std::uint32_t RandomKernelGenerator::src() {
    return pick(16) == 0 ? 200 : pick(16);
}

// Destinations: r2..r11 and r15, sometimes past the count (the write is dropped).
std::uint32_t RandomKernelGenerator::dst() {
    const std::uint32_t r = pick(12);
    return r == 11 ? (pick(2) == 0 ? 15 : 201) : r + 2;
}

void RandomKernelGenerator::one(KernelBuilder& k) {
    const Guard guard =
        !flat_ && pick(8) == 0 ? Guard{static_cast<std::uint8_t>(pick(4)), pick(2) == 0} : Guard{};
    switch (flat_ ? pick(8) : pick(10)) {
    case 0:
    case 1:
    case 2:
    case 3:
        k.op(kBinary[pick(flat_ ? 15 : std::size(kBinary))], {dst(), src(), src()}, guard);
        break;
    case 4:
        k.op(kTernary[pick(std::size(kTernary))], {dst(), src(), src(), src()}, guard);
        break;
    case 5:
        k.op(kUnary[pick(flat_ ? 6 : std::size(kUnary))], {dst(), src()}, guard);
        break;
    case 6:
        k.op("mov_imm", {dst(), inputWord(rng_)}, guard);
        break;
    case 7: { // compares may write p0..p3 and the dropped p6 (p1 is also the loop's exit)
        static const auto rows = compareRows();
        const isa::InstructionInfo& info = *rows[pick(static_cast<std::uint32_t>(rows.size()))];
        const auto pd = static_cast<std::uint8_t>(pick(5) == 4 ? 6 : pick(4));
        k.word(isa::Encoding::word0(info.opcode, pd, static_cast<std::uint8_t>(src()),
                                    info.modifier, guard.neg, guard.pred));
        k.word(isa::Encoding::word1(static_cast<std::uint8_t>(src()), 0, 0, 0));
        break;
    }
    case 8:
        k.op("select", {dst(), pick(4), src(), src()});
        break;
    default:
        k.op(kBinary[pick(11)], {dst(), src(), src()});
        break;
    }
}

void RandomKernelGenerator::straight(KernelBuilder& k) {
    const std::uint32_t n = 2 + pick(10);
    for (std::uint32_t i = 0; i < n; ++i)
        one(k);
}

void RandomKernelGenerator::body(KernelBuilder& k, int depth) {
    const std::uint32_t n = 1 + pick(4);
    for (std::uint32_t i = 0; i < n; ++i) {
        straight(k);
        if (depth > 0 && pick(3) == 0) {
            k.op("if", {pick(4)});
            body(k, depth - 1);
            if (pick(2) == 0) {
                k.op("else");
                body(k, depth - 1);
            }
            k.op("endif");
        }
        if (depth > 0 && pick(5) == 0) {
            k.op("if", {pick(4)});
            k.op(pick(2) == 0 ? "continue" : "break", {pick(4)});
            k.op("endif");
        }
    }
}

// Straight runs cut by local loads and break/continue on any predicate (some lanes leave
// early; a wave whose mask would empty, or a lane past the end of local memory, stops the
// native run before the op).
void RandomKernelGenerator::flatBody(KernelBuilder& k) {
    const std::uint32_t n = 1 + pick(3);
    for (std::uint32_t i = 0; i < n; ++i) {
        straight(k);
        if (pick(2) == 0) {
            k.op("and", {16, pick(3) == 0 ? 20 : src(), 17}); // uniform, by row, any
            k.op("imad", {16, 12, 19, 16});
            k.op("local_load_u32", {dst(), 16});
        }
        if (pick(2) == 0)
            k.op(pick(3) == 0 ? "continue" : "break", {pick(4)});
    }
}

LaunchConfig randomKernelLaunch(std::uint32_t seed, EngineChoice engine) {
    static const std::uint32_t widths[] = {1, 3, 8, 20, 32, 33, 64};
    std::mt19937 rng(seed * 7919u + 1);
    LaunchConfig cfg;
    cfg.engine = engine;
    cfg.waveWidth = widths[seed % std::size(widths)];
    cfg.workgroup = {1 + static_cast<std::uint32_t>(rng() % 130), 1, 1};
    cfg.grid = {1 + static_cast<std::uint32_t>(rng() % 2), 1, 1};
    cfg.deviceMemory = 65536;
    cfg.maxInstructions = 100000;
    return cfg;
}

} // namespace wave::emu::test
