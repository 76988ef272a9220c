#pragma once
// The debugger views as docks of the IDE's main window, fed from a SessionController.
//
// Feeding: while a command runs, light snapshots (~30/s from the worker) are coalesced to one
// refresh every kRunRefreshMs and reach only the cheap views that understand them (waves,
// masks, barrier board, timeline marker, counters). At every stop the full snapshot and the
// analyses reach every view that is shown; a hidden or tabbed-away view catches up when it is
// shown again. Views highlight what changed since the previous stop: a view that has not seen
// the previous stop (or has seen light snapshots since) is given it first. Device memory sees
// every stop, shown or not, because its model patches the pages that changed.
//
// Activations go back to the session: clicking a wave or lane focuses it, the timeline ruler
// travels in time, "Watch this range" adds a watchpoint, a value typed into the Registers grid
// is written by the session (RegistersDockControl, which also runs "Compare with N steps ago");
// "show line" clicks come out as lineActivated for the editor. GUI thread only.

#include "session/SessionController.h"
#include "views/ViewPalette.h"
#include "workbench/DockArrangement.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QDockWidget;
class QMainWindow;
class QMenu;
class QTimer;

namespace wave::widgets {

class BarrierBoardView;
class DeviceMemoryView;
class DivergenceStackView;
class DockTitleBar;
class ExplainView;
class LaneRegistersView;
class LocalMemoryPanel;
class MaskStripView;
class RegistersDockControl;
class StatisticsView;
class StepExplainer;
class TimelineView;
class WavesView;

class ViewDocks : public QObject {
    Q_OBJECT
public:
    using Arrangement = DockArrangement::Arrangement;
    enum class ExportFormat { Png, Svg, Csv, ChromeTrace };

    static constexpr int kRunRefreshMs = 100;
    static constexpr int kLayoutVersion = DockArrangement::kLayoutVersion;

    // Adds the docks to `window` in the arrangement for its current size. Both must outlive
    // this object (make it a child of the window).
    ViewDocks(QMainWindow* window, SessionController* controller);
    ~ViewDocks() override;

    QList<QDockWidget*> docks() const;
    QDockWidget* dock(const QString& objectName) const;

    LaneRegistersView* registersView() const { return registers_; }
    WavesView* wavesView() const { return waves_; }
    MaskStripView* masksView() const { return masks_; }
    DivergenceStackView* divergenceView() const { return divergence_; }
    BarrierBoardView* barrierView() const { return barrier_; }
    LocalMemoryPanel* localMemoryPanel() const { return local_; }
    DeviceMemoryView* deviceMemoryView() const { return device_; }
    TimelineView* timelineView() const { return timeline_; }
    StatisticsView* statisticsView() const { return statistics_; }
    ExplainView* explainView() const { return explain_; }
    // Register edits and "Compare with N steps ago" of the Registers dock.
    RegistersDockControl* registersControl() const { return registersControl_; }

    // Where the docks go and how large they are, per window size and in a presentation
    // (DockArrangement.h has the contracts).
    static Arrangement arrangementFor(const QSize& windowSize) {
        return DockArrangement::arrangementFor(windowSize);
    }
    void arrange(Arrangement arrangement) { arrangement_->arrange(arrangement); }
    Arrangement arrangement() const { return arrangement_->arrangement(); }
    void applyDefaultSizes() { arrangement_->applyDefaultSizes(); }
    void setSizeOnShow(bool on) { arrangement_->setSizeOnShow(on); }
    void setUserArranged(bool on) { arrangement_->setUserArranged(on); }
    bool userArranged() const { return arrangement_->userArranged(); }
    void beginPresentation() { arrangement_->beginPresentation(); }
    void layoutPresentation() { arrangement_->layoutPresentation(); }
    void endPresentation() { arrangement_->endPresentation(); }
    bool presenting() const { return arrangement_->presenting(); }
    QByteArray userLayout() const { return arrangement_->userLayout(); }

