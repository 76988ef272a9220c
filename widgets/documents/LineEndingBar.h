#pragma once
// The bar at the top of a document tab whose file mixes line ends: says which convention new
// lines follow (the most common one) and offers to convert every line end to it. Nothing is
// converted unless asked: a save writes the other lines' ends as they were. GUI thread only.

#include "documents/LineEndings.h"
#include "documents/NoticeBar.h"

class QPushButton;

namespace wave::widgets {

class LineEndingBar : public NoticeBar {
    Q_OBJECT
public:
    explicit LineEndingBar(QWidget* parent = nullptr);

    // Shown for a mixed text, hidden otherwise.
    void showFor(const QString& fileName, const LineEndings& endings);

    QPushButton* convertButton() const { return convert_; }

signals:
    void convertRequested();

private:
    QPushButton* convert_ = nullptr;
    QPushButton* dismiss_ = nullptr;
};

} // namespace wave::widgets
