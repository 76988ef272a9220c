#pragma once
// The Portability dock's banner over results of code or settings that changed since they were
// made: why they are stale, in the theme's banner colours, and Run again. Hidden until shown
// with a reason. GUI thread only.

#include "views/ViewPalette.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace wave::widgets {

class StaleBanner : public QFrame {
    Q_OBJECT
public:
    explicit StaleBanner(QWidget* parent = nullptr);

    // Shown with `why`, or hidden (an empty `why`).
    void showReason(const QString& why);
    void setViewPalette(const ViewPalette& palette);

    QLabel* label() const { return label_; }
    QPushButton* runAgainButton() const { return runAgain_; }

private:
    QLabel* label_;
    QPushButton* runAgain_;
};

} // namespace wave::widgets
