#include "layout/LiveLayout.h"

#include "isa/Encoding.h"
#include "isa/InstructionTable.h"

namespace wave::layout {

namespace {

LayoutField fieldOf(std::string name, FieldRole role, const isa::BitField& bits,
                    std::string meaning) {
    LayoutField f;
    f.name = std::move(name);
    f.role = role;
    f.word = bits.word;
    f.lsb = bits.low;
    f.width = bits.width;
    f.meaning = std::move(meaning);
    return f;
}

Layout build() {
    using isa::Encoding;
    Layout l;
    l.name = "wave-v0.4";
    l.title = "WAVE v0.4 (the ISA WAVE Studio runs: 32-bit word0, optional word1)";
    l.source = "docs/reference/isa.md §1 and §4 (generated from the live instruction table)";
    l.notes.push_back(
        "Generated from the instruction table: word1 is present when the table "
        "says so for the opcode and modifier (isa.md §1.3), not from a bit of word0.");
    l.notes.push_back("atomic_cas and local_atomic_cas are modifier 8 here, as WAVE Studio encodes "
                      "them; the reference assembler writes modifier 0 (isa.md §5.8).");
    l.numbering = Numbering::Map;
    l.origin = "built in";

    LayoutFormat base;
    base.name = "base";
    base.words = {32};
    base.signal = "word1 follows when the instruction table gives the opcode and modifier one";
    base.fields = {
        fieldOf("opcode", FieldRole::Opcode, Encoding::kOpcode, "primary opcode"),
        fieldOf("rd", FieldRole::Rd, Encoding::kRd,
                "destination register or predicate, 0 when unused"),
        fieldOf("rs1", FieldRole::Rs1, Encoding::kRs1,
                "source register, source predicate or special-register index"),
        fieldOf("modifier", FieldRole::Modifier, Encoding::kModifier, "sub-operation selector"),
        fieldOf("reserved", FieldRole::Reserved, Encoding::kReserved0, "written 0, ignored"),
        fieldOf("pred_neg", FieldRole::PredNeg, Encoding::kPredNeg, "1 = negate the guard"),
        fieldOf("pred", FieldRole::Pred, Encoding::kPredReg, "guard predicate p0-p3"),
    };
    LayoutFormat registers = base;
    registers.name = "extended";
    registers.words = {32, 32};
    registers.signal = "word1, register/scope form";
    registers.fields.push_back(
        fieldOf("rs2", FieldRole::Rs2, Encoding::kRs2, "second source register"));
    registers.fields.push_back(
        fieldOf("rs3", FieldRole::Rs3, Encoding::kRs3, "third source register"));
    registers.fields.push_back(
        fieldOf("rs4", FieldRole::Rs4, Encoding::kRs4, "fourth source register"));
    registers.fields.push_back(
        fieldOf("reserved", FieldRole::Reserved, Encoding::kReserved1, "written 0, ignored"));
    registers.fields.push_back(fieldOf("scope", FieldRole::Scope, Encoding::kScope,
                                       "0 wave, 1 workgroup, 2 device, 3 system"));
    LayoutFormat immediate = base;
    immediate.name = "immediate";
    immediate.words = {32, 32};
    immediate.signal = "word1, immediate form (mov_imm, call)";
    immediate.fields.push_back(
        fieldOf("imm", FieldRole::Imm, Encoding::kImm32, "immediate or call target"));
    l.formats = {base, registers, immediate};

    for (const isa::InstructionInfo& info : isa::InstructionTable::all()) {
        LayoutOpcode op;
        op.name = std::string(info.mnemonic);
        op.wave = op.name;
        op.opcode = info.opcode;
        const isa::OpcodeGroup* group = isa::InstructionTable::group(info.opcode);
        if (group != nullptr && group->validatesModifier())
            op.modifier = info.modifier;
        op.extended = info.hasWord1();
        l.opcodes.push_back(std::move(op));
    }
    return l;
}

} // namespace

const Layout& LiveLayout::get() {
    static const Layout layout = build();
    return layout;
}

} // namespace wave::layout
