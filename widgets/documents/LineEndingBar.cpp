#include "documents/LineEndingBar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace wave::widgets {

LineEndingBar::LineEndingBar(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("LineEndingBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);

    label_ = new QLabel;
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::PlainText);
    convert_ = new QPushButton;
    dismiss_ = new QPushButton(tr("Keep as is"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(label_, 1);
    layout->addWidget(convert_);
    layout->addWidget(dismiss_);

    connect(convert_, &QPushButton::clicked, this, [this] {
        hide();
        emit convertRequested();
    });
    connect(dismiss_, &QPushButton::clicked, this, &QWidget::hide);
    hide();
}

void LineEndingBar::showFor(const QString& fileName, const LineEndings& endings) {
    if (!endings.mixed()) {
        hide();
        return;
    }
    const QString convention = LineEndings::name(endings.convention());
    label_->setText(tr("%1 has mixed line endings (%2). New lines use %3, the most common; the "
                       "other lines keep theirs.")
                        .arg(fileName, endings.summary(), convention));
    convert_->setText(tr("Convert all to %1").arg(convention));
    show();
}

QString LineEndingBar::message() const {
    return label_->text();
}

} // namespace wave::widgets
