#pragma once
// The emulator's semantic routines, one list: every row of the instruction table names one of
// them (InstructionInfo::semantic), and the emulator's Handler enum is this enum. Several rows
// may share a routine that reads the row's modifier (the eight icmp_* rows are Icmp); the
// statistics class (docs/reference/execution-model.md §13) belongs to the routine, so rows cannot
// disagree on it.
//
// The order of the list carries no meaning: nothing computes one semantic from another.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace wave::isa {

// Statistics class of an issued instruction (docs/reference/execution-model.md §13).
enum class StatClass : std::uint8_t { Integer, Float, Memory, Control, Wave, Atomic };

// X(name, statistics class). A new instruction with a new routine adds one line here, next
// to its table row; the compiler then asks for its case in the emulator's dispatch.
// clang-format off
#define WAVE_ISA_SEMANTICS(X)                                                                      \
    X(Iadd, Integer) X(Isub, Integer) X(Imul, Integer) X(ImulHi, Integer) X(Imad, Integer)         \
    X(Idiv, Integer) X(Imod, Integer) X(Ineg, Integer) X(Iabs, Integer) X(Imin, Integer)           \
    X(Imax, Integer) X(Iclamp, Integer)                                                            \
    X(Fadd, Float) X(Fsub, Float) X(Fmul, Float) X(Fma, Float) X(Fdiv, Float) X(Fneg, Float)       \
    X(Fabs, Float) X(Fmin, Float) X(Fmax, Float) X(Fclamp, Float) X(Fsqrt, Float)                  \
    X(Frsqrt, Float) X(Frcp, Float) X(Ffloor, Float) X(Fceil, Float) X(Fround, Float)              \
    X(Ftrunc, Float) X(Ffract, Float) X(Fsat, Float) X(Fsin, Float) X(Fcos, Float)                 \
    X(Fexp2, Float) X(Flog2, Float)                                                                \
    X(Hadd, Float) X(Hsub, Float) X(Hmul, Float) X(Hma, Float)                                     \
    X(Hadd2, Float) X(Hmul2, Float) X(Hma2, Float)                                                 \
    X(Badd, Float) X(Bsub, Float) X(Bmul, Float) X(Bma, Float)                                     \
    X(Badd2, Float) X(Bmul2, Float) X(Bma2, Float)                                                 \
    X(Dadd, Float) X(Dsub, Float) X(Dmul, Float) X(Dma, Float) X(Ddiv, Float) X(Dsqrt, Float)      \
    X(And, Integer) X(Or, Integer) X(Xor, Integer) X(Not, Integer) X(Shl, Integer)                 \
    X(Shr, Integer) X(Sar, Integer) X(Bitcount, Integer) X(Bitfind, Integer) X(Bitrev, Integer)    \
    X(Bfe, Integer) X(Bfi, Integer)                                                                \
    X(Icmp, Integer) X(Ucmp, Integer) X(Fcmp, Integer) X(Select, Integer)                          \
    X(Cvt, Float)                                                                                  \
    X(LocalLoad, Memory) X(LocalStore, Memory) X(DeviceLoad, Memory) X(DeviceStore, Memory)        \
    X(LocalAtomic, Atomic) X(DeviceAtomic, Atomic)                                                 \
    X(WaveShuffle, Wave) X(WaveShuffleUp, Wave) X(WaveShuffleDown, Wave)                           \
    X(WaveShuffleXor, Wave) X(WaveBroadcast, Wave) X(WaveBallot, Wave) X(WaveAny, Wave)            \
    X(WaveAll, Wave) X(WavePrefixSum, Wave) X(WaveReduceAdd, Wave) X(WaveReduceMin, Wave)          \
    X(WaveReduceMax, Wave)                                                                         \
    X(If, Control) X(Else, Control) X(EndIf, Control) X(Loop, Control) X(Break, Control)           \
    X(Continue, Control) X(EndLoop, Control) X(Call, Control) X(Return, Control)                   \
    X(Halt, Control) X(Barrier, Control) X(Nop, Control)                                           \
    X(MmaLoadA, Float) X(MmaLoadB, Float) X(MmaStoreC, Float) X(MmaCompute, Float)                 \
    X(Mov, Control) X(MovImm, Control) X(MovSr, Control)                                           \
    X(Fence, Control) X(Wait, Control)
// clang-format on

enum class Semantic : std::uint8_t {
#define WAVE_ISA_SEMANTIC_ENUM(name, statClass) name,
    WAVE_ISA_SEMANTICS(WAVE_ISA_SEMANTIC_ENUM)
#undef WAVE_ISA_SEMANTIC_ENUM
        Invalid, // no row: bytes that do not decode (the emulator faults when one is issued)
};

inline constexpr std::size_t kSemanticCount = static_cast<std::size_t>(Semantic::Invalid);

// "Iadd", ..., "Invalid".
constexpr std::string_view semanticName(Semantic s) {
    switch (s) {
#define WAVE_ISA_SEMANTIC_NAME(name, statClass)                                                    \
    case Semantic::name:                                                                           \
        return #name;
        WAVE_ISA_SEMANTICS(WAVE_ISA_SEMANTIC_NAME)
#undef WAVE_ISA_SEMANTIC_NAME
    case Semantic::Invalid:
        break;
    }
    return "Invalid";
}

// Invalid counts as Control; it is never issued, so never counted.
constexpr StatClass statClassOf(Semantic s) {
    switch (s) {
#define WAVE_ISA_SEMANTIC_CLASS(name, statClass)                                                   \
    case Semantic::name:                                                                           \
        return StatClass::statClass;
        WAVE_ISA_SEMANTICS(WAVE_ISA_SEMANTIC_CLASS)
#undef WAVE_ISA_SEMANTIC_CLASS
    case Semantic::Invalid:
        break;
    }
    return StatClass::Control;
}

} // namespace wave::isa
