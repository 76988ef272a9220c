#include "documents/LineEndingBar.h"

#include <QPushButton>

namespace wave::widgets {

LineEndingBar::LineEndingBar(QWidget* parent) : NoticeBar(parent) {
    setObjectName(QStringLiteral("LineEndingBar"));
    convert_ = addButton();
    dismiss_ = addButton(tr("Keep as is"));
    connect(convert_, &QPushButton::clicked, this, [this] {
        hide();
        emit convertRequested();
    });
    connect(dismiss_, &QPushButton::clicked, this, &QWidget::hide);
}

void LineEndingBar::showFor(const QString& fileName, const LineEndings& endings) {
    if (!endings.mixed()) {
        hide();
        return;
    }
    const QString convention = LineEndings::name(endings.convention());
    setMessage(tr("%1 has mixed line endings (%2). New lines use %3, the most common; the "
                  "other lines keep theirs.")
                   .arg(fileName, endings.summary(), convention));
    convert_->setText(tr("Convert all to %1").arg(convention));
    show();
}

} // namespace wave::widgets
