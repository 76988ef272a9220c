#pragma once
// The "Explain this step" dock: the instruction the focused wave runs next (the spotlight
// line, in a large fixed-width font) and, under it, what the last step did in words
// (StepExplainer), plus why the machine stopped when it was not a plain step. Both lines wrap
// and follow the view scale and palette; the explanation scrolls by whole lines in a window of
// whole lines, so no row is cut through. GUI thread only.

#include "views/ViewStyle.h"

#include <QString>
#include <QWidget>

class QLabel;
class QScrollArea;

namespace wave::widgets {

class ExplainView : public QWidget {
    Q_OBJECT
public:
    explicit ExplainView(QWidget* parent = nullptr);

    // "line 12 · wave 0 · fadd r9, r9, r8"; empty hides the line.
    void setCurrent(const QString& text);
    QString currentText() const;
    void setExplanation(const QString& text);
    QString explanation() const;
    void clear();

    void setScale(double scale);
    void setViewPalette(const ViewPalette& palette);
    const ViewStyle& style() const { return style_; }
    // Classroom mode: the explanation in large text as well, the current line in the accent.
    void setEmphasis(bool on);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void applyStyle();
    void fitWholeLines();

    QLabel* current_ = nullptr;
    QLabel* explanation_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    ViewStyle style_;
    bool emphasis_ = false;
};

} // namespace wave::widgets
