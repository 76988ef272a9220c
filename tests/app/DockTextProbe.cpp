#include "DockTextProbe.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QTabBar>
#include <QTextDocument>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace wave::docktext {

namespace {

QString nameOf(const QWidget* w) {
    return QString::fromLatin1(w->metaObject()->className()) + QLatin1Char('#') + w->objectName();
}

// Inside a scroll area's viewport (below `top`): what is out of view vertically is scrolled to.
bool scrolled(const QWidget* w, const QWidget* top) {
    for (const QWidget* p = w->parentWidget(); p && p != top; p = p->parentWidget())
        if (const auto* area = qobject_cast<const QAbstractScrollArea*>(p->parentWidget()))
            if (area->viewport() == p)
                return true;
    return false;
}

// Whether `text` (in `w`'s coordinates) is whole in what its parents leave of `w` on screen.
QString clipped(const QWidget* w, const QRect& text, const QWidget* top) {
    const QRect seen = w->visibleRegion().boundingRect();
    const bool scrolls = scrolled(w, top);
    if (seen.isEmpty())
        return scrolls ? QString() : QStringLiteral("not visible at all");
    if (seen.left() > text.left() || seen.right() < text.right())
        return QStringLiteral("cut at the %1 by a parent (text x %2..%3, visible x %4..%5)")
            .arg(seen.left() > text.left() ? QStringLiteral("left") : QStringLiteral("right"))
            .arg(text.left())
            .arg(text.right())
            .arg(seen.left())
            .arg(seen.right());
    if (!scrolls && (seen.top() > text.top() || seen.bottom() < text.bottom()))
        return QStringLiteral("cut at the %1 by a parent (text y %2..%3, visible y %4..%5)")
            .arg(seen.top() > text.top() ? QStringLiteral("top") : QStringLiteral("bottom"))
            .arg(text.top())
            .arg(text.bottom())
            .arg(seen.top())
            .arg(seen.bottom());
    return QString();
}

// A visible sibling laid over `text` (in `w`'s coordinates), or under it: a layout given less
// room than its widgets need.
QString overlapped(const QWidget* w, const QRect& text) {
    const QWidget* parent = w->parentWidget();
    if (!parent)
        return QString();
    const QRect mine = text.translated(w->pos());
    for (const QObject* o : parent->children()) {
        const auto* sibling = qobject_cast<const QWidget*>(o);
        if (sibling && sibling != w && sibling->isVisible() && !sibling->isWindow() &&
            sibling->geometry().intersects(mine))
            return QStringLiteral("overlaps %1").arg(nameOf(sibling));
    }
    return QString();
}

bool richText(const QLabel* label) {
    return label->textFormat() == Qt::RichText ||
           (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
}

QString plain(const QLabel* label);

// The label's text laid out as QLabel lays it out: the size it takes in `width`.
QSize textSize(const QLabel* label, int width) {
    QTextDocument doc;
    doc.setDefaultFont(label->font());
    doc.setDocumentMargin(0);
    if (richText(label))
        doc.setHtml(label->text());
    else
        doc.setPlainText(plain(label));
    if (label->wordWrap())
        doc.setTextWidth(width);
    return QSize(int(std::ceil(doc.idealWidth())), int(std::ceil(doc.size().height())));
}

// The mnemonic's & is not shown (a label has one when it has a buddy).
QString withoutMnemonic(const QString& text) {
    return QString(text).remove(QRegularExpression(QStringLiteral("&(?!&)")));
}

QString plain(const QLabel* label) {
    if (!richText(label))
        return label->buddy() ? withoutMnemonic(label->text()) : label->text();
    QTextDocument doc;
    doc.setHtml(label->text());
    return doc.toPlainText();
}

void checkLabel(QLabel* label, const QWidget* top, QList<Cut>& cuts) {
    if (label->text().trimmed().isEmpty() || label->inherits("QTipLabel"))
        return;
    const QRect room = label->contentsRect().adjusted(label->margin(), label->margin(),
                                                      -label->margin(), -label->margin());
    const QSize need = textSize(label, room.width());
    QString why;
    if (need.width() > room.width())
        why = QStringLiteral("%1 px wide for %2 px of text").arg(room.width()).arg(need.width());
    else if (need.height() > room.height() + 1)
        why = QStringLiteral("%1 px high for %2 px of text").arg(room.height()).arg(need.height());
    if (why.isEmpty()) {
        const QRect text = QStyle::alignedRect(label->layoutDirection(), label->alignment(),
                                               need.boundedTo(room.size()), room);
        why = clipped(label, text, top);
        if (why.isEmpty())
            why = overlapped(label, text);
    }
    if (!why.isEmpty())
        cuts.append({nameOf(label), plain(label), why});
}

QString buttonText(const QAbstractButton* button) {
    return withoutMnemonic(button->text());
}

void checkButton(QAbstractButton* button, const QWidget* top, QList<Cut>& cuts) {
    if (button->text().isEmpty() || qobject_cast<QTabBar*>(button->parentWidget()))
        return;
    if (const auto* tool = qobject_cast<QToolButton*>(button))
        if (tool->toolButtonStyle() == Qt::ToolButtonIconOnly)
            return;
    // What the text and the frame need (a push button's sizeHint has a minimum width besides).
    const QFontMetrics fm(button->font());
    int need = button->sizeHint().width();
    if (qobject_cast<QPushButton*>(button)) {
        const QStyle* style = button->style();
        need = fm.size(Qt::TextShowMnemonic, button->text()).width() +
               style->pixelMetric(QStyle::PM_ButtonMargin, nullptr, button) +
               2 * style->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, button);
        if (!button->icon().isNull())
            need += button->iconSize().width() + 4;
    }
    QString why;
    if (need > button->width())
        why = QStringLiteral("%1 px wide for %2 px").arg(button->width()).arg(need);
    else {
        const bool centred = qobject_cast<QPushButton*>(button) != nullptr;
        const QRect text(centred ? (button->width() - need) / 2 : 0, 0, need, button->height());
        why = clipped(button, text, top);
    }
    if (!why.isEmpty())
        cuts.append({nameOf(button), buttonText(button), why});
}

void checkGroupBox(QGroupBox* box, const QWidget* top, QList<Cut>& cuts) {
    if (box->title().isEmpty())
        return;
    const int need = box->minimumSizeHint().width();
    QString why;
    if (need > box->width())
        why = QStringLiteral("%1 px wide for a title of %2 px").arg(box->width()).arg(need);
    else
        why = clipped(box, QRect(0, 0, box->fontMetrics().horizontalAdvance(box->title()), 1), top);
    if (!why.isEmpty())
        cuts.append({nameOf(box), box->title(), why});
}

template <typename T>
QList<T*> visibleIn(QDockWidget* dock) {
    QList<T*> out;
    if (!dock->widget())
        return out;
    for (T* w : dock->widget()->findChildren<T*>())
        if (w->isVisible() && w->window() == dock->window())
            out << w;
    return out;
}

} // namespace

