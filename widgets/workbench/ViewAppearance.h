#pragma once
// The scale (classroom mode, 1x-3x) and palette of the debugger views, applied to every view
// added. The palette follows the main window's (light, dark or high contrast) until one is set
// explicitly; followApplicationPalette() goes back to following it. GUI thread only.

#include "views/ViewPalette.h"

#include <QObject>

#include <functional>
#include <vector>

class QScrollArea;
class QWidget;

namespace wave::widgets {

class ViewAppearance : public QObject {
    Q_OBJECT
public:
    using ScaleCall = std::function<void(double)>;
    using PaletteCall = std::function<void(const ViewPalette&)>;

    // Watches `window`'s palette, which must outlive this object.
    explicit ViewAppearance(QWidget* window, QObject* parent = nullptr);

    // A view with setScale(double) and setViewPalette(const ViewPalette&).
    template <class View>
    void addView(View* view) {
        add([view](double s) { view->setScale(s); },
            [view](const ViewPalette& p) { view->setViewPalette(p); });
    }
    // Either call may be null. Added parts are given the scale and palette as they change.
    void add(ScaleCall scale, PaletteCall palette);
    // The scroll area around a painted view shows the view's background past its end.
    void addScrollArea(QScrollArea* area);

    void setScale(double scale);
    double scale() const { return scale_; }
    void setPalette(const ViewPalette& palette);
    void followApplicationPalette();
    const ViewPalette& palette() const { return palette_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applyPalette(const ViewPalette& palette);

    struct Part {
        ScaleCall scale;
        PaletteCall palette;
    };
    QWidget* window_;
    std::vector<Part> parts_;
    double scale_ = 1.0;
    ViewPalette palette_ = ViewPalette::light();
    bool follow_ = true;
};

} // namespace wave::widgets
