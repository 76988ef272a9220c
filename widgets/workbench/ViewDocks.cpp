#include "workbench/ViewDocks.h"

#include "models/StepExplainer.h"
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
#include "workbench/ExplainView.h"
#include "workbench/RegistersDockControl.h"
#include "workbench/ViewDocksFeed.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QScrollArea>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace wave::widgets {

namespace {

// The session's statistics, whether it hands over the recorder's data or the recorder.
[[maybe_unused]] const debug::StatisticsData& statisticsData(const debug::StatisticsData& d) {
    return d;
}
[[maybe_unused]] const debug::StatisticsData& statisticsData(const debug::Statistics& s) {
    return s.data();
}

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

} // namespace

ViewDocks::ViewDocks(QMainWindow* window, SessionController* controller)
    : QObject(window), window_(window), controller_(controller),
      explainer_(std::make_shared<StepExplainer>()) {
    lightTimer_ = new QTimer(this);
    lightTimer_->setSingleShot(true);
    lightTimer_->setInterval(kRunRefreshMs);
    connect(lightTimer_, &QTimer::timeout, this, &ViewDocks::refreshLight);
    createViews();
    connectController();
    connectActivations();
    followApplicationPalette();
    // Arranged once the views are complete (connected, in their palette): arranging a shown
    // window sizes them.
    DockArrangement::Parts parts;
    parts.docks = docks();
    parts.registers = registers_;
    parts.masks = masks_;
    parts.controller = controller_;
    parts.focus = [this] { return std::pair(focusWave_, focusLane_); };
    arrangement_ = new DockArrangement(window_, std::move(parts), this);
    window_->installEventFilter(this);
}

ViewDocks::~ViewDocks() = default;

void ViewDocks::createViews() {
    registers_ = new LaneRegistersView;
    registersControl_ = new RegistersDockControl(controller_, registers_, this);
    connect(registersControl_, &RegistersDockControl::message, this, &ViewDocks::showProblem);
    waves_ = new WavesView;
    masks_ = new MaskStripView;
    divergence_ = new DivergenceStackView;
    barrier_ = new BarrierBoardView;
    local_ = new LocalMemoryPanel;
    device_ = new DeviceMemoryView;
    timeline_ = new TimelineView;
    statistics_ = new StatisticsView;
    explain_ = new ExplainView;

    auto focusBoth = [](auto* view) {
        return [view](std::uint32_t w, std::uint32_t l) { view->setFocus(w, l); };
    };
    auto focusWaveOnly = [](auto* view) {
        return [view](std::uint32_t w, std::uint32_t) { view->setFocusWave(w); };
    };

    Feed f;
    f.full = [this](const SnapshotPtr& s) {
        registers_->setSnapshot(s);
        if (arrangement_->presenting())
            arrangement_->showRegisterRows();
    };
    f.focus = focusBoth(registers_);
    f.reset = [this] { registers_->setSnapshot(nullptr); };
    addDock(QStringLiteral("RegistersDock"), tr("Registers"), registers_, f);

    f = {};
    f.full = f.light = [this](const SnapshotPtr& s) { waves_->setSnapshot(s); };
    f.focus = focusWaveOnly(waves_);
    f.reset = [this] { waves_->setSnapshot(nullptr); };
    addDock(QStringLiteral("WavesDock"), tr("Waves"), waves_, f);

    f = {};
    f.full = f.light = [this](const SnapshotPtr& s) { masks_->setSnapshot(s); };
    f.focus = focusBoth(masks_);
    f.reset = [this] { masks_->setSnapshot(nullptr); };
    addDock(QStringLiteral("MasksDock"), tr("Lane masks"), scrolled(masks_), f);

    f = {};
    f.full = [this](const SnapshotPtr& s) { divergence_->setSnapshot(s); };
    f.focus = focusWaveOnly(divergence_);
    f.reset = [this] { divergence_->setSnapshot(nullptr); };
    addDock(QStringLiteral("DivergenceDock"), tr("Divergence stack"), divergence_, f);

    f = {};
    f.full = f.light = [this](const SnapshotPtr& s) { barrier_->setSnapshot(s); };
    f.focus = focusWaveOnly(barrier_);
    f.reset = [this] { barrier_->setSnapshot(nullptr); };
    addDock(QStringLiteral("BarrierDock"), tr("Barriers"), scrolled(barrier_), f);

    f = {};
    f.full = [this](const SnapshotPtr& s) { local_->setSnapshot(s); };
    f.analyses = [this](const AnalysisSnapshotPtr& a) {
        local_->heatmap()->setBankConfig(a->options.bank);
        local_->setAnalyses(a->heat, a->conflicts, a->races);
        local_->setCoalescing(a->coalescing, a->deviceRaces);
    };
    f.reset = [this] {
        local_->setSnapshot(nullptr);
        local_->setAnalyses({}, {}, {});
        local_->setCoalescing({}, {});
    };
    addDock(QStringLiteral("LocalMemoryDock"), tr("Local memory"), local_, f);

    f = {};
    f.full = [this](const SnapshotPtr& s) { device_->setSnapshot(s); };
    f.reset = [this] { device_->memoryModel()->clear(); };
    f.always = true;
    addDock(QStringLiteral("DeviceMemoryDock"), tr("Device memory"), device_, f);

    f = {};
    f.full = f.light = [this](const SnapshotPtr& s) { timeline_->setSnapshot(s); };
    f.analyses = [this](const AnalysisSnapshotPtr& a) { timeline_->setIndex(a->timeline); };
    f.focus = focusWaveOnly(timeline_);
    f.reset = [this] {
        timeline_->setIndex(std::shared_ptr<const TimelineIndex>());
        timeline_->setSnapshot(nullptr);
    };
    addDock(QStringLiteral("TimelineDock"), tr("Timeline"), timeline_, f);

    f = {};
    f.full = f.light = [this](const SnapshotPtr& s) { statistics_->setSnapshot(s); };
    f.analyses = [this](const AnalysisSnapshotPtr& a) {
        if (a->options.statistics)
            statistics_->setStatistics(statisticsData(a->statistics));
        else
            statistics_->clearStatistics();
    };
    f.reset = [this] {
        statistics_->clearStatistics();
        statistics_->setSnapshot(nullptr);
    };
    addDock(QStringLiteral("StatisticsDock"), tr("Statistics"), scrolled(statistics_), f);

    f = {};
    f.full = [this](const SnapshotPtr&) { explainStop(); };
    f.focus = [this](std::uint32_t, std::uint32_t) { updateCurrentLine(); };
    f.reset = [this] { explain_->clear(); };
    addDock(QStringLiteral("ExplainDock"), tr("Explain this step"), explain_, f);
}

