#include "documents/NoticeBar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace wave::widgets {

NoticeBar::NoticeBar(QWidget* parent) : QFrame(parent) {
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);

    label_ = new QLabel;
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::PlainText);
    layout_ = new QHBoxLayout(this);
    layout_->setContentsMargins(8, 4, 8, 4);
    layout_->addWidget(label_, 1);
    hide();
}

QPushButton* NoticeBar::addButton(const QString& text) {
    auto* button = new QPushButton(text);
    layout_->addWidget(button);
    return button;
}

QString NoticeBar::message() const {
    return label_->text();
}

void NoticeBar::setMessage(const QString& text) {
    label_->setText(text);
}

} // namespace wave::widgets
