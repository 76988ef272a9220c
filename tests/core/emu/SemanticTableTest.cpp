// The ISA table drives the emulator: every row names its semantic routine, the pre-decoder
// hands exactly that routine to the engine, the routine's name is the row's, and every routine
// executes some row. A row pointing at the wrong routine (or a routine no row reaches) fails
// here before any kernel runs.

#include "emu/PreDecoder.h"
#include "isa/InstructionTable.h"
#include "isa/Semantic.h"

#include <gtest/gtest.h>

#include <array>
#include <cctype>
#include <string>
#include <vector>

using namespace wave;
using isa::InstructionInfo;
using isa::InstructionTable;
using isa::Semantic;
using isa::StatClass;

namespace {

std::string lowerNoUnderscores(std::string_view s) {
    std::string out;
    for (char ch : s)
        if (ch != '_')
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return out;
}

// "LocalLoad" -> "local_load".
std::string snake(std::string_view camel) {
    std::string out;
    for (char ch : camel) {
        if (std::isupper(static_cast<unsigned char>(ch)) && !out.empty())
            out += '_';
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    }
    return out;
}

// A routine has the row's name: the mnemonic itself (imul_hi -> ImulHi, endif -> EndIf), the
// family the mnemonic starts with (icmp_eq -> Icmp, local_load_u8 -> LocalLoad, fence_acquire
// -> Fence), or the opcode's ISA name (atomic_add -> DeviceAtomic).
bool sameName(const InstructionInfo& row, std::string_view routine) {
    if (lowerNoUnderscores(row.mnemonic) == lowerNoUnderscores(routine))
        return true;
    if (row.mnemonic.starts_with(snake(routine) + "_"))
        return true;
    const isa::OpcodeGroup* group = InstructionTable::group(row.opcode);
    return group != nullptr && group->name == routine;
}

// docs/reference/execution-model.md §13, as opcode ranges (the way the statistics are specified).
StatClass specifiedClass(std::uint8_t opcode) {
    if (opcode <= 0x0B || (opcode >= 0x20 && opcode <= 0x2B))
        return StatClass::Integer;
    if ((opcode >= 0x10 && opcode <= 0x1F) || (opcode >= 0x2C && opcode <= 0x2E) || opcode == 0x40)
        return StatClass::Float;
    if (opcode == 0x30 || opcode == 0x31 || opcode == 0x38 || opcode == 0x39)
        return StatClass::Memory;
    if (opcode == 0x3C || opcode == 0x3D)
        return StatClass::Atomic;
    if (opcode == 0x3E)
        return StatClass::Wave;
    return StatClass::Control;
}

// The op the pre-decoder builds for one encoding at pc 0.
emu::DecodedOp predecode(std::uint8_t opcode, std::uint8_t modifier) {
    const std::uint32_t w0 = (std::uint32_t(opcode) << 24) | (std::uint32_t(modifier & 0xF) << 4);
    std::vector<std::uint8_t> code(8, 0);
    for (int b = 0; b < 4; ++b)
        code[std::size_t(b)] = static_cast<std::uint8_t>(w0 >> (8 * b));
    emu::EffectiveLaunch launch;
    launch.codeLength = static_cast<std::uint32_t>(code.size());
    const auto program = emu::PreDecoder::decode(code, launch, 32);
    return program->ops.at(program->entry);
}

} // namespace

TEST(SemanticTable, EveryRowRunsTheRoutineOfItsName) {
    for (const InstructionInfo& row : InstructionTable::all()) {
        const emu::DecodedOp op = predecode(row.opcode, row.modifier);
        EXPECT_EQ(op.handler, row.semantic) << row.mnemonic;
        EXPECT_NE(op.handler, Semantic::Invalid) << row.mnemonic;
        EXPECT_TRUE(sameName(row, isa::semanticName(op.handler)))
            << row.mnemonic << " runs " << isa::semanticName(op.handler);
        EXPECT_EQ(op.statClass, specifiedClass(row.opcode)) << row.mnemonic;
    }
}

TEST(SemanticTable, EveryRoutineRunsARow) {
    std::array<int, isa::kSemanticCount> rows{};
    for (const InstructionInfo& row : InstructionTable::all())
        if (row.semantic != Semantic::Invalid)
            ++rows[static_cast<std::size_t>(row.semantic)];
    for (std::size_t s = 0; s < isa::kSemanticCount; ++s)
        EXPECT_GT(rows[s], 0) << isa::semanticName(static_cast<Semantic>(s)) << " has no row";
}

TEST(SemanticTable, OpcodesWithOneRowIgnoreTheModifier) {
    for (const InstructionInfo& row : InstructionTable::all()) {
        const isa::OpcodeGroup* group = InstructionTable::group(row.opcode);
        ASSERT_NE(group, nullptr) << row.mnemonic;
        if (group->validatesModifier())
            continue;
        for (std::uint8_t m = 0; m < 16; ++m)
            EXPECT_EQ(predecode(row.opcode, m).handler, row.semantic) << row.mnemonic << " " << +m;
    }
    // A modifier outside a validating opcode's rows does not decode: the op faults.
    EXPECT_EQ(predecode(0x1B, 12).handler, Semantic::Invalid); // FUnaryOps has 12
    EXPECT_EQ(predecode(0x0C, 0).handler, Semantic::Invalid);  // no such opcode
}
