#include "workbench/ViewDocks.h"

#include "export/CsvExporter.h"
#include "models/BankConflictModel.h"
#include "models/CoalescingModel.h"
#include "models/StopText.h"
#include "views/BarrierBoardView.h"
#include "views/DeviceMemoryView.h"
#include "views/DivergenceStackView.h"
#include "views/LaneRegistersView.h"
#include "views/LocalMemoryPanel.h"
#include "views/MaskStripView.h"
#include "views/StatisticsView.h"
#include "views/TimelineView.h"
#include "views/WavesView.h"
#include "workbench/DockTitleBar.h"
#include "workbench/DockedView.h"
#include "workbench/ExplainPresenter.h"
#include "workbench/ExplainView.h"
#include "workbench/RegistersDockControl.h"
#include "workbench/ViewAppearance.h"
#include "workbench/WindowRegistry.h"
#include "workbench/WorkbenchIds.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace wave::widgets {

namespace {

// Painted views that grow with their content scroll inside the dock.
QScrollArea* scrolled(QWidget* view) {
    // QScrollArea asks heightForWidth() only of widgets whose size policy says so.
    QSizePolicy policy = view->sizePolicy();
    policy.setHeightForWidth(view->hasHeightForWidth());
    view->setSizePolicy(policy);
    auto* area = new QScrollArea;
    area->setWidget(view);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

template <class View>
DockedView::FocusCall focusBoth(View* view) {
    return [view](std::uint32_t w, std::uint32_t l) { view->setFocus(w, l); };
}

template <class View>
DockedView::FocusCall focusWaveOnly(View* view) {
    return [view](std::uint32_t w, std::uint32_t) { view->setFocusWave(w); };
}

} // namespace

ViewDocks::ViewDocks(QMainWindow* window, SessionController* controller)
    : QObject(window), window_(window), controller_(controller) {
    // Connected before the feed: a deadlock brings the barrier board to the front before the
    // feed asks which views are on screen.
    connectSession();
    feed_ = new SnapshotFeed(controller_, this);
    exporter_ = new DockExporter(window_, controller_, this);
    appearance_ = new ViewAppearance(window_, this);
    createViews();
    addExportSources();
    connectActivations();
    appearance_->followApplicationPalette();
    // Arranged once the views are complete (connected, in their palette): arranging a shown
    // window sizes them.
    DockArrangement::Parts parts;
    parts.docks = docks_;
    parts.registers = registers_;
    parts.masks = masks_;
    parts.controller = controller_;
    parts.focus = [this] { return std::pair(feed_->focusWave(), feed_->focusLane()); };
    arrangement_ = new DockArrangement(window_, std::move(parts), this);
}

ViewDocks::~ViewDocks() = default;

void ViewDocks::createViews() {
    registers_ = new LaneRegistersView;
    registersControl_ = new RegistersDockControl(controller_, registers_, this);
    waves_ = new WavesView;
    masks_ = new MaskStripView;
    divergence_ = new DivergenceStackView;
    barrier_ = new BarrierBoardView;
    local_ = new LocalMemoryPanel;
    device_ = new DeviceMemoryView;
    timeline_ = new TimelineView;
    statistics_ = new StatisticsView;
    explain_ = new ExplainView;
    // The views take a new scale first, then the docks' title bars and scroll areas (addDock),
    // then the arrangement refits: a presentation's dock sizes are measured in that order.
    appearance_->addView(registers_);
    appearance_->addView(waves_);
    appearance_->addView(masks_);
    appearance_->addView(divergence_);
    appearance_->addView(barrier_);
    appearance_->addView(local_);
    appearance_->addView(device_);
    appearance_->addView(timeline_);
    appearance_->addView(statistics_);
    appearance_->addView(explain_);
    explainPresenter_ = new ExplainPresenter(controller_, &source_, explain_, this);
    connect(registersControl_, &RegistersDockControl::message, explainPresenter_,
            &ExplainPresenter::showProblem);
    connect(explainPresenter_, &ExplainPresenter::statusMessage, this, &ViewDocks::statusMessage);

    addDock(
        WorkbenchIds::Registers, tr("Registers"), registers_,
        [this](const SnapshotPtr& s) {
            registers_->setSnapshot(s);
            if (arrangement_->presenting())
                arrangement_->showRegisterRows();
        },
        [this] { registers_->setSnapshot(nullptr); })
        .withFocus([this](std::uint32_t w, std::uint32_t l) {
            registers_->setFocus(w, l); // scrolls the lane into view, at the top (exec)
            if (arrangement_->presenting())
                arrangement_->showRegisterRows(); // a presentation's rows are r0-r7
        });

    auto set = [](auto* view) { return [view](const SnapshotPtr& s) { view->setSnapshot(s); }; };
    auto unset = [](auto* view) { return [view] { view->setSnapshot(nullptr); }; };
    addDock(WorkbenchIds::Waves, tr("Waves"), waves_, set(waves_), unset(waves_))
        .withLight(set(waves_))
        .withFocus(focusWaveOnly(waves_));
    addDock(WorkbenchIds::Masks, tr("Lane masks"), scrolled(masks_), set(masks_), unset(masks_))
        .withLight(set(masks_))
        .withFocus(focusBoth(masks_));
    addDock(WorkbenchIds::Divergence, tr("Divergence stack"), divergence_, set(divergence_),
            unset(divergence_))
        .withFocus(focusWaveOnly(divergence_));
    addDock(WorkbenchIds::Barrier, tr("Barriers"), scrolled(barrier_), set(barrier_),
            unset(barrier_))
        .withLight(set(barrier_))
        .withFocus(focusWaveOnly(barrier_));
    addDock(WorkbenchIds::LocalMemory, tr("Local memory"), local_, set(local_), [this] {
        local_->setSnapshot(nullptr);
        local_->setAnalyses({}, {}, {});
        local_->setCoalescing({}, {});
    }).withAnalyses([this](const AnalysisSnapshotPtr& a) {
        local_->heatmap()->setBankConfig(a->options.bank);
        local_->setAnalyses(a->heat, a->conflicts, a->races);
        local_->setCoalescing(a->coalescing, a->deviceRaces);
    });
    // Device memory sees every stop, shown or not: its model patches the pages that changed.
    addDock(WorkbenchIds::DeviceMemory, tr("Device memory"), device_, set(device_),
            [this] {
                device_->memoryModel()->clear();
                device_->setCoalescingWords(nullptr);
            })
        .fedAlways()
        .withAnalyses([this](const AnalysisSnapshotPtr& a) {
            device_->setCoalescingWords(a->coalescingWords);
        });
    addDock(WorkbenchIds::Timeline, tr("Timeline"), timeline_, set(timeline_),
            [this] {
                timeline_->setIndex(std::shared_ptr<const debug::TimelineIndex>());
                timeline_->setSnapshot(nullptr);
            })
        .withLight(set(timeline_))
        .withAnalyses([this](const AnalysisSnapshotPtr& a) { timeline_->setIndex(a->timeline); })
        .withFocus(focusWaveOnly(timeline_));
    addDock(WorkbenchIds::Statistics, tr("Statistics"), scrolled(statistics_), set(statistics_),
            [this] {
                statistics_->clearStatistics();
                statistics_->setSnapshot(nullptr);
            })
        .withLight(set(statistics_))
        .withAnalyses([this](const AnalysisSnapshotPtr& a) {
            if (a->options.statistics)
                statistics_->setStatistics(a->statistics);
            else
                statistics_->clearStatistics();
        });
    addDock(
        WorkbenchIds::Explain, tr("Explain this step"), explain_,
        [this](const SnapshotPtr&) { explainPresenter_->explainStop(); },
        [this] { explainPresenter_->clear(); })
        .withFocus([this](std::uint32_t w, std::uint32_t) { explainPresenter_->setFocusWave(w); });

    // The row above the editor fits the explanation again at the new scale.
    appearance_->add([this](double) { arrangement_->refitExplanation(); }, nullptr);
}

DockedView& ViewDocks::addDock(DockId id, const QString& title, QWidget* content,
                               std::function<void(const SnapshotPtr&)> stop,
                               std::function<void()> clear) {
    auto* dock = new QDockWidget(title, window_);
    WindowRegistry::of(window_)->add(id, dock); // named after the id: saved layouts find it
    dock->setWidget(content);
    dock->setAllowedAreas(Qt::AllDockWidgetAreas);
    auto* bar = new DockTitleBar(dock, [this, dock](QMenu* menu) { fillMenu(dock, menu); });
    dock->setTitleBarWidget(bar);
    titleBars_.push_back(bar);
    appearance_->add([bar](double s) { bar->setScale(s); }, nullptr);
    if (auto* area = qobject_cast<QScrollArea*>(content))
        appearance_->addScrollArea(area);
    docks_ << dock;
    exporter_->add(dock, {});
    auto owned = std::make_unique<DockedView>(dock, window_, std::move(stop), std::move(clear));
    DockedView* view = owned.get();
    feed_->add(std::move(owned));
    // A view that was tabbed away or closed catches up when it is shown.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, view](bool visible) {
        if (visible)
            QTimer::singleShot(0, this, [this, view] { feed_->catchUp(view); });
    });
    return *view;
}

