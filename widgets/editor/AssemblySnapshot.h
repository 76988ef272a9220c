#pragma once
// One finished assembly of an editor buffer, shared read-only between the views that show it
// (editor diagnostics, listing, problems).

#include "asm/Assembler.h"

#include <QMetaType>
#include <QString>

#include <memory>
#include <string>

namespace wave::widgets {

struct AssemblySnapshot {
    quint64 generation = 0; // LiveAssembler's counter when the source was taken
    QString fileName;
    std::string source; // the UTF-8 text that was assembled (byte offsets refer to it)
    assembler::AssemblyResult result;
    double milliseconds = 0; // time spent in the assembler
};

using AssemblySnapshotPtr = std::shared_ptr<const AssemblySnapshot>;

} // namespace wave::widgets

Q_DECLARE_METATYPE(wave::widgets::AssemblySnapshotPtr)
