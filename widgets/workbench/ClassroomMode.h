#pragma once
// Classroom mode, the presentation toggle: every debugger view at a UI scale of 1x-3x (cells,
// gaps, lines and fonts alike, not only fonts), the high-contrast palette, lane numbers inside
// the mask cells, a larger "explain this step" line, a spotlight on the current instruction
// (the IDE dims the other editor lines while spotlight() is true), and long editor lines
// wrapped, so that none is cut off at the right at the larger font. When the mode
// ends the views follow the application's theme again. Sized so that
// the whole debugger stays legible on a 1280x800 projector: the docks take a presentation
// layout (DockArrangement::beginPresentation) and the user's layout comes back exactly when the
// mode ends. The scale slider is shown only while the mode is on.
//
// A toolbar widget: the toggle button (with a menu of the parts of the mode) and the scale
// slider. The editor and the other toolbars are the IDE's: they follow scaleChanged.
// GUI thread only.

#include "views/ViewPalette.h"

#include <QWidget>

class QAction;
class QLabel;
class QSlider;
class QToolButton;

namespace wave::widgets {

class ViewDocks;

class ClassroomMode : public QWidget {
    Q_OBJECT
public:
    static constexpr double kDefaultScale = 1.5;

    explicit ClassroomMode(ViewDocks* docks, QWidget* parent = nullptr);

    QAction* toggleAction() const { return toggle_; }
    QAction* highContrastAction() const { return highContrast_; }
    QAction* spotlightAction() const { return spotlight_; }
    QAction* largeLaneNumbersAction() const { return largeNumbers_; }
    QAction* wrapLinesAction() const { return wrapLines_; }
    QSlider* scaleSlider() const { return slider_; }

    bool isOn() const;
    // The scale chosen for presentations (kept while the mode is off) and the one in effect.
    double presentationScale() const { return presentationScale_; }
    double scale() const;
    bool spotlight() const;
    // The editor wraps its long lines (the IDE's, through wrapLinesChanged).
    bool wrapLines() const;

public slots:
    void setOn(bool on);
    void setPresentationScale(double scale);

signals:
    void toggled(bool on);
    // The scale in effect: 1 when off. The IDE scales its editor and toolbars with it.
    void scaleChanged(double scale);
    void spotlightChanged(bool on);
    void wrapLinesChanged(bool on);

private:
    void apply();
    void updateLabel();

    ViewDocks* docks_;
    QAction* toggle_ = nullptr;
    QAction* highContrast_ = nullptr;
    QAction* spotlight_ = nullptr;
    QAction* largeNumbers_ = nullptr;
    QAction* wrapLines_ = nullptr;
    QToolButton* button_ = nullptr;
    QSlider* slider_ = nullptr;
    QLabel* label_ = nullptr;
    double presentationScale_ = kDefaultScale;
    double applied_ = 1.0;
    bool spotlightApplied_ = false;
    bool wrapApplied_ = false;
};

} // namespace wave::widgets
