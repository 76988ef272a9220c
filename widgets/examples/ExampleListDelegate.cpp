#include "examples/ExampleListDelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QEvent>
#include <QPainter>

namespace wave::widgets {

namespace {

constexpr int kPadding = 10;
constexpr int kGap = 3;
constexpr int kTagPadding = 5;

QFont titleFont(const QFont& base) {
    QFont font = base;
    font.setBold(true);
    return font;
}

QString bodyText(const QModelIndex& index) {
    const QString error = index.data(ExampleListDelegate::ErrorRole).toString();
    return error.isEmpty() ? index.data(ExampleListDelegate::SummaryRole).toString() : error;
}

QString tagText(const QModelIndex& index) {
    return index.data(ExampleListDelegate::EditedRole).toBool() ? ExampleListDelegate::tr("edited")
                                                                : QString();
}

} // namespace

ExampleListDelegate::ExampleListDelegate(QAbstractItemView* view)
    : QStyledItemDelegate(view), view_(view) {
    view_->viewport()->installEventFilter(this);
}

bool ExampleListDelegate::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_->viewport() && event->type() == QEvent::Resize &&
        view_->viewport()->width() != width_) {
        width_ = view_->viewport()->width();
        emit sizeHintChanged(QModelIndex()); // the view lays every entry out again
    }
    return QStyledItemDelegate::eventFilter(watched, event);
}

ExampleListDelegate::Layout ExampleListDelegate::layout(const QStyleOptionViewItem& option,
                                                        const QModelIndex& index, int width) const {
    Layout l;
    const QFontMetrics titleMetrics(titleFont(option.font));
    const QFontMetrics bodyMetrics(option.font);
    const int inner = std::max(40, width - 2 * kPadding);
    const QString tag = tagText(index);
    const int tagWidth = tag.isEmpty() ? 0 : bodyMetrics.horizontalAdvance(tag) + 2 * kTagPadding;
    const int titleWidth = std::max(40, inner - (tagWidth ? tagWidth + kPadding : 0));
    const QRect title = titleMetrics.boundingRect(QRect(0, 0, titleWidth, 10000), Qt::TextWordWrap,
                                                  index.data(Qt::DisplayRole).toString());
    l.title = QRect(kPadding, kPadding, titleWidth, title.height());
    if (tagWidth)
        l.tag = QRect(kPadding + inner - tagWidth, kPadding, tagWidth, titleMetrics.height());
    const QRect body =
        bodyMetrics.boundingRect(QRect(0, 0, inner, 10000), Qt::TextWordWrap, bodyText(index));
    l.body = QRect(kPadding, l.title.bottom() + 1 + kGap, inner, body.height());
    return l;
}

QSize ExampleListDelegate::sizeHint(const QStyleOptionViewItem& option,
                                    const QModelIndex& index) const {
    // Wrap to the list's width (the view lays items out again when it is resized).
    const int width = view_->viewport()->width();
    const Layout l = layout(option, index, width);
    return QSize(width, l.body.bottom() + 1 + kPadding);
}

QRect ExampleListDelegate::paintedRect(const QStyleOptionViewItem& option,
                                       const QModelIndex& index) const {
    const Layout l = layout(option, index, option.rect.width());
    return l.title.united(l.tag)
        .united(l.body)
        .adjusted(0, 0, 0, kPadding)
        .translated(option.rect.topLeft());
}

void ExampleListDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = option.state.testFlag(QStyle::State_Selected);
    const QPalette::ColorGroup group =
        option.state.testFlag(QStyle::State_Enabled) ? QPalette::Normal : QPalette::Disabled;
    const QColor text =
        option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor quiet = text;
    if (!selected)
        quiet.setAlphaF(0.72f);

    const Layout l = layout(option, index, option.rect.width());
    const QPoint origin = option.rect.topLeft();
    painter->save();
    painter->setFont(titleFont(option.font));
    painter->setPen(text);
    painter->drawText(l.title.translated(origin), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop,
                      index.data(Qt::DisplayRole).toString());

    painter->setFont(option.font);
    if (const QString tag = tagText(index); !tag.isEmpty()) {
        const QRect tagRect = l.tag.translated(origin);
        painter->setRenderHint(QPainter::Antialiasing);
        QColor border = text;
        border.setAlphaF(0.45f);
        painter->setPen(border);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(tagRect).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
        painter->setPen(quiet);
        painter->drawText(tagRect, Qt::AlignCenter, tag);
    }

    const bool failed = !index.data(ErrorRole).toString().isEmpty();
    painter->setPen(failed && !selected ? QColor(0xc6, 0x28, 0x28) : quiet);
    painter->drawText(l.body.translated(origin), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop,
                      bodyText(index));
    painter->restore();
}

} // namespace wave::widgets
