#pragma once
// The colour of a layout field in the Encoding lab. A field is coloured by what it carries
// (its role: opcode, rd, modifier, ...), so the same field has the same colour in every
// generation's row, in the decoded words and in every theme; reserved bits are grey.

#include "views/ViewPalette.h"

#include <QColor>
#include <QString>

namespace wave::widgets {

class FieldColors {
public:
    // `role` as LayoutReader::roleName spells it ("opcode", "rd", "pred_en", "reserved", ...).
    static QColor fill(const QString& role, const ViewPalette& palette);
    static QColor text(const QString& role, const ViewPalette& palette);
};

} // namespace wave::widgets