    void setViewScale(double scale);
    double viewScale() const { return scale_; }
    // The views follow the application's palette (light, dark or high contrast) until a
    // palette is set explicitly; followApplicationPalette() goes back to following it.
    void setViewPalette(const ViewPalette& palette);
    void followApplicationPalette();
    const ViewPalette& viewPalette() const { return palette_; }
    void setLargeLaneNumbers(bool on);
    // Classroom mode: larger explanation text and the current instruction in the accent; a
    // fixed-height strip of the IDE sharing its row is hidden meanwhile.
    void setEmphasis(bool on);

    // The kernel source for quoting instructions (explanations, the conflict list). Without it
    // the file of the launch request is read at each launch.
    void setSourceText(const QString& text);

    // Exports what a dock shows: PNG/SVG of the view, CSV of its table or memory range (the
    // selection where there is one), Chrome trace JSON of the timeline.
    QList<ExportFormat> exportFormats(const QDockWidget* dock) const;
    bool exportDock(const QDockWidget* dock, ExportFormat format, const QString& path,
                    QString* error = nullptr);
    // The dock's title-bar menu, filled as it would open (tests).
    QMenu* dockMenu(const QDockWidget* dock) const;

    // Number of light-snapshot refreshes done (tests, throttling checks).
    int lightRefreshes() const { return lightRefreshes_; }

signals:
    void lineActivated(int line);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Feed;

    void createViews();
    QDockWidget* addDock(const QString& objectName, const QString& title, QWidget* content,
                         Feed feed);
    void connectController();
    void connectActivations();
    void applyPalette(const ViewPalette& palette);

    // ViewDocksFeed.cpp
    void onStateChanged(SessionController::State state);
    void onSnapshot(const SnapshotPtr& snapshot);
    void onStopped(const SnapshotPtr& snapshot);
    void refreshLight();
    // Every view to its empty state (a new session, or none).
    void clearViews();
    // The launch's source and instruction lookups for the explanations and the conflict list.
    void prepareLaunch();
    void sync(Feed& feed);
    bool shown(const Feed& feed) const;
    void applyFocus(std::uint32_t wave, std::uint32_t lane);
    void explainStop();
    void updateCurrentLine();
    void loadSource();
    void focusWave(quint32 wave);
    // A refused edit or comparison: on the explain line and the window's status bar.
    void showProblem(const QString& text);

    // ViewDocksExport.cpp
    void fillMenu(QDockWidget* dock, QMenu* menu);
    void exportWithDialog(QDockWidget* dock, ExportFormat format);
    QWidget* exportTarget(const QDockWidget* dock) const;
    QString csvFor(const QDockWidget* dock, QString* error) const;
    static QString formatName(ExportFormat format);

    QMainWindow* window_;
    SessionController* controller_;
    std::vector<std::unique_ptr<Feed>> feeds_;
    std::vector<DockTitleBar*> titleBars_;

    LaneRegistersView* registers_ = nullptr;
    WavesView* waves_ = nullptr;
    MaskStripView* masks_ = nullptr;
    DivergenceStackView* divergence_ = nullptr;
    BarrierBoardView* barrier_ = nullptr;
    LocalMemoryPanel* local_ = nullptr;
    DeviceMemoryView* device_ = nullptr;
    TimelineView* timeline_ = nullptr;
    StatisticsView* statistics_ = nullptr;
    ExplainView* explain_ = nullptr;
    RegistersDockControl* registersControl_ = nullptr;

    std::shared_ptr<StepExplainer> explainer_; // shared with the conflict list's lookups
    QString sourceText_;
    bool sourceFromIde_ = false;
    QTimer* lightTimer_ = nullptr;
    SnapshotPtr pendingLight_;
    int lightRefreshes_ = 0;
    std::uint32_t focusWave_ = 0;
    std::uint32_t focusLane_ = 0;
    double scale_ = 1.0;
    ViewPalette palette_ = ViewPalette::light();
    bool followPalette_ = true;
    bool emphasis_ = false;
    DockArrangement* arrangement_ = nullptr; // a child: made once the docks exist
};

} // namespace wave::widgets
