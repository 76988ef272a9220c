#pragma once
// The table of contents of a help page, read from its QTextDocument: every heading, and every
// named anchor (an ISA reference mnemonic, for instance) as a child of the heading before it.
// Works alike for pages loaded from Markdown and from HTML. GUI thread only.

#include <QList>
#include <QString>

class QTextDocument;

namespace wave::widgets {

struct HelpOutlineEntry {
    int level = 1;    // 1 for a top-level heading; an anchor is one deeper than its heading
    QString title;    // the heading text, or the anchor's text
    QString anchor;   // the anchor name; empty for a heading
    int position = 0; // document position of the entry's first character
    int length = 0;   // characters of the title in the document
};

class HelpOutline {
public:
    static QList<HelpOutlineEntry> of(const QTextDocument& document);

    // The entry of the anchor `name`; its length is 0 when the document has no such anchor.
    static HelpOutlineEntry anchor(const QTextDocument& document, const QString& name);
};

} // namespace wave::widgets
