#include "isa/InstructionTable.h"

#include <algorithm>
#include <array>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace wave::isa {

namespace {

using K = OperandKind;
using F = Field;
using C = Category;
using S = Semantic;

constexpr OperandSpec reg(Field f, std::string_view role) {
    return {K::Register, f, role};
}
constexpr OperandSpec pred(Field f, std::string_view role) {
    return {K::Predicate, f, role};
}

constexpr OperandSpec RD = reg(F::Rd, "rd");
constexpr OperandSpec RS1 = reg(F::Rs1, "rs1");
constexpr OperandSpec RS2 = reg(F::Rs2, "rs2");
constexpr OperandSpec RS3 = reg(F::Rs3, "rs3");
constexpr OperandSpec PD = pred(F::Rd, "pd");
constexpr OperandSpec PS = pred(F::Rs1, "ps");
constexpr OperandSpec RADDR = reg(F::Rs1, "raddr");
constexpr OperandSpec RVAL = reg(F::Rs2, "rval");
constexpr OperandSpec SCOPE = {K::Scope, F::Scope, "scope"};

using TF = TraceForm;
using B = BlockRole;
using BK = BlockKind;
using P = Predicate;

// A row's trace, block and compare columns. Most rows give only their trace form, which
// converts; the helpers below spell out the others.
struct Traits {
    constexpr Traits(TraceForm form) : trace(form) {} // NOLINT(google-explicit-constructor)

