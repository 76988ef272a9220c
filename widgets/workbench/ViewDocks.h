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

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>
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
    // Compact fits 1024x768 to 1366x768 (the registers over the lane masks beside the editor,
    // views tabbed in two groups); Wide uses a 1920x1080 screen.
    enum class Arrangement { Compact, Wide };
    enum class ExportFormat { Png, Svg, Csv, ChromeTrace };

    static constexpr int kRunRefreshMs = 100;
    // The version of the window states this class saves and restores (userLayout()).
    static constexpr int kLayoutVersion = 2;

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

    static Arrangement arrangementFor(const QSize& windowSize);
    // Re-docks every view in the given arrangement (View > Reset layout). The window's other
    // docks that were on the right or at the bottom when the views arrived become tabs of the
    // views' groups there.
    void arrange(Arrangement arrangement);
    Arrangement arrangement() const { return arrangement_; }
    // Dock sizes as proportions of the window's size (re-arranging first when the window has
    // grown into the other arrangement). Done by itself when the window is first shown unless
    // turned off (a window that restores a saved layout calls it when it has none).
    void applyDefaultSizes();
    void setSizeOnShow(bool on) { sizeOnShow_ = on; }
    // True once the user arranged the docks (moved or floated one) or a saved layout was
    // restored: the window's size then no longer chooses the layout. Reset by arrange().
    void setUserArranged(bool on);
    bool userArranged() const { return userArranged_; }

    // A presentation (classroom mode) lays the docks out for itself and gives the user's
    // layout back exactly when it ends. userLayout() is the layout to keep in the settings:
    // the one from before the presentation while it lasts.
    void beginPresentation();
    // The presentation's layout for the window's size (at the current view scale).
    void layoutPresentation();
    void endPresentation();
    bool presenting() const { return presenting_; }
    QByteArray userLayout() const;

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
    void fitTopRow(QDockWidget* front);
    void fitTabBars();
    // A dock's title bar and frames, in pixels.
    int dockChromeHeight(const QDockWidget* dk) const;
    // In a presentation the registers show r0 onwards (exec and p0-p3 are scrolled away).
    void showRegisterRows();

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
    bool sized_ = false;
    bool sizeOnShow_ = true;
    Arrangement arrangement_ = Arrangement::Compact;
    bool arranged_ = false;
    QList<QPointer<QDockWidget>> rightGuests_;
    QList<QPointer<QDockWidget>> bottomGuests_;
    QList<QPointer<QDockWidget>> topGuests_;
    QPointer<QDockWidget> topFront_;
    QList<QPointer<QDockWidget>> stripsHidden_; // by setEmphasis()
    bool emphasis_ = false;
    QTimer* resizeTimer_ = nullptr;
    bool userArranged_ = false;
    bool arranging_ = false;
    bool presenting_ = false;
    bool presentationArranged_ = false;
    QTimer* presentationTimer_ = nullptr;
    QByteArray layoutBefore_;
    int registersScrollBefore_ = 0;
};

} // namespace wave::widgets
