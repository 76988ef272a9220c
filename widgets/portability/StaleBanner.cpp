#include "portability/StaleBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace wave::widgets {

StaleBanner::StaleBanner(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("portabilityStale"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto* layout = new QHBoxLayout(this);
    label_ = new QLabel;
    label_->setWordWrap(true);
    layout->addWidget(label_, 1);
    runAgain_ = new QPushButton(tr("Run a&gain"));
    runAgain_->setObjectName(QStringLiteral("portabilityRunAgain"));
    layout->addWidget(runAgain_);
    hide();
}

void StaleBanner::showReason(const QString& why) {
    label_->setText(why);
    setVisible(!why.isEmpty());
}

void StaleBanner::setViewPalette(const ViewPalette& palette) {
    setStyleSheet(
        QStringLiteral("QFrame#portabilityStale { background-color: %1; border: 2px solid %2; }"
                       " QFrame#portabilityStale QLabel { color: %3; font-weight: bold; }")
            .arg(palette.bannerBackground.name(), palette.bannerBorder.name(),
                 palette.bannerText.name()));
}

} // namespace wave::widgets
