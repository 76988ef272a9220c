#pragma once
// The ISA's instruction categories in the user's language. The core names them in English
// (isa::categoryName, also the spelling of the ISA documents and the command-line tools); what
// the IDE shows goes through tr() here, one entry per category, so that lupdate sees every word.

#include "isa/InstructionInfo.h"

#include <QCoreApplication>
#include <QString>

namespace wave::widgets {

class CategoryText {
    Q_DECLARE_TR_FUNCTIONS(CategoryText)
public:
    // "integer", "bitwise", "sync", ... translated; lower case as a label in a list.
    static QString name(isa::Category category);
};

} // namespace wave::widgets