void ViewDocks::addExportSources() {
    auto csv = [this](DockId id, std::function<QString(QString*)> text,
                      const QString& action = {}) {
        DockExporter::Source source;
        source.csv = std::move(text);
        source.csvAction = action;
        exporter_->add(dock(id), std::move(source));
    };
    auto table = [](const QAbstractItemView* view, bool rowHeaders) {
        return [view, rowHeaders](QString*) { return DockExporter::tableCsv(view, rowHeaders); };
    };
    csv(WorkbenchIds::Registers, table(registers_, true),
        tr("Save registers as CSV (selected rows or all)\u2026"));
    csv(WorkbenchIds::Waves, table(waves_, false));
    csv(WorkbenchIds::Divergence, table(divergence_, false));
    csv(
        WorkbenchIds::DeviceMemory,
        [this](QString* error) {
            const auto [address, size] = device_->selectedRange();
            if (size != 0)
                return CsvExporter::memory(device_->memoryModel()->read(address, size), address,
                                           size, address);
            *error = tr("Select the memory rows to export first.");
            return QString();
        },
        tr("Save selected words as CSV\u2026"));
    csv(
        WorkbenchIds::LocalMemory,
        [this](QString* error) {
            const SnapshotPtr stop = controller_->stopSnapshot();
            if (stop && stop->local && stop->local->size() != 0) {
                std::vector<std::uint8_t> bytes(stop->local->size());
                stop->local->read(0, bytes);
                return CsvExporter::memory(bytes, 0, bytes.size());
            }
            *error = tr("There is no local memory to export.");
            return QString();
        },
        tr("Save local memory as CSV\u2026"));
    csv(WorkbenchIds::Statistics, [this](QString*) {
        QString out = CsvExporter::line({tr("section"), tr("measure"), tr("value"), tr("shown")});
        for (const StatisticsView::Section& s : statistics_->sections())
            for (const StatisticsView::Row& r : s.rows)
                out += CsvExporter::line({s.title, r.label, QString::number(r.value), r.text});
        return out;
    });
    DockExporter::Source trace;
    trace.chromeTrace = true;
    exporter_->add(dock(WorkbenchIds::Timeline), std::move(trace));
}