QDockWidget* ViewDocks::addDock(const QString& objectName, const QString& title, QWidget* content,
                                Feed feed) {
    auto* dock = new QDockWidget(title, window_);
    dock->setObjectName(objectName);
    dock->setWidget(content);
    dock->setAllowedAreas(Qt::AllDockWidgetAreas);
    auto* bar = new DockTitleBar(dock, [this, dock](QMenu* menu) { fillMenu(dock, menu); });
    dock->setTitleBarWidget(bar);
    titleBars_.push_back(bar);
    feed.dock = dock;
    feeds_.push_back(std::make_unique<Feed>(std::move(feed)));
    Feed* raw = feeds_.back().get();
    // A view that was tabbed away or closed catches up when it is shown.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, raw](bool visible) {
        if (visible)
            QTimer::singleShot(0, this, [this, raw] { sync(*raw); });
    });
    return dock;
}

bool ViewDocks::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && event->type() == QEvent::PaletteChange && followPalette_)
        applyPalette(ViewPalette::forQtPalette(window_->palette()));
    return QObject::eventFilter(watched, event);
}

QList<QDockWidget*> ViewDocks::docks() const {
    QList<QDockWidget*> out;
    for (const auto& f : feeds_)
        out << f->dock;
    return out;
}

QDockWidget* ViewDocks::dock(const QString& objectName) const {
    for (const auto& f : feeds_)
        if (f->dock->objectName() == objectName)
            return f->dock;
    return nullptr;
}

void ViewDocks::setViewScale(double scale) {
    scale_ = std::clamp(scale, 1.0, 3.0);
    registers_->setScale(scale_);
    waves_->setScale(scale_);
    masks_->setScale(scale_);
    divergence_->setScale(scale_);
    barrier_->setScale(scale_);
    local_->setScale(scale_);
    device_->setScale(scale_);
    timeline_->setScale(scale_);
    statistics_->setScale(scale_);
    explain_->setScale(scale_);
    for (DockTitleBar* bar : titleBars_)
        bar->setScale(scale_);
    arrangement_->refitExplanation();
}

void ViewDocks::setViewPalette(const ViewPalette& palette) {
    followPalette_ = false;
    applyPalette(palette);
}

void ViewDocks::followApplicationPalette() {
    followPalette_ = true;
    applyPalette(ViewPalette::forQtPalette(window_->palette()));
}

void ViewDocks::applyPalette(const ViewPalette& palette) {
    palette_ = palette;
    registers_->setViewPalette(palette);
    waves_->setViewPalette(palette);
    masks_->setViewPalette(palette);
    divergence_->setViewPalette(palette);
    barrier_->setViewPalette(palette);
    local_->setViewPalette(palette);
    device_->setViewPalette(palette);
    timeline_->setViewPalette(palette);
    statistics_->setViewPalette(palette);
    explain_->setViewPalette(palette);
    // The scroll areas around painted views show the view's background past its end.
    for (const auto& f : feeds_) {
        if (auto* area = qobject_cast<QScrollArea*>(f->dock->widget())) {
            area->setPalette(palette.qtPalette(area->palette()));
            area->viewport()->setAutoFillBackground(true);
        }
    }
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
    sourceText_ = text;
    sourceFromIde_ = true;
    explainer_->setSource(text);
    updateCurrentLine();
}

void ViewDocks::connectController() {
    connect(controller_, &SessionController::stateChanged, this, &ViewDocks::onStateChanged);
    connect(controller_, &SessionController::snapshotChanged, this, &ViewDocks::onSnapshot);
    connect(controller_, &SessionController::stopped, this, &ViewDocks::onStopped);
}

void ViewDocks::connectActivations() {
    auto line = [this](quint32 l) {
        if (l > 0)
            emit lineActivated(int(l));
    };
    connect(waves_, &WavesView::waveActivated, this, &ViewDocks::focusWave);
    connect(waves_, &WavesView::lineActivated, this, line);
    connect(masks_, &MaskStripView::waveActivated, this, &ViewDocks::focusWave);
    connect(masks_, &MaskStripView::laneActivated, this,
            [this](quint32 w, quint32 l) { controller_->setFocus(w, l); });
    connect(registers_, &LaneRegistersView::laneActivated, this,
            [this](quint32 w, quint32 l) { controller_->setFocus(w, l); });
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
    controller_->setFocus(wave, focusLane_);
}

} // namespace wave::widgets
