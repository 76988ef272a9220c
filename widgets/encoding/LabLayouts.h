#pragma once
// The layouts the Encoding lab works with: the catalog's (shipped and the user's folder) and
// the ones loaded from files in this session. A deque, so that a layout (and the reports and
// decoded words that point into it) stays where it is when another is added.

#include "layout/Layout.h"

#include <QComboBox>
#include <QSignalBlocker>

#include <algorithm>
#include <deque>

namespace wave::widgets {

using LabLayouts = std::deque<layout::Layout>;

// Lists the layouts' names in `box`, keeping its choice when the layout is still there, without
// a currentIndexChanged for the refill itself.
inline void refillLayoutBox(QComboBox* box, const LabLayouts& layouts) {
    const QString current = box->currentText();
    const QSignalBlocker block(box);
    box->clear();
    for (const layout::Layout& l : layouts)
        box->addItem(QString::fromStdString(l.name));
    box->setCurrentIndex(std::max(0, box->findText(current)));
}

} // namespace wave::widgets