void ViewDocks::fillMenu(QDockWidget* dock, QMenu* menu) {
    exporter_->fillMenu(dock, menu);
    if (dock->widget() == timeline_) {
        menu->addSeparator();
        menu->addAction(tr("Zoom to fit"), timeline_, &TimelineView::zoomToFit);
    }
    if (dock->widget() == registers_) {
        menu->addSeparator();
        QAction* all = menu->addAction(tr("Show every wave"));
        all->setCheckable(true);
        all->setChecked(registers_->registersModel()->showAllWaves());
        connect(all, &QAction::toggled, registers_, &LaneRegistersView::setShowAllWaves);
        registersControl_->fillMenu(menu);
    }
}

QMenu* ViewDocks::dockMenu(const QDockWidget* dock) const {
    for (DockTitleBar* bar : titleBars_)
        if (bar->parentWidget() == dock)
            return bar->menu();
    return nullptr;
}

QList<ViewDocks::ExportFormat> ViewDocks::exportFormats(const QDockWidget* dock) const {
    return exporter_->formats(dock);
}

bool ViewDocks::exportDock(const QDockWidget* dock, ExportFormat format, const QString& path,
                           QString* error) {
    return exporter_->exportDock(dock, format, path, error);
}

QList<QDockWidget*> ViewDocks::docks() const {
    return docks_;
}

QDockWidget* ViewDocks::dock(DockId id) const {
    return WindowRegistry::of(window_)->find(id);
}

void ViewDocks::setViewScale(double scale) {
    appearance_->setScale(scale);
}

double ViewDocks::viewScale() const {
    return appearance_->scale();
}

void ViewDocks::setViewPalette(const ViewPalette& palette) {
    appearance_->setPalette(palette);
}

void ViewDocks::followApplicationPalette() {
    appearance_->followApplicationPalette();
}

const ViewPalette& ViewDocks::viewPalette() const {
    return appearance_->palette();
}

void ViewDocks::setLargeLaneNumbers(bool on) {
    masks_->setLargeLaneNumbers(on);
}

void ViewDocks::setEmphasis(bool on) {
    if (on == emphasis_)
        return;
    emphasis_ = on;
    explain_->setEmphasis(on);
    // A fixed-height strip sharing the row (the IDE's encoding strip) would cap the larger
    // explanation.
    arrangement_->setStripsAside(on);
}

