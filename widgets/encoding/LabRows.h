#pragma once
// The rows the Encoding lab shows: one instruction encoded into one layout (its words and
// fields, or why it cannot be encoded), or one word decoded in a layout. Plain data built from
// the core's encoder and decoder, so the painter and the tests read the same thing.

#include "layout/Layout.h"
#include "layout/LayoutDecoder.h"
#include "layout/LayoutEncoder.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace wave::widgets {

struct LabField {
    QString name; // as the layout names it ("rd", "pred_mask_id")
    QString role; // what it carries, for its colour ("rd", "pred_en")
    int word = 0;
    int msb = 0;
    int lsb = 0;
    quint64 value = 0;
};

struct LabRow {
    QString layout;     // "wave-v0.2-note"
    QString detail;     // "base · 32 bits"
    bool ok = false;    // false: `reason` says why there are no words
    QString reason;     // "fsin needs modifier 8; wave-v0.2-note's modifier field has 3 bits"
    QString words;      // "0x2C880000" (each word of the format)
    QString opcodeName; // the layout's name for the opcode, when it has one
    QList<LabField> fields;

    // "opcode=44 modifier=8 ..." (the values in the layout's order), for tests and tooltips.
    QString fieldText() const;
};

class LabRows {
    Q_DECLARE_TR_FUNCTIONS(LabRows)

public:
    static LabRow encoded(const layout::Layout& layout, const layout::Instance& instance);
    static LabRow decoded(const layout::Layout& layout, const layout::DecodedWord& word);
};

} // namespace wave::widgets
