#include "editor/EncodingFields.h"

#include "editor/WaveLexer.h"
#include "isa/InstructionDoc.h"
#include "isa/SpecialRegisters.h"

namespace wave::widgets {

namespace {

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString scopeName(quint32 value) {
    for (const isa::DirectiveDoc& d : isa::InstructionDoc::directives())
        if (d.kind == isa::DirectiveKind::Scope && d.scopeValue == value)
            return qs(d.name);
    return QString::number(value);
}

QString operandValue(const isa::OperandSpec& op, quint32 v) {
    switch (op.kind) {
    case isa::OperandKind::Register:
        return QStringLiteral("r%1").arg(v);
    case isa::OperandKind::Predicate:
        return QStringLiteral("p%1").arg(v);
    case isa::OperandKind::SpecialRegister:
        return qs(isa::SpecialRegisters::name(static_cast<std::uint8_t>(v)));
    case isa::OperandKind::Immediate:
    case isa::OperandKind::Label:
        return EncodingFields::hex(v, 8);
    case isa::OperandKind::Scope:
        return scopeName(v);
    }
    return QString::number(v);
}

WaveStyle operandStyle(isa::OperandKind kind) {
    switch (kind) {
    case isa::OperandKind::Register:
        return WaveStyle::Register;
    case isa::OperandKind::Predicate:
        return WaveStyle::Predicate;
    case isa::OperandKind::SpecialRegister:
        return WaveStyle::SpecialRegister;
    case isa::OperandKind::Immediate:
        return WaveStyle::Number;
    case isa::OperandKind::Label:
        return WaveStyle::LabelReference;
    case isa::OperandKind::Scope:
        return WaveStyle::Scope;
    }
    return WaveStyle::Default;
}

} // namespace

QString EncodingFields::hex(quint32 value, int digits) {
    return QStringLiteral("0x") +
           QString::number(value, 16).rightJustified(digits, QLatin1Char('0')).toUpper();
}

QString EncodingFields::label(const EncodingStripField& f) {
    return f.role.isEmpty() ? f.name : f.name + QStringLiteral(" \u00b7 ") + f.role;
}

QList<EncodingStripField> EncodingFields::of(const isa::DecodedInstruction& d) {
    QList<EncodingStripField> fields;
    if (!d.info)
        return fields;
    const int mnemonicStyle = styleNumber(WaveLexer::styleForCategory(d.info->category));
    const std::uint32_t words[2] = {d.word0, d.word1};
    for (const isa::EncodingFieldDoc& doc : isa::InstructionDoc::encodingFields(*d.info)) {
        EncodingStripField f;
        f.name = qs(doc.name);
        f.role = doc.role() == doc.name ? QString() : qs(doc.role());
        f.word = doc.bits.word;
        f.highBit = doc.bits.high();
        f.lowBit = doc.bits.low;
        f.value = doc.bits.extract(words[doc.bits.word & 1u]);
        f.used = doc.used;
        if (doc.operand) {
            f.valueText = operandValue(*doc.operand, f.value);
            f.style = styleNumber(operandStyle(doc.operand->kind));
        } else if (doc.name == "opcode") {
            f.valueText = hex(f.value, 2);
            f.style = mnemonicStyle;
        } else if (doc.name == "modifier") {
            f.valueText = QString::number(f.value);
            f.style = mnemonicStyle;
        } else if (doc.name == "guard") {
            f.used = d.guarded(); // every instruction has the field; only a guard uses it
            f.valueText = d.guarded() ? QStringLiteral("@%1p%2")
                                            .arg(d.predNeg ? QStringLiteral("!") : QString())
                                            .arg(d.predReg)
                                      : QStringLiteral("\u2014");
            f.style = styleNumber(WaveStyle::Guard);
        } else {
            f.valueText = QString::number(f.value);
        }
        if (!f.used)
            f.style = kNoStyle;
        fields << f;
    }
    return fields;
}

} // namespace wave::widgets
