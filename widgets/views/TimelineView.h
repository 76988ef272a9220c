#pragma once
// Per-wave tracks over global steps: instruction runs (shaded by SIMD efficiency), barrier
// waits, divergence and reconvergence ticks and faults, with a step ruler that doubles as the
// scrubber. Wheel zooms around the cursor, dragging the tracks pans, clicking or dragging the
// ruler asks the session to travel there (travelRequested; drags are coalesced to ~25 per
// second plus the final position). While the ruler is dragged the axis stays as it was under
// the mouse, whatever timelines arrive. Steps start at 0 at the left; the current step is kept
// in sight. The tracks scroll vertically (scroll bar, or the wheel over the wave labels) when
// they do not all fit; the legend sits under them and never covers one. GUI thread only.
//
// The widget holds the state and handles the user's input; the axis (TimelineAxis), the
// layout (TimelineLayout), the drawing (TimelinePainter, one aggregate per pixel column, so a
// timeline of 10 million steps pans as fast as a short one) and the coalescing of travel
// requests (TravelCoalescer) are their own classes.

#include "views/TimelineAxis.h"
#include "views/TimelineLayout.h"
#include "views/ViewStyle.h"

#include "debug/analysis/TimelineIndex.h"
#include "debug/session/EditLineMap.h"
#include "debug/session/MachineSnapshot.h"

#include <QWidget>

#include <memory>
#include <utility>

class QScrollBar;

namespace wave::widgets {

class TravelCoalescer;

class TimelineView : public QWidget {
    Q_OBJECT
    // The legend's words, and those that do not fit the view (for the dock-text tests).
    Q_PROPERTY(QStringList shownTexts READ legendTexts)
    Q_PROPERTY(QStringList cutTexts READ cutLegendTexts)
public:
    using Snapshot = std::shared_ptr<const debug::MachineSnapshot>;

    explicit TimelineView(QWidget* parent = nullptr);

    // Copies what it needs; `endStep` closes waits still open (pass the snapshot's step).
    void setTimeline(const debug::Timeline& timeline, std::uint64_t endStep);
    void setIndex(debug::TimelineIndex index);
    // Shares an index built elsewhere (the session's worker): no copy on the GUI thread.
    // Null clears the timeline.
    void setIndex(std::shared_ptr<const debug::TimelineIndex> index);
    const debug::TimelineIndex& index() const { return *index_; }
    // The current step (the marker), the wave width for efficiency, the focused wave. Null
    // forgets the snapshot's waves (no session).
    void setSnapshot(const Snapshot& snapshot);
    void setCurrentStep(std::uint64_t step);
    std::uint64_t currentStep() const { return current_; }
    void setFocusWave(std::uint32_t wave);
    // Where the tooltips name lines (of the code that runs): see LineCell. Null: as they are.
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map) { lineMap_ = std::move(map); }
    std::uint32_t focusWave() const { return focusWave_; }
    void setScale(double scale);
    void setViewPalette(const ViewPalette& palette);
    const ViewStyle& style() const { return style_; }

    // Visible window: first step at the left edge and steps per pixel (may be < 1 to zoom in).
    void setView(double firstStep, double stepsPerPixel);
    double viewStart() const { return axis_.start(); }
    double stepsPerPixel() const { return axis_.stepsPerPixel(); }
    void zoomToFit();
    // Zoom by `factor` (> 1 zooms in) keeping the step under `x` in place.
    void zoomAt(int x, double factor);
    void panByPixels(int dx);

    // Scrolls the tracks so that `track` is wholly visible.
    void ensureTrackVisible(std::size_t track);

    // Plot geometry, for tests and overlays. plotRect() is the visible part of the tracks;
    // trackRect() is where a track is (scrolled; it may lie outside plotRect()).
    QRect plotRect() const;
    QRect legendRect() const;
    QStringList legendTexts() const;
    QStringList cutLegendTexts() const;
    QRect rulerRect() const;
    QRect trackRect(std::size_t track) const;
    std::uint64_t stepAt(int x) const;
    int xOf(std::uint64_t step) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void travelRequested(quint64 step);
    void waveActivated(quint32 wave);
    void lineActivated(quint32 line);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    TimelineLayout layout() const;
    TimelineAxis::Frame frame() const;
    std::size_t trackCount() const;
    void updateScrollBar();
    void keepCurrentInSight();
    void clampView();
    // The ruler was clicked or dragged to `step`: the marker moves there at once, the session
    // travels there (coalesced while dragging, at once when `now`).
    void travelTo(std::uint64_t step, bool now);
    QString toolTipAt(const QPoint& pos) const;

    std::shared_ptr<const debug::TimelineIndex> index_; // never null
    std::uint32_t waveWidth_ = 32;
    std::size_t snapshotWaves_ = 0;
    std::uint64_t current_ = 0;
    std::uint32_t focusWave_ = 0;
    TimelineAxis axis_;
    bool fitted_ = false; // zoom to fit the first data
    ViewStyle style_;

    enum class Drag { None, Pan, Scrub };
    Drag drag_ = Drag::None;
    QPoint pressPos_;
    double pressStart_ = 0;
    bool moved_ = false;
    int hoverX_ = -1;
    TravelCoalescer* travel_ = nullptr;
    QScrollBar* vbar_ = nullptr; // vertical scrolling of the tracks
    std::shared_ptr<const debug::EditLineMap> lineMap_;
};

} // namespace wave::widgets
