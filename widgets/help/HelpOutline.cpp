#include "HelpOutline.h"

#include <QTextBlock>
#include <QTextDocument>

namespace wave::widgets {

namespace {

// Qt names only the first character of an anchor: the entry runs on through the fragments
// that share its format (the rest of `<a name="iadd"><b>iadd</b></a>`).
HelpOutlineEntry anchorEntry(QTextBlock::iterator it, const QString& name, int level) {
    const QTextFragment first = it.fragment();
    QTextCharFormat format = first.charFormat();
    format.clearProperty(QTextFormat::AnchorName);
    format.clearProperty(QTextFormat::IsAnchor);
    QString text = first.text();
    for (++it; !it.atEnd(); ++it) {
        const QTextFragment next = it.fragment();
        if (next.charFormat() != format)
            break;
        text += next.text();
    }
    return {level, text, name, first.position(), static_cast<int>(text.size())};
}

} // namespace

QList<HelpOutlineEntry> HelpOutline::of(const QTextDocument& document) {
    QList<HelpOutlineEntry> entries;
    int headingLevel = 0; // anchors before the first heading are top-level
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level > 0) {
            const QString title = block.text().trimmed();
            if (!title.isEmpty())
                entries.append(
                    {level, title, {}, block.position(), static_cast<int>(block.length() - 1)});
            headingLevel = level;
            continue;
        }
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QStringList names = it.fragment().charFormat().anchorNames();
            if (!names.isEmpty())
                entries.append(anchorEntry(it, names.first(), headingLevel + 1));
        }
    }
    return entries;
}

HelpOutlineEntry HelpOutline::anchor(const QTextDocument& document, const QString& name) {
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().anchorNames().contains(name))
                return anchorEntry(it, name, 0);
    return {};
}

} // namespace wave::widgets