void ViewDocks::setSourceText(const QString& text) {
    source_.setIdeText(text);
    explainPresenter_->updateCurrentLine();
}

void ViewDocks::connectSession() {
    connect(controller_, &SessionController::stateChanged, this,
            [this](SessionController::State state) {
                if (state != SessionController::State::Starting)
                    return;
                // The conflict list names instructions by line and source text of this launch.
                const LaunchRequestPtr request = controller_->launchRequest();
                source_.load(request);
                local_->conflictModel()->setLookups(LaunchSource::lineOfPc(request),
                                                    source_.instructionOfPc(request));
                local_->coalescingModel()->setLookups(LaunchSource::lineOfPc(request),
                                                      source_.instructionOfPc(request));
                // Its tooltips name the last writers' lines where they are now.
                device_->memoryModel()->setLookups(
                    [lines = LaunchSource::lineOfPc(request), c = controller_](std::uint32_t pc) {
                        return c->editedLine(lines(pc));
                    },
                    source_.instructionOfPc(request));
                // The views come to the front of the groups they share with editing docks.
                arrangement_->raiseViews();
            });
    // The user edited the text the session runs (or undid the edits): every view says so, and
    // the views that name lines name them where they are now.
    connect(controller_, &SessionController::lineMapChanged, this, &ViewDocks::showLineMap);
    // A deadlock is explained on the barrier board: bring it to the front.
    connect(controller_, &SessionController::stopped, this, [this](const SnapshotPtr& s) {
        if (s && s->stop &&
            (s->stop->reason == debug::StopReason::Deadlock ||
             s->stop->reason == debug::StopReason::BarrierDivergence))
            if (QDockWidget* board = dock(WorkbenchIds::Barrier))
                board->raise();
    });
}

void ViewDocks::showLineMap() {
    const bool changed = controller_->sourceChanged();
    const QString note = changed ? StopText::sourceChangedMark() : QString();
    const QString tip =
        changed ? tr("The editor's text differs from the code this session runs. The lines "
                     "named here are where that code's lines are in the edited text; restart "
                     "to run the new code.")
                : QString();
    for (DockTitleBar* bar : titleBars_)
        bar->setNote(note, tip);
    const std::shared_ptr<const debug::EditLineMap> map = controller_->lineMapPtr();
    source_.setLineMap(map);
    waves_->wavesModel()->setLineMap(map);
    divergence_->stackModel()->setLineMap(map);
    local_->conflictModel()->setLineMap(map);
    local_->coalescingModel()->setLineMap(map);
    local_->heatmap()->setLineMap(map);
    timeline_->setLineMap(map);
    barrier_->setLineMap(map);
    if (controller_->stopSnapshot()) {
        explainPresenter_->explainStop();
    }
}

void ViewDocks::connectActivations() {
    auto line = [this](quint32 l) {
        if (l > 0)
            emit lineActivated(int(l));
    };
    auto focusLane = [this](quint32 w, quint32 l) { controller_->setFocus(w, l); };
    connect(waves_, &WavesView::waveActivated, this, &ViewDocks::focusWave);
    connect(waves_, &WavesView::lineActivated, this, line);
    connect(masks_, &MaskStripView::waveActivated, this, &ViewDocks::focusWave);
    connect(masks_, &MaskStripView::laneActivated, this, focusLane);
    connect(registers_, &LaneRegistersView::laneActivated, this, focusLane);
    connect(divergence_, &DivergenceStackView::lineActivated, this, line);
    connect(barrier_, &BarrierBoardView::waveActivated, this, &ViewDocks::focusWave);
    connect(barrier_, &BarrierBoardView::lineActivated, this, line);
    connect(local_, &LocalMemoryPanel::lineActivated, this, line);
    connect(timeline_, &TimelineView::waveActivated, this, &ViewDocks::focusWave);
    connect(timeline_, &TimelineView::lineActivated, this, line);
    connect(timeline_, &TimelineView::travelRequested, this,
            [this](quint64 step) { controller_->run(SessionCommand::TravelTo, step); });
    connect(device_, &DeviceMemoryView::watchRequested, this,
            [this](quint64 address, quint64 size) {
                debug::BreakpointSpec spec;
                spec.kind = debug::BreakpointKind::Watch;
                spec.space = debug::MemorySpace::Device;
                spec.address = address;
                spec.length = std::max<quint64>(size, 1);
                spec.access = debug::WatchAccess::Write;
                controller_->addBreakpoint(spec);
            });
}

void ViewDocks::focusWave(quint32 wave) {
    controller_->setFocus(wave, feed_->focusLane());
}

} // namespace wave::widgets