    TraceForm trace;
    std::string_view traceName; // empty: the mnemonic
    BlockRole role = BlockRole::None;
    BlockKind kind = BlockKind::None;
    Predicate predicate = Predicate::None;
};

constexpr Traits named(TraceForm form, std::string_view traceName) {
    Traits t(form);
    t.traceName = traceName;
    return t;
}
// Compares print "pd, rs1, rs2"; the reference's trace calls the conditions it does not know
// "<family>_unknown".
constexpr Traits compare(Predicate predicate, std::string_view traceName = {}) {
    Traits t = named(TF::PdRs1Rs2, traceName);
    t.predicate = predicate;
    return t;
}
constexpr Traits block(TraceForm form, BlockRole role, BlockKind kind = BlockKind::None) {
    Traits t(form);
    t.role = role;
    t.kind = kind;
    return t;
}

struct Row {
    std::string_view mnemonic;
    Semantic semantic;
    std::uint8_t opcode;
    std::uint8_t modifier;
    std::uint8_t size;
    std::uint8_t symSize;
    Category category;
    // Unused slots keep an empty role; a fixed array (not an initializer_list, whose backing
    // array would not outlive the table's construction) keeps the rows self-contained.
    std::array<OperandSpec, 5> operands;
    Traits traits;
    std::string_view description;
    Origin origin = Origin::Reference;
    bool optionalRd = false;
};

InstructionInfo make(const Row& r) {
    InstructionInfo info;
    info.mnemonic = r.mnemonic;
    info.semantic = r.semantic;
    info.opcode = r.opcode;
    info.modifier = r.modifier;
    info.size = r.size;
    info.symSize = r.symSize;
    info.category = r.category;
    info.origin = r.origin;
    info.optionalRd = r.optionalRd;
    info.description = r.description;
    info.traceForm = r.traits.trace;
    info.traceMnemonic = r.traits.traceName;
    info.blockRole = r.traits.role;
    info.blockKind = r.traits.kind;
    info.predicate = r.traits.predicate;
    for (const OperandSpec& op : r.operands)
        if (!op.role.empty())
            info.operands[info.operandCount++] = op;
    return info;
}

constexpr Origin EXT = Origin::Extension;
constexpr Origin DEC = Origin::DecodeOnly;

// clang-format off
const std::vector<Row>& rows() {
    static const std::vector<Row> table = {
    // 5.1 Integer
    {"iadd", S::Iadd, 0x00, 0, 8, 4, C::Integer, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 + rs2 (wrapping)"},
    {"isub", S::Isub, 0x01, 0, 8, 4, C::Integer, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 - rs2 (wrapping)"},
    {"imul", S::Imul, 0x02, 0, 8, 4, C::Integer, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = low 32 bits of rs1 * rs2"},
    {"imul_hi", S::ImulHi, 0x03, 0, 8, 4, C::Integer, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = high 32 bits of the unsigned product rs1 * rs2"},
    {"imad", S::Imad, 0x04, 0, 8, 8, C::Integer, {RD, RS1, RS2, RS3}, TF::RdRs1Rs2Rs3, "rd = rs1 * rs2 + rs3 (wrapping)"},
    {"idiv", S::Idiv, 0x05, 0, 8, 4, C::Integer, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 / rs2, signed, toward zero; division by 0 gives 0"},
    {"imod", S::Imod, 0x06, 0, 8, 4, C::Integer, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 % rs2, signed, sign of the dividend; modulo 0 gives 0"},
    {"ineg", S::Ineg, 0x07, 0, 4, 4, C::Integer, {RD, RS1}, TF::RdRs1, "rd = -rs1 (two's complement)"},
    {"iabs", S::Iabs, 0x08, 0, 4, 4, C::Integer, {RD, RS1}, TF::RdRs1, "rd = |rs1| as unsigned"},
    {"imin", S::Imin, 0x09, 0, 8, 4, C::Integer, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = signed minimum of rs1 and rs2"},
    {"imax", S::Imax, 0x0A, 0, 8, 4, C::Integer, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = signed maximum of rs1 and rs2"},
    {"iclamp", S::Iclamp, 0x0B, 0, 8, 8, C::Integer, {RD, RS1, reg(F::Rs2, "rlo"), reg(F::Rs3, "rhi")}, TF::RdRs1Rs2Rs3, "rd = min(max(rs1, lo), hi), signed"},
    // 5.2 Float32
    {"fadd", S::Fadd, 0x10, 0, 8, 4, C::Float, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 + rs2 (f32)"},
    {"fsub", S::Fsub, 0x11, 0, 8, 4, C::Float, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 - rs2 (f32)"},
    {"fmul", S::Fmul, 0x12, 0, 8, 4, C::Float, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 * rs2 (f32)"},
    {"fma", S::Fma, 0x13, 0, 8, 8, C::Float, {RD, RS1, RS2, RS3}, TF::RdRs1Rs2Rs3, "rd = rs1 * rs2 + rs3, fused (f32)"},
    {"fdiv", S::Fdiv, 0x14, 0, 8, 4, C::Float, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 / rs2 (f32, IEEE)"},
    {"fneg", S::Fneg, 0x15, 0, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = -rs1 (flips the sign bit)"},
    {"fabs", S::Fabs, 0x16, 0, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = |rs1| (clears the sign bit)"},
    {"fmin", S::Fmin, 0x17, 0, 8, 4, C::Float, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = minimum of rs1 and rs2; a NaN operand yields the other"},
    {"fmax", S::Fmax, 0x18, 0, 8, 4, C::Float, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = maximum of rs1 and rs2; a NaN operand yields the other"},
    {"fclamp", S::Fclamp, 0x19, 0, 8, 8, C::Float, {RD, RS1, reg(F::Rs2, "rlo"), reg(F::Rs3, "rhi")}, TF::RdRs1Rs2Rs3, "rd = min(max(rs1, lo), hi) (f32)"},
    {"fsqrt", S::Fsqrt, 0x1A, 0, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = sqrt(rs1) (f32)"},
    {"frsqrt", S::Frsqrt, 0x1B, 0, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = 1 / sqrt(rs1) (f32)"},
    {"frcp", S::Frcp, 0x1B, 1, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = 1 / rs1 (f32)"},
    {"ffloor", S::Ffloor, 0x1B, 2, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = floor(rs1) (f32)"},
    {"fceil", S::Fceil, 0x1B, 3, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = ceil(rs1) (f32)"},
    {"fround", S::Fround, 0x1B, 4, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = rs1 rounded to nearest, ties to even (f32)"},
    {"ftrunc", S::Ftrunc, 0x1B, 5, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = rs1 truncated toward zero (f32)"},
    {"ffract", S::Ffract, 0x1B, 6, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = rs1 - trunc(rs1) (f32)"},
    {"fsat", S::Fsat, 0x1B, 7, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = rs1 clamped to [0, 1] (f32)"},
    {"fsin", S::Fsin, 0x1B, 8, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = sin(rs1) (f32, radians)"},
    {"fcos", S::Fcos, 0x1B, 9, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = cos(rs1) (f32, radians)"},
    {"fexp2", S::Fexp2, 0x1B, 10, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = 2^rs1 (f32)"},
    {"flog2", S::Flog2, 0x1B, 11, 4, 4, C::Float, {RD, RS1}, TF::RdRs1, "rd = log2(rs1) (f32)"},
    // 5.3 F16 / BF16 / F64
    {"hadd", S::Hadd, 0x1C, 0, 8, 4, C::Half, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 + rs2 on the low f16 halves (zero-extended)"},
    {"hsub", S::Hsub, 0x1C, 1, 8, 4, C::Half, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 - rs2 on the low f16 halves"},
    {"hmul", S::Hmul, 0x1C, 2, 8, 4, C::Half, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 * rs2 on the low f16 halves"},
    {"hma", S::Hma, 0x1C, 3, 8, 8, C::Half, {RD, RS1, RS2, RS3}, TF::RdRs1Rs2OptRs3, "rd = rs1 * rs2 + rs3 on the low f16 halves, fused"},
    {"hadd2", S::Hadd2, 0x1D, 0, 8, 4, C::Half, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "packed f16x2 add of both halves"},
    {"hmul2", S::Hmul2, 0x1D, 1, 8, 4, C::Half, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "packed f16x2 multiply of both halves"},
    {"hma2", S::Hma2, 0x1D, 2, 8, 8, C::Half, {RD, RS1, RS2, RS3}, TF::RdRs1Rs2OptRs3, "packed f16x2 fused multiply-add"},
    {"dadd", S::Dadd, 0x1E, 0, 8, 4, C::Double, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "f64 pair add: rd:rd+1 = rs1:rs1+1 + rs2:rs2+1"},
    {"dsub", S::Dsub, 0x1E, 1, 8, 4, C::Double, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "f64 pair subtract"},
    {"dmul", S::Dmul, 0x1E, 2, 8, 4, C::Double, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "f64 pair multiply"},
    {"dma", S::Dma, 0x1E, 3, 8, 8, C::Double, {RD, RS1, RS2, RS3}, TF::RdRs1Rs2OptRs3, "f64 pair fused multiply-add"},
    {"ddiv", S::Ddiv, 0x1F, 0, 8, 4, C::Double, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "f64 pair divide (IEEE)"},
    {"dsqrt", S::Dsqrt, 0x1F, 1, 4, 4, C::Double, {RD, RS1}, TF::RdRs1Rs2OptRs3, "f64 pair square root"},
    // 5.4 Bitwise and bit ops
    {"and", S::And, 0x20, 0, 8, 4, C::Bitwise, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 & rs2"},
    {"or", S::Or, 0x21, 0, 8, 4, C::Bitwise, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 | rs2"},
    {"xor", S::Xor, 0x22, 0, 8, 4, C::Bitwise, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 ^ rs2"},
    {"not", S::Not, 0x23, 0, 4, 4, C::Bitwise, {RD, RS1}, TF::RdRs1, "rd = ~rs1"},
    {"shl", S::Shl, 0x24, 0, 8, 4, C::Bitwise, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 << (rs2 & 31)"},
    {"shr", S::Shr, 0x25, 0, 8, 4, C::Bitwise, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 >> (rs2 & 31), logical"},
    {"sar", S::Sar, 0x26, 0, 8, 4, C::Bitwise, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 >> (rs2 & 31), arithmetic"},
    {"bitcount", S::Bitcount, 0x27, 0, 4, 4, C::Bitwise, {RD, RS1}, TF::None, "rd = number of set bits in rs1"},
    {"bitfind", S::Bitfind, 0x27, 1, 4, 4, C::Bitwise, {RD, RS1}, TF::None, "rd = count of leading zeros of rs1 (0 gives 0xFFFFFFFF)"},
    {"bitrev", S::Bitrev, 0x27, 2, 4, 4, C::Bitwise, {RD, RS1}, TF::None, "rd = rs1 with its 32 bits reversed"},
    {"bfe", S::Bfe, 0x27, 3, 8, 8, C::Bitwise, {RD, RS1, reg(F::Rs2, "roffset"), reg(F::Rs3, "rwidth")}, TF::None, "rd = width bits of rs1 from offset, zero-extended"},
    {"bfi", S::Bfi, 0x27, 4, 8, 8, C::Bitwise, {RD, RS1, reg(F::Rs2, "rinsert"), reg(F::Rs3, "roffset"), reg(F::Rs4, "rwidth")}, TF::None, "rd = rs1 with width bits of insert placed at offset"},
    // 5.5 Compare and select
    {"icmp_eq", S::Icmp, 0x28, 0, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Eq), "pd = rs1 == rs2"},
    {"icmp_ne", S::Icmp, 0x28, 1, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Ne), "pd = rs1 != rs2"},
    {"icmp_lt", S::Icmp, 0x28, 2, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Lt), "pd = rs1 < rs2 (signed)"},
    {"icmp_le", S::Icmp, 0x28, 3, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Le), "pd = rs1 <= rs2 (signed)"},
    {"icmp_gt", S::Icmp, 0x28, 4, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Gt), "pd = rs1 > rs2 (signed)"},
    {"icmp_ge", S::Icmp, 0x28, 5, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Ge), "pd = rs1 >= rs2 (signed)"},
    {"icmp_ord", S::Icmp, 0x28, 6, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Never, "icmp_unknown"), "always false (no source mnemonic)", DEC},
    {"icmp_unord", S::Icmp, 0x28, 7, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Never, "icmp_unknown"), "always false (no source mnemonic)", DEC},
    {"ucmp_eq", S::Ucmp, 0x29, 0, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Never, "ucmp_unknown"), "always false (no source mnemonic)", DEC},
    {"ucmp_ne", S::Ucmp, 0x29, 1, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Never, "ucmp_unknown"), "always false (no source mnemonic)", DEC},
    {"ucmp_lt", S::Ucmp, 0x29, 2, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Lt), "pd = rs1 < rs2 (unsigned)"},
    {"ucmp_le", S::Ucmp, 0x29, 3, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Le), "pd = rs1 <= rs2 (unsigned)"},
    {"ucmp_gt", S::Ucmp, 0x29, 4, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Never, "ucmp_unknown"), "always false (no source mnemonic)", DEC},
    {"ucmp_ge", S::Ucmp, 0x29, 5, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Never, "ucmp_unknown"), "always false (no source mnemonic)", DEC},
    {"ucmp_ord", S::Ucmp, 0x29, 6, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Never, "ucmp_unknown"), "always false (no source mnemonic)", DEC},
    {"ucmp_unord", S::Ucmp, 0x29, 7, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Never, "ucmp_unknown"), "always false (no source mnemonic)", DEC},
    {"fcmp_eq", S::Fcmp, 0x2A, 0, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Eq), "pd = rs1 == rs2 (f32)"},
    {"fcmp_ne", S::Fcmp, 0x2A, 1, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Ne), "pd = rs1 != rs2 (f32; true if either is NaN)"},
    {"fcmp_lt", S::Fcmp, 0x2A, 2, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Lt), "pd = rs1 < rs2 (f32)"},
    {"fcmp_le", S::Fcmp, 0x2A, 3, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Le), "pd = rs1 <= rs2 (f32)"},
    {"fcmp_gt", S::Fcmp, 0x2A, 4, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Gt), "pd = rs1 > rs2 (f32)"},
    {"fcmp_ge", S::Fcmp, 0x2A, 5, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Ge, "fcmp_unknown"), "pd = rs1 >= rs2 (f32; false if either is NaN)", EXT},
    {"fcmp_ord", S::Fcmp, 0x2A, 6, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Ord), "pd = neither rs1 nor rs2 is NaN"},
    {"fcmp_unord", S::Fcmp, 0x2A, 7, 8, 4, C::Compare, {PD, RS1, RS2}, compare(P::Unord), "pd = rs1 or rs2 is NaN"},
    {"select", S::Select, 0x2B, 0, 8, 4, C::Compare, {RD, PS, reg(F::Rs2, "rs1"), reg(F::Rs3, "rs2")}, TF::RdPsRs2Rs3, "rd = ps ? rs1 : rs2"},
    // 5.6 Conversions
    {"cvt_f32_i32", S::Cvt, 0x2C, 0, 4, 4, C::Convert, {RD, RS1}, TF::RdRs1, "signed i32 to f32 (round to nearest even)"},
    {"cvt_f32_u32", S::Cvt, 0x2C, 1, 4, 4, C::Convert, {RD, RS1}, TF::RdRs1, "u32 to f32 (round to nearest even)"},
    {"cvt_i32_f32", S::Cvt, 0x2C, 2, 4, 4, C::Convert, {RD, RS1}, TF::RdRs1, "f32 to i32, toward zero, saturating (NaN gives 0)"},
    {"cvt_u32_f32", S::Cvt, 0x2C, 3, 4, 4, C::Convert, {RD, RS1}, TF::RdRs1, "f32 to u32, toward zero, saturating (NaN gives 0)"},
    {"cvt_f32_f16", S::Cvt, 0x2C, 4, 4, 4, C::Convert, {RD, RS1}, TF::RdRs1, "low f16 half to f32 (exact)"},
    {"cvt_f16_f32", S::Cvt, 0x2C, 5, 4, 4, C::Convert, {RD, RS1}, TF::RdRs1, "f32 to f16 (round to nearest even), zero-extended"},
    {"cvt_f32_f64", S::Cvt, 0x2C, 6, 4, 4, C::Convert, {RD, RS1}, TF::RdRs1, "f64 pair rs1:rs1+1 to f32"},
    {"cvt_f64_f32", S::Cvt, 0x2C, 7, 4, 4, C::Convert, {RD, RS1}, TF::RdRs1, "f32 to the f64 pair rd:rd+1 (exact)"},
    {"cvt_f32_bf16", S::Cvt, 0x2C, 8, 4, 4, C::Convert, {RD, RS1}, TF::RdRs1, "low bf16 half to f32 (exact)"},
    {"cvt_bf16_f32", S::Cvt, 0x2C, 9, 4, 4, C::Convert, {RD, RS1}, TF::RdRs1, "f32 to bf16 by truncation, zero-extended"},
    {"badd", S::Badd, 0x2D, 0, 8, 4, C::Half, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 + rs2 on the low bf16 halves (zero-extended)"},
    {"bsub", S::Bsub, 0x2D, 1, 8, 4, C::Half, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 - rs2 on the low bf16 halves"},
    {"bmul", S::Bmul, 0x2D, 2, 8, 4, C::Half, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "rd = rs1 * rs2 on the low bf16 halves"},
    {"bma", S::Bma, 0x2D, 3, 8, 8, C::Half, {RD, RS1, RS2, RS3}, TF::RdRs1Rs2OptRs3, "rd = rs1 * rs2 + rs3 on the low bf16 halves, fused"},
    {"badd2", S::Badd2, 0x2E, 0, 8, 4, C::Half, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "packed bf16x2 add of both halves"},
    {"bmul2", S::Bmul2, 0x2E, 1, 8, 4, C::Half, {RD, RS1, RS2}, TF::RdRs1Rs2OptRs3, "packed bf16x2 multiply of both halves"},
    {"bma2", S::Bma2, 0x2E, 2, 8, 8, C::Half, {RD, RS1, RS2, RS3}, TF::RdRs1Rs2OptRs3, "packed bf16x2 fused multiply-add"},
    // 5.7 Memory
    {"local_load_u8", S::LocalLoad, 0x30, 0, 4, 4, C::Memory, {RD, RADDR}, TF::RdRs1, "rd = local byte at raddr, zero-extended"},
    {"local_load_u16", S::LocalLoad, 0x30, 1, 4, 4, C::Memory, {RD, RADDR}, TF::RdRs1, "rd = local u16 at raddr, zero-extended"},
    {"local_load_u32", S::LocalLoad, 0x30, 2, 4, 4, C::Memory, {RD, RADDR}, TF::RdRs1, "rd = local u32 at raddr"},
    {"local_load_u64", S::LocalLoad, 0x30, 3, 4, 4, C::Memory, {RD, RADDR}, TF::RdRs1, "rd:rd+1 = local u64 at raddr"},
    {"local_load_u128", S::LocalLoad, 0x30, 4, 4, 4, C::Memory, {RD, RADDR}, named(TF::RdRs1, "local_load_unknown"), "executes as local_load_u32 (no source mnemonic)", DEC},
    {"local_store_u8", S::LocalStore, 0x31, 0, 8, 4, C::Memory, {RADDR, RVAL}, TF::Rs1Rs2, "local byte at raddr = low 8 bits of rval"},
    {"local_store_u16", S::LocalStore, 0x31, 1, 8, 4, C::Memory, {RADDR, RVAL}, TF::Rs1Rs2, "local u16 at raddr = low 16 bits of rval"},
    {"local_store_u32", S::LocalStore, 0x31, 2, 8, 4, C::Memory, {RADDR, RVAL}, TF::Rs1Rs2, "local u32 at raddr = rval"},
    {"local_store_u64", S::LocalStore, 0x31, 3, 8, 4, C::Memory, {RADDR, RVAL}, TF::Rs1Rs2, "local u64 at raddr = rval:rval+1"},
    {"local_store_u128", S::LocalStore, 0x31, 4, 8, 4, C::Memory, {RADDR, RVAL}, named(TF::Rs1Rs2, "local_store_unknown"), "executes as local_store_u32 (no source mnemonic)", DEC},
    {"device_load_u8", S::DeviceLoad, 0x38, 0, 4, 4, C::Memory, {RD, RADDR}, TF::RdRs1, "rd = device byte at raddr, zero-extended"},
    {"device_load_u16", S::DeviceLoad, 0x38, 1, 4, 4, C::Memory, {RD, RADDR}, TF::RdRs1, "rd = device u16 at raddr, zero-extended"},
    {"device_load_u32", S::DeviceLoad, 0x38, 2, 4, 4, C::Memory, {RD, RADDR}, TF::RdRs1, "rd = device u32 at raddr"},
    {"device_load_u64", S::DeviceLoad, 0x38, 3, 4, 4, C::Memory, {RD, RADDR}, TF::RdRs1, "rd:rd+1 = device u64 at raddr"},
    {"device_load_u128", S::DeviceLoad, 0x38, 4, 4, 4, C::Memory, {RD, RADDR}, TF::RdRs1, "rd..rd+3 = device 16 bytes at raddr"},
    {"device_store_u8", S::DeviceStore, 0x39, 0, 8, 4, C::Memory, {RADDR, RVAL}, TF::Rs1Rs2, "device byte at raddr = low 8 bits of rval"},
    {"device_store_u16", S::DeviceStore, 0x39, 1, 8, 4, C::Memory, {RADDR, RVAL}, TF::Rs1Rs2, "device u16 at raddr = low 16 bits of rval"},
    {"device_store_u32", S::DeviceStore, 0x39, 2, 8, 4, C::Memory, {RADDR, RVAL}, TF::Rs1Rs2, "device u32 at raddr = rval"},
    {"device_store_u64", S::DeviceStore, 0x39, 3, 8, 4, C::Memory, {RADDR, RVAL}, TF::Rs1Rs2, "device u64 at raddr = rval:rval+1"},
    {"device_store_u128", S::DeviceStore, 0x39, 4, 8, 4, C::Memory, {RADDR, RVAL}, TF::Rs1Rs2, "device 16 bytes at raddr = rval..rval+3"},
    // 5.8 Atomics
    {"local_atomic_add", S::LocalAtomic, 0x3C, 0, 8, 4, C::Atomic, {RD, RADDR, RVAL}, TF::OptRdRs1Rs2, "local word += rval; rd = old value", Origin::Reference, true},
    {"local_atomic_sub", S::LocalAtomic, 0x3C, 1, 8, 4, C::Atomic, {RD, RADDR, RVAL}, TF::OptRdRs1Rs2, "local word -= rval; rd = old value", Origin::Reference, true},
    {"local_atomic_min", S::LocalAtomic, 0x3C, 2, 8, 4, C::Atomic, {RD, RADDR, RVAL}, TF::OptRdRs1Rs2, "local word = unsigned min(word, rval); rd = old value", Origin::Reference, true},
    {"local_atomic_max", S::LocalAtomic, 0x3C, 3, 8, 4, C::Atomic, {RD, RADDR, RVAL}, TF::OptRdRs1Rs2, "local word = unsigned max(word, rval); rd = old value", Origin::Reference, true},
    {"local_atomic_and", S::LocalAtomic, 0x3C, 4, 8, 4, C::Atomic, {RD, RADDR, RVAL}, TF::OptRdRs1Rs2, "local word &= rval; rd = old value", Origin::Reference, true},
    {"local_atomic_or", S::LocalAtomic, 0x3C, 5, 8, 4, C::Atomic, {RD, RADDR, RVAL}, TF::OptRdRs1Rs2, "local word |= rval; rd = old value", Origin::Reference, true},
    {"local_atomic_xor", S::LocalAtomic, 0x3C, 6, 8, 4, C::Atomic, {RD, RADDR, RVAL}, TF::OptRdRs1Rs2, "local word ^= rval; rd = old value", Origin::Reference, true},
    {"local_atomic_exchange", S::LocalAtomic, 0x3C, 7, 8, 4, C::Atomic, {RD, RADDR, RVAL}, TF::OptRdRs1Rs2, "local word = rval; rd = old value", Origin::Reference, true},
    {"local_atomic_cas", S::LocalAtomic, 0x3C, 8, 8, 8, C::Atomic, {RD, RADDR, reg(F::Rs2, "rnew"), reg(F::Rs3, "rcmp")}, TF::OptRdRs1Rs2, "if local word == rcmp then word = rnew; rd = old value", EXT, true},
    {"atomic_add", S::DeviceAtomic, 0x3D, 0, 8, 4, C::Atomic, {RD, RADDR, RVAL, SCOPE}, TF::OptRdRs1Rs2, "device word += rval; rd = old value", Origin::Reference, true},
    {"atomic_sub", S::DeviceAtomic, 0x3D, 1, 8, 4, C::Atomic, {RD, RADDR, RVAL, SCOPE}, TF::OptRdRs1Rs2, "device word -= rval; rd = old value", Origin::Reference, true},
    {"atomic_min", S::DeviceAtomic, 0x3D, 2, 8, 4, C::Atomic, {RD, RADDR, RVAL, SCOPE}, TF::OptRdRs1Rs2, "device word = unsigned min(word, rval); rd = old value", Origin::Reference, true},
    {"atomic_max", S::DeviceAtomic, 0x3D, 3, 8, 4, C::Atomic, {RD, RADDR, RVAL, SCOPE}, TF::OptRdRs1Rs2, "device word = unsigned max(word, rval); rd = old value", Origin::Reference, true},
    {"atomic_and", S::DeviceAtomic, 0x3D, 4, 8, 4, C::Atomic, {RD, RADDR, RVAL, SCOPE}, TF::OptRdRs1Rs2, "device word &= rval; rd = old value", Origin::Reference, true},
    {"atomic_or", S::DeviceAtomic, 0x3D, 5, 8, 4, C::Atomic, {RD, RADDR, RVAL, SCOPE}, TF::OptRdRs1Rs2, "device word |= rval; rd = old value", Origin::Reference, true},
    {"atomic_xor", S::DeviceAtomic, 0x3D, 6, 8, 4, C::Atomic, {RD, RADDR, RVAL, SCOPE}, TF::OptRdRs1Rs2, "device word ^= rval; rd = old value", Origin::Reference, true},
    {"atomic_exchange", S::DeviceAtomic, 0x3D, 7, 8, 4, C::Atomic, {RD, RADDR, RVAL, SCOPE}, TF::OptRdRs1Rs2, "device word = rval; rd = old value", Origin::Reference, true},
    {"atomic_cas", S::DeviceAtomic, 0x3D, 8, 8, 8, C::Atomic, {RD, RADDR, reg(F::Rs2, "rnew"), reg(F::Rs3, "rcmp"), SCOPE}, TF::OptRdRs1Rs2, "if device word == rcmp then word = rnew; rd = old value", EXT, true},
    // 5.9 Wave operations
    {"wave_shuffle", S::WaveShuffle, 0x3E, 0, 8, 4, C::Wave, {RD, RS1, reg(F::Rs2, "rlane")}, TF::RdRs1Rs2, "rd = rs1 of the lane named by rlane (0 if out of range)"},
    {"wave_shuffle_up", S::WaveShuffleUp, 0x3E, 1, 8, 4, C::Wave, {RD, RS1, reg(F::Rs2, "rdelta")}, TF::RdRs1Rs2, "rd = rs1 of lane - delta (0 below lane 0)"},
    {"wave_shuffle_down", S::WaveShuffleDown, 0x3E, 2, 8, 4, C::Wave, {RD, RS1, reg(F::Rs2, "rdelta")}, TF::RdRs1Rs2, "rd = rs1 of lane + delta (0 past the last lane)"},
    {"wave_shuffle_xor", S::WaveShuffleXor, 0x3E, 3, 8, 4, C::Wave, {RD, RS1, reg(F::Rs2, "rmask")}, TF::RdRs1Rs2, "rd = rs1 of lane xor mask"},
    {"wave_broadcast", S::WaveBroadcast, 0x3E, 4, 8, 4, C::Wave, {RD, RS1, reg(F::Rs2, "rlane")}, TF::RdRs1Rs2, "rd = rs1 of one lane, chosen by the lowest active lane's rlane"},
    {"wave_ballot", S::WaveBallot, 0x3E, 5, 4, 4, C::Wave, {RD, PS}, TF::RdPs, "rd = bit mask of active lanes where ps holds"},
    {"wave_any", S::WaveAny, 0x3E, 6, 4, 4, C::Wave, {PD, PS}, TF::PdPs, "pd = ps holds in any active lane"},
    {"wave_all", S::WaveAll, 0x3E, 7, 4, 4, C::Wave, {PD, PS}, TF::PdPs, "pd = ps holds in every active lane"},
    {"wave_prefix_sum", S::WavePrefixSum, 0x3E, 8, 4, 4, C::Wave, {RD, RS1}, TF::RdRs1, "rd = exclusive prefix sum of rs1 over active lanes"},
    {"wave_reduce_add", S::WaveReduceAdd, 0x3E, 9, 4, 4, C::Wave, {RD, RS1}, TF::RdRs1, "rd = sum of rs1 over active lanes"},
    {"wave_reduce_min", S::WaveReduceMin, 0x3E, 10, 4, 4, C::Wave, {RD, RS1}, TF::RdRs1, "rd = unsigned minimum of rs1 over active lanes"},
    {"wave_reduce_max", S::WaveReduceMax, 0x3E, 11, 4, 4, C::Wave, {RD, RS1}, TF::RdRs1, "rd = unsigned maximum of rs1 over active lanes"},
    // 5.10 Control and sync
    {"if", S::If, 0x3F, 0, 4, 4, C::Control, {PS}, block(TF::Ps, B::Opens, BK::If), "lanes where ps holds run the then-block; the others wait for else"},
    {"else", S::Else, 0x3F, 1, 4, 4, C::Control, {}, block(TF::None, B::Middle, BK::If), "switch to the lanes of the enclosing if whose predicate was false"},
    {"endif", S::EndIf, 0x3F, 2, 4, 4, C::Control, {}, block(TF::None, B::Closes, BK::If), "close the if; the lanes active before it are restored"},
    {"loop", S::Loop, 0x3F, 3, 4, 4, C::Control, {}, block(TF::None, B::Opens, BK::Loop), "start a loop; the body runs until every lane has broken"},
    {"break", S::Break, 0x3F, 4, 4, 4, C::Control, {PS}, block(TF::Ps, B::Exits, BK::Loop), "lanes where ps holds leave the loop"},
    {"continue", S::Continue, 0x3F, 5, 4, 4, C::Control, {PS}, block(TF::Ps, B::Exits, BK::Loop), "lanes where ps holds skip to the next iteration"},
    {"endloop", S::EndLoop, 0x3F, 6, 4, 4, C::Control, {}, block(TF::None, B::Closes, BK::Loop), "end of the loop body: start the next iteration or leave"},
    {"call", S::Call, 0x3F, 7, 8, 8, C::Control, {OperandSpec{K::Label, F::Imm32, "label"}}, TF::Word1, "push the return address and jump to label"},
    {"return", S::Return, 0x3F, 8, 4, 4, C::Sync, {}, TF::None, "return from call; with no caller, the active lanes finish"},
    {"halt", S::Halt, 0x3F, 9, 4, 4, C::Sync, {}, TF::None, "the active lanes finish"},
    {"barrier", S::Barrier, 0x3F, 10, 4, 4, C::Sync, {}, block(TF::None, B::Barrier), "wait until every unfinished wave of the workgroup arrives"},
    {"fence_acquire", S::Fence, 0x3F, 11, 8, 8, C::Sync, {SCOPE}, TF::None, "acquire fence (no effect: memory is sequentially consistent)"},
    {"fence_release", S::Fence, 0x3F, 12, 8, 8, C::Sync, {SCOPE}, TF::None, "release fence (no effect: memory is sequentially consistent)"},
    {"fence_acq_rel", S::Fence, 0x3F, 13, 8, 8, C::Sync, {SCOPE}, TF::None, "acquire-release fence (no effect: memory is sequentially consistent)"},
    {"wait", S::Wait, 0x3F, 14, 4, 4, C::Sync, {}, TF::None, "wait for outstanding memory operations (no effect)"},
    {"nop", S::Nop, 0x3F, 15, 4, 4, C::Sync, {}, TF::None, "no operation"},
    // 5.11 MMA
    {"mma_load_a", S::MmaLoadA, 0x40, 0, 8, 8, C::Mma, {reg(F::Rd, "frag"), reg(F::Rs1, "raddr"), reg(F::Rs2, "rstride")}, TF::RdRs1Rs2R0, "load 4x4 f32 fragment A from local memory"},
    {"mma_load_b", S::MmaLoadB, 0x40, 1, 8, 8, C::Mma, {reg(F::Rd, "frag"), reg(F::Rs1, "raddr"), reg(F::Rs2, "rstride")}, TF::RdRs1Rs2R0, "load 4x4 f32 fragment B from local memory"},
    {"mma_store_c", S::MmaStoreC, 0x40, 2, 8, 8, C::Mma, {reg(F::Rd, "raddr"), reg(F::Rs1, "rstride"), reg(F::Rs2, "frag")}, TF::RdRs1Rs2R0, "store 4x4 f32 fragment C to local memory"},
    {"mma_compute", S::MmaCompute, 0x40, 3, 8, 8, C::Mma, {reg(F::Rd, "fa"), reg(F::Rs1, "fb"), reg(F::Rs2, "fc")}, TF::RdRs1Rs2R0, "C[fc] += A[fa] * B[fb] (4x4x4, f32)"},
    // 5.12 Misc
    {"mov", S::Mov, 0x41, 0, 4, 4, C::Misc, {RD, RS1}, TF::RdRs1, "rd = rs1 (a special-register source becomes mov_sr)"},
    {"mov_imm", S::MovImm, 0x41, 1, 8, 8, C::Misc, {RD, OperandSpec{K::Immediate, F::Imm32, "imm"}}, TF::RdWord1, "rd = 32-bit immediate (integer, or float as f32 bits)"},
    {"mov_sr", S::MovSr, 0x41, 2, 4, 4, C::Misc, {RD, OperandSpec{K::SpecialRegister, F::Rs1, "sr"}}, named(TF::RdSr, "mov"), "rd = special register"},
    };
    return table;
}

// The name of each opcode (docs/reference/isa.md §8), used in decoder errors. Everything else about
// an opcode (whether it exists, which modifiers it validates, which carry a word1) comes from its
// rows.
constexpr std::pair<std::uint8_t, std::string_view> kOpcodeNames[] = {
    {0x00, "Iadd"},   {0x01, "Isub"},     {0x02, "Imul"},   {0x03, "ImulHi"}, {0x04, "Imad"},
    {0x05, "Idiv"},   {0x06, "Imod"},     {0x07, "Ineg"},   {0x08, "Iabs"},   {0x09, "Imin"},
    {0x0A, "Imax"},   {0x0B, "Iclamp"},
    {0x10, "Fadd"},   {0x11, "Fsub"},     {0x12, "Fmul"},   {0x13, "Fma"},    {0x14, "Fdiv"},
    {0x15, "Fneg"},   {0x16, "Fabs"},     {0x17, "Fmin"},   {0x18, "Fmax"},   {0x19, "Fclamp"},
    {0x1A, "Fsqrt"},  {0x1B, "FUnaryOps"}, {0x1C, "F16Ops"}, {0x1D, "F16PackedOps"},
    {0x1E, "F64Ops"}, {0x1F, "F64DivSqrt"},
    {0x20, "And"},    {0x21, "Or"},       {0x22, "Xor"},    {0x23, "Not"},    {0x24, "Shl"},
    {0x25, "Shr"},    {0x26, "Sar"},      {0x27, "BitOps"},
    {0x28, "Icmp"},   {0x29, "Ucmp"},     {0x2A, "Fcmp"},   {0x2B, "Select"}, {0x2C, "Cvt"},
    {0x2D, "Bf16Ops"}, {0x2E, "Bf16PackedOps"},
    {0x30, "LocalLoad"}, {0x31, "LocalStore"}, {0x38, "DeviceLoad"}, {0x39, "DeviceStore"},
    {0x3C, "LocalAtomic"}, {0x3D, "DeviceAtomic"},
    {0x3E, "WaveOp"}, {0x3F, "Control"},  {0x40, "Mma"},    {0x41, "Misc"},
};
// clang-format on

struct Index {
    std::vector<InstructionInfo> infos;
    std::vector<OpcodeGroup> groupList; // one per opcode with rows; reserved, never reallocated
    std::array<const OpcodeGroup*, 256> groups{};
    std::array<std::array<const InstructionInfo*, 16>, 256> byEncoding{};
    std::unordered_map<std::string_view, const InstructionInfo*> byMnemonic;

    Index() {
        const auto& r = rows();
        infos.reserve(r.size());
        for (const Row& row : r)
            infos.push_back(make(row));
        buildGroups();
        for (const InstructionInfo& info : infos) {
            const OpcodeGroup* g = groups[info.opcode];
            if (g->validatesModifier()) {
                byEncoding[info.opcode][info.modifier] = &info;
            } else {
                byEncoding[info.opcode].fill(&info);
            }
            if (info.origin != Origin::DecodeOnly)
                byMnemonic.emplace(info.mnemonic, &info);
        }
    }

    // An opcode with one row ignores its modifier (any value decodes as that row); an opcode
    // with several validates it against its row count. Word1 follows each row's size.
    void buildGroups() {
        std::array<std::uint8_t, 256> rowCount{};
        std::array<std::uint16_t, 256> word1{};
        for (const InstructionInfo& info : infos) {
            ++rowCount[info.opcode];
            if (info.hasWord1())
                word1[info.opcode] |= static_cast<std::uint16_t>(1u << info.modifier);
        }
        groupList.reserve(std::size(kOpcodeNames));
        for (const auto& [opcode, name] : kOpcodeNames) {
            if (rowCount[opcode] == 0)
                continue;
            OpcodeGroup g;
            g.opcode = opcode;
            g.name = name;
            g.modifierCount = rowCount[opcode] > 1 ? rowCount[opcode] : 0;
            g.word1Modifiers = g.modifierCount != 0 ? word1[opcode] : word1[opcode] ? 0xFFFF : 0;
            groupList.push_back(g);
            groups[opcode] = &groupList.back();
        }
    }
};

const Index& index() {
    static const Index idx;
    return idx;
}

std::size_t editDistance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t sub = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub});
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

} // namespace

std::string_view categoryName(Category c) {
    switch (c) {
    case Category::Integer:
        return "integer";
    case Category::Float:
        return "float";
    case Category::Half:
        return "half";
    case Category::Double:
        return "double";
    case Category::Bitwise:
        return "bitwise";
    case Category::Compare:
        return "compare";
    case Category::Convert:
        return "convert";
    case Category::Memory:
        return "memory";
    case Category::Atomic:
        return "atomic";
    case Category::Wave:
        return "wave";
    case Category::Control:
        return "control";
    case Category::Sync:
        return "sync";
    case Category::Mma:
        return "mma";
    case Category::Misc:
        return "misc";
    }
    return "misc";
}

std::span<const InstructionInfo> InstructionTable::all() {
    return index().infos;
}

const InstructionInfo* InstructionTable::byMnemonic(std::string_view mnemonic) {
    const auto& m = index().byMnemonic;
    auto it = m.find(mnemonic);
    return it == m.end() ? nullptr : it->second;
}

const InstructionInfo* InstructionTable::byEncoding(std::uint8_t opcode, std::uint8_t modifier) {
    return index().byEncoding[opcode][modifier & 0xF];
}

const OpcodeGroup* InstructionTable::group(std::uint8_t opcode) {
    return index().groups[opcode];
}

std::string_view InstructionTable::blockKeyword(BlockKind kind, BlockRole role) {
    for (const InstructionInfo& info : all())
        if (info.blockKind == kind && info.blockRole == role && info.origin != Origin::DecodeOnly)
            return info.mnemonic;
    return {};
}

std::string InstructionTable::syntax(const InstructionInfo& info) {
    std::string s(info.mnemonic);
    for (std::uint8_t i = 0; i < info.operandCount; ++i) {
        s += i == 0 ? " " : ", ";
        const bool optional = info.optionalRd && i == 0;
        if (optional)
            s += '[';
        s += info.operands[i].role;
        if (optional)
            s += ']';
    }
    return s;
}

std::string InstructionTable::suggest(std::string_view word) {
    // Case is folded first, so "IADD" suggests "iadd".
    std::string lower(word);
    for (char& ch : lower)
        if (ch >= 'A' && ch <= 'Z')
            ch = static_cast<char>(ch - 'A' + 'a');
    std::string best;
    std::size_t bestDistance = 3; // suggest only close matches
    for (const InstructionInfo& info : all()) {
        if (info.origin == Origin::DecodeOnly)
            continue;
        const std::size_t d = editDistance(lower, info.mnemonic);
        if (d < bestDistance) {
            bestDistance = d;
            best = info.mnemonic;
        }
    }
    return best;
}

} // namespace wave::isa
