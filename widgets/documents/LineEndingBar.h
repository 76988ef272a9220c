#pragma once
// The bar at the top of a document tab whose file mixes line ends: says which convention new
// lines follow (the most common one) and offers to convert every line end to it. Nothing is
// converted unless asked: a save writes the other lines' ends as they were. GUI thread only.

#include "documents/LineEndings.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace wave::widgets {

class LineEndingBar : public QFrame {
    Q_OBJECT
public:
    explicit LineEndingBar(QWidget* parent = nullptr);

    // Shown for a mixed text, hidden otherwise.
    void showFor(const QString& fileName, const LineEndings& endings);

    QString message() const;
    QPushButton* convertButton() const { return convert_; }

signals:
    void convertRequested();

private:
    QLabel* label_ = nullptr;
    QPushButton* convert_ = nullptr;
    QPushButton* dismiss_ = nullptr;
};

} // namespace wave::widgets
