#include "ProgramSynthesizer.h"

#include "isa/Encoding.h"
#include "isa/InstructionTable.h"
#include "isa/SpecialRegisters.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace wave::fuzz {

namespace {

using isa::Field;
using isa::InstructionInfo;
using isa::OperandKind;

// Immediates worth trying: sign and range edges, float specials (as f32 bits) and small
// aligned addresses.
constexpr std::array<std::uint32_t, 16> kInterestingImmediates = {0,
                                                                  1,
                                                                  2,
                                                                  4,
                                                                  0xFFFFFFFFu,
                                                                  0x7FFFFFFFu,
                                                                  0x80000000u,
                                                                  0x3F800000u /* 1.0f */,
                                                                  0xBF800000u /* -1.0f */,
                                                                  0x7F800000u /* inf */,
                                                                  0x7FC00000u /* NaN */,
                                                                  0x00000001u /* denormal */,
                                                                  64,
                                                                  256,
                                                                  1024,
                                                                  4096};

struct Item {
    const InstructionInfo* info = nullptr;
    std::uint8_t rd = 0, rs1 = 0, rs2 = 0, rs3 = 0, rs4 = 0, scope = 0;
    std::uint8_t predReg = 0;
    bool predNeg = false;
    std::uint32_t imm = 0;
    std::int64_t labelTarget = -1; // index of the target instruction (count = end of code)
};

std::uint32_t immediate(FuzzInput& in) {
    const std::uint8_t kind = in.byte();
    if (kind < 128)
        return kind;
    if (kind < 224)
        return kInterestingImmediates[kind % kInterestingImmediates.size()];
    return in.u32();
}

std::uint8_t registerNumber(FuzzInput& in, std::uint32_t registers) {
    const std::uint8_t v = in.byte();
    // Mostly a register below the count (or one past it), sometimes any encodable number.
    if (v < 240)
        return static_cast<std::uint8_t>(v % (std::min<std::uint32_t>(registers, 255) + 1));
    return in.byte();
}

void place(Item& item, Field field, std::uint32_t value) {
    switch (field) {
    case Field::Rd:
        item.rd = static_cast<std::uint8_t>(value);
        break;
    case Field::Rs1:
        item.rs1 = static_cast<std::uint8_t>(value);
        break;
    case Field::Rs2:
        item.rs2 = static_cast<std::uint8_t>(value);
        break;
    case Field::Rs3:
        item.rs3 = static_cast<std::uint8_t>(value);
        break;
    case Field::Rs4:
        item.rs4 = static_cast<std::uint8_t>(value);
        break;
    case Field::Scope:
        item.scope = static_cast<std::uint8_t>(value & 3u);
        break;
    case Field::Imm32:
        item.imm = value;
        break;
    }
}

Item makeItem(FuzzInput& in, const InstructionInfo& info, std::uint32_t registers,
              std::uint32_t count) {
    Item item;
    item.info = &info;
    const std::uint8_t guard = in.byte();
    if (guard >= 0xC0) { // a quarter of the instructions are guarded (@p0 included)
        item.predReg = guard & 3u;
        item.predNeg = (guard & 4u) != 0;
    }
    for (std::uint8_t i = 0; i < info.operandCount; ++i) {
        const isa::OperandSpec& op = info.operands[i];
        switch (op.kind) {
        case OperandKind::Register:
            place(item, op.field, registerNumber(in, registers));
            break;
        case OperandKind::Predicate:
            place(item, op.field, in.below(8));
            break;
        case OperandKind::SpecialRegister:
            place(item, op.field, in.below(isa::SpecialRegisters::count + 4u));
            break;
        case OperandKind::Immediate:
            place(item, op.field, immediate(in));
            break;
        case OperandKind::Label:
            item.labelTarget = in.below(count + 1);
            break;
        case OperandKind::Scope:
            place(item, op.field, in.below(4));
            break;
        }
    }
    return item;
}

// Keeps if/else/endif and loop/break/continue/endloop properly nested.
class ControlNesting {
public:
    static constexpr std::size_t kMaxDepth = 6;

