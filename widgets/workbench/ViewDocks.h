#pragma once
// The debugger views as docks of the IDE's main window, fed from a SessionController. This
// class assembles them: it makes the views and their docks and wires each to the parts that
// own one concern: the SnapshotFeed (which snapshot reaches which view, SnapshotFeed.h), the
// DockArrangement (where the docks go), the DockExporter (saving what a dock shows), the
// ExplainPresenter (the "Explain this step" texts), the LaunchSource (the quoted source) and
// the ViewAppearance (scale and palette).
//
// Activations go back to the session: clicking a wave or lane focuses it, the timeline ruler
// travels in time, "Watch this range" adds a watchpoint, a value typed into the Registers grid
// is written by the session (RegistersDockControl, which also runs "Compare with N steps ago");
// "show line" clicks come out as lineActivated for the editor, refused edits as statusMessage
// for the window's status bar. GUI thread only.

#include "session/SessionController.h"
#include "views/ViewPalette.h"
#include "workbench/DockArrangement.h"
#include "workbench/DockExporter.h"
#include "workbench/LaunchSource.h"
#include "workbench/SnapshotFeed.h"
#include "workbench/UiId.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <vector>

class QDockWidget;
class QMainWindow;
class QMenu;

namespace wave::widgets {

class BarrierBoardView;
class DeviceMemoryView;
class DivergenceStackView;
class DockTitleBar;
class DockedView;
class ExplainPresenter;
class ExplainView;
class LaneRegistersView;
class LocalMemoryPanel;
class MaskStripView;
class RegistersDockControl;
class StatisticsView;
class TimelineView;
class ViewAppearance;
class WavesView;

class ViewDocks : public QObject {
    Q_OBJECT
public:
    using Arrangement = DockArrangement::Arrangement;
    using ExportFormat = DockExporter::Format;

    static constexpr int kRunRefreshMs = SnapshotFeed::kRunRefreshMs;
    static constexpr int kLayoutVersion = DockArrangement::kLayoutVersion;

    // Adds the docks to `window` in the arrangement for its current size. Both must outlive
    // this object (make it a child of the window).
    ViewDocks(QMainWindow* window, SessionController* controller);
    ~ViewDocks() override;

    QList<QDockWidget*> docks() const;
    QDockWidget* dock(DockId id) const; // WorkbenchIds

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

    // Scale and palette of every view (ViewAppearance.h).
    void setViewScale(double scale);
    double viewScale() const;
    void setViewPalette(const ViewPalette& palette);
    void followApplicationPalette();
    const ViewPalette& viewPalette() const;
    // Parts outside the workbench that follow the views' scale and palette (the Portability
    // dock) are added here.
    ViewAppearance* appearance() const { return appearance_; }
    void setLargeLaneNumbers(bool on);
    // Classroom mode: larger explanation text and the current instruction in the accent; a
    // fixed-height strip of the IDE sharing its row is hidden meanwhile.
    void setEmphasis(bool on);

    // The kernel source for quoting instructions (explanations, the conflict list). Without it
    // the file of the launch request is read at each launch.
    void setSourceText(const QString& text);

    // Saving what a dock shows (DockExporter.h).
    QList<ExportFormat> exportFormats(const QDockWidget* dock) const;
    bool exportDock(const QDockWidget* dock, ExportFormat format, const QString& path,
                    QString* error = nullptr);
    // The dock's title-bar menu, filled as it would open (tests).
    QMenu* dockMenu(const QDockWidget* dock) const;

    // Number of light-snapshot refreshes done (tests, throttling checks).
    int lightRefreshes() const { return feed_->lightRefreshes(); }

signals:
    // A line of the code the session runs (the window shows where it is in the edited text).
    void lineActivated(int line);
    // A message for the window's status bar (a refused edit or comparison).
    void statusMessage(const QString& text);

private:
    void createViews();
    // Docks `content`, registers it with the feed (fed through `stop` and `clear`; the rest is
    // added to what this returns) and offers its picture for export.
    DockedView& addDock(DockId id, const QString& title, QWidget* content,
                        std::function<void(const SnapshotPtr&)> stop, std::function<void()> clear);
    // The tables and memory ranges the docks save as CSV.
    void addExportSources();
    void fillMenu(QDockWidget* dock, QMenu* menu);
    void connectSession();
    void connectActivations();
    // The session's line map changed: the "source changed" note and the lines the views name.
    void showLineMap();
    void focusWave(quint32 wave);

    QMainWindow* window_;
    SessionController* controller_;
    SnapshotFeed* feed_ = nullptr;
    DockExporter* exporter_ = nullptr;
    ViewAppearance* appearance_ = nullptr;
    ExplainPresenter* explainPresenter_ = nullptr;
    LaunchSource source_;
    QList<QDockWidget*> docks_;
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

    bool emphasis_ = false;
    DockArrangement* arrangement_ = nullptr; // a child: made once the docks exist
};

} // namespace wave::widgets
