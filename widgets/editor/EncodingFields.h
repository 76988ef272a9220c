#pragma once
// The bit fields of one decoded instruction as the encoding strip shows them: the layout of
// isa::InstructionDoc::encodingFields() with each field's value, its text ("r3", "@!p2",
// "device") and the editor style that colours it.

#include "isa/Decoder.h"

#include <QList>
#include <QRectF>
#include <QString>

namespace wave::widgets {

struct EncodingStripField {
    QString name;    // "opcode", "rd", "rs1", "modifier", "reserved", "guard", "rs2" ... "imm"
    QString role;    // the operand's role when it differs from the name ("pd", "raddr"), or ""
    int word = 0;    // 0 or 1
    int highBit = 0; // within the word
    int lowBit = 0;
    quint32 value = 0; // the field's bits
    QString valueText; // "r3", "p1", "sr_lane_id", "@!p2", "device", "0x3F", "—"
    bool used = false; // false: not used by this instruction (written 0)
    int style = -1;    // WaveStyle number of its colour; EncodingFields::kNoStyle: grey
    QRectF rect;       // where the strip draws it, in widget coordinates
};

class EncodingFields {
public:
    static constexpr int kNoStyle = -1;

    // `d` must come from a successful decode.
    static QList<EncodingStripField> of(const isa::DecodedInstruction& d);

    // "0x" and `digits` upper-case hex digits.
    static QString hex(quint32 value, int digits);
    // The field's label: its name, and the operand's role when that says more ("rs1 · raddr").
    static QString label(const EncodingStripField& f);
};

} // namespace wave::widgets
