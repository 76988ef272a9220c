#include "workbench/ExplainView.h"

#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace wave::widgets {

ExplainView::ExplainView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("ExplainView"));
    current_ = new QLabel(this);
    current_->setObjectName(QStringLiteral("ExplainCurrent"));
    current_->setTextFormat(Qt::PlainText);
    current_->setWordWrap(true);
    current_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    explanation_ = new QLabel(this);
    explanation_->setObjectName(QStringLiteral("ExplainText"));
    explanation_->setTextFormat(Qt::PlainText);
    explanation_->setWordWrap(true);
    explanation_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    explanation_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // A long explanation (a run of many waves, a verdict) scrolls rather than being cut.
    scroll_ = new QScrollArea(this);
    scroll_->setWidget(explanation_);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(current_);
    layout->addWidget(scroll_, 1);
    layout->addStretch(0); // the room under whole lines of explanation
    setAutoFillBackground(true);
    clear();
    applyStyle();
}

void ExplainView::setCurrent(const QString& text) {
    current_->setText(text);
    current_->setVisible(!text.isEmpty());
    fitWholeLines();
}

QString ExplainView::currentText() const {
    return current_->text();
}

void ExplainView::setExplanation(const QString& text) {
    explanation_->setText(text);
}

QString ExplainView::explanation() const {
    return explanation_->text();
}

void ExplainView::clear() {
    setCurrent({});
    explanation_->setText(tr("Start a debug session to see what each step does."));
}

void ExplainView::setScale(double scale) {
    style_.scale = ViewStyle::clampScale(scale);
    applyStyle();
}

void ExplainView::setViewPalette(const ViewPalette& palette) {
    style_.palette = palette;
    applyStyle();
}

void ExplainView::setEmphasis(bool on) {
    emphasis_ = on;
    applyStyle();
}

void ExplainView::applyStyle() {
    const ViewPalette& pal = style_.palette;
    setPalette(pal.qtPalette(palette()));
    current_->setFont(style_.mono(emphasis_ ? 16 : 13, true));
    explanation_->setFont(style_.font(emphasis_ ? 16 : 13));
    QPalette cp = current_->palette();
    cp.setColor(QPalette::WindowText, emphasis_ ? pal.accent : pal.text);
    current_->setPalette(cp);
    QPalette ep = explanation_->palette();
    ep.setColor(QPalette::WindowText, pal.text);
    explanation_->setPalette(ep);
    scroll_->setPalette(palette());
    scroll_->viewport()->setAutoFillBackground(false);
    explanation_->setAutoFillBackground(false);
    layout()->setContentsMargins(style_.px(8), style_.px(4), style_.px(8), style_.px(4));
    layout()->setSpacing(style_.px(2));
    // The wheel and the arrows scroll the explanation by whole lines.
    scroll_->verticalScrollBar()->setSingleStep(QFontMetrics(explanation_->font()).lineSpacing());
    updateGeometry();
    fitWholeLines();
}

void ExplainView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitWholeLines();
}

// The explanation's window is a whole number of its lines tall: a row of text is shown or
// scrolled to, never cut through the middle (the room left under it stays empty).
void ExplainView::fitWholeLines() {
    const QMargins m = layout()->contentsMargins();
    int room = height() - m.top() - m.bottom();
    if (current_->isVisible())
        room -= current_->heightForWidth(std::max(current_->width(), 1)) + layout()->spacing();
    const int line = QFontMetrics(explanation_->font()).lineSpacing();
    const int lines = std::max(1, room / std::max(line, 1));
    const int tall = lines * line + 2 * scroll_->frameWidth();
    if (scroll_->maximumHeight() != tall)
        scroll_->setMaximumHeight(tall);
}

// The current line (wrapped as a narrow column wraps it: classroom mode beside the
// registers) and two lines of explanation (it wraps), at the current scale.
QSize ExplainView::sizeHint() const {
    const QMargins m = layout()->contentsMargins();
    const int currentHeight = current_->width() > 0
                                  ? std::max(current_->heightForWidth(current_->width()),
                                             QFontMetrics(current_->font()).lineSpacing())
                                  : QFontMetrics(current_->font()).lineSpacing();
    const int height = currentHeight + 2 * QFontMetrics(explanation_->font()).lineSpacing() +
                       layout()->spacing() + m.top() + m.bottom();
    return {style_.px(600), height};
}

QSize ExplainView::minimumSizeHint() const {
    const QMargins m = layout()->contentsMargins();
    const int height = QFontMetrics(current_->font()).lineSpacing() +
                       QFontMetrics(explanation_->font()).lineSpacing() + layout()->spacing() +
                       m.top() + m.bottom();
    return {style_.px(160), height};
}

} // namespace wave::widgets