QList<Cut> cutTexts(QDockWidget* dock) {
    QList<Cut> cuts;
    for (QLabel* label : visibleIn<QLabel>(dock))
        checkLabel(label, dock, cuts);
    for (QAbstractButton* button : visibleIn<QAbstractButton>(dock))
        checkButton(button, dock, cuts);
    for (QGroupBox* box : visibleIn<QGroupBox>(dock))
        checkGroupBox(box, dock, cuts);
    QList<QWidget*> painted = visibleIn<QWidget>(dock);
    if (dock->widget() && dock->widget()->isVisible())
        painted << dock->widget();
    for (QWidget* w : painted) {
        const QVariant cut = w->property("cutTexts");
        if (!cut.isValid())
            continue;
        w->grab(); // painted now, at its present size
        for (const QString& text : w->property("cutTexts").toStringList())
            cuts.append({nameOf(w), text, QStringLiteral("painted cut")});
    }
    return cuts;
}

QStringList shownTexts(QDockWidget* dock) {
    QStringList texts;
    for (QLabel* label : visibleIn<QLabel>(dock))
        if (!label->text().trimmed().isEmpty())
            texts << plain(label).split(QLatin1Char('\n'));
    for (QAbstractButton* button : visibleIn<QAbstractButton>(dock))
        if (!button->text().isEmpty())
            texts << buttonText(button);
    for (QGroupBox* box : visibleIn<QGroupBox>(dock))
        if (!box->title().isEmpty())
            texts << box->title();
    QList<QWidget*> painted = visibleIn<QWidget>(dock);
    if (dock->widget() && dock->widget()->isVisible())
        painted << dock->widget();
    for (QWidget* w : painted) {
        const QVariant shown = w->property("shownTexts");
        if (shown.isValid())
            texts << shown.toStringList();
    }
    return texts;
}

QString describe(const QString& dock, const QList<Cut>& cuts) {
    QStringList lines;
    for (const Cut& c : cuts)
        lines << QStringLiteral("%1: %2 \"%3\": %4").arg(dock, c.widget, c.text, c.why);
    return lines.join(QLatin1Char('\n'));
}

} // namespace wave::docktext