    // Whether `mnemonic` may appear here; updates the nesting when it does.
    bool accept(std::string_view m) {
        if (m == "if" || m == "loop") {
            if (open_.size() >= kMaxDepth)
                return false;
            open_.push_back(m == "if" ? Open::If : Open::Loop);
            return true;
        }
        if (m == "else") {
            if (open_.empty() || open_.back() != Open::If)
                return false;
            open_.back() = Open::Else;
            return true;
        }
        if (m == "endif") {
            if (open_.empty() || open_.back() == Open::Loop)
                return false;
            open_.pop_back();
            return true;
        }
        if (m == "endloop") {
            if (open_.empty() || open_.back() != Open::Loop)
                return false;
            open_.pop_back();
            return true;
        }
        if (m == "break" || m == "continue")
            return std::find(open_.begin(), open_.end(), Open::Loop) != open_.end();
        return true;
    }

    // The mnemonics that close what is still open, innermost first.
    std::vector<std::string_view> closers() const {
        std::vector<std::string_view> out;
        for (auto it = open_.rbegin(); it != open_.rend(); ++it)
            out.push_back(*it == Open::Loop ? "endloop" : "endif");
        return out;
    }

private:
    enum class Open : std::uint8_t { If, Else, Loop };
    std::vector<Open> open_;
};

} // namespace

std::vector<std::uint8_t> ProgramSynthesizer::generate(FuzzInput& in,
                                                       const SynthesisOptions& options) {
    const auto rows = isa::InstructionTable::all();
    const std::uint32_t count = in.range(1, std::max<std::uint32_t>(options.maxInstructions, 1));
    std::vector<Item> items;
    ControlNesting nesting;
    for (std::uint32_t i = 0; i < count && !in.empty(); ++i) {
        const InstructionInfo& info = rows[in.below(static_cast<std::uint32_t>(rows.size()))];
        if (options.balanced && !nesting.accept(info.mnemonic))
            continue;
        items.push_back(makeItem(in, info, options.registers, count));
    }
    if (options.balanced)
        for (const std::string_view closer : nesting.closers())
            items.push_back(Item{isa::InstructionTable::byMnemonic(closer)});
    if (options.endWithHalt)
        items.push_back(Item{isa::InstructionTable::byMnemonic("halt")});

    std::vector<std::uint32_t> offsets(items.size() + 1, 0);
    for (std::size_t i = 0; i < items.size(); ++i)
        offsets[i + 1] = offsets[i] + items[i].info->size;
    std::vector<std::uint8_t> code;
    code.reserve(offsets.back());
    auto put = [&code](std::uint32_t w) {
        for (int b = 0; b < 4; ++b)
            code.push_back(static_cast<std::uint8_t>(w >> (8 * b)));
    };
    for (const Item& it : items) {
        const InstructionInfo& info = *it.info;
        put(isa::Encoding::word0(info.opcode, it.rd, it.rs1, info.modifier, it.predNeg,
                                 it.predReg));
        if (!info.hasWord1())
            continue;
        if (it.labelTarget >= 0)
            put(offsets[std::min<std::size_t>(static_cast<std::size_t>(it.labelTarget),
                                              items.size())]);
        else if (std::any_of(info.operands.begin(), info.operands.begin() + info.operandCount,
                             [](const isa::OperandSpec& s) { return s.field == Field::Imm32; }))
            put(it.imm);
        else
            put(isa::Encoding::word1(it.rs2, it.rs3, it.rs4, it.scope));
    }
    return code;
}

std::vector<std::uint8_t> ProgramSynthesizer::raw(FuzzInput& in, std::size_t maxBytes) {
    const std::span<const std::uint8_t> rest = in.rest();
    const std::size_t n = std::min(rest.size(), maxBytes);
    return {rest.begin(), rest.begin() + static_cast<std::ptrdiff_t>(n)};
}

} // namespace wave::fuzz
